import {
  attractionPath,
  chatPath,
  groupChatMessages,
  groupChatPath,
  participationMessages as m,
  pendingTaskList,
} from '@enlaza/contract';
import { Alert, App as AntApp, Button, Card, Empty, Progress, Skeleton, Space, Tabs, Tag } from 'antd';
import { Link } from 'react-router';
import { useBrand } from '../../app/BrandContext';
import { errorMessageOf } from '../../lib/api';
import { formatDateTime, formatDay, processTimeProgress } from '../participation/memberProcessFormat';
import {
  useMyInvitations,
  useMyProcesses,
  useNextEvent,
  usePendingTasks,
  type MyProcess,
} from '../participation/participationApi';
import { PendingInvitations } from '../participation/PendingInvitations';
import { CertificatesHomeCard } from '../certificates/CertificatesHomeCard';
import { useMyCertificates } from '../certificates/certificatesApi';
import { NetworkingHomeCard } from '../networking/NetworkingHomeCard';
import { useMyNetworking } from '../networking/networkingApi';
import { CurrentUserBoundary } from '../users/CurrentUserBoundary';
import { HomeTour } from './HomeTour';
import { WelcomeBanner } from './WelcomeBanner';
import '../participation/participation.css';

export function MemberHomePage() {
  const brand = useBrand();
  // Everything the home shows is asked for at once, alongside the user, not once the user has arrived. The home
  // waits for the invitations too: they sit above the rest, which would otherwise move down when they come.
  const invitations = useMyInvitations();
  useMyProcesses();
  useNextEvent();
  usePendingTasks();
  useMyNetworking();
  useMyCertificates();
  return (
    <CurrentUserBoundary alsoWaitingFor={invitations.isPending}>
      {(user) => (
        <>
          <WelcomeBanner name={user.name}>
            <p>Te damos la bienvenida a {brand.name}.</p>
            <p>
              Participas en el programa como <strong>{user.isMentor ? 'mentora' : 'mentee'}</strong>.
            </p>
          </WelcomeBanner>
          <PendingInvitations />
          <div className="member-home">
            <MyProcesses />
            <ImportantPanel />
          </div>
          <HomeTour />
        </>
      )}
    </CurrentUserBoundary>
  );
}

/** 'Mis procesos' (spec 002 §2.7): En curso / Finalizado, in progress first then the newest start. */
function MyProcesses() {
  const { message } = AntApp.useApp();
  const mine = useMyProcesses();
  // A retry that brings every list says so (spec 002 §8); the first load does not.
  const retry = async () => {
    if (await mine.refetch()) void message.success(m.homeLoaded);
  };
  const inProgress = mine.processes.filter((p) => p.status === 'IN_PROGRESS');
  const finalized = mine.processes.filter((p) => p.status === 'FINALIZED');
  const list = (processes: MyProcess[]) =>
    processes.length === 0 ? (
      <Empty description="No tienes procesos en este estado" />
    ) : (
      <div className="member-home__cards">
        {processes.map((process) => (
          <ProcessCard key={`${process.processId}-${process.role}`} process={process} />
        ))}
      </div>
    );

  return (
    <section aria-labelledby="member-home-processes">
      <h2 id="member-home-processes" className="member-home__title">
        {m.homeTitle}
      </h2>
      {mine.isPending ? (
        <Skeleton active />
      ) : mine.isError ? (
        <Alert
          type="error"
          showIcon
          title={m.homeLoadFailed}
          action={
            <Button size="small" onClick={() => void retry()}>
              Reintentar
            </Button>
          }
        />
      ) : (
        <>
          {mine.failedRoles.length > 0 && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              title={
                mine.failedRoles[0] === 'MENTOR'
                  ? 'Sólo se cargaron tus procesos como mentee'
                  : 'Sólo se cargaron tus procesos como mentora'
              }
            />
          )}
          <Tabs
            items={[
              { key: 'inProgress', label: m.inProgressTab, children: list(inProgress) },
              { key: 'finalized', label: m.finalizedTab, children: list(finalized) },
            ]}
          />
        </>
      )}
    </section>
  );
}

/** A talent-attraction process: it leads to the attraction view, with its group chat one click away. */
function AttractionCard({ process, as, progress }: { process: MyProcess; as: 'mentor' | 'student'; progress: number }) {
  return (
    <Card hoverable className="member-home__linked-card">
      <div className="member-process__session-head">
        <h3 className="member-process__session-name">
          <Link
            className="member-home__card-link"
            to={attractionPath(as, process.processId)}
            aria-label={`Abrir ${process.name}`}
          >
            {process.name}
          </Link>
        </h3>
        <Tag color={process.status === 'IN_PROGRESS' ? 'blue' : 'default'}>
          {process.status === 'IN_PROGRESS' ? m.inProgressTab : m.finalizedTab}
        </Tag>
      </div>
      <Space orientation="vertical" size={4} style={{ width: '100%' }}>
        <span>{process.clientName}</span>
        <span className="member-process__muted">
          {formatDay(process.startDate ?? process.estimatedStartDate)} – {formatDay(process.estimatedEndDate)}
        </span>
        <span>
          {process.role === 'MENTOR' ? 'Como tutora · Atracción de talento' : 'Como estudiante · Atracción de talento'}
        </span>
        <Link className="member-home__card-action" to={groupChatPath(process.processId)}>
          {groupChatMessages.openGroupChat}
        </Link>
        <Progress percent={progress} size="small" aria-label={`Avance en el tiempo: ${progress}%`} />
      </Space>
    </Card>
  );
}

function ProcessCard({ process }: { process: MyProcess }) {
  const progress = processTimeProgress(process, new Date(), process.mePair?.sessionsStatus.length ?? 0);
  const as = process.role === 'MENTOR' ? 'mentor' : 'student';
  if (process.serviceType === 'ATTRACTION') return <AttractionCard process={process} as={as} progress={progress} />;
  // The title is the link and its hit area stretches over the card: the link's name stays the short visible title.
  return (
    <Card hoverable={!!process.mePair} className={process.mePair ? 'member-home__linked-card' : undefined}>
      <div className="member-process__session-head">
        <h3 className="member-process__session-name">
          {process.mePair ? (
            <Link
              className="member-home__card-link"
              to={`/home/process/${process.mePair.pairId}/${as}`}
              aria-label={`Abrir ${process.name}`}
            >
              {process.name}
            </Link>
          ) : (
            process.name
          )}
        </h3>
        <Tag color={process.status === 'IN_PROGRESS' ? 'blue' : 'default'}>
          {process.status === 'IN_PROGRESS' ? m.inProgressTab : m.finalizedTab}
        </Tag>
      </div>
      <Space orientation="vertical" size={4} style={{ width: '100%' }}>
        <span>{process.clientName}</span>
        <span className="member-process__muted">
          {formatDay(process.startDate ?? process.estimatedStartDate)} – {formatDay(process.estimatedEndDate)}
        </span>
        <span>{process.role === 'MENTOR' ? 'Como mentora' : 'Como mentee'}</span>
        {process.mePair ? (
          <span>
            Dupla: {process.mePair.pairName} ·{' '}
            <Link className="member-home__card-action" to={chatPath(process.mePair.pairId, as)}>
              Chat con tu dupla
            </Link>
          </span>
        ) : (
          <span className="member-process__muted">{m.pairSoon}</span>
        )}
        <Progress percent={progress} size="small" aria-label={`Avance en el tiempo: ${progress}%`} />
      </Space>
    </Card>
  );
}

/** The 'Importante' panel: 'Próximo Evento' and 'Mis pendientes'. */
function ImportantPanel() {
  const nextEvent = useNextEvent();
  const pending = usePendingTasks();
  // Measurements first (a baseline expires), then evaluations, then sessions to schedule; each links to its page.
  const tasks = pending.data ? pendingTaskList(pending.data) : [];

  return (
    <aside aria-labelledby="member-home-important">
      <h2 id="member-home-important" className="member-home__title">
        {m.important}
      </h2>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card title={m.nextEvent} size="small">
          {nextEvent.isPending ? (
            <Skeleton active paragraph={{ rows: 1 }} />
          ) : nextEvent.isError ? (
            <Alert type="error" showIcon title={errorMessageOf(nextEvent.error)} />
          ) : nextEvent.data ? (
            <Space orientation="vertical" size={2}>
              <strong>{nextEvent.data.name}</strong>
              <span>{formatDateTime(nextEvent.data.eventDate)}</span>
              <span className="member-process__muted">{nextEvent.data.processName}</span>
            </Space>
          ) : (
            <span className="member-process__muted">No hay eventos próximos</span>
          )}
        </Card>
        <Card title={m.myPending} size="small">
          {pending.isPending ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : pending.isError ? (
            <Alert type="error" showIcon title={errorMessageOf(pending.error)} />
          ) : tasks.length === 0 ? (
            <span>{m.nothingPending}</span>
          ) : (
            <ul className="member-home__pending">
              {tasks.map((task) => (
                <li key={task.key}>
                  <Link to={task.path}>{task.text}</Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <NetworkingHomeCard />
        <CertificatesHomeCard />
      </Space>
    </aside>
  );
}

import { ArrowLeftOutlined, MessageOutlined, TrophyOutlined, UserOutlined } from '@ant-design/icons';
import {
  groupChatMessages as g,
  groupChatPath,
  participationMessages as pm,
  type AttractionPerson,
  type MemberAttraction,
} from '@enlaza/contract';
import { Alert, Avatar, Button, Card, Empty, List, Skeleton, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api';
import { formatDateTime, formatDay } from '../../participation/memberProcessFormat';
import '../../participation/participation.css';
import { useMemberAttraction, type AttractionAs } from './memberAttractionApi';
import './attraction.css';

const fullName = (person: Pick<AttractionPerson, 'name' | 'lastName'>) =>
  [person.name, person.lastName].filter(Boolean).join(' ');

/**
 * /attraction/{student|mentor}/{processId} (spec 002 §2.7): the member's talent-attraction process: their tutor or
 * their group's students, the way into the group chat, and the challenges sent so far (live).
 */
export function AttractionMemberPage() {
  const { as: asParam = 'student', processId = '' } = useParams();
  const as: AttractionAs = asParam === 'mentor' ? 'mentor' : 'student';
  const view = useMemberAttraction(as, processId);
  return (
    <div>
      <Link to="/home">
        <ArrowLeftOutlined aria-hidden /> Mis procesos
      </Link>
      {view.isPending ? (
        <Skeleton active aria-label="Cargando el proceso" />
      ) : view.isError ? (
        <Alert
          type="error"
          showIcon
          title={pm.processLoadFailed}
          description={errorMessageOf(view.error)}
          action={
            <Button size="small" onClick={() => void view.refetch()}>
              Reintentar
            </Button>
          }
        />
      ) : (
        <AttractionView view={view.data} as={as} />
      )}
    </div>
  );
}

function AttractionView({ view, as }: { view: MemberAttraction; as: AttractionAs }) {
  const finalized = view.status === 'FINALIZED';
  const group = view.group;
  return (
    <>
      <header className="member-process__header">
        <div>
          <h1 className="member-process__title">{view.name}</h1>
          <span className="member-process__muted">
            {view.clientName} · {as === 'mentor' ? 'Tutora' : 'Estudiante'} ·{' '}
            {formatDay(view.startDate ?? view.estimatedStartDate)} – {formatDay(view.estimatedEndDate)}
          </span>
        </div>
        <span className="member-process__header-actions">
          {group && (
            <Link to={groupChatPath(view.processId)} className="attraction__chat-link">
              <MessageOutlined aria-hidden /> {g.openGroupChat}
            </Link>
          )}
          <Tag color={finalized ? 'default' : 'blue'}>{finalized ? pm.finalizedTab : pm.inProgressTab}</Tag>
        </span>
      </header>

      <div className="attraction__columns">
        <Card title={as === 'mentor' ? 'Tu grupo' : 'Tu tutora y tu grupo'} className="attraction__card">
          {!group ? (
            <Empty description={g.noGroup} />
          ) : (
            <>
              {as === 'student' && (
                <>
                  <h2 className="attraction__subtitle">{g.tutor}</h2>
                  <PersonItem person={group.mentor} />
                </>
              )}
              <h2 className="attraction__subtitle">{g.students}</h2>
              <List
                dataSource={group.students}
                rowKey="userId"
                renderItem={(student) => (
                  <List.Item>
                    <PersonItem person={student} />
                  </List.Item>
                )}
              />
            </>
          )}
        </Card>

        <Card
          title={
            <span>
              <TrophyOutlined aria-hidden /> {g.challengesSent}
            </span>
          }
          className="attraction__card"
        >
          {view.challengesSent.length === 0 ? (
            <Empty description={g.noChallenges} />
          ) : (
            <ol className="attraction__challenges" aria-label={g.challengesSent}>
              {view.challengesSent.map((challenge) => (
                <li key={challenge.challengeSentId} className="attraction__challenge">
                  <h3>{challenge.title}</h3>
                  <p>{challenge.text}</p>
                  <time dateTime={challenge.sentAt}>{formatDateTime(challenge.sentAt)}</time>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
    </>
  );
}

function PersonItem({ person }: { person: AttractionPerson }) {
  return (
    <span className="attraction__person">
      <Avatar src={person.avatar ?? undefined} icon={<UserOutlined />} alt="" />
      <Link to={`/user_profile/${person.userId}`}>{fullName(person)}</Link>
    </span>
  );
}

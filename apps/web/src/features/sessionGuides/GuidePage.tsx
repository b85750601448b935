import { ArrowLeftOutlined, EditOutlined, FilePdfOutlined, StopOutlined } from '@ant-design/icons';
import {
  fromAnswerItems,
  guideAnsweringMessages as m,
  toAnswerItems,
  type AnswerMap,
  type LiveContentState,
  type OtherAnswers,
  type SessionGuide,
} from '@enlaza/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App as AntApp, Alert, Button, Card, Result, Skeleton, Space, Spin, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useBrand } from '../../app/BrandContext';
import { DownloadButton } from '../../components/DownloadButton';
import { ApiError, errorMessageOf } from '../../lib/api';
import { useSessionClaims } from '../../lib/auth/session';
import { graphqlRequest, useLiveStatus } from '../../lib/live';
import { clearDraft, readDraft, writeDraft, type AnswerDraft } from '../answers/answerDraft';
import { useMemberProcessView } from '../participation/participationApi';
import { QuestionaryForm } from '../questionnaires/QuestionaryForm';
import { GuideManual } from './GuideManual';
import { GuideTour } from './GuideTour';
import { NotesPanel } from './NotesPanel';
import {
  downloadGuidePdf,
  freeControl,
  refreshSessionGuide,
  takeControl,
  updateLiveContent,
  useFinishGuide,
  usePairObjective,
  useReopenGuide,
  useSessionGuide,
  useLiveContentUpdates,
} from './sessionGuidesApi';
import { TasksPanel } from './TasksPanel';
import '../answers/answers.css';
import './sessionGuides.css';

/** Spec 002 §9: what the editor types reaches the partner one second after the last change. */
export const LIVE_SAVE_DELAY_MS = 1000;
/** The holder renews control well inside the server's 1 s lease while the editor stays open without typing. */
export const RENEW_EVERY_MS = 400;

/** The shared draft as the live content keeps it (the JSON text of this object). */
interface SharedDraft {
  answers: AnswerMap;
  others: OtherAnswers;
}

export function parseDraft(content: string): SharedDraft {
  try {
    const value = JSON.parse(content) as Partial<SharedDraft> | null;
    return {
      answers: value && typeof value.answers === 'object' && value.answers ? value.answers : {},
      others: value && typeof value.others === 'object' && value.others ? value.others : {},
    };
  } catch {
    return { answers: {}, others: {} };
  }
}

type LiveState = Pick<LiveContentState, 'content' | 'version' | 'editor' | 'done'>;

/** The shared content's text for a draft, as the page sends it. */
const contentOf = (draft: SharedDraft) =>
  JSON.stringify({ answers: draft.answers, others: draft.others } satisfies SharedDraft);

/** Which question groups are open: held by the page, so a partner's edit (which redraws the form) keeps them. */
interface GroupFolds {
  open: string[];
  onChange: (groupIds: string[]) => void;
}

/** Keeps the newest of two states of the live content (events may arrive after a mutation's own answer). */
const newer = (current: LiveState, next: LiveState): LiveState => (next.version >= current.version ? next : current);

/**
 * /answer/template/{invitationId} (spec 002 §2.6, §4.4): the session's guide the pair answers together. The first
 * page is the good-practices manual; then the questionary, the objective, the tasks and the person's private notes.
 * One of the two edits at a time ('Editar' takes control, a lease the server renews with each edit and frees when
 * the tab closes); the other sees the answers change live.
 */
export function GuidePage() {
  const { invitationId = '' } = useParams();
  const brand = useBrand();
  const guide = useSessionGuide(invitationId);
  const [started, setStarted] = useState(false);
  const [openGroups, setOpenGroups] = useState<string[] | null>(null);

  let content;
  if (guide.isPending) {
    content = (
      <Card aria-busy="true" aria-label="Cargando la pauta">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  } else if (guide.isError) {
    content = <GuideRefused error={guide.error} invitationId={invitationId} />;
  } else if (!started) {
    content = (
      <>
        <GuideBanner guide={guide.data} />
        <GuideManual
          onStart={() => {
            setStarted(true);
            // The guide starts at its top, not where the manual's button was.
            window.scrollTo({ top: 0 });
          }}
        />
      </>
    );
  } else {
    // A guide finished or reopened (here or by the partner) starts over from what the server holds.
    const folds: GroupFolds = {
      open: openGroups ?? guide.data.questionary.questionGroups.map((group) => group.id),
      onChange: setOpenGroups,
    };
    content = <GuideView key={`${guide.data.status}-${guide.dataUpdatedAt}`} guide={guide.data} folds={folds} />;
  }

  return (
    <main className="answer-page guide-page">
      <img className="answer-page__logo" src={brand.logoUrl} alt={brand.name} height={44} />
      {content}
    </main>
  );
}

function GuideRefused({ error, invitationId }: { error: unknown; invitationId: string }) {
  const needsSignIn = error instanceof ApiError && error.status === 401;
  return (
    <Result
      status="warning"
      title={<h1 className="answer-page__result-title">{m.loadError}</h1>}
      subTitle={error instanceof ApiError && error.status !== null ? error.message : undefined}
      extra={
        needsSignIn ? (
          <Link to={`/login?next=${encodeURIComponent(`/answer/template/${invitationId}`)}`}>
            <Button type="primary">Iniciar sesión</Button>
          </Link>
        ) : (
          <Link to="/home">
            <Button>Volver al inicio</Button>
          </Link>
        )
      }
    />
  );
}

function GuideBanner({ guide }: { guide: SessionGuide }) {
  return (
    <section className="answer-page__banner" aria-labelledby="guide-title">
      <Typography.Text className="answer-page__kicker">Pauta · Sesión {guide.sessionNumber}</Typography.Text>
      <Typography.Title level={1} id="guide-title" className="answer-page__title">
        {guide.questionary.name}
      </Typography.Title>
    </section>
  );
}

/** Where the member goes after finishing: their process with this pair, as the process list links it. */
function useProcessPath(pairId: string, isMember: boolean) {
  const view = useMemberProcessView(isMember ? pairId : '');
  if (!isMember || !view.data) return '/home';
  return `/home/process/${pairId}/${view.data.myRole === 'MENTOR' ? 'mentor' : 'student'}`;
}

function GuideView({ guide, folds }: { guide: SessionGuide; folds: GroupFolds }) {
  const claims = useSessionClaims();
  const isMember = claims?.role === 'USER';
  const processPath = useProcessPath(guide.pairId, isMember);
  const objective = usePairObjective(guide.pairId);
  const completed = guide.status === 'COMPLETED';

  return (
    <>
      <Link to={processPath} className="guide-page__back">
        <ArrowLeftOutlined aria-hidden /> Volver a mi proceso
      </Link>
      <GuideBanner guide={guide} />
      <Card size="small" className="guide-page__objective" aria-labelledby="guide-objective">
        <Typography.Text strong id="guide-objective">
          Objetivo de la dupla:{' '}
        </Typography.Text>
        {objective.isPending ? (
          <Skeleton.Input active size="small" />
        ) : (
          <Typography.Text>{objective.data?.adviceName ?? 'Aún no definen un objetivo principal'}</Typography.Text>
        )}
      </Card>
      {completed ? (
        <CompletedGuide guide={guide} canWrite={isMember} folds={folds} />
      ) : (
        <LiveGuide
          guide={guide}
          canWrite={isMember}
          myUserId={claims?.userId ?? ''}
          processPath={processPath}
          folds={folds}
        />
      )}
      <TasksPanel pairId={guide.pairId} sessionNumber={guide.sessionNumber} readOnly={!isMember} />
      {isMember && <NotesPanel pairId={guide.pairId} sessionNumber={guide.sessionNumber} />}
    </>
  );
}

function PdfButton({ guide }: { guide: SessionGuide }) {
  return (
    <DownloadButton icon={<FilePdfOutlined />} download={() => downloadGuidePdf(guide.pairId, guide.sessionNumber)}>
      Descargar PDF
    </DownloadButton>
  );
}

function CompletedGuide({ guide, canWrite, folds }: { guide: SessionGuide; canWrite: boolean; folds: GroupFolds }) {
  const { message } = AntApp.useApp();
  const reopen = useReopenGuide(guide.invitationId);
  const queryClient = useQueryClient();
  // Reopened by the partner: the guide is read again and becomes editable here too.
  useLiveContentUpdates(guide.liveContentId, (state) => {
    if (!state.done) void refreshSessionGuide(queryClient, guide.invitationId);
  });
  const initial = useMemo(() => fromAnswerItems(guide.answers), [guide.answers]);
  return (
    <>
      <Alert
        type="success"
        showIcon
        className="answer-page__notice"
        title={m.alreadyAnswered}
        action={
          canWrite && guide.reopenable ? (
            <Button
              icon={<EditOutlined />}
              loading={reopen.isPending}
              onClick={() =>
                reopen
                  .mutateAsync()
                  .then((result) => void message.success(result.message || m.reopened))
                  .catch((error: unknown) => void message.error(errorMessageOf(error)))
              }
            >
              {m.reopen}
            </Button>
          ) : undefined
        }
      />
      <QuestionaryForm
        questionary={guide.questionary}
        mode="answer"
        initialAnswers={initial.answers}
        initialOthers={initial.others}
        readOnly
        collapsible
        openGroups={folds.open}
        onOpenGroupsChange={folds.onChange}
        showSubmit={false}
        actions={<PdfButton guide={guide} />}
      />
    </>
  );
}

type EditMode = 'viewing' | 'taking' | 'editing' | 'stopping';

function LiveGuide({
  guide,
  canWrite,
  myUserId,
  processPath,
  folds,
}: {
  guide: SessionGuide;
  canWrite: boolean;
  myUserId: string;
  processPath: string;
  folds: GroupFolds;
}) {
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const finish = useFinishGuide(guide.invitationId);
  const id = guide.liveContentId;
  const [live, setLive] = useState<LiveState>({
    content: guide.content,
    version: guide.version,
    editor: guide.editor,
    done: guide.done,
  });
  const [mode, setMode] = useState<EditMode>('viewing');
  const modeRef = useRef(mode);
  useEffect(() => {
    modeRef.current = mode;
  }, [mode]);
  // What the editor started from: the content as it was when control was taken.
  const [editingFrom, setEditingFrom] = useState<SharedDraft>(() => parseDraft(guide.content));
  const unsent = useRef<string | null>(null);
  const sendTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const liveVersion = useRef(live.version);
  useEffect(() => {
    liveVersion.current = live.version;
  }, [live.version]);

  const apply = useCallback(
    (state: LiveState) => {
      setLive((current) => newer(current, state));
      // Finished or reopened elsewhere: read the guide again (its status, its sent answers).
      if (state.done !== guide.done) {
        void refreshSessionGuide(queryClient, guide.invitationId);
      }
    },
    [guide.done, guide.invitationId, queryClient],
  );
  useLiveContentUpdates(id, apply);

  // After the socket comes back, what changed meanwhile is read once.
  const { connections } = useLiveStatus();
  const seenConnections = useRef(connections);
  useEffect(() => {
    if (connections > seenConnections.current && seenConnections.current > 0) {
      void graphqlRequest<{ liveContent: LiveContentState | null }>(
        'query ($id: ID!) { liveContent(id: $id) { liveContentId content version done updatedAt editor { userId name } } }',
        { id },
      )
        .then((d) => d.liveContent && apply(d.liveContent))
        .catch(() => undefined);
    }
    seenConnections.current = connections;
  }, [connections, id, apply]);

  const lost = useCallback(
    (error: unknown) => {
      if (modeRef.current === 'viewing') return;
      setMode('viewing');
      void message.warning(errorMessageOf(error));
    },
    [message],
  );

  const send = useCallback(async () => {
    clearTimeout(sendTimer.current);
    const content = unsent.current;
    if (content === null) return;
    unsent.current = null;
    const delivered = (state: LiveState) => {
      apply(state);
      // Nothing typed since: the device's copy is no longer needed.
      if (unsent.current === null) clearDraft(guide.invitationId);
    };
    try {
      delivered(await updateLiveContent(id, content));
    } catch {
      // The lease may have run out (the tab was hidden a while): taken again when the partner has not, and sent.
      try {
        apply(await takeControl(id));
        delivered(await updateLiveContent(id, content));
      } catch (error) {
        lost(error);
      }
    }
  }, [apply, guide.invitationId, id, lost]);

  // While editing, control is renewed so that a pause to think does not hand it over; not while the tab is hidden.
  useEffect(() => {
    if (mode !== 'editing') return;
    const renew = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      takeControl(id).then(apply, lost);
    }, RENEW_EVERY_MS);
    return () => clearInterval(renew);
  }, [mode, id, apply, lost]);

  // Leaving the page while editing: what is typed goes out and control is freed (closing the tab frees it too).
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  }, [send]);
  useEffect(() => {
    const onLeave = () => void sendRef.current();
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      if (modeRef.current === 'editing' || modeRef.current === 'taking') {
        void sendRef.current().then(() => freeControl(id).catch(() => undefined));
      }
      clearTimeout(sendTimer.current);
    };
  }, [id]);

  const startEditing = async () => {
    setMode('taking');
    try {
      const state = await takeControl(id);
      setEditingFrom(parseDraft(state.content));
      apply(state);
      setMode('editing');
    } catch (error) {
      setMode('viewing');
      void message.warning(errorMessageOf(error));
    }
  };

  const stopEditing = async () => {
    setMode('stopping');
    await send();
    try {
      apply(await freeControl(id));
    } catch {
      // The lease runs out on its own one second later.
    }
    setMode('viewing');
  };

  const keep = (answers: AnswerMap, others: OtherAnswers) => {
    if (modeRef.current !== 'editing') return;
    // Kept on the device at once: a tab closed within the second before sending loses nothing.
    writeDraft(guide.invitationId, { answers, others, baseVersion: liveVersion.current });
    unsent.current = contentOf({ answers, others });
    clearTimeout(sendTimer.current);
    sendTimer.current = setTimeout(() => void send(), LIVE_SAVE_DELAY_MS);
  };

  const submit = async (answers: AnswerMap, others: OtherAnswers) => {
    clearTimeout(sendTimer.current);
    if (mode === 'editing') {
      unsent.current = contentOf({ answers, others });
      await send();
    }
    try {
      const result = await finish.mutateAsync(toAnswerItems(answers, others));
      unsent.current = null;
      clearDraft(guide.invitationId);
      setMode('viewing');
      void message.success(result.message || m.sent);
      void navigate(processPath);
    } catch (error) {
      void message.error(errorMessageOf(error));
    }
  };

  // What this device typed and never sent (the tab closed within the second): sent back on return.
  const [leftover, setLeftover] = useState<AnswerDraft | null>(() => (canWrite ? leftoverDraft(guide) : null));
  const recover = (draft: AnswerDraft) =>
    takeControl(id).then(
      (state) => {
        apply(state);
        setEditingFrom(draft);
        setLeftover(null);
        setMode('editing');
        unsent.current = contentOf(draft);
        return send().then(() => true);
      },
      (error: unknown) => {
        setMode('viewing');
        void message.warning(errorMessageOf(error));
        return false;
      },
    );
  const discard = () => {
    clearDraft(guide.invitationId);
    setLeftover(null);
  };
  // Nobody changed the guide since it was typed and nobody edits it now: it is simply sent, and this person keeps
  // editing where they left off. Otherwise they choose (the partner may have written since).
  const recoveredOnce = useRef(false);
  useEffect(() => {
    if (recoveredOnce.current || !leftover) return;
    if (leftover.baseVersion !== guide.version || guide.editor !== null) return;
    recoveredOnce.current = true;
    void recover(leftover).then((sent) => sent && void message.info(m.draftRecovered));
    // Once, on opening the guide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const editing = mode === 'editing' || mode === 'stopping';
  const partner = live.editor && live.editor.userId !== myUserId ? live.editor : null;
  const shown = editing ? editingFrom : parseDraft(live.content);
  // The form follows the live content while this person is not the one typing.
  const formKey = editing ? 'editing' : `live-${live.version}`;

  return (
    <Spin spinning={finish.isPending} description={m.sending}>
      {canWrite && <GuideTour />}
      <div className="guide-toolbar" id="guide-toolbar" role="region" aria-label="Edición de la pauta">
        <div className="guide-toolbar__state" role="status" aria-live="polite">
          {editing ? (
            <Tag color="blue" icon={<EditOutlined />}>
              {m.editing}
            </Tag>
          ) : partner ? (
            <Tag color="orange">{m.partnerEditing}</Tag>
          ) : (
            <Typography.Text type="secondary">
              {canWrite ? 'Presiona «Editar» para responder; tu dupla verá los cambios al instante.' : 'Solo lectura'}
            </Typography.Text>
          )}
        </div>
        <div className="guide-toolbar__actions">
          {canWrite &&
            (editing ? (
              <Button icon={<StopOutlined />} onClick={() => void stopEditing()} loading={mode === 'stopping'}>
                {m.stopEditing}
              </Button>
            ) : (
              <Button
                type="primary"
                icon={<EditOutlined />}
                onClick={() => void startEditing()}
                loading={mode === 'taking'}
                disabled={!!partner}
              >
                {m.edit}
              </Button>
            ))}
          <PdfButton guide={guide} />
        </div>
      </div>
      {leftover && !editing && (
        <Alert
          type="warning"
          showIcon
          className="answer-page__notice"
          title={m.draftLeftOver}
          action={
            <Space wrap>
              <Button
                size="small"
                type="primary"
                disabled={!!partner}
                loading={mode === 'taking'}
                onClick={() => {
                  setMode('taking');
                  void recover(leftover);
                }}
              >
                {m.draftRecover}
              </Button>
              <Button size="small" onClick={discard}>
                {m.draftDiscard}
              </Button>
            </Space>
          }
        />
      )}
      <div id="guide-questions">
        <QuestionaryForm
          key={formKey}
          questionary={guide.questionary}
          mode="answer"
          initialAnswers={shown.answers}
          initialOthers={shown.others}
          onChange={keep}
          onSubmit={submit}
          readOnly={!editing}
          collapsible
          openGroups={folds.open}
          onOpenGroupsChange={folds.onChange}
          showSubmit={canWrite && !partner}
          submitLabel={m.finish}
          submitting={finish.isPending}
        />
      </div>
    </Spin>
  );
}

/** The draft this device kept for the guide, unless it holds exactly what the guide already has. */
function leftoverDraft(guide: SessionGuide): AnswerDraft | null {
  const draft = readDraft(guide.invitationId);
  if (!draft || draft.baseVersion === undefined) return null;
  if (contentOf(draft) === contentOf(parseDraft(guide.content))) {
    clearDraft(guide.invitationId);
    return null;
  }
  return draft;
}

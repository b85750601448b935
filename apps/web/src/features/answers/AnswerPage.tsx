import {
  answeringErrorMessages,
  answeringErrorTypes,
  answeringMessages as m,
  fromAnswerItems,
  openInvitationErrorMessages,
  toAnswerItems,
  USER_TOKEN_QUERY,
  type AnswerMap,
  type InvitationView,
  type OtherAnswers,
} from '@enlaza/contract';
import { App as AntApp, Alert, Button, Card, Result, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useBrand } from '../../app/BrandContext';
import { ApiError } from '../../lib/api';
import { useHasStoredTokens } from '../../lib/auth/session';
import { QuestionaryForm } from '../questionnaires/QuestionaryForm';
import { saveAnswers, useInvitation, useSubmitAnswers, type AnswerCredentials } from './answersApi';
import { clearDraft, readDraft, writeDraft } from './answerDraft';
import './answers.css';

/** Spec 002 §9: answers are kept on the server one second after the last change. */
const SERVER_SAVE_DELAY_MS = 1000;

/** What the page says when the invitation cannot be answered (spec 002 §8 'Invitation load'). */
export function invitationErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return m.otherLoadError;
  if (error.status === null) return m.loadFailed;
  if (error.status === 401) return m.signInRequired;
  if (!error.type) return m.otherLoadError;
  return answeringErrorMessages[error.type] ?? openInvitationErrorMessages[error.type] ?? m.otherLoadError;
}

/**
 * /answer/{invitationId}?usertoken=… (spec 002 §2.6, §4.3): a measurement, a session's feedback or an open survey,
 * answered from the mailed link or signed in. What is typed is kept on this device as it is typed (and on the server
 * a second later for a personal invitation), so a reload or a lost connection loses nothing.
 */
export function AnswerPage() {
  const { invitationId = '' } = useParams();
  const [search] = useSearchParams();
  const brand = useBrand();
  const userToken = search.get(USER_TOKEN_QUERY);
  const signedIn = useHasStoredTokens();
  const credentials = useMemo<AnswerCredentials>(
    () => (userToken ? { userToken } : { session: signedIn }),
    [userToken, signedIn],
  );
  const invitation = useInvitation(invitationId, credentials);

  let content;
  if (invitation.isPending) {
    content = (
      <Card aria-busy="true" aria-label="Cargando la invitación">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  } else if (invitation.isError) {
    content = <InvitationRefused error={invitation.error} invitationId={invitationId} />;
  } else {
    content = <Answering view={invitation.data} credentials={credentials} signedIn={signedIn && !userToken} />;
  }

  return (
    <main className="answer-page">
      <img className="answer-page__logo" src={brand.logoUrl} alt={brand.name} height={44} />
      {content}
    </main>
  );
}

function InvitationRefused({ error, invitationId }: { error: unknown; invitationId: string }) {
  const text = invitationErrorText(error);
  const type = error instanceof ApiError ? error.type : null;
  const needsSignIn = error instanceof ApiError && error.status === 401;
  const status =
    type === answeringErrorTypes.alreadyAnswered
      ? 'success'
      : type === answeringErrorTypes.notFound || (error instanceof ApiError && error.status === 404)
        ? '404'
        : 'warning';
  return (
    <Result
      status={status}
      title={<h1 className="answer-page__result-title">{text}</h1>}
      extra={
        needsSignIn ? (
          <Link to={`/login?next=${encodeURIComponent(`/answer/${invitationId}`)}`}>
            <Button type="primary">Iniciar sesión</Button>
          </Link>
        ) : undefined
      }
    />
  );
}

function initialAnswersOf(view: InvitationView) {
  const draft = readDraft(view.invitationId);
  if (draft) return { ...draft, restored: true };
  return { ...fromAnswerItems(view.status === 'OPEN' ? [] : view.answers), restored: false };
}

function Answering({
  view,
  credentials,
  signedIn,
}: {
  view: InvitationView;
  credentials: AnswerCredentials;
  signedIn: boolean;
}) {
  const navigate = useNavigate();
  const { message } = AntApp.useApp();
  const submit = useSubmitAnswers(view.invitationId, credentials);
  const isOpen = view.status === 'OPEN';
  const [openDone, setOpenDone] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const serverSave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(serverSave.current), []);

  // This device's draft wins over the server's (it is never older); an open survey starts empty for each person.
  // Read once per respondent: a new respondent of an open survey gets a new form (formKey).
  const [initial, setInitial] = useState(() => initialAnswersOf(view));

  const keep = (answers: AnswerMap, others: OtherAnswers) => {
    writeDraft(view.invitationId, { answers, others });
    if (isOpen) return;
    clearTimeout(serverSave.current);
    serverSave.current = setTimeout(() => {
      // Best effort: the draft on this device already holds everything if the server cannot be reached.
      void saveAnswers(view.invitationId, toAnswerItems(answers, others), credentials).catch(() => undefined);
    }, SERVER_SAVE_DELAY_MS);
  };

  const send = async (answers: AnswerMap, others: OtherAnswers) => {
    clearTimeout(serverSave.current);
    try {
      await submit.mutateAsync(toAnswerItems(answers, others));
    } catch {
      return;
    }
    clearDraft(view.invitationId);
    void message.success(m.sent);
    if (isOpen) setOpenDone(true);
    else if (signedIn) void navigate('/home');
    else void navigate('/mdi/user/result');
  };

  if (openDone) {
    return (
      <Result
        status="success"
        title={<h1 className="answer-page__result-title">{m.openRegistered(view.subTypeLabel)}</h1>}
        subTitle={m.thanks}
        extra={
          <Button
            onClick={() => {
              setOpenDone(false);
              setInitial(initialAnswersOf(view));
              setFormKey((k) => k + 1);
              submit.reset();
            }}
          >
            Responder otra vez
          </Button>
        }
      />
    );
  }

  const submitError = submit.error;
  return (
    <>
      <section className="answer-page__banner" aria-labelledby="answer-title">
        <Typography.Text className="answer-page__kicker">
          {/* The measurement's name is often its sub-type's ('Línea base'): said once. */}
          {[view.subTypeLabel !== view.questionary.name ? view.subTypeLabel : null, view.processName]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
        <Typography.Title level={1} id="answer-title" className="answer-page__title">
          {view.questionary.name}
        </Typography.Title>
        <Typography.Paragraph className="answer-page__lead">{m.banner}</Typography.Paragraph>
      </section>
      {initial.restored && <Alert type="info" showIcon title={m.draftRestored} className="answer-page__notice" />}
      {submitError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="answer-page__notice"
          title={
            submitError instanceof ApiError && submitError.type === answeringErrorTypes.invalidAnswers
              ? m.invalidAnswers
              : invitationErrorText(submitError)
          }
        />
      )}
      <QuestionaryForm
        key={formKey}
        questionary={view.questionary}
        mode="answer"
        initialAnswers={initial.answers}
        initialOthers={initial.others}
        onChange={keep}
        onSubmit={send}
        submitting={submit.isPending}
      />
    </>
  );
}

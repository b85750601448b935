import {
  answeringErrorTypes,
  answeringMessages,
  clearHiddenAnswers,
  fromAnswerItems,
  isGuideReopenable,
  LIVE_CONTENT_LEASE_MS,
  LIVE_CONTENT_MAX_LENGTH,
  participationErrorTypes,
  processMessages,
  guideAnsweringErrorTypes as types,
  guideAnsweringMessages as m,
  toAnswerItems,
  validateAnswers,
  type AnswerableQuestionary,
  type AnswerItem,
  type GuideResult,
  type LiveContentState,
  type QuestionGroup,
  type QuestionType,
  type SessionGuide,
  type SessionNotes,
} from '@enlaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { AppError, badRequest, notFound } from '../../plugins/errors';
import type { LiveEvents, LiveSocket } from '../../plugins/graphql';
import type { Viewer } from '../access';
import type { AnswersRepository } from '../answers';
import { liveContentTopic } from './liveTopics';
import type { LiveContentRow, SessionGuidesRepository } from './sessionGuides.repository';

interface Deps {
  repository: SessionGuidesRepository;
  /** The stored answers of invitations (questionary_responses / questionary_answers): a finished guide's go there. */
  answers: AnswersRepository;
  live: LiveEvents;
  log: FastifyBaseLogger;
  now?: () => Date;
}

const busy = () => new AppError(types.busy, 409, m.busy);
const isDone = () => new AppError(types.done, 409, m.done);
const liveContentMissing = () => notFound(types.liveContentNotFound, m.liveContentNotFound);
const guideMissing = () => notFound(answeringErrorTypes.notFound, answeringMessages.notFound);

function stateOf(row: LiveContentRow): LiveContentState {
  return {
    liveContentId: row.id,
    content: JSON.stringify(row.content ?? {}),
    version: row.version,
    editor: row.editorId ? { userId: row.editorId, name: row.editorName ?? '' } : null,
    done: row.done,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The shared draft as sent: the JSON text of an object, within the size limit. */
function parsedContent(text: string): Record<string, unknown> {
  if (text.length > LIVE_CONTENT_MAX_LENGTH) throw badRequest(types.contentInvalid, m.contentTooLong);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(types.contentInvalid, m.contentInvalid);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(types.contentInvalid, m.contentInvalid);
  }
  return value as Record<string, unknown>;
}

/**
 * Session guides (spec 002 §2.6, §4.4): opening a session's guide, the live shared answers with their control lease,
 * finishing and reopening, and each person's private notes.
 *
 * Control is a lease kept in the database (every decision is one conditional UPDATE, so two instances sharing the
 * database agree). The instance that granted or renewed a lease arms a timer that, once the lease has run out,
 * frees it in SQL — a renewal on another instance moved the expiry, so nothing is freed — and tells subscribers.
 */
export function createSessionGuidesService({ repository, answers, live, log, now = () => new Date() }: Deps) {
  const expiryTimers = new Map<string, NodeJS.Timeout>();
  /** Sockets already watched for each live content: one close listener per socket and content. */
  const watched = new WeakMap<object, Set<string>>();

  async function publish(id: string): Promise<LiveContentState> {
    const row = await repository.liveContent(id);
    if (!row) throw liveContentMissing();
    const state = stateOf(row);
    await live.publish(liveContentTopic(id), state);
    return state;
  }

  function armExpiry(id: string) {
    clearTimeout(expiryTimers.get(id));
    const timer = setTimeout(() => {
      expiryTimers.delete(id);
      void repository
        .expire(id)
        .then((freed) => (freed ? publish(id) : undefined))
        .catch((error: unknown) =>
          log.error({ err: error, liveContentId: id }, 'contenido en vivo: liberación fallida'),
        );
    }, LIVE_CONTENT_LEASE_MS + 50);
    timer.unref();
    expiryTimers.set(id, timer);
  }

  async function questionaryOf(questionaryId: string | null): Promise<AnswerableQuestionary> {
    const found = questionaryId ? await answers.findQuestionary(questionaryId) : undefined;
    if (!found) throw guideMissing();
    return { name: found.name, overview: found.overview, questionGroups: found.structure as QuestionGroup[] };
  }

  async function existingGuide(invitationId: string) {
    const guide = await repository.guide(invitationId);
    if (!guide || !guide.pairId) throw guideMissing();
    return { ...guide, pairId: guide.pairId, sessionNumber: Number(guide.entitySubType) };
  }

  async function reopenable(pairId: string, sessionNumber: number, status: string, tx?: Database) {
    if (status !== 'COMPLETED') return false;
    return isGuideReopenable(sessionNumber, await repository.sessions(pairId, tx), now());
  }

  /**
   * A guide changes only while its pair can work, as its tasks do: a finalized process blocks changes (spec 002
   * §4.5) and a disabled pair's guide is read-only. Private notes stay the author's to write.
   */
  async function requireWritable(pairId: string) {
    requirePairWritable(await repository.pair(pairId));
  }

  function requirePairWritable(pair: Awaited<ReturnType<SessionGuidesRepository['pair']>>) {
    if (!pair) throw notFound();
    if (pair.processStatus === 'FINALIZED') {
      throw new AppError(participationErrorTypes.notEditable, 409, processMessages.notEditable);
    }
    if (pair.disabled) throw new AppError(types.pairDisabled, 409, m.pairDisabled);
  }

  async function sessionOrNotFound(pairId: string, sessionNumber: number) {
    if (!(await repository.sessionExists(pairId, sessionNumber))) {
      throw notFound(types.sessionNotFound, m.sessionNotFound);
    }
  }

  /** A guide as the answering page needs it: its questionary, the live shared draft, sent answers, reopenable. */
  async function describe(invitationId: string): Promise<SessionGuide> {
    const guide = await existingGuide(invitationId);
    const content = guide.liveContentId ? await repository.liveContent(guide.liveContentId) : undefined;
    // Guides are made with their live content; one missing is a guide opened by nobody yet.
    if (!content || !guide.processId) throw guideMissing();
    const response = guide.status === 'COMPLETED' ? await answers.personalResponse(guide.id) : undefined;
    const sent = response ? (await answers.answersOf([response.id])).map(({ responseId: _, ...item }) => item) : [];
    const state = stateOf(content);
    return {
      invitationId: guide.id,
      liveContentId: content.id,
      pairId: guide.pairId,
      processId: guide.processId,
      sessionNumber: guide.sessionNumber,
      status: guide.status,
      questionary: await questionaryOf(guide.questionaryId),
      content: state.content,
      version: state.version,
      editor: state.editor,
      done: state.done,
      answers: sent,
      reopenable: await reopenable(guide.pairId, guide.sessionNumber, guide.status),
    };
  }

  return {
    /**
     * POST /api/process/pair/{pairId}/session/{sessionNumber}/guide: the session's guide, made on first open (one
     * statement per session, so both partners get the same one).
     */
    async open(pairId: string, sessionNumber: number): Promise<SessionGuide> {
      const pair = await repository.pair(pairId);
      if (!pair) throw notFound();
      const opened = await repository.openGuide({
        pairId,
        processId: pair.processId,
        sessionNumber,
        dynamicMentorshipId: pair.dynamicMentorshipId,
        mentorshipId: pair.mentorshipId,
        objectiveId: pair.objectiveId,
      });
      if (opened === 'noSession') throw notFound(types.sessionNotFound, m.sessionNotFound);
      if (opened === 'noTemplate') throw notFound(types.noGuide, m.noGuide);
      return describe(opened.invitationId);
    },

    /**
     * GET /api/questionary-invitations/template/{invitationId}: the same guide by its invitation, as the answering
     * page `/answer/template/{invitationId}` loads it (admins read it too).
     */
    byInvitation: (invitationId: string) => describe(invitationId),

    /** GraphQL `liveContent(id)`. */
    async liveContent(id: string): Promise<LiveContentState | null> {
      const row = await repository.liveContent(id);
      return row ? stateOf(row) : null;
    },

    /**
     * GraphQL `takeControlLiveContent`: the lease for the caller, or 409 when the partner holds it. Over a WebSocket,
     * it is freed when that socket closes.
     */
    async take(viewer: Viewer, id: string, socket: LiveSocket | null) {
      // One statement on the hot path (the holder renews while editing); the reason is looked up only on refusal.
      if (!(await repository.take(id, viewer.userId))) {
        const row = await repository.liveContent(id);
        if (!row) throw liveContentMissing();
        await requireWritable(row.pairId);
        throw row.done ? isDone() : busy();
      }
      armExpiry(id);
      if (socket) {
        const ids = watched.get(socket.key) ?? new Set<string>();
        if (!ids.has(id)) {
          ids.add(id);
          watched.set(socket.key, ids);
          socket.onClose(() => {
            void repository
              .free(id, viewer.userId)
              .then((freed) => (freed ? publish(id) : undefined))
              .catch((error: unknown) =>
                log.error({ err: error, liveContentId: id }, 'contenido en vivo: liberación al cerrar fallida'),
              );
          });
        }
      }
      return publish(id);
    },

    /** GraphQL `updateLiveContent`: only the holder of a live lease saves; the lease is renewed. */
    async update(viewer: Viewer, id: string, text: string) {
      const content = parsedContent(text);
      if (!(await repository.update(id, viewer.userId, content))) {
        const row = await repository.liveContent(id);
        if (!row) throw liveContentMissing();
        throw row.done ? isDone() : busy();
      }
      armExpiry(id);
      return publish(id);
    },

    /** GraphQL `freeLiveContentControl`: the holder lets go; anyone else gets the content unchanged. */
    async free(viewer: Viewer, id: string) {
      if (await repository.free(id, viewer.userId)) return publish(id);
      const row = await repository.liveContent(id);
      if (!row) throw liveContentMissing();
      return stateOf(row);
    },

    /**
     * POST /api/questionary-invitations/template/{invitationId}: the shared answers, checked with the form's rules,
     * stored as the invitation's answers; the guide is COMPLETED and its live content done.
     */
    async submit(invitationId: string, items: readonly AnswerItem[], viewer: Viewer): Promise<GuideResult> {
      const guide = await existingGuide(invitationId);
      await requireWritable(guide.pairId);
      if (guide.status === 'COMPLETED') {
        throw new AppError(answeringErrorTypes.alreadyAnswered, 409, answeringMessages.alreadyAnswered);
      }
      const questionary = await questionaryOf(guide.questionaryId);
      const { answers: map, others } = fromAnswerItems(items);
      const shown = clearHiddenAnswers(questionary, map);
      const problems = validateAnswers(questionary, shown, others);
      const details = Object.entries(problems).map(([questionId, message]) => `${questionId}: ${message}`);
      if (details.length) {
        throw new AppError(answeringErrorTypes.invalidAnswers, 400, answeringMessages.invalidAnswers, details);
      }
      const kept = toAnswerItems(shown, others);
      const byId = new Map<string, QuestionType>();
      for (const group of questionary.questionGroups) for (const q of group.questions) byId.set(q.id, q.type);
      await repository.transaction(async (tx) => {
        // Checked again under the pair's and the process's locks: neither can be closed while the guide is sent.
        await repository.lockPair(guide.pairId, async (pair) => requirePairWritable(pair), tx);
        if (!(await answers.complete(invitationId, tx))) {
          throw new AppError(answeringErrorTypes.alreadyAnswered, 409, answeringMessages.alreadyAnswered);
        }
        await answers.savePersonal(
          { invitationId, userId: viewer.userId, items: kept, typeOf: (id) => byId.get(id), submit: true },
          tx,
        );
        await repository.markDone(invitationId, true, tx);
      });
      if (guide.liveContentId) await publish(guide.liveContentId);
      return { message: m.sent, invitationId, status: 'COMPLETED' };
    },

    /** POST /api/questionary-invitations/template/{invitationId}/reopen: 'Volver a editar' (002 §4.4). */
    async reopen(invitationId: string): Promise<GuideResult> {
      const guide = await existingGuide(invitationId);
      await requireWritable(guide.pairId);
      if (guide.status !== 'COMPLETED') throw new AppError(types.notCompleted, 409, m.notCompleted);
      const requireReopenable = async (tx?: Database) => {
        if (!(await reopenable(guide.pairId, guide.sessionNumber, guide.status, tx))) {
          throw new AppError(types.notReopenable, 409, m.notReopenable);
        }
      };
      await requireReopenable();
      await repository.transaction(async (tx) => {
        // Checked again under the pair's and the process's locks, which the sessions' scheduling takes too.
        await repository.lockPair(
          guide.pairId,
          async (pair) => {
            requirePairWritable(pair);
            await requireReopenable(tx);
          },
          tx,
        );
        if (!(await repository.reopen(invitationId, tx))) throw new AppError(types.notCompleted, 409, m.notCompleted);
        await repository.markDone(invitationId, false, tx);
      });
      if (guide.liveContentId) await publish(guide.liveContentId);
      return { message: m.reopened, invitationId, status: 'SENT' };
    },

    /** GET …/session/{sessionNumber}/notes: the caller's own notes (empty until written). */
    async notes(viewer: Viewer, pairId: string, sessionNumber: number): Promise<SessionNotes> {
      await sessionOrNotFound(pairId, sessionNumber);
      const row = await repository.notes(pairId, sessionNumber, viewer.userId);
      return { content: row?.content ?? '', updatedAt: row?.updatedAt.toISOString() ?? null };
    },

    /** PUT …/session/{sessionNumber}/notes: replaces the caller's own notes. */
    async saveNotes(viewer: Viewer, pairId: string, sessionNumber: number, content: string): Promise<SessionNotes> {
      await sessionOrNotFound(pairId, sessionNumber);
      const row = await repository.saveNotes(pairId, sessionNumber, viewer.userId, content);
      return { content: row.content, updatedAt: row.updatedAt.toISOString() };
    },

    /** Stops the expiry timers (the app is closing; leases still run out in the database). */
    close() {
      for (const timer of expiryTimers.values()) clearTimeout(timer);
      expiryTimers.clear();
    },
  };
}

export type SessionGuidesService = ReturnType<typeof createSessionGuidesService>;

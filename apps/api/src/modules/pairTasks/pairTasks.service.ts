import {
  answeredQuestionsOf,
  guideErrorTypes,
  isPairTaskCompleted,
  pairTaskErrorTypes,
  pairTaskMessages,
  participationErrorTypes,
  participationMessages,
  processMessages,
  questionaryAnswerText,
  sessionGuideMessages,
  type CreatePairTask,
  type PairTask,
  type PairTasksChange,
  type UpdatePairTaskRequest,
} from '@enlaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { brandOf } from '../../lib/brands';
import { AppError, badRequest, forbidden, notFound } from '../../plugins/errors';
import type { LiveEvents } from '../../plugins/graphql';
import type { Viewer } from '../access';
import type { PairTaskRow, PairTasksRepository } from './pairTasks.repository';
import { pairTasksTopic } from './liveTopics';
import { sessionGuidePdf } from './sessionGuidePdf';

/** A stored session document as the guides area serves it (stream, size, type and the name it was uploaded with). */
export interface SessionDocumentFile {
  stream: NodeJS.ReadableStream;
  size: number;
  contentType: string;
  fileName: string;
}

interface Deps {
  repository: PairTasksRepository;
  live: LiveEvents;
  config: Config;
  log: FastifyBaseLogger;
  /** The guides area's download of a session's stored document for one audience. */
  sessionDocuments: {
    download(mentorshipId: string, sessionId: string, audience: 'MENTOR' | 'STUDENT'): Promise<SessionDocumentFile>;
  };
}

const conflict = (type: string, message: string) => new AppError(type, 409, message);

export function toPairTask(row: PairTaskRow): PairTask {
  return {
    taskId: row.id,
    pairId: row.pairId,
    sessionNumber: row.sessionNumber,
    name: row.name,
    description: row.description,
    dueDate: row.dueDate,
    type: row.type,
    maxValue: row.maxValue,
    value: row.value,
    completed: isPairTaskCompleted(row),
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createPairTasksService({ repository, live, config, log, sessionDocuments }: Deps) {
  const pairNotFound = () => notFound(participationErrorTypes.pairNotFound, participationMessages.pairNotFound);
  const taskNotFound = () => notFound(pairTaskErrorTypes.taskNotFound, pairTaskMessages.taskNotFound);
  const sessionNotFound = () => notFound(guideErrorTypes.sessionNotFound, sessionGuideMessages.sessionNotFound);

  async function pairOf(pairId: string) {
    const pair = await repository.pairState(pairId);
    if (!pair) throw pairNotFound();
    return pair;
  }

  /**
   * Tasks change only while the pair can work: a disabled pair is read-only, and a finalized process blocks changes
   * (spec 002 §4.5) with the message participation gives for its sessions.
   */
  async function writablePair(pairId: string) {
    const pair = await pairOf(pairId);
    if (pair.processStatus === 'FINALIZED') {
      throw conflict(participationErrorTypes.notEditable, processMessages.notEditable);
    }
    if (pair.disabled) throw conflict(pairTaskErrorTypes.pairDisabled, pairTaskMessages.pairDisabled);
    return pair;
  }

  /** Tells the pair's subscribers (the partner's open guide) what changed, with the whole list after it. */
  async function announce(change: Omit<PairTasksChange, 'tasks'>) {
    try {
      const tasks = (await repository.list(change.pairId)).map(toPairTask);
      await live.publish(pairTasksTopic(change.pairId), { ...change, tasks } satisfies PairTasksChange);
    } catch (error) {
      // The change is stored: the partner's guide reads the list again (GET .../tasks) when a live event is lost.
      log.warn({ error: (error as Error).message, pairId: change.pairId }, 'tareas: no se pudo publicar un cambio');
    }
  }

  function sideOf(pair: { mentorId: string; studentId: string }, viewer: Viewer): 'MENTOR' | 'STUDENT' {
    if (pair.mentorId === viewer.userId) return 'MENTOR';
    if (pair.studentId === viewer.userId) return 'STUDENT';
    throw forbidden(participationErrorTypes.notPairMember, participationMessages.notPairMember);
  }

  return {
    async list(pairId: string): Promise<PairTask[]> {
      await pairOf(pairId);
      return (await repository.list(pairId)).map(toPairTask);
    },

    async create(pairId: string, input: CreatePairTask, viewer: Viewer): Promise<PairTask> {
      await writablePair(pairId);
      const task = toPairTask(await repository.insert(pairId, input, viewer.userId));
      await announce({ pairId, kind: 'CREATED', taskId: task.taskId, task, changedById: viewer.userId });
      return task;
    },

    /** Name, description, due date and value change; type and maximum are fixed once created (spec 002 §5.7). */
    async update(pairId: string, taskId: string, input: UpdatePairTaskRequest, viewer: Viewer): Promise<PairTask> {
      await writablePair(pairId);
      const current = await repository.find(pairId, taskId);
      if (!current) throw taskNotFound();
      if (input.type !== undefined && input.type !== current.type) {
        throw badRequest(pairTaskErrorTypes.locked, pairTaskMessages.typeLocked);
      }
      if (input.maxValue !== undefined && input.maxValue !== current.maxValue) {
        throw badRequest(pairTaskErrorTypes.locked, pairTaskMessages.maxValueLocked);
      }
      const outOfRange = () =>
        badRequest(pairTaskErrorTypes.valueOutOfRange, pairTaskMessages.valueOutOfRange(current.maxValue));
      if (input.value !== undefined && input.value > current.maxValue) throw outOfRange();
      const { name, description, dueDate, value } = input;
      const row = await repository.update(pairId, taskId, { name, description, dueDate, value });
      if (!row) {
        if (await repository.find(pairId, taskId)) throw outOfRange();
        throw taskNotFound();
      }
      const task = toPairTask(row);
      await announce({ pairId, kind: 'UPDATED', taskId, task, changedById: viewer.userId });
      return task;
    },

    async delete(pairId: string, taskId: string, viewer: Viewer): Promise<void> {
      await writablePair(pairId);
      if (!(await repository.delete(pairId, taskId))) throw taskNotFound();
      await announce({ pairId, kind: 'DELETED', taskId, task: null, changedById: viewer.userId });
    },

    /**
     * The session's material for the caller's own side of the pair (spec 002 §6: mentors and mentees see different
     * documents): the stored file, or the link when the guide gives one instead.
     */
    async sessionDocument(
      pairId: string,
      sessionNumber: number,
      viewer: Viewer,
    ): Promise<{ file: SessionDocumentFile } | { link: string }> {
      const pair = await pairOf(pairId);
      const audience = sideOf(pair, viewer);
      const session = pair.mentorshipId ? await repository.guideSession(pair.mentorshipId, sessionNumber) : undefined;
      if (!session) throw sessionNotFound();
      const key = audience === 'MENTOR' ? session.mentorDocumentKey : session.studentDocumentKey;
      const link = audience === 'MENTOR' ? session.mentorLink : session.studentLink;
      if (key) return { file: await sessionDocuments.download(pair.mentorshipId!, session.id, audience) };
      if (link) return { link };
      throw notFound(guideErrorTypes.documentNotFound, sessionGuideMessages.documentNotFound);
    },

    /**
     * 'Pauta sesión {n}.pdf': the process and the pair, the session, the guide's questions with the pair's shared
     * answers and the pair's tasks. Private notes are never read here.
     */
    async sessionPdf(pairId: string, sessionNumber: number): Promise<Buffer> {
      const pair = await pairOf(pairId);
      // A process that follows only a dynamic guide template has no guide session (nor its title): the pair's own
      // session is what must exist.
      const session = pair.mentorshipId ? await repository.guideSession(pair.mentorshipId, sessionNumber) : undefined;
      const pairSession = await repository.pairSession(pairId, sessionNumber);
      if (!session && !pairSession) throw sessionNotFound();
      const invitationId = pairSession?.templateInvitationId ?? null;
      const guide = invitationId ? await repository.guideAnswers(invitationId) : undefined;
      const people = new Map((await repository.peopleNames([pair.mentorId, pair.studentId])).map((p) => [p.id, p]));
      const fullName = (id: string) => {
        const person = people.get(id);
        return person ? `${person.name} ${person.lastName}`.trim() : '';
      };
      const byId = new Map((guide?.answers ?? []).map((item) => [item.questionId, item]));
      return sessionGuidePdf({
        brand: brandOf(config, pair.isMentorup),
        processName: pair.processName,
        mentorName: fullName(pair.mentorId),
        studentName: fullName(pair.studentId),
        sessionNumber,
        sessionTitle: session?.title ?? '',
        guide: guide
          ? {
              completed: guide.status === 'COMPLETED',
              questionaryName: guide.questionaryName,
              groups: guide.groups.map((group) => ({
                title: group.title,
                questions: answeredQuestionsOf([group]).map(({ question }) => ({
                  title: question.title,
                  answer: questionaryAnswerText({ question, group }, byId.get(question.id)),
                })),
              })),
            }
          : null,
        tasks: (await repository.list(pairId)).map(toPairTask),
      });
    },
  };
}
export type PairTasksService = ReturnType<typeof createPairTasksService>;

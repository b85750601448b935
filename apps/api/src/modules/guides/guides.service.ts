import {
  errorTypes,
  GUIDES_SELECT_MAX,
  guideAudienceFields,
  guideAudiences,
  guideDocumentPath,
  guideErrorMessages,
  guideErrorTypes,
  guideMessages,
  type Guide,
  type GuideAudience,
  type GuideList,
  type GuideMaterial,
  type GuidePartialList,
  type MentorshipType,
  type ParsedGuidePayload,
  isResourceId,
} from '@enlaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import { buffer } from 'node:stream/consumers';
import { AppError, badRequest, notFound } from '../../plugins/errors';
import { newFileKey, type FileStorage, type StoredFile } from '../../plugins/storage';
import { checkGuideDocument } from './documents';
import type { GuidesRepository, SessionRow, SessionValues } from './guides.repository';
import { pageOf, pageWindow } from '../../db/pagination';

/**
 * A reason the guide cannot change (a Spanish sentence), or null. Processes do not exist yet: the processes area
 * adds the guard "used by at least one process" where the services are wired in app.ts; until then nothing locks.
 */
export type GuideUsageGuard = (mentorshipId: string) => Promise<string | null>;

/** A file part of the multipart body, already read. */
export interface UploadedDocument {
  bytes: Buffer;
  fileName: string;
}

/** Uploaded documents by session index (position in the payload's sessions) and audience. */
export type UploadedDocuments = Map<string, UploadedDocument>;
export const uploadSlot = (sessionIndex: number, audience: GuideAudience) => `${sessionIndex}:${audience}`;

export const MENTORSHIP_GUIDE_TYPE = 'MENTORSHIP_GUIDE';
const COPY_SUFFIX = ' (copia)';
const NAME_MAX = 200;

const audienceColumns = {
  MENTOR: { key: 'mentorDocumentKey', name: 'mentorDocumentName', link: 'mentorLink' },
  STUDENT: { key: 'studentDocumentKey', name: 'studentDocumentName', link: 'studentLink' },
} as const;

interface Deps {
  guidesRepository: GuidesRepository;
  storage: FileStorage;
  log: FastifyBaseLogger;
  usageGuards?: GuideUsageGuard[];
}

export function createGuidesService({ guidesRepository: repository, storage, log, usageGuards = [] }: Deps) {
  const guideNotFound = () => notFound(guideErrorTypes.notFound, guideErrorMessages[guideErrorTypes.notFound]);

  /** The first reason the guide is locked, or null. */
  async function usage(mentorshipId: string): Promise<string | null> {
    for (const guard of usageGuards) {
      const reason = await guard(mentorshipId);
      if (reason) return reason;
    }
    return null;
  }

  async function assertEditable(mentorshipId: string): Promise<void> {
    const reason = await usage(mentorshipId);
    if (reason) throw new AppError(guideErrorTypes.locked, 409, reason);
  }

  async function load(id: string) {
    const found = isResourceId(id) ? await repository.findById(id) : undefined;
    if (!found) throw guideNotFound();
    return found;
  }

  function material(mentorshipId: string, session: SessionRow, audience: GuideAudience): GuideMaterial {
    const columns = audienceColumns[audience];
    const documentKey = session[columns.key];
    return {
      documentKey,
      documentName: documentKey ? (session[columns.name] ?? 'documento') : null,
      documentUrl: documentKey ? guideDocumentPath(mentorshipId, session.id, audience) : null,
      link: session[columns.link],
    };
  }

  async function toGuide(found: Awaited<ReturnType<typeof load>>): Promise<Guide> {
    const { guide, sessions, mentorshipTypes } = found;
    return {
      mentorshipId: guide.id,
      name: guide.name,
      description: guide.description,
      mentorshipTypeIds: mentorshipTypes.map((type) => type.id),
      mentorshipTypes,
      sessions: sessions.map(({ session, templateName }) => ({
        sessionId: session.id,
        number: session.number,
        title: session.title,
        description: session.description,
        templateQuestionaryId: session.templateQuestionaryId,
        templateQuestionaryName: templateName,
        mentor: material(guide.id, session, 'MENTOR'),
        student: material(guide.id, session, 'STUDENT'),
      })),
      processes: [],
      createdAt: guide.createdAt.toISOString(),
      locked: (await usage(guide.id)) !== null,
    };
  }

  async function detail(id: string): Promise<Guide> {
    return toGuide(await load(id));
  }

  /** Tags and templates must exist; templates must be guide questionnaires (type MENTORSHIP_GUIDE). */
  async function checkReferences(payload: ParsedGuidePayload): Promise<void> {
    const tagIds = payload.mentorshipTypeIds;
    if (!tagIds.every((id) => isResourceId(id)) || (await repository.countMentorshipTypes(tagIds)) !== tagIds.length) {
      throw badRequest(guideErrorTypes.invalidTag, guideErrorMessages[guideErrorTypes.invalidTag]);
    }
    const templateIds = payload.sessions.map((session) => session.templateQuestionaryId);
    const types = await repository.questionaryTypes(templateIds.filter(isResourceId));
    templateIds.forEach((id, index) => {
      if (types.get(id) !== MENTORSHIP_GUIDE_TYPE) {
        throw badRequest(
          guideErrorTypes.invalidTemplate,
          `Sesión ${index + 1}: ${guideErrorMessages[guideErrorTypes.invalidTemplate]}`,
        );
      }
    });
  }

  /** What a save writes: session rows, the files to store first, and the stored files it makes obsolete. */
  interface SavePlan {
    sessions: SessionValues[];
    filesToPut: Array<{ key: string; bytes: Buffer }>;
    obsoleteKeys: string[];
  }

  /**
   * Per session and audience: a new file replaces the stored document and the link; a link replaces the stored
   * document; neither keeps the stored document (documents are removed with delete_session_document).
   */
  async function planSave(
    payload: ParsedGuidePayload,
    uploads: UploadedDocuments,
    stored: SessionRow[] = [],
  ): Promise<SavePlan> {
    for (const slot of uploads.keys()) {
      const index = Number(slot.split(':')[0]);
      if (!(index < payload.sessions.length))
        throw badRequest(guideErrorTypes.invalidDocument, guideMessages.unexpectedFile);
    }
    const storedById = new Map(stored.map((session) => [session.id, session]));
    const plan: SavePlan = { sessions: [], filesToPut: [], obsoleteKeys: [] };
    const keptIds = new Set<string>();
    for (const [index, session] of payload.sessions.entries()) {
      const existing = session.sessionId ? storedById.get(session.sessionId) : undefined;
      if (session.sessionId && (!existing || keptIds.has(existing.id))) {
        throw badRequest(guideErrorTypes.sessionNotFound, guideErrorMessages[guideErrorTypes.sessionNotFound]);
      }
      if (existing) keptIds.add(existing.id);
      const values: SessionValues = {
        id: existing?.id,
        number: index + 1,
        title: session.title,
        description: session.description,
        templateQuestionaryId: session.templateQuestionaryId,
        mentorDocumentKey: null,
        mentorDocumentName: null,
        mentorLink: null,
        studentDocumentKey: null,
        studentDocumentName: null,
        studentLink: null,
      };
      for (const audience of guideAudiences) {
        const columns = audienceColumns[audience];
        const upload = uploads.get(uploadSlot(index, audience));
        const link = session[guideAudienceFields[audience]].link;
        const storedKey = existing?.[columns.key] ?? null;
        if (upload && link)
          throw badRequest(errorTypes.validation, `Sesión ${index + 1}: ${guideMessages.documentAndLink}`);
        if (upload) {
          const checked = await checkGuideDocument(upload.bytes, upload.fileName).catch((error: unknown) => {
            if (error instanceof AppError) throw badRequest(error.type, `Sesión ${index + 1}: ${error.message}`);
            throw error;
          });
          const key = newFileKey('guides', checked.extension);
          plan.filesToPut.push({ key, bytes: checked.bytes });
          values[columns.key] = key;
          values[columns.name] = checked.originalName;
          if (storedKey) plan.obsoleteKeys.push(storedKey);
        } else if (link) {
          values[columns.link] = link;
          if (storedKey) plan.obsoleteKeys.push(storedKey);
        } else if (existing && storedKey) {
          values[columns.key] = storedKey;
          values[columns.name] = existing[columns.name];
        }
      }
      plan.sessions.push(values);
    }
    for (const session of stored) {
      if (keptIds.has(session.id)) continue;
      for (const audience of guideAudiences) {
        const key = session[audienceColumns[audience].key];
        if (key) plan.obsoleteKeys.push(key);
      }
    }
    return plan;
  }

  /** Removes files nobody points at any more; a failure leaves an orphan file, which is logged, not reported. */
  async function discard(keys: string[]): Promise<void> {
    for (const key of keys) {
      try {
        await storage.delete(key);
      } catch (err) {
        log.error({ err, key }, 'could not delete a guide document');
      }
    }
  }

  /** Stores the plan's files, then runs `write`; when the write fails the new files are removed again. */
  async function storeThenWrite<T>(plan: SavePlan, write: () => Promise<T>): Promise<T> {
    const written: string[] = [];
    try {
      for (const file of plan.filesToPut) {
        await storage.put(file.key, file.bytes);
        written.push(file.key);
      }
      const result = await write();
      await discard(plan.obsoleteKeys);
      return result;
    } catch (error) {
      await discard(written);
      throw error;
    }
  }

  async function readStored(key: string): Promise<StoredFile> {
    const file = await storage.get(key);
    if (!file) throw notFound(guideErrorTypes.documentNotFound, guideErrorMessages[guideErrorTypes.documentNotFound]);
    return file;
  }

  return {
    async list(query: { page: number; limit: number; searchFilter: string; pagination: boolean }): Promise<GuideList> {
      const term = query.searchFilter.trim();
      const search = term === '' || term === '.*' ? null : term;
      const page = query.pagination ? query.page : 1;
      const limit = query.pagination ? query.limit : GUIDES_SELECT_MAX;
      const { rows, total } = await repository.list({ search, ...pageWindow({ page, limit }) });
      const docs = await Promise.all(
        rows.map(async (row) => ({
          mentorshipId: row.id,
          name: row.name,
          description: row.description,
          sessionsCount: row.sessionsCount,
          mentorshipTypes: row.mentorshipTypes,
          createdAt: row.createdAt.toISOString(),
          locked: (await usage(row.id)) !== null,
        })),
      );
      return pageOf(docs, total, { page, limit });
    },

    async listPartial(query: {
      page: number;
      limit: number;
      searchFilter: string;
      pagination: boolean;
    }): Promise<GuidePartialList> {
      const list = await this.list(query);
      return {
        ...list,
        docs: list.docs.map(({ mentorshipId, name, sessionsCount, createdAt }) => ({
          mentorshipId,
          name,
          sessionsCount,
          createdAt,
        })),
      };
    },

    detail,

    async mentorshipTypes(): Promise<MentorshipType[]> {
      return (await repository.listMentorshipTypes()).map(({ id, name }) => ({ id, name }));
    },

    async create(payload: ParsedGuidePayload, uploads: UploadedDocuments): Promise<Guide> {
      await checkReferences(payload);
      const plan = await planSave(payload, uploads);
      const id = await storeThenWrite(plan, () =>
        repository.insert({
          name: payload.name,
          description: payload.description,
          mentorshipTypeIds: payload.mentorshipTypeIds,
          sessions: plan.sessions,
        }),
      );
      return detail(id);
    },

    async update(id: string, payload: ParsedGuidePayload, uploads: UploadedDocuments): Promise<Guide> {
      const found = await load(id);
      await assertEditable(id);
      await checkReferences(payload);
      const plan = await planSave(
        payload,
        uploads,
        found.sessions.map(({ session }) => session),
      );
      await storeThenWrite(plan, () =>
        repository.update(id, {
          name: payload.name,
          description: payload.description,
          mentorshipTypeIds: payload.mentorshipTypeIds,
          sessions: plan.sessions,
        }),
      );
      return detail(id);
    },

    /** A new, unlocked guide with the same data and its own copies of the documents. */
    async duplicate(id: string): Promise<Guide> {
      const { guide, sessions, mentorshipTypes } = await load(id);
      const plan: SavePlan = { sessions: [], filesToPut: [], obsoleteKeys: [] };
      for (const { session } of sessions) {
        const values: SessionValues = {
          number: session.number,
          title: session.title,
          description: session.description,
          templateQuestionaryId: session.templateQuestionaryId,
          mentorDocumentKey: null,
          mentorDocumentName: null,
          mentorLink: session.mentorLink,
          studentDocumentKey: null,
          studentDocumentName: null,
          studentLink: session.studentLink,
        };
        for (const audience of guideAudiences) {
          const columns = audienceColumns[audience];
          const key = session[columns.key];
          if (!key) continue;
          const file = await storage.get(key);
          // A document whose file is gone is not copied: the copy shows no document rather than a broken one.
          if (!file) continue;
          const copyKey = newFileKey('guides', key.slice(key.lastIndexOf('.')));
          plan.filesToPut.push({ key: copyKey, bytes: await buffer(file.stream) });
          values[columns.key] = copyKey;
          values[columns.name] = session[columns.name];
        }
        plan.sessions.push(values);
      }
      const base = guide.name.slice(0, NAME_MAX - COPY_SUFFIX.length);
      const copyId = await storeThenWrite(plan, () =>
        repository.insert({
          name: `${base}${COPY_SUFFIX}`,
          description: guide.description,
          mentorshipTypeIds: mentorshipTypes.map((type) => type.id),
          sessions: plan.sessions,
        }),
      );
      return detail(copyId);
    },

    async delete(id: string): Promise<void> {
      const { sessions } = await load(id);
      await assertEditable(id);
      if (!(await repository.delete(id))) throw guideNotFound();
      await discard(
        sessions.flatMap(({ session }) =>
          [session.mentorDocumentKey, session.studentDocumentKey].filter((key): key is string => key !== null),
        ),
      );
    },

    /** Clears the document from its session and removes the file; answers the guide as it is now. */
    async deleteSessionDocument(documentKey: string): Promise<Guide> {
      const session = await repository.findSessionByDocumentKey(documentKey);
      if (!session) {
        throw notFound(guideErrorTypes.documentNotFound, guideErrorMessages[guideErrorTypes.documentNotFound]);
      }
      await assertEditable(session.mentorshipId);
      const audience = session.mentorDocumentKey === documentKey ? 'mentor' : 'student';
      if (!(await repository.clearDocument(session.id, audience, documentKey))) {
        throw notFound(guideErrorTypes.documentNotFound, guideErrorMessages[guideErrorTypes.documentNotFound]);
      }
      await discard([documentKey]);
      return detail(session.mentorshipId);
    },

    /**
     * The stored document of one audience of a session, with the name it was uploaded with (the route admits admins
     * and the participants of a process following the guide, for their own audience).
     */
    async download(id: string, sessionId: string, audience: GuideAudience) {
      const { sessions } = await load(id);
      const session = sessions.find((row) => row.session.id === sessionId)?.session;
      if (!session) {
        throw notFound(guideErrorTypes.sessionNotFound, guideErrorMessages[guideErrorTypes.sessionNotFound]);
      }
      const columns = audienceColumns[audience];
      const key = session[columns.key];
      if (!key) throw notFound(guideErrorTypes.documentNotFound, guideErrorMessages[guideErrorTypes.documentNotFound]);
      const file = await readStored(key);
      return { ...file, fileName: session[columns.name] ?? `documento${key.slice(key.lastIndexOf('.'))}` };
    },
  };
}
export type GuidesService = ReturnType<typeof createGuidesService>;

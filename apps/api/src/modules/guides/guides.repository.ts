import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/conditions';
import type { Database } from '../../db/database';
import { mentorships, mentorshipSessions, mentorshipTags, mentorshipTypes, questionaries } from '../../db/schema';

export type GuideRow = typeof mentorships.$inferSelect;
export type SessionRow = typeof mentorshipSessions.$inferSelect;

/** What a session stores, in the order of the guide; `id` set for a session that already exists. */
export interface SessionValues {
  id?: string;
  number: number;
  title: string;
  description: string;
  templateQuestionaryId: string | null;
  mentorDocumentKey: string | null;
  mentorDocumentName: string | null;
  mentorLink: string | null;
  studentDocumentKey: string | null;
  studentDocumentName: string | null;
  studentLink: string | null;
}

export interface GuideValues {
  name: string;
  description: string;
  mentorshipTypeIds: string[];
  sessions: SessionValues[];
}

export function createGuidesRepository(db: Database) {
  async function tagsOf(mentorshipIds: string[]) {
    if (mentorshipIds.length === 0) return new Map<string, Array<{ id: string; name: string }>>();
    const rows = await db
      .select({ mentorshipId: mentorshipTags.mentorshipId, id: mentorshipTypes.id, name: mentorshipTypes.name })
      .from(mentorshipTags)
      .innerJoin(mentorshipTypes, eq(mentorshipTypes.id, mentorshipTags.mentorshipTypeId))
      .where(inArray(mentorshipTags.mentorshipId, mentorshipIds))
      .orderBy(asc(mentorshipTypes.name));
    const byGuide = new Map<string, Array<{ id: string; name: string }>>();
    for (const row of rows) {
      const list = byGuide.get(row.mentorshipId) ?? [];
      list.push({ id: row.id, name: row.name });
      byGuide.set(row.mentorshipId, list);
    }
    return byGuide;
  }

  return {
    /** One page of guides, newest first, with their tags and session counts; `search` null lists them all. */
    async list({ search, offset, limit }: { search: string | null; offset: number; limit: number }) {
      const where: SQL | undefined =
        search === null
          ? undefined
          : or(
              ilike(mentorships.name, containsPattern(search)),
              ilike(mentorships.description, containsPattern(search)),
            );
      const sessionsCount = db
        .select({ mentorshipId: mentorshipSessions.mentorshipId, n: count().as('n') })
        .from(mentorshipSessions)
        .groupBy(mentorshipSessions.mentorshipId)
        .as('sessions_count');
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: mentorships.id,
            name: mentorships.name,
            description: mentorships.description,
            createdAt: mentorships.createdAt,
            sessionsCount: sql<number>`coalesce(${sessionsCount.n}, 0)::int`,
          })
          .from(mentorships)
          .leftJoin(sessionsCount, eq(sessionsCount.mentorshipId, mentorships.id))
          .where(where)
          .orderBy(desc(mentorships.createdAt), asc(mentorships.id))
          .offset(offset)
          .limit(limit),
        db.select({ value: count() }).from(mentorships).where(where),
      ]);
      const tags = await tagsOf(rows.map((row) => row.id));
      return {
        rows: rows.map((row) => ({ ...row, mentorshipTypes: tags.get(row.id) ?? [] })),
        total: total?.value ?? 0,
      };
    },

    /** The guide with its tags and its sessions in order (each with its template's name), or undefined. */
    async findById(id: string) {
      const [guide] = await db.select().from(mentorships).where(eq(mentorships.id, id));
      if (!guide) return undefined;
      const [sessions, tags] = await Promise.all([
        db
          .select({ session: mentorshipSessions, templateName: questionaries.name })
          .from(mentorshipSessions)
          .leftJoin(questionaries, eq(questionaries.id, mentorshipSessions.templateQuestionaryId))
          .where(eq(mentorshipSessions.mentorshipId, id))
          .orderBy(asc(mentorshipSessions.number), asc(mentorshipSessions.id)),
        tagsOf([id]),
      ]);
      return { guide, sessions, mentorshipTypes: tags.get(id) ?? [] };
    },

    listMentorshipTypes() {
      return db.select().from(mentorshipTypes).orderBy(asc(mentorshipTypes.name));
    },

    /** How many of these ids name existing tags. */
    async countMentorshipTypes(ids: string[]) {
      if (ids.length === 0) return 0;
      const [row] = await db.select({ value: count() }).from(mentorshipTypes).where(inArray(mentorshipTypes.id, ids));
      return row?.value ?? 0;
    },

    /** The types of these questionnaires, by id (absent ids do not exist). */
    async questionaryTypes(ids: string[]) {
      if (ids.length === 0) return new Map<string, string>();
      const rows = await db
        .select({ id: questionaries.id, type: questionaries.type })
        .from(questionaries)
        .where(inArray(questionaries.id, ids));
      return new Map(rows.map((row) => [row.id, row.type]));
    },

    /** Creates the guide, its tags and sessions in one transaction. */
    async insert(values: GuideValues): Promise<string> {
      return db.transaction(async (tx) => {
        const [guide] = await tx
          .insert(mentorships)
          .values({ name: values.name, description: values.description })
          .returning({ id: mentorships.id });
        const mentorshipId = guide!.id;
        await tx
          .insert(mentorshipTags)
          .values(values.mentorshipTypeIds.map((mentorshipTypeId) => ({ mentorshipId, mentorshipTypeId })));
        await tx.insert(mentorshipSessions).values(
          values.sessions.map((session) => {
            const { id: _ignored, ...rest } = session;
            return { ...rest, mentorshipId };
          }),
        );
        return mentorshipId;
      });
    },

    /**
     * Replaces the guide's data, tags and sessions in one transaction: sessions with an id are updated, the others
     * inserted, and stored sessions missing from `values` deleted.
     */
    async update(id: string, values: GuideValues): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(mentorships)
          .set({ name: values.name, description: values.description, updatedAt: new Date() })
          .where(eq(mentorships.id, id));
        await tx.delete(mentorshipTags).where(eq(mentorshipTags.mentorshipId, id));
        await tx
          .insert(mentorshipTags)
          .values(values.mentorshipTypeIds.map((mentorshipTypeId) => ({ mentorshipId: id, mentorshipTypeId })));
        const keptIds = values.sessions.flatMap((session) => (session.id ? [session.id] : []));
        const stored = await tx
          .select({ id: mentorshipSessions.id })
          .from(mentorshipSessions)
          .where(eq(mentorshipSessions.mentorshipId, id));
        const removed = stored.map((row) => row.id).filter((storedId) => !keptIds.includes(storedId));
        if (removed.length > 0) await tx.delete(mentorshipSessions).where(inArray(mentorshipSessions.id, removed));
        for (const session of values.sessions) {
          const { id: sessionId, ...rest } = session;
          if (sessionId) {
            await tx
              .update(mentorshipSessions)
              .set(rest)
              .where(and(eq(mentorshipSessions.id, sessionId), eq(mentorshipSessions.mentorshipId, id)));
          } else {
            await tx.insert(mentorshipSessions).values({ ...rest, mentorshipId: id });
          }
        }
      });
    },

    async delete(id: string) {
      const deleted = await db.delete(mentorships).where(eq(mentorships.id, id)).returning({ id: mentorships.id });
      return deleted.length > 0;
    },

    /** The session holding this document key for either audience. */
    async findSessionByDocumentKey(documentKey: string) {
      const [row] = await db
        .select()
        .from(mentorshipSessions)
        .where(
          or(
            eq(mentorshipSessions.mentorDocumentKey, documentKey),
            eq(mentorshipSessions.studentDocumentKey, documentKey),
          ),
        );
      return row;
    },

    /** Clears one audience's document of a session, only if it still is `documentKey`. */
    async clearDocument(sessionId: string, audience: 'mentor' | 'student', documentKey: string) {
      const cleared =
        audience === 'mentor'
          ? await db
              .update(mentorshipSessions)
              .set({ mentorDocumentKey: null, mentorDocumentName: null })
              .where(and(eq(mentorshipSessions.id, sessionId), eq(mentorshipSessions.mentorDocumentKey, documentKey)))
              .returning({ id: mentorshipSessions.id })
          : await db
              .update(mentorshipSessions)
              .set({ studentDocumentKey: null, studentDocumentName: null })
              .where(and(eq(mentorshipSessions.id, sessionId), eq(mentorshipSessions.studentDocumentKey, documentKey)))
              .returning({ id: mentorshipSessions.id });
      return cleared.length > 0;
    },
  };
}
export type GuidesRepository = ReturnType<typeof createGuidesRepository>;

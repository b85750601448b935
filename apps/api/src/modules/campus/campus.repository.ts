import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  campuses,
  campusUsers,
  lessonContents,
  lessons,
  processCampuses,
  processes,
  processParticipants,
  users,
} from '../../db/schema';
import { activeParticipant, containsPattern } from '../../db/conditions';

export type CampusRow = typeof campuses.$inferSelect;
export type CampusValues = Pick<
  typeof campuses.$inferInsert,
  'title' | 'role' | 'studentCampusInfo' | 'mentorCampusInfo' | 'rolesWithAccess'
>;
export type LessonRow = typeof lessons.$inferSelect;
export type LessonContentRow = typeof lessonContents.$inferSelect;
export type LessonWithContents = LessonRow & { contents: LessonContentRow[] };

/** A lesson of the plan as the service decided to store it; ids present are updates. */
export interface LessonToStore {
  id?: string;
  audience: string;
  lessonNumber: number;
  title: string;
  startDate: string;
  status: string;
  contents: Array<{
    id?: string;
    contentNumber: number;
    title: string;
    description: string;
    contentType: string;
    fileKey: string | null;
    fileName: string | null;
    videoId: string | null;
  }>;
}

export function createCampusRepository(db: Database) {
  async function lessonsWithContents(where: SQL | undefined): Promise<LessonWithContents[]> {
    const lessonRows = await db
      .select()
      .from(lessons)
      .where(where)
      .orderBy(asc(lessons.audience), asc(lessons.lessonNumber), asc(lessons.id));
    if (lessonRows.length === 0) return [];
    const contentRows = await db
      .select()
      .from(lessonContents)
      .where(
        inArray(
          lessonContents.lessonId,
          lessonRows.map((row) => row.id),
        ),
      )
      .orderBy(asc(lessonContents.contentNumber), asc(lessonContents.id));
    return lessonRows.map((lesson) => ({
      ...lesson,
      contents: contentRows.filter((content) => content.lessonId === lesson.id),
    }));
  }

  return {
    /** One page of campuses, newest first; `search` null lists them all. */
    async list({ search, offset, limit }: { search: string | null; offset: number; limit: number }) {
      const where = search === null ? undefined : ilike(campuses.title, containsPattern(search));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(campuses)
          .where(where)
          .orderBy(desc(campuses.createdAt), asc(campuses.id))
          .offset(offset)
          .limit(limit),
        db.select({ value: count() }).from(campuses).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
    findById(id: string) {
      return db.query.campuses.findFirst({ where: eq(campuses.id, id) });
    },
    async insert(values: CampusValues & { status?: string; illustrationKey?: string | null }) {
      const [row] = await db.insert(campuses).values(values).returning();
      return row!;
    },
    async update(id: string, values: Partial<CampusValues> & { status?: string; illustrationKey?: string | null }) {
      const [row] = await db
        .update(campuses)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(campuses.id, id))
        .returning();
      return row;
    },
    async delete(id: string) {
      const deleted = await db.delete(campuses).where(eq(campuses.id, id)).returning({ id: campuses.id });
      return deleted.length > 0;
    },

    /** Ids of each campus's lessons per audience, in lesson-number order. */
    async lessonIdsByCampus(campusIds: string[]) {
      const byCampus = new Map<string, { STUDENT: string[]; MENTOR: string[] }>();
      if (campusIds.length === 0) return byCampus;
      const rows = await db
        .select({ id: lessons.id, campusId: lessons.campusId, audience: lessons.audience })
        .from(lessons)
        .where(inArray(lessons.campusId, campusIds))
        .orderBy(asc(lessons.lessonNumber), asc(lessons.id));
      for (const row of rows) {
        const entry = byCampus.get(row.campusId) ?? { STUDENT: [], MENTOR: [] };
        (row.audience === 'MENTOR' ? entry.MENTOR : entry.STUDENT).push(row.id);
        byCampus.set(row.campusId, entry);
      }
      return byCampus;
    },
    async userCounts(campusIds: string[]) {
      const counts = new Map<string, number>();
      if (campusIds.length === 0) return counts;
      const rows = await db
        .select({ campusId: campusUsers.campusId, value: count() })
        .from(campusUsers)
        .where(inArray(campusUsers.campusId, campusIds))
        .groupBy(campusUsers.campusId);
      for (const row of rows) counts.set(row.campusId, row.value);
      return counts;
    },
    campusUsers(campusId: string) {
      return db
        .select({ userId: users.id, name: users.name, lastName: users.lastName, email: users.email })
        .from(campusUsers)
        .innerJoin(users, eq(users.id, campusUsers.userId))
        .where(eq(campusUsers.campusId, campusId))
        .orderBy(asc(campusUsers.createdAt), asc(users.email));
    },
    findUserByEmail(email: string) {
      return db.query.users.findFirst({ where: eq(users.email, email), columns: { id: true } });
    },
    findUserById(id: string) {
      return db.query.users.findFirst({
        where: eq(users.id, id),
        columns: { id: true, roles: true, mentorshipInfo: true, clientId: true },
      });
    },
    async isCampusUser(campusId: string, userId: string) {
      const [row] = await db
        .select({ value: count() })
        .from(campusUsers)
        .where(and(eq(campusUsers.campusId, campusId), eq(campusUsers.userId, userId)));
      return (row?.value ?? 0) > 0;
    },
    /** False when the user was already there (a concurrent add is not an error twice over). */
    async addCampusUser(campusId: string, userId: string) {
      const inserted = await db
        .insert(campusUsers)
        .values({ campusId, userId })
        .onConflictDoNothing()
        .returning({ userId: campusUsers.userId });
      return inserted.length > 0;
    },
    async removeCampusUser(campusId: string, userId: string) {
      const deleted = await db
        .delete(campusUsers)
        .where(and(eq(campusUsers.campusId, campusId), eq(campusUsers.userId, userId)))
        .returning({ userId: campusUsers.userId });
      return deleted.length > 0;
    },

    /** Enabled campuses open to one of `accessRoles` or shared with the user by email (`shared`). */
    accessibleCampuses(userId: string, accessRoles: string[]) {
      const sharedWithUser = sql<boolean>`exists (select 1 from ${campusUsers} where ${campusUsers.campusId} = ${campuses.id} and ${campusUsers.userId} = ${userId})`;
      const openToRole = or(
        ...accessRoles.map((role) => sql`${campuses.rolesWithAccess} @> ${JSON.stringify([role])}::jsonb`),
      );
      return db
        .select({ campus: campuses, shared: sharedWithUser })
        .from(campuses)
        .where(and(eq(campuses.status, 'ENABLED'), or(sharedWithUser, openToRole)))
        .orderBy(asc(campuses.title), asc(campuses.id))
        .limit(200);
    },

    /** The campuses a process offers (wizard step 2), by title. */
    async campusesOfProcesses(processIds: string[]) {
      if (!processIds.length) return [];
      return db
        .selectDistinct({ campus: campuses })
        .from(processCampuses)
        .innerJoin(campuses, eq(campuses.id, processCampuses.campusId))
        .where(inArray(processCampuses.processId, processIds))
        .orderBy(asc(campuses.title), asc(campuses.id))
        .then((rows) => rows.map((r) => r.campus));
    },

    /** The client of a process, undefined when it does not exist. */
    async processClientId(processId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ clientId: processes.clientId })
        .from(processes)
        .where(eq(processes.id, processId));
      return row?.clientId;
    },

    /** Of the given processes, those the person takes part in (confirmed, not removed), with their role there. */
    async participations(userId: string, processIds: string[]) {
      if (!processIds.length) return [];
      return db
        .select({ processId: processParticipants.processId, role: processParticipants.role })
        .from(processParticipants)
        .where(
          and(
            eq(processParticipants.userId, userId),
            inArray(processParticipants.processId, processIds),
            activeParticipant(),
          ),
        );
    },

    lessonsOfCampus(campusId: string) {
      return lessonsWithContents(eq(lessons.campusId, campusId));
    },
    async lessonById(id: string) {
      const [lesson] = await lessonsWithContents(eq(lessons.id, id));
      return lesson;
    },
    lessonsByIds(ids: string[]) {
      return ids.length === 0 ? Promise.resolve([]) : lessonsWithContents(inArray(lessons.id, ids));
    },
    async setLessonStatus(id: string, status: string) {
      const [row] = await db.update(lessons).set({ status }).where(eq(lessons.id, id)).returning();
      return row;
    },
    async deleteLesson(id: string) {
      const deleted = await db.delete(lessons).where(eq(lessons.id, id)).returning({ id: lessons.id });
      return deleted.length > 0;
    },

    /**
     * Replaces the lesson plan of a campus in one transaction: `keep` lessons/contents (by id) are updated, the
     * others inserted; every lesson or content of the campus not kept is deleted.
     */
    async replaceLessonPlan(campusId: string, plan: LessonToStore[]) {
      await db.transaction(async (tx) => {
        const existing = await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.campusId, campusId));
        const keptLessonIds = new Set(plan.flatMap((lesson) => (lesson.id ? [lesson.id] : [])));
        const removed = existing.map((row) => row.id).filter((id) => !keptLessonIds.has(id));
        if (removed.length > 0) await tx.delete(lessons).where(inArray(lessons.id, removed));

        for (const lesson of plan) {
          const values = {
            campusId,
            audience: lesson.audience,
            lessonNumber: lesson.lessonNumber,
            title: lesson.title,
            startDate: lesson.startDate,
            status: lesson.status,
          };
          let lessonId: string;
          if (lesson.id) {
            await tx.update(lessons).set(values).where(eq(lessons.id, lesson.id));
            lessonId = lesson.id;
          } else {
            const [row] = await tx.insert(lessons).values(values).returning({ id: lessons.id });
            lessonId = row!.id;
          }
          const keptContentIds = lesson.contents.flatMap((content) => (content.id ? [content.id] : []));
          await tx
            .delete(lessonContents)
            .where(
              keptContentIds.length > 0
                ? and(eq(lessonContents.lessonId, lessonId), notInArray(lessonContents.id, keptContentIds))
                : eq(lessonContents.lessonId, lessonId),
            );
          for (const content of lesson.contents) {
            const contentValues = {
              lessonId,
              contentNumber: content.contentNumber,
              title: content.title,
              description: content.description,
              contentType: content.contentType,
              fileKey: content.fileKey,
              fileName: content.fileName,
              videoId: content.videoId,
            };
            if (content.id) {
              await tx.update(lessonContents).set(contentValues).where(eq(lessonContents.id, content.id));
            } else {
              await tx.insert(lessonContents).values(contentValues);
            }
          }
        }
      });
    },

    /** Creates or replaces the content with this number in the lesson. */
    async upsertContent(
      lessonId: string,
      values: Omit<typeof lessonContents.$inferInsert, 'id' | 'lessonId'>,
      existingId: string | undefined,
    ) {
      if (existingId) {
        const [row] = await db.update(lessonContents).set(values).where(eq(lessonContents.id, existingId)).returning();
        return row!;
      }
      const [row] = await db
        .insert(lessonContents)
        .values({ ...values, lessonId })
        .returning();
      return row!;
    },

    /** A copy of a campus with its lessons and contents (file keys already copied by the caller), in one transaction. */
    async insertClone(
      values: CampusValues & { status: string; illustrationKey: string | null },
      plan: LessonToStore[],
    ) {
      return db.transaction(async (tx) => {
        const [campus] = await tx.insert(campuses).values(values).returning();
        for (const lesson of plan) {
          const [row] = await tx
            .insert(lessons)
            .values({
              campusId: campus!.id,
              audience: lesson.audience,
              lessonNumber: lesson.lessonNumber,
              title: lesson.title,
              startDate: lesson.startDate,
              status: lesson.status,
            })
            .returning({ id: lessons.id });
          if (lesson.contents.length > 0) {
            await tx
              .insert(lessonContents)
              .values(lesson.contents.map((content) => ({ ...content, id: undefined, lessonId: row!.id })));
          }
        }
        return campus!;
      });
    },
  };
}
export type CampusRepository = ReturnType<typeof createCampusRepository>;

import type { CompletedTutorial, Interest } from '@enlaza/contract';
import { and, asc, count, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { foldedSearchPattern, foldedText } from '../../db/conditions';
import type { Database } from '../../db/database';
import {
  advices,
  attributes,
  businessPositions,
  clients,
  industries,
  passwordResetTokens,
  specialties,
  userAdvices,
  userAttributes,
  userInterests,
  users,
} from '../../db/schema';
import { pageOffset } from '../../db/pagination';

export type UserRow = typeof users.$inferSelect;
export type EntrepreneurRow = Awaited<ReturnType<UsersRepository['listEntrepreneurs']>>['rows'][number];
export type NewUser = typeof users.$inferInsert;

export type UserColumnsUpdate = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'name'
    | 'lastName'
    | 'email'
    | 'dateOfBirth'
    | 'gender'
    | 'biography'
    | 'cellphone'
    | 'country'
    | 'region'
    | 'company'
    | 'businessPositionId'
    | 'businessArea'
    | 'university'
    | 'career'
    | 'mainAdviceId'
    | 'isLegacy'
    | 'passwordHash'
    | 'photoKey'
  >
>;

/** Words of a search beyond these are ignored: each one adds a condition over three columns. */
const SEARCH_WORDS_MAX = 8;

export interface EntrepreneursRequest {
  excludeUserId: string;
  search?: string;
  page: number;
  limit: number;
}

export interface ProfileWrite {
  columns: UserColumnsUpdate;
  /** Replace the lists that are given; leave the others as they are. */
  interests?: Interest[];
  adviceIds?: string[];
  attributeIds?: string[];
}

/**
 * A new password, or a new email, ends every password-reset link still unused: a link mailed before the
 * change must not undo it.
 */
async function expireResetLinks(userId: string, tx: Database) {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export function createUsersRepository(db: Database) {
  // A profile is read on nearly every page (the signed-in user's own): its statements are built and planned once.
  const userId = sql.placeholder('userId');
  const profile = {
    user: db
      .select({ user: users, clientName: clients.name, businessPositionName: businessPositions.name })
      .from(users)
      .leftJoin(clients, eq(clients.id, users.clientId))
      .leftJoin(businessPositions, eq(businessPositions.id, users.businessPositionId))
      .where(eq(users.id, userId))
      .prepare('user_profile'),
    interests: db
      .select({
        industryId: userInterests.industryId,
        specialtyId: userInterests.specialtyId,
        experienceYears: userInterests.experienceYears,
      })
      .from(userInterests)
      .where(eq(userInterests.userId, userId))
      .orderBy(asc(userInterests.position))
      .prepare('user_profile_interests'),
    advices: db
      .select({ adviceId: userAdvices.adviceId })
      .from(userAdvices)
      .innerJoin(advices, eq(advices.id, userAdvices.adviceId))
      .where(eq(userAdvices.userId, userId))
      .orderBy(asc(advices.name))
      .prepare('user_profile_advices'),
    attributes: db
      .select({ attributeId: userAttributes.attributeId })
      .from(userAttributes)
      .innerJoin(attributes, eq(attributes.id, userAttributes.attributeId))
      .where(eq(userAttributes.userId, userId))
      .orderBy(asc(attributes.name))
      .prepare('user_profile_attributes'),
  };

  return {
    findByEmail(email: string) {
      return db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) });
    },
    findById(id: string) {
      return db.query.users.findFirst({ where: eq(users.id, id) });
    },
    async setPasswordHash(id: string, passwordHash: string) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
        await expireResetLinks(id, tx);
      });
    },

    /** The user with everything the profile shows, or undefined. */
    async findProfile(userId: string) {
      // All four at once: a profile is read far more often than an unknown id is asked for.
      const [[row], interestRows, adviceRows, attributeRows] = await Promise.all([
        profile.user.execute({ userId }),
        profile.interests.execute({ userId }),
        profile.advices.execute({ userId }),
        profile.attributes.execute({ userId }),
      ]);
      if (!row) return undefined;
      return {
        ...row,
        interests: interestRows,
        adviceIds: adviceRows.map((r) => r.adviceId),
        attributeIds: attributeRows.map((r) => r.attributeId),
      };
    },

    async emailTakenByAnother(email: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, userId)))
        .limit(1);
      return row !== undefined;
    },

    /** Specialty id → its industry id, for the given specialties that exist. */
    async industriesOfSpecialties(specialtyIds: string[]): Promise<Map<string, string>> {
      if (specialtyIds.length === 0) return new Map();
      const rows = await db
        .select({ id: specialties.id, industryId: specialties.industryId })
        .from(specialties)
        .where(inArray(specialties.id, specialtyIds));
      return new Map(rows.map((r) => [r.id, r.industryId]));
    },
    async existingAdviceIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: advices.id }).from(advices).where(inArray(advices.id, ids));
      return new Set(rows.map((r) => r.id));
    },
    async existingAttributeIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: attributes.id }).from(attributes).where(inArray(attributes.id, ids));
      return new Set(rows.map((r) => r.id));
    },
    async businessPositionExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: businessPositions.id })
        .from(businessPositions)
        .where(eq(businessPositions.id, id))
        .limit(1);
      return row !== undefined;
    },

    /** The user's columns and the given lists, all or nothing. */
    async writeProfile(userId: string, write: ProfileWrite): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ ...write.columns, updatedAt: new Date() })
          .where(eq(users.id, userId));
        if (write.columns.passwordHash !== undefined || write.columns.email !== undefined) {
          await expireResetLinks(userId, tx);
        }
        if (write.interests) {
          await tx.delete(userInterests).where(eq(userInterests.userId, userId));
          await tx
            .insert(userInterests)
            .values(write.interests.map((interest, position) => ({ userId, position, ...interest })));
        }
        if (write.adviceIds) {
          await tx.delete(userAdvices).where(eq(userAdvices.userId, userId));
          await tx.insert(userAdvices).values(write.adviceIds.map((adviceId) => ({ userId, adviceId })));
        }
        if (write.attributeIds) {
          await tx.delete(userAttributes).where(eq(userAttributes.userId, userId));
          await tx.insert(userAttributes).values(write.attributeIds.map((attributeId) => ({ userId, attributeId })));
        }
      });
    },

    async setCompletedTutorials(userId: string, completedTutorials: CompletedTutorial[]): Promise<void> {
      await db.update(users).set({ completedTutorials, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /**
     * One page of the programme users with entrepreneur info, but the one asking, by business name; and how many
     * match. Each word searched must be found in the business name, the person's name or the industry's name, so
     * 'sol norte' finds 'Sol del Norte'.
     */
    async listEntrepreneurs({ excludeUserId, search, page, limit }: EntrepreneursRequest) {
      const businessName = sql`${users.emprendeInfo}->>'businessName'`;
      const haystacks = [
        sql`coalesce(${businessName}, '')`,
        sql`${users.name} || ' ' || ${users.lastName}`,
        sql`coalesce(${industries.name}, '')`,
      ].map(foldedText);
      const words = (search ?? '').split(/\s+/).slice(0, SEARCH_WORDS_MAX);
      const wordConditions = words
        .map(foldedSearchPattern)
        .filter((pattern) => pattern !== undefined)
        .map((pattern) => or(...haystacks.map((haystack) => sql`${haystack} like ${pattern} escape '\\'`)));
      const where = and(
        isNotNull(users.emprendeInfo),
        sql`'USER' = any(${users.roles})`,
        ne(users.id, excludeUserId),
        ...wordConditions,
      );
      // The industry is an id inside the jsonb: compared as text, so a malformed one just finds no industry.
      const industryOfBusiness = sql`${industries.id}::text = ${users.emprendeInfo}->>'industry'`;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: users.id,
            name: users.name,
            lastName: users.lastName,
            email: users.email,
            cellphone: users.cellphone,
            photoKey: users.photoKey,
            mentorshipInfo: users.mentorshipInfo,
            emprendeInfo: users.emprendeInfo,
            industryName: industries.name,
          })
          .from(users)
          .leftJoin(industries, industryOfBusiness)
          .where(where)
          .orderBy(sql`lower(coalesce(${businessName}, ''))`, asc(users.id))
          .limit(limit)
          .offset(pageOffset({ page, limit })),
        db.select({ count: count() }).from(users).leftJoin(industries, industryOfBusiness).where(where),
      ]);
      return { rows: rows.map((row) => ({ ...row, emprendeInfo: row.emprendeInfo! })), total: total?.count ?? 0 };
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

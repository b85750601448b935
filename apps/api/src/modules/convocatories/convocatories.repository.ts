import type { ConvocatoryStatus, InscriptionType } from '@enlaza/contract';
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  or,
  sql,
  type SQLWrapper,
} from 'drizzle-orm';
import { containsPattern } from '../../db/conditions';
import type { Database } from '../../db/database';
import {
  advices,
  applicantProfiles,
  attributes,
  businessPositions,
  clients,
  convocatories,
  convocatoryInscriptions,
  industries,
  specialties,
  userAdvices,
  userAttributes,
  userInterests,
  users,
} from '../../db/schema';

export type ConvocatoryRow = typeof convocatories.$inferSelect;
export type ConvocatoryValues = Omit<typeof convocatories.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type EditableConvocatoryValues = Pick<
  ConvocatoryValues,
  | 'name'
  | 'estimatedOpenDate'
  | 'estimatedCloseDate'
  | 'convocatoryType'
  | 'pairsNumber'
  | 'socialMediaUrl'
  | 'isPit'
  | 'dataSharingPartner'
  | 'logoKey'
>;

export interface ConvocatoryWithRelations {
  convocatory: ConvocatoryRow;
  client: { id: string; name: string; rut: string | null };
  responsible: { userId: string; name: string; lastName: string; email: string } | null;
}

export interface InscriptionCounts {
  studentsCount: number;
  mentorsCount: number;
  studentSelectedCount: number;
  mentorSelectedCount: number;
}
export const noInscriptions: InscriptionCounts = {
  studentsCount: 0,
  mentorsCount: 0,
  studentSelectedCount: 0,
  mentorSelectedCount: 0,
};

/** A person's field from their account, or from their applicant profile when they enrolled without one. */
const personText = (fromUser: SQLWrapper, fromProfile: SQLWrapper) =>
  sql<string | null>`coalesce(${fromUser}, ${fromProfile})`;

const inscriptionColumns = {
  id: convocatoryInscriptions.id,
  convocatoryId: convocatoryInscriptions.convocatoryId,
  inscriptionType: convocatoryInscriptions.inscriptionType,
  userId: convocatoryInscriptions.userId,
  profileId: convocatoryInscriptions.profileId,
  motivation: convocatoryInscriptions.motivation,
  selected: convocatoryInscriptions.selected,
  createdAt: convocatoryInscriptions.createdAt,
  name: personText(users.name, applicantProfiles.name),
  lastName: personText(users.lastName, applicantProfiles.lastName),
  email: personText(users.email, applicantProfiles.email),
  cellphone: personText(users.cellphone, applicantProfiles.cellphone),
  country: personText(users.country, applicantProfiles.country),
  region: personText(users.region, applicantProfiles.region),
  company: personText(users.company, applicantProfiles.company),
  businessArea: personText(users.businessArea, applicantProfiles.businessArea),
  photoKey: personText(users.photoKey, applicantProfiles.photoKey),
  businessName: personText(
    sql`${users.emprendeInfo}->>'businessName'`,
    sql`${applicantProfiles.emprendeInfo}->>'businessName'`,
  ),
};

/** What the Excel export writes of one inscription: the inscription and whichever of account or profile it names. */
const exportColumns = {
  id: convocatoryInscriptions.id,
  userId: convocatoryInscriptions.userId,
  profileId: convocatoryInscriptions.profileId,
  motivation: convocatoryInscriptions.motivation,
  selected: convocatoryInscriptions.selected,
  createdAt: convocatoryInscriptions.createdAt,
  /** The position as Postgres prints it, microseconds included: the next chunk starts after it. */
  cursor: sql<string>`${convocatoryInscriptions.createdAt}::text`,
  user: {
    name: users.name,
    lastName: users.lastName,
    email: users.email,
    gender: users.gender,
    dateOfBirth: users.dateOfBirth,
    cellphone: users.cellphone,
    country: users.country,
    region: users.region,
    company: users.company,
    businessPositionId: users.businessPositionId,
    businessArea: users.businessArea,
    university: users.university,
    career: users.career,
    mainAdviceId: users.mainAdviceId,
    emprendeInfo: users.emprendeInfo,
  },
  profile: {
    name: applicantProfiles.name,
    lastName: applicantProfiles.lastName,
    email: applicantProfiles.email,
    gender: applicantProfiles.gender,
    dateOfBirth: applicantProfiles.dateOfBirth,
    cellphone: applicantProfiles.cellphone,
    country: applicantProfiles.country,
    region: applicantProfiles.region,
    company: applicantProfiles.company,
    businessPositionId: applicantProfiles.businessPositionId,
    businessArea: applicantProfiles.businessArea,
    university: applicantProfiles.university,
    career: applicantProfiles.career,
    mainAdviceId: applicantProfiles.mainAdviceId,
    emprendeInfo: applicantProfiles.emprendeInfo,
    interests: applicantProfiles.interests,
    adviceIds: applicantProfiles.adviceIds,
    attributeIds: applicantProfiles.attributeIds,
  },
};

export interface ExportCursor {
  createdAt: string;
  id: string;
}

type MetadataTable =
  typeof industries | typeof specialties | typeof advices | typeof attributes | typeof businessPositions;

export function createConvocatoriesRepository(db: Database) {
  const withRelations = () =>
    db
      .select({
        convocatory: convocatories,
        client: { id: clients.id, name: clients.name, rut: clients.rut },
        responsible: { userId: users.id, name: users.name, lastName: users.lastName, email: users.email },
      })
      .from(convocatories)
      .innerJoin(clients, eq(clients.id, convocatories.clientId))
      .leftJoin(users, eq(users.id, convocatories.responsibleId));

  const inscriptions = () =>
    db
      .select(inscriptionColumns)
      .from(convocatoryInscriptions)
      .leftJoin(users, eq(users.id, convocatoryInscriptions.userId))
      .leftJoin(applicantProfiles, eq(applicantProfiles.id, convocatoryInscriptions.profileId));

  return {
    /** One page of a status's table, newest estimated open date first; search looks at its name and its client's. */
    async list(query: {
      status: ConvocatoryStatus;
      search: string | null;
      clientId: string | null;
      offset: number;
      limit: number;
    }) {
      const pattern = query.search ? containsPattern(query.search) : null;
      const where = and(
        eq(convocatories.status, query.status),
        query.clientId ? eq(convocatories.clientId, query.clientId) : undefined,
        pattern ? or(ilike(convocatories.name, pattern), ilike(clients.name, pattern)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ convocatory: convocatories, client: { id: clients.id, name: clients.name, rut: clients.rut } })
          .from(convocatories)
          .innerJoin(clients, eq(clients.id, convocatories.clientId))
          .where(where)
          .orderBy(desc(convocatories.estimatedOpenDate), desc(convocatories.createdAt), asc(convocatories.id))
          .offset(query.offset)
          .limit(query.limit),
        db
          .select({ value: count() })
          .from(convocatories)
          .innerJoin(clients, eq(clients.id, convocatories.clientId))
          .where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async findById(id: string): Promise<ConvocatoryWithRelations | undefined> {
      const [row] = await withRelations().where(eq(convocatories.id, id));
      return row;
    },
    async findRow(id: string) {
      const [row] = await db.select().from(convocatories).where(eq(convocatories.id, id));
      return row;
    },

    async insert(values: ConvocatoryValues) {
      const [row] = await db.insert(convocatories).values(values).returning({ id: convocatories.id });
      return row!.id;
    },

    /** Writes the form only while the convocatory is still in one of `statuses`; false when it no longer was. */
    async updateWhileIn(id: string, statuses: ConvocatoryStatus[], values: EditableConvocatoryValues) {
      const updated = await db
        .update(convocatories)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(convocatories.id, id), inArray(convocatories.status, statuses)))
        .returning({ id: convocatories.id });
      return updated.length > 0;
    },

    /** Moves `from` → `to` only if the convocatory is still in `from` (two admins clicking at once: one wins). */
    async transition(id: string, from: ConvocatoryStatus, to: ConvocatoryStatus, closeDate: Date | null | undefined) {
      const updated = await db
        .update(convocatories)
        .set({ status: to, ...(closeDate === undefined ? {} : { closeDate }), updatedAt: new Date() })
        .where(and(eq(convocatories.id, id), eq(convocatories.status, from)))
        .returning({ id: convocatories.id });
      return updated.length > 0;
    },

    /** Deletes it (and its inscriptions, by cascade) only while in `status`; the deleted row, or undefined. */
    async deleteWhileIn(id: string, status: ConvocatoryStatus) {
      const [row] = await db
        .delete(convocatories)
        .where(and(eq(convocatories.id, id), eq(convocatories.status, status)))
        .returning();
      return row;
    },

    async clientExists(clientId: string) {
      const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
      return row !== undefined;
    },
    async isCompanyAdminOf(userId: string, clientId: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.clientId, clientId), arrayContains(users.roles, ['COMPANY_ADMIN'])));
      return row !== undefined;
    },
    async countOfClient(clientId: string) {
      const [row] = await db.select({ value: count() }).from(convocatories).where(eq(convocatories.clientId, clientId));
      return row?.value ?? 0;
    },

    /** Inscription and selection counts of each convocatory (absent: none). */
    async counts(convocatoryIds: string[]): Promise<Map<string, InscriptionCounts>> {
      const result = new Map<string, InscriptionCounts>();
      if (convocatoryIds.length === 0) return result;
      const rows = await db
        .select({
          convocatoryId: convocatoryInscriptions.convocatoryId,
          inscriptionType: convocatoryInscriptions.inscriptionType,
          total: count(),
          selected: sql<number>`(count(*) filter (where ${convocatoryInscriptions.selected}))::int`,
        })
        .from(convocatoryInscriptions)
        .where(inArray(convocatoryInscriptions.convocatoryId, convocatoryIds))
        .groupBy(convocatoryInscriptions.convocatoryId, convocatoryInscriptions.inscriptionType);
      for (const row of rows) {
        const entry = result.get(row.convocatoryId) ?? { ...noInscriptions };
        if (row.inscriptionType === 'MENTOR') {
          entry.mentorsCount = row.total;
          entry.mentorSelectedCount = row.selected;
        } else {
          entry.studentsCount = row.total;
          entry.studentSelectedCount = row.selected;
        }
        result.set(row.convocatoryId, entry);
      }
      return result;
    },

    /** One page of a role's inscriptions in order of arrival (a new one joins the last page, nothing shifts). */
    async listInscriptions(query: {
      convocatoryId: string;
      inscriptionType: InscriptionType;
      search: string | null;
      offset: number;
      limit: number;
    }) {
      const pattern = query.search ? containsPattern(query.search) : null;
      const where = and(
        eq(convocatoryInscriptions.convocatoryId, query.convocatoryId),
        eq(convocatoryInscriptions.inscriptionType, query.inscriptionType),
        pattern
          ? or(
              ...[users.name, users.lastName, users.email].map((column) => ilike(column, pattern)),
              ...[applicantProfiles.name, applicantProfiles.lastName, applicantProfiles.email].map((column) =>
                ilike(column, pattern),
              ),
              ilike(sql`concat_ws(' ', ${users.name}, ${users.lastName})`, pattern),
              ilike(sql`concat_ws(' ', ${applicantProfiles.name}, ${applicantProfiles.lastName})`, pattern),
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        inscriptions()
          .where(where)
          .orderBy(asc(convocatoryInscriptions.createdAt), asc(convocatoryInscriptions.id))
          .offset(query.offset)
          .limit(query.limit),
        db
          .select({ value: count() })
          .from(convocatoryInscriptions)
          .leftJoin(users, eq(users.id, convocatoryInscriptions.userId))
          .leftJoin(applicantProfiles, eq(applicantProfiles.id, convocatoryInscriptions.profileId))
          .where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async findInscription(id: string) {
      const [row] = await inscriptions().where(eq(convocatoryInscriptions.id, id));
      return row;
    },

    /** Sets `selected` only while its convocatory is SELECTING; false when it was not (or no such inscription). */
    async setSelectedWhileSelecting(id: string, selected: boolean) {
      const updated = await db
        .update(convocatoryInscriptions)
        .set({ selected, updatedAt: new Date() })
        .where(
          and(
            eq(convocatoryInscriptions.id, id),
            inArray(
              convocatoryInscriptions.convocatoryId,
              db.select({ id: convocatories.id }).from(convocatories).where(eq(convocatories.status, 'SELECTING')),
            ),
          ),
        )
        .returning({ id: convocatoryInscriptions.id });
      return updated.length > 0;
    },

    async hasInscriptions(convocatoryId: string) {
      const [row] = await db
        .select({ id: convocatoryInscriptions.id })
        .from(convocatoryInscriptions)
        .where(eq(convocatoryInscriptions.convocatoryId, convocatoryId))
        .limit(1);
      return row !== undefined;
    },

    /** Whether any applicant of the convocatory gave entrepreneur data (the export then adds those columns). */
    async hasEntrepreneurData(convocatoryId: string) {
      const [row] = await db
        .select({ id: convocatoryInscriptions.id })
        .from(convocatoryInscriptions)
        .leftJoin(users, eq(users.id, convocatoryInscriptions.userId))
        .leftJoin(applicantProfiles, eq(applicantProfiles.id, convocatoryInscriptions.profileId))
        .where(
          and(
            eq(convocatoryInscriptions.convocatoryId, convocatoryId),
            or(isNotNull(users.emprendeInfo), isNotNull(applicantProfiles.emprendeInfo)),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The next `limit` inscriptions of a role after `after`, in order of arrival, with the person's data. */
    exportChunk(query: {
      convocatoryId: string;
      inscriptionType: InscriptionType;
      after: ExportCursor | null;
      limit: number;
    }) {
      return db
        .select(exportColumns)
        .from(convocatoryInscriptions)
        .leftJoin(users, eq(users.id, convocatoryInscriptions.userId))
        .leftJoin(applicantProfiles, eq(applicantProfiles.id, convocatoryInscriptions.profileId))
        .where(
          and(
            eq(convocatoryInscriptions.convocatoryId, query.convocatoryId),
            eq(convocatoryInscriptions.inscriptionType, query.inscriptionType),
            query.after
              ? sql`(${convocatoryInscriptions.createdAt}, ${convocatoryInscriptions.id}) > (${query.after.createdAt}::timestamptz, ${query.after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(convocatoryInscriptions.createdAt), asc(convocatoryInscriptions.id))
        .limit(query.limit);
    },

    /** Interests, objectives and qualities of these accounts (kept in their own tables, unlike profiles'). */
    async accountChoices(userIds: string[]) {
      const byUser = new Map<
        string,
        {
          interests: Array<{ industryId: string; specialtyId: string; experienceYears: number }>;
          adviceIds: string[];
          attributeIds: string[];
        }
      >();
      if (userIds.length === 0) return byUser;
      const entry = (userId: string) => {
        let found = byUser.get(userId);
        if (!found) byUser.set(userId, (found = { interests: [], adviceIds: [], attributeIds: [] }));
        return found;
      };
      const [interestRows, adviceRows, attributeRows] = await Promise.all([
        db
          .select()
          .from(userInterests)
          .where(inArray(userInterests.userId, userIds))
          .orderBy(asc(userInterests.position)),
        db.select().from(userAdvices).where(inArray(userAdvices.userId, userIds)),
        db.select().from(userAttributes).where(inArray(userAttributes.userId, userIds)),
      ]);
      for (const row of interestRows) entry(row.userId).interests.push(row);
      for (const row of adviceRows) entry(row.userId).adviceIds.push(row.adviceId);
      for (const row of attributeRows) entry(row.userId).attributeIds.push(row.attributeId);
      return byUser;
    },

    /** Names of these ids in one of the metadata lists (unknown or deleted ids are simply absent). */
    async metadataNames(table: MetadataTable, ids: string[]) {
      if (ids.length === 0) return [];
      return db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
    },
  };
}
export type ConvocatoriesRepository = ReturnType<typeof createConvocatoriesRepository>;
export type InscriptionRow = NonNullable<Awaited<ReturnType<ConvocatoriesRepository['findInscription']>>>;

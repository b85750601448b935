import type { ConvocatoryType, InscriptionType } from '@enlaza/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { applicantProfiles, convocatories, convocatoryInscriptions, industries, users } from '../../db/schema';

export type ApplicantProfileRow = typeof applicantProfiles.$inferSelect;
export type ApplicantProfileUpdate = Partial<
  Omit<typeof applicantProfiles.$inferInsert, 'id' | 'email' | 'userId' | 'createdAt' | 'updatedAt'>
>;
export type EnrolmentConvocatory = NonNullable<Awaited<ReturnType<EnrolmentRepository['findConvocatory']>>>;

/** Who applies: an account holder or an applicant profile. */
export type Applicant = { kind: 'user'; id: string } | { kind: 'profile'; id: string };

const applicantColumn = (applicant: Applicant) =>
  applicant.kind === 'user' ? convocatoryInscriptions.userId : convocatoryInscriptions.profileId;

/** What the enrolment page and the landing pages show of a convocatory. */
const publicColumns = {
  id: convocatories.id,
  name: convocatories.name,
  status: convocatories.status,
  convocatoryType: convocatories.convocatoryType,
  estimatedOpenDate: convocatories.estimatedOpenDate,
  estimatedCloseDate: convocatories.estimatedCloseDate,
  logoKey: convocatories.logoKey,
  isPit: convocatories.isPit,
  dataSharingPartner: convocatories.dataSharingPartner,
};

/** The public enrolment's queries: convocatories are only read here; applicant profiles and inscriptions written. */
export function createEnrolmentRepository(db: Database) {
  async function convocatoryRow(id: string, lock: boolean, tx: Database) {
    const query = tx
      .select({
        ...publicColumns,
        responsibleId: convocatories.responsibleId,
        responsibleRoles: users.roles,
      })
      .from(convocatories)
      .leftJoin(users, eq(users.id, convocatories.responsibleId))
      .where(eq(convocatories.id, id));
    // Only the convocatory's row is locked (it may have no responsible, and her row is not changed here).
    const [row] = lock ? await query.for('update', { of: convocatories }) : await query;
    return row;
  }
  type FoundConvocatory = NonNullable<Awaited<ReturnType<typeof convocatoryRow>>>;

  return {
    findConvocatory: (id: string) => convocatoryRow(id, false, db),

    /**
     * The convocatory, its row locked for the rest of `tx`, once `guard` has passed it: the status it checks holds
     * until the inscription commits (closing the convocatory waits for the row).
     */
    async lockConvocatory(
      id: string,
      guard: (convocatory: FoundConvocatory | undefined) => void,
      tx: Database = db,
    ): Promise<FoundConvocatory> {
      const row = await convocatoryRow(id, true, tx);
      guard(row);
      return row!;
    },

    /** Open convocatories of a type, closing soonest first (the public landing pages list them). */
    async openConvocatories(type: ConvocatoryType, limit: number) {
      return db
        .select(publicColumns)
        .from(convocatories)
        .where(and(eq(convocatories.status, 'OPEN'), eq(convocatories.convocatoryType, type)))
        .orderBy(asc(convocatories.estimatedCloseDate), asc(convocatories.name))
        .limit(limit);
    },

    async findUserByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row;
    },
    async findUser(id: string) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          lastName: users.lastName,
          email: users.email,
          emprendeInfo: users.emprendeInfo,
        })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },
    async setUserEntrepreneurInfo(userId: string, emprendeInfo: Record<string, unknown>) {
      await db.update(users).set({ emprendeInfo, updatedAt: new Date() }).where(eq(users.id, userId));
    },
    /** Whether an applicant profile shows this stored file as its business picture. */
    async isApplicantBusinessPicture(key: string): Promise<boolean> {
      const [row] = await db
        .select({ id: applicantProfiles.id })
        .from(applicantProfiles)
        .where(sql`${applicantProfiles.emprendeInfo}->>'businessPictureKey' = ${key}`)
        .limit(1);
      return !!row;
    },

    async findProfileByEmail(email: string) {
      const [row] = await db.select().from(applicantProfiles).where(eq(applicantProfiles.email, email));
      return row;
    },
    async findProfile(id: string) {
      const [row] = await db.select().from(applicantProfiles).where(eq(applicantProfiles.id, id));
      return row;
    },
    async createProfile(email: string, termsAcceptedAt: Date) {
      const [row] = await db.insert(applicantProfiles).values({ email, termsAcceptedAt }).returning();
      return row!;
    },
    /** One UPDATE of the profile's row: the step's fields and the pictures' keys together. */
    async updateProfile(id: string, columns: ApplicantProfileUpdate) {
      const [row] = await db
        .update(applicantProfiles)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(applicantProfiles.id, id))
        .returning();
      return row;
    },

    async industryExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: industries.id }).from(industries).where(eq(industries.id, id)).limit(1);
      return row !== undefined;
    },

    async isInscribed(convocatoryId: string, applicant: Applicant): Promise<boolean> {
      const [row] = await db
        .select({ id: convocatoryInscriptions.id })
        .from(convocatoryInscriptions)
        .where(
          and(eq(convocatoryInscriptions.convocatoryId, convocatoryId), eq(applicantColumn(applicant), applicant.id)),
        )
        .limit(1);
      return row !== undefined;
    },
    transaction: <T>(work: (tx: Database) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Database)),

    async insertInscription(
      input: {
        convocatoryId: string;
        inscriptionType: InscriptionType;
        applicant: Applicant;
        motivation: string;
        /** The partner the applicant agreed to share her data with; null when the convocatory has none. */
        partnerConsentTo: string | null;
      },
      tx: Database = db,
    ) {
      const [row] = await tx
        .insert(convocatoryInscriptions)
        .values({
          convocatoryId: input.convocatoryId,
          inscriptionType: input.inscriptionType,
          userId: input.applicant.kind === 'user' ? input.applicant.id : null,
          profileId: input.applicant.kind === 'profile' ? input.applicant.id : null,
          partnerConsentTo: input.partnerConsentTo,
          partnerConsentAt: input.partnerConsentTo ? new Date() : null,
          motivation: input.motivation,
        })
        .returning({ id: convocatoryInscriptions.id });
      return row!;
    },
  };
}
export type EnrolmentRepository = ReturnType<typeof createEnrolmentRepository>;

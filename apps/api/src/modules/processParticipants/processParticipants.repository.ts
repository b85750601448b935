import {
  INVITATION_MAILS_MAX,
  newAccountTutorials,
  type InvitationStatus,
  type ParticipantListQuery,
  type ParticipantRole,
  type ProcessStatus,
  isResourceId,
} from '@enlaza/contract';
import { and, asc, count, eq, gt, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  advices,
  applicantProfiles,
  attributes,
  businessPositions,
  campuses,
  convocatories,
  convocatoryInscriptions,
  industries,
  pairs,
  processCampuses,
  processes,
  processParticipants,
  specialties,
  userAdvices,
  userAttributes,
  userInterests,
  users,
  type MentorType,
} from '../../db/schema';
import { containsPattern } from '../../db/conditions';
import { pageOffset } from '../../db/pagination';

export type ParticipantRow = typeof processParticipants.$inferSelect;
export type ApplicantProfileRow = typeof applicantProfiles.$inferSelect;

/** The process owner (the coordinator), joined as a second users table. */
const owners = alias(users, 'owners');

export function createProcessParticipantsRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Database) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Database)),

    async findProcess(id: string) {
      const [row] = await db
        .select({
          id: processes.id,
          name: processes.name,
          status: processes.status,
          clientId: processes.clientId,
          isMentorup: processes.isMentorup,
          serviceTypes: processes.serviceTypes,
          ownerId: processes.ownerId,
        })
        .from(processes)
        .where(eq(processes.id, id));
      return row;
    },

    async findUser(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      return row;
    },

    async findUsersByEmails(emails: string[], tx: Database = db) {
      if (emails.length === 0) return [];
      return tx
        .select({ id: users.id, email: users.email, mentorshipInfo: users.mentorshipInfo })
        .from(users)
        .where(inArray(users.email, emails));
    },

    async participantsOf(processId: string, userIds: string[], tx: Database = db) {
      if (userIds.length === 0) return [];
      return tx
        .select()
        .from(processParticipants)
        .where(and(eq(processParticipants.processId, processId), inArray(processParticipants.userId, userIds)));
    },

    /**
     * Locks the process row for the rest of `tx` and answers what `guard` makes of its status: participants are
     * added and removed under this lock, as pairs are written and the process changes state, so the status `guard`
     * passes holds until the write commits.
     */
    async lockProcess<T>(processId: string, guard: (status: ProcessStatus | undefined) => T, tx: Database = db) {
      const [row] = await tx
        .select({ status: processes.status })
        .from(processes)
        .where(eq(processes.id, processId))
        .for('update');
      return guard(row?.status);
    },

    async inActivePair(processId: string, userId: string, tx: Database = db): Promise<boolean> {
      const [row] = await tx
        .select({ n: count() })
        .from(pairs)
        .where(
          and(
            eq(pairs.processId, processId),
            eq(pairs.disabled, false),
            or(eq(pairs.studentId, userId), eq(pairs.mentorId, userId)),
          ),
        );
      return (row?.n ?? 0) > 0;
    },

    async findParticipant(processId: string, userId: string, tx: Database = db) {
      const [row] = await tx
        .select()
        .from(processParticipants)
        .where(and(eq(processParticipants.processId, processId), eq(processParticipants.userId, userId)));
      return row;
    },

    /** Inserts the ones not yet in the process; returns those inserted. */
    async insertParticipants(
      processId: string,
      rows: Array<{ userId: string; role: ParticipantRole }>,
      tx: Database = db,
    ) {
      if (rows.length === 0) return [];
      return tx
        .insert(processParticipants)
        .values(rows.map((r) => ({ processId, userId: r.userId, role: r.role })))
        .onConflictDoNothing()
        .returning({ userId: processParticipants.userId });
    },

    async markRemoved(processId: string, userId: string, tx: Database = db) {
      await tx
        .update(processParticipants)
        .set({ removedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(processParticipants.processId, processId), eq(processParticipants.userId, userId)));
    },

    async deleteParticipant(processId: string, userId: string, tx: Database = db) {
      await tx
        .delete(processParticipants)
        .where(and(eq(processParticipants.processId, processId), eq(processParticipants.userId, userId)));
    },

    async list(processId: string, query: ParticipantListQuery) {
      const base: SQL[] = [eq(processParticipants.processId, processId)];
      if (query.role) base.push(eq(processParticipants.role, query.role));
      const filters = [...base];
      if (query.invitationStatus) filters.push(eq(processParticipants.invitationStatus, query.invitationStatus));
      if (query.search) {
        const pattern = containsPattern(query.search);
        filters.push(
          or(
            ilike(users.name, pattern),
            ilike(users.lastName, pattern),
            ilike(users.email, pattern),
            ilike(sql`${users.name} || ' ' || ${users.lastName}`, pattern),
          )!,
        );
      }
      const where = and(...filters);
      const [rows, [total], countRows] = await Promise.all([
        db
          .select({ participant: processParticipants, user: users, businessPosition: businessPositions.name })
          .from(processParticipants)
          .innerJoin(users, eq(users.id, processParticipants.userId))
          .leftJoin(businessPositions, eq(businessPositions.id, users.businessPositionId))
          .where(where)
          .orderBy(asc(users.name), asc(users.lastName), asc(users.id))
          .limit(query.limit)
          .offset(pageOffset(query)),
        db
          .select({ n: count() })
          .from(processParticipants)
          .innerJoin(users, eq(users.id, processParticipants.userId))
          .where(where),
        db
          .select({ status: processParticipants.invitationStatus, n: count() })
          .from(processParticipants)
          .where(and(...base, isNull(processParticipants.removedAt)))
          .groupBy(processParticipants.invitationStatus),
      ]);
      return { rows, total: total?.n ?? 0, counts: countRows };
    },

    async findConvocatory(id: string) {
      const [row] = await db
        .select({
          id: convocatories.id,
          clientId: convocatories.clientId,
          status: convocatories.status,
          mentorType: convocatories.mentorType,
        })
        .from(convocatories)
        .where(eq(convocatories.id, id));
      return row;
    },

    async selectedInscriptions(convocatoryId: string, tx: Database = db) {
      return tx
        .select({ inscription: convocatoryInscriptions, profile: applicantProfiles })
        .from(convocatoryInscriptions)
        .leftJoin(applicantProfiles, eq(applicantProfiles.id, convocatoryInscriptions.profileId))
        .where(
          and(eq(convocatoryInscriptions.convocatoryId, convocatoryId), eq(convocatoryInscriptions.selected, true)),
        )
        .orderBy(asc(convocatoryInscriptions.createdAt));
    },

    async setProcessConvocatory(processId: string, convocatoryId: string, tx: Database = db) {
      await tx.update(processes).set({ convocatoryId, updatedAt: new Date() }).where(eq(processes.id, processId));
    },

    /**
     * The account of an applicant profile: the one already linked, else the account with that email, else a new one
     * with the profile's data (ids that no longer exist are skipped). The profile is linked to it.
     */
    async accountOfProfile(
      profile: ApplicantProfileRow,
      mentor: { mentorType: MentorType } | null,
      tx: Database = db,
    ): Promise<string> {
      if (profile.userId) {
        const [linked] = await tx.select({ id: users.id }).from(users).where(eq(users.id, profile.userId));
        if (linked) return linked.id;
      }
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, profile.email));
      let userId = existing?.id;
      if (!userId) {
        const adviceIds = await existingIds(advices, [...profile.adviceIds, profile.mainAdviceId ?? ''], tx);
        const attributeIds = await existingIds(attributes, profile.attributeIds, tx);
        const positionIds = await existingIds(businessPositions, [profile.businessPositionId ?? ''], tx);
        const industryIds = await existingIds(
          industries,
          profile.interests.map((i) => i.industryId),
          tx,
        );
        const specialtyRows = await (profile.interests.length
          ? tx
              .select({ id: specialties.id, industryId: specialties.industryId })
              .from(specialties)
              .where(inArray(specialties.id, profile.interests.map((i) => i.specialtyId).filter(isResourceId)))
          : Promise.resolve([]));
        const specialtyIndustry = new Map(specialtyRows.map((s) => [s.id, s.industryId]));
        const [created] = await tx
          .insert(users)
          .values({
            email: profile.email,
            passwordHash: null,
            roles: ['USER'],
            completedTutorials: [...newAccountTutorials],
            name: profile.name,
            lastName: profile.lastName,
            gender: profile.gender,
            dateOfBirth: profile.dateOfBirth,
            cellphone: profile.cellphone,
            country: profile.country ?? undefined,
            region: profile.region,
            biography: profile.biography,
            photoKey: profile.photoKey,
            company: profile.company,
            businessPositionId:
              profile.businessPositionId && positionIds.has(profile.businessPositionId)
                ? profile.businessPositionId
                : null,
            businessArea: profile.businessArea,
            university: profile.university,
            career: profile.career,
            mainAdviceId: profile.mainAdviceId && adviceIds.has(profile.mainAdviceId) ? profile.mainAdviceId : null,
            emprendeInfo: profile.emprendeInfo ?? null,
            mentorshipInfo: mentor ? { mentorType: mentor.mentorType, mentorStatus: 'ACTIVE' } : null,
          })
          .returning({ id: users.id });
        userId = created!.id;
        const interests = profile.interests.filter(
          (i) => industryIds.has(i.industryId) && specialtyIndustry.get(i.specialtyId) === i.industryId,
        );
        if (interests.length > 0) {
          await tx.insert(userInterests).values(
            interests.map((i, position) => ({
              userId: userId!,
              industryId: i.industryId,
              specialtyId: i.specialtyId,
              experienceYears: i.experienceYears,
              position,
            })),
          );
        }
        const keptAdvices = [...new Set(profile.adviceIds)].filter((id) => adviceIds.has(id));
        if (keptAdvices.length > 0) {
          await tx.insert(userAdvices).values(keptAdvices.map((adviceId) => ({ userId: userId!, adviceId })));
        }
        const keptAttributes = [...new Set(profile.attributeIds)].filter((id) => attributeIds.has(id));
        if (keptAttributes.length > 0) {
          await tx
            .insert(userAttributes)
            .values(keptAttributes.map((attributeId) => ({ userId: userId!, attributeId })));
        }
      }
      await tx
        .update(applicantProfiles)
        .set({ userId, updatedAt: new Date() })
        .where(eq(applicantProfiles.id, profile.id));
      return userId;
    },

    /**
     * Counts one more invitation mail for each selected participant of `role` still PENDING and under the limit,
     * atomically; returns those counted (the caller mails them).
     */
    async claimInvitations(processId: string, role: ParticipantRole, userIds: string[], tx: Database = db) {
      if (userIds.length === 0) return [];
      return tx
        .update(processParticipants)
        .set({
          invitationMailCount: sql`${processParticipants.invitationMailCount} + 1`,
          lastInvitedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(processParticipants.processId, processId),
            eq(processParticipants.role, role),
            inArray(processParticipants.userId, userIds),
            eq(processParticipants.invitationStatus, 'PENDING'),
            isNull(processParticipants.removedAt),
            lt(processParticipants.invitationMailCount, INVITATION_MAILS_MAX),
          ),
        )
        .returning({ userId: processParticipants.userId });
    },

    async contactsOf(userIds: string[], tx: Database = db) {
      if (userIds.length === 0) return [];
      return tx
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(inArray(users.id, userIds));
    },

    /** Answers a still PENDING invitation of someone not removed; undefined when it was already answered (or gone). */
    async answerInvitation(
      processId: string,
      userId: string,
      status: Exclude<InvitationStatus, 'PENDING'>,
      tx: Database = db,
    ) {
      const now = new Date();
      const answered = await tx
        .update(processParticipants)
        .set({ invitationStatus: status, respondedAt: now, updatedAt: now })
        .where(
          and(
            eq(processParticipants.processId, processId),
            eq(processParticipants.userId, userId),
            eq(processParticipants.invitationStatus, 'PENDING'),
            isNull(processParticipants.removedAt),
          ),
        )
        .returning({ userId: processParticipants.userId, role: processParticipants.role });
      return answered[0];
    },

    /**
     * The invitations a user was sent and has not answered, still in the process and in a process still gathering
     * its people (draft or pre-kickoff), most recently sent first, with the coordinator's name.
     */
    async pendingInvitationsOf(userId: string) {
      return db
        .select({
          processId: processes.id,
          processName: processes.name,
          serviceTypes: processes.serviceTypes,
          role: processParticipants.role,
          ownerName: owners.name,
          ownerLastName: owners.lastName,
        })
        .from(processParticipants)
        .innerJoin(processes, eq(processes.id, processParticipants.processId))
        .leftJoin(owners, eq(owners.id, processes.ownerId))
        .where(
          and(
            eq(processParticipants.userId, userId),
            eq(processParticipants.invitationStatus, 'PENDING'),
            isNull(processParticipants.removedAt),
            gt(processParticipants.invitationMailCount, 0),
            inArray(processes.status, ['DRAFT', 'KICKOFF']),
          ),
        )
        .orderBy(sql`${processParticipants.lastInvitedAt} desc nulls last`, asc(processes.name), asc(processes.id));
    },

    /** The campuses of a process with their type (wizard step 4). */
    async processCampusRoles(processId: string, tx: Database = db) {
      return tx
        .select({ campusId: campuses.id, role: campuses.role })
        .from(processCampuses)
        .innerJoin(campuses, eq(campuses.id, processCampuses.campusId))
        .where(eq(processCampuses.processId, processId));
    },

    async setParticipantCampus(processId: string, userId: string, campusId: string, tx: Database = db) {
      await tx
        .update(processParticipants)
        .set({ campusId, updatedAt: new Date() })
        .where(and(eq(processParticipants.processId, processId), eq(processParticipants.userId, userId)));
    },

    /** Participants of a process with their user data, as the participant list shows them. */
    async participantsWithUsers(processId: string, userIds: string[], tx: Database = db) {
      if (userIds.length === 0) return [];
      return tx
        .select({ participant: processParticipants, user: users, businessPosition: businessPositions.name })
        .from(processParticipants)
        .innerJoin(users, eq(users.id, processParticipants.userId))
        .leftJoin(businessPositions, eq(businessPositions.id, users.businessPositionId))
        .where(and(eq(processParticipants.processId, processId), inArray(processParticipants.userId, userIds)))
        .orderBy(asc(users.name), asc(users.lastName), asc(users.id));
    },
  };
}
export type ProcessParticipantsRepository = ReturnType<typeof createProcessParticipantsRepository>;

async function existingIds(
  table: typeof advices | typeof attributes | typeof businessPositions | typeof industries,
  ids: string[],
  tx: Database,
): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter(isResourceId))];
  if (wanted.length === 0) return new Set();
  const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.id, wanted));
  return new Set(rows.map((r) => r.id));
}

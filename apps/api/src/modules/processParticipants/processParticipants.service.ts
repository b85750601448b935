import {
  campusAssignmentErrorTypes,
  campusServesRole,
  errorTypes,
  invitationStatuses,
  missingProfileFields,
  participantErrorTypes as types,
  participantMessages,
  participantRefusalMessages,
  processMessages,
  processNotificationTexts,
  processNotificationTypes,
  processStatusSlugs,
  processWizardMessages,
  type AcceptInvitationRequest,
  type AddProcessParticipantsResponse,
  type CampusRole,
  type campusUsersAssignmentSchema,
  type AccessTokenClaims,
  type InvitationCounts,
  type ParticipantList,
  type ParticipantListQuery,
  type ParticipantRefusalReason,
  type ParticipantRole,
  type PendingInvitation,
  type ProcessParticipant,
  type ProcessServiceType,
  type ProcessStatus,
} from '@enlaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { brandOf } from '../../lib/brands';
import { AppError, badRequest, notFound, unauthorized } from '../../plugins/errors';
import { hashPassword } from '../auth';
import type { Mailer } from '../../plugins/mail';
import type { NotificationsService } from '../notifications';
import type { UsersRepository } from '../users';
import { INVITATION_TOKEN_TTL_DAYS, type InvitationTokens } from './invitationTokens';
import { processInvitationMail } from './processParticipants.mails';
import type { ProcessParticipantsRepository } from './processParticipants.repository';
import { pageOf } from '../../db/pagination';

interface Deps {
  repository: ProcessParticipantsRepository;
  usersRepository: UsersRepository;
  invitationTokens: InvitationTokens;
  mailer: Mailer;
  notificationsService: Pick<NotificationsService, 'notify'>;
  config: Config;
  log: FastifyBaseLogger;
}

const conflict = (type: string, message: string) => new AppError(type, 409, message);

/** Who answers an invitation: the signed-in user, or the bearer of the invitation link's token. */
export interface InvitationCaller {
  auth: AccessTokenClaims | null;
  userToken: string | undefined;
}

const roleOfUser = (user: { mentorshipInfo: unknown }): ParticipantRole => (user.mentorshipInfo ? 'MENTOR' : 'STUDENT');

/** The invitation page of the web app for one invitee (the mail's link is this path under the brand's address). */
function invitationPath(input: {
  role: ParticipantRole;
  token: string;
  processId: string;
  service: ProcessServiceType;
}) {
  const as = input.role === 'MENTOR' ? 'mentor' : 'student';
  return (
    `/process_invitation/${as}?usertoken=${encodeURIComponent(input.token)}` +
    `&processId=${input.processId}&service=${input.service}`
  );
}

const fullName = (person: { name: string; lastName: string }) => `${person.name} ${person.lastName}`.trim();

export function createProcessParticipantsService({
  repository,
  usersRepository,
  invitationTokens,
  mailer,
  notificationsService,
  config,
  log,
}: Deps) {
  async function processOf(id: string) {
    const process = await repository.findProcess(id);
    if (!process) throw notFound(errorTypes.notFound, processMessages.missingProcess);
    return process;
  }

  /** Participants change only in DRAFT or KICKOFF; FINALIZED has its own message (spec 001 §4). */
  function assertParticipantsEditable(status: ProcessStatus) {
    if (status === 'FINALIZED') throw conflict(types.notEditable, processMessages.notEditable);
    if (status !== 'DRAFT' && status !== 'KICKOFF') {
      throw conflict(types.participantsLocked, participantMessages.participantsLocked);
    }
  }

  async function editableProcess(id: string) {
    const process = await processOf(id);
    assertParticipantsEditable(process.status);
    return process;
  }

  /** The check of {@link editableProcess} again, in the write's transaction under the process row's lock. */
  const lockEditable = (processId: string, tx: Database) =>
    repository.lockProcess(
      processId,
      (status) => {
        if (!status) throw notFound(errorTypes.notFound, processMessages.missingProcess);
        assertParticipantsEditable(status);
      },
      tx,
    );

  const invitationAnswered = () => conflict(types.invitationAnswered, participantMessages.invitationAnswered);

  /**
   * Only a PENDING invitation can be accepted or rejected: a confirmed participant of a running process, perhaps
   * already paired, does not leave it by "rejecting": removing a participant or disabling a pair is an admin's
   * action (spec 001 §4).
   */
  async function pendingInvitationOf(processId: string, userId: string) {
    const participant = await repository.findParticipant(processId, userId);
    if (!participant || participant.removedAt) {
      throw conflict(types.invitationInvalid, participantMessages.invitationInvalid);
    }
    if (participant.invitationStatus !== 'PENDING') throw invitationAnswered();
  }

  /** The user an invitation call speaks for; a token for another process is refused. */
  async function callerOf(processId: string, caller: InvitationCaller): Promise<string> {
    if (caller.userToken) {
      const grant = await invitationTokens.verify(caller.userToken);
      if (!grant || grant.processId !== processId) throw unauthorized();
      return grant.userId;
    }
    if (caller.auth) return caller.auth.userId;
    throw unauthorized();
  }

  async function missingFieldsOf(userId: string, service: ProcessServiceType | undefined) {
    const record = await usersRepository.findProfile(userId);
    if (!record) throw unauthorized();
    const { user } = record;
    return missingProfileFields(
      {
        name: user.name,
        email: user.email,
        interests: record.interests,
        attributeIds: record.attributeIds,
        adviceIds: record.adviceIds,
        mainAdviceId: user.mainAdviceId,
        contactInfo: { cellphone: user.cellphone, country: user.country, region: user.region },
        professionalInfo: {
          company: user.company,
          businessPositionId: user.businessPositionId,
          businessArea: user.businessArea,
          university: user.university,
          carrer: user.career,
        },
      },
      { service, isMentor: user.mentorshipInfo != null },
    );
  }

  /** The answer and the coordinator's notification of it, together. */
  async function answerAndTellOwner(
    process: NonNullable<Awaited<ReturnType<ProcessParticipantsRepository['findProcess']>>>,
    user: { id: string; name: string; lastName: string },
    status: 'APPROVED' | 'REJECTED',
  ) {
    await repository.transaction(async (tx) => {
      const participant = await repository.answerInvitation(process.id, user.id, status, tx);
      if (!participant) throw invitationAnswered();
      if (!process.ownerId) return;
      const kind = status === 'APPROVED' ? 'invitationAccepted' : 'invitationRejected';
      await notificationsService.notify(
        process.ownerId,
        {
          type: processNotificationTypes[kind],
          ...processNotificationTexts[kind](fullName(user), process.name, participant.role, process.serviceTypes),
          entityId: process.id,
          entityType: 'PROCESS',
          link: `/admin/processes/${processStatusSlugs[process.status]}/${process.id}`,
        },
        tx,
      );
    });
  }

  return {
    async addByEmail(processId: string, email: string) {
      await editableProcess(processId);
      const [user] = await repository.findUsersByEmails([email]);
      if (!user) throw notFound(types.participantNotFound, processMessages.participantNotFound);
      const existing = await repository.findParticipant(processId, user.id);
      if (existing?.removedAt) throw conflict(types.mentorRemovedForGood, processMessages.mentorRemovedForGood);
      if (existing) throw conflict(types.participantAlreadyIn, processMessages.participantAlreadyIn);
      await repository.transaction(async (tx) => {
        await lockEditable(processId, tx);
        const inserted = await repository.insertParticipants(
          processId,
          [{ userId: user.id, role: roleOfUser(user) }],
          tx,
        );
        if (inserted.length === 0) throw conflict(types.participantAlreadyIn, processMessages.participantAlreadyIn);
      });
      return { message: processMessages.participantAdded };
    },

    /**
     * Each email on its own: the ones with an account and not yet in the process are added; every other one comes
     * back in `refused` with its reason, so a typo in one address does not hold back the rest.
     */
    async addByEmails(processId: string, emails: string[]): Promise<AddProcessParticipantsResponse> {
      await editableProcess(processId);
      const wanted = [...new Set(emails)];
      return repository.transaction(async (tx) => {
        await lockEditable(processId, tx);
        const found = await repository.findUsersByEmails(wanted, tx);
        const userOf = new Map(found.map((u) => [u.email, u]));
        const existing = new Map(
          (
            await repository.participantsOf(
              processId,
              found.map((u) => u.id),
              tx,
            )
          ).map((p) => [p.userId, p]),
        );
        const refused: AddProcessParticipantsResponse['refused'] = [];
        const refuse = (email: string, reason: ParticipantRefusalReason) =>
          refused.push({ email, reason, message: participantRefusalMessages[reason] });
        const candidates = [];
        for (const email of wanted) {
          const user = userOf.get(email);
          const participant = user && existing.get(user.id);
          if (!user) refuse(email, 'USER_NOT_FOUND');
          else if (participant?.removedAt) refuse(email, 'REMOVED_FROM_PROCESS');
          else if (participant) refuse(email, 'ALREADY_IN_PROCESS');
          else candidates.push({ email, userId: user.id, role: roleOfUser(user) });
        }
        const inserted = new Set(
          (await repository.insertParticipants(processId, candidates, tx)).map((row) => row.userId),
        );
        const addedParticipants = [];
        for (const { email, userId, role } of candidates) {
          // Someone added by another request in the meantime is already in the process.
          if (inserted.has(userId)) addedParticipants.push({ email, role });
          else refuse(email, 'ALREADY_IN_PROCESS');
        }
        const message =
          refused.length === 0
            ? processMessages.participantsAdded
            : addedParticipants.length === 0
              ? participantMessages.noParticipantsAdded
              : participantMessages.someParticipantsRefused;
        return { message, added: addedParticipants.length, addedParticipants, refused };
      });
    },

    /** The participants of a process; for anyone but an admin, external mentors' contact hidden. */
    async list(processId: string, query: ParticipantListQuery, viewer: AccessTokenClaims): Promise<ParticipantList> {
      await processOf(processId);
      const isAdmin = viewer.role === 'ADMIN';
      const { rows, total, counts } = await repository.list(processId, query);
      const byStatus = Object.fromEntries(invitationStatuses.map((s) => [s, 0])) as InvitationCounts;
      for (const c of counts) byStatus[c.status] = c.n;
      return {
        ...pageOf(
          rows.map((row) => toParticipant(row, { hideExternalContact: !isAdmin })),
          total,
          query,
        ),
        counts: byStatus,
      };
    },

    /** A mentor is marked removed for good; a mentee is taken out. */
    async remove(processId: string, userId: string) {
      await editableProcess(processId);
      // Pairs are written under the process row's lock too: none can be made with this person meanwhile.
      await repository.transaction(async (tx) => {
        await lockEditable(processId, tx);
        const participant = await repository.findParticipant(processId, userId, tx);
        if (!participant || participant.removedAt) {
          throw notFound(types.participantNotFound, participantMessages.participantNotInProcess);
        }
        // A pair keeps both people: it goes first (Duplas), so no pair is left with someone outside the process.
        if (await repository.inActivePair(processId, userId, tx)) {
          throw conflict(types.participantPaired, participantMessages.participantPaired);
        }
        if (participant.role === 'MENTOR') await repository.markRemoved(processId, userId, tx);
        else await repository.deleteParticipant(processId, userId, tx);
      });
    },

    /** Wizard step 3: the convocatory's selected applicants join the process (spec 001 §2). */
    async assignConvocatory(processId: string, convocatoryId: string) {
      const process = await editableProcess(processId);
      const convocatory = await repository.findConvocatory(convocatoryId);
      if (!convocatory) throw notFound(types.convocatory, participantMessages.convocatoryNotFound);
      if (convocatory.clientId !== process.clientId) {
        throw badRequest(types.convocatory, participantMessages.convocatoryOfAnotherClient);
      }
      if (convocatory.status !== 'SELECTING' && convocatory.status !== 'FINALIZED') {
        throw conflict(types.convocatory, participantMessages.convocatoryNotSelecting);
      }
      try {
        const added = await repository.transaction(async (tx) => {
          const selected = await repository.selectedInscriptions(convocatoryId, tx);
          const rows: Array<{ userId: string; role: ParticipantRole }> = [];
          for (const { inscription, profile } of selected) {
            const role: ParticipantRole = inscription.inscriptionType;
            let userId = inscription.userId;
            if (!userId && profile) {
              const mentor = role === 'MENTOR' ? { mentorType: convocatory.mentorType } : null;
              userId = await repository.accountOfProfile(profile, mentor, tx);
            }
            if (userId && !rows.some((r) => r.userId === userId)) rows.push({ userId, role });
          }
          const inserted = await repository.insertParticipants(processId, rows, tx);
          await repository.setProcessConvocatory(processId, convocatoryId, tx);
          return inserted.length;
        });
        return { message: processMessages.convocatoryAssigned, added };
      } catch (err) {
        if (err instanceof AppError) throw err;
        log.error({ err, processId, convocatoryId }, 'convocatory assignment failed');
        throw new AppError(types.convocatory, 500, processMessages.convocatoryAssignFailed);
      }
    },

    /** Mails the selected people still pending and under the limit (spec 001 §4 "Invitation status"). */
    async invite(processId: string, role: ParticipantRole, userIds: string[]) {
      const process = await editableProcess(processId);
      const wanted = [...new Set(userIds)];
      const before = (await repository.participantsOf(processId, wanted)).filter(
        (p) => p.role === role && !p.removedAt,
      );
      const alreadyAnswered = before.filter((p) => p.invitationStatus !== 'PENDING').map((p) => p.userId);
      const brand = brandOf(config, process.isMentorup);
      const service = process.serviceTypes[0] ?? 'MENTORING';
      // The mail counter, the mails and the notifications together: an invitation counted is an invitation in the
      // outbox and in the invitee's bell (which matters most when no mail server is configured).
      const invited = await repository.transaction(async (tx) => {
        const claimed = (await repository.claimInvitations(processId, role, wanted, tx)).map((c) => c.userId);
        const mails = [];
        for (const contact of await repository.contactsOf(claimed, tx)) {
          const token = await invitationTokens.sign({ userId: contact.id, processId });
          const link = `${brand.url}${invitationPath({ role, token, processId, service })}`;
          mails.push(
            processInvitationMail({
              brand,
              to: contact.email,
              name: contact.name,
              role,
              serviceTypes: process.serviceTypes,
              processName: process.name,
              link,
              validDays: INVITATION_TOKEN_TTL_DAYS,
            }),
          );
        }
        await mailer.send(mails, tx);
        await notificationsService.notify(
          claimed,
          {
            type: processNotificationTypes.invited,
            ...processNotificationTexts.invited(process.name, role, process.serviceTypes),
            entityId: processId,
            entityType: 'PROCESS',
            link: '/home',
          },
          tx,
        );
        return claimed;
      });
      const limitReached = before
        .filter((p) => p.invitationStatus === 'PENDING' && !invited.includes(p.userId))
        .map((p) => p.userId);
      if (invited.length === 0 && limitReached.length === 0 && alreadyAnswered.length > 0) {
        throw conflict(types.alreadyAnswered, processMessages.alreadyAnswered[role]);
      }
      const message =
        invited.length === 0 && limitReached.length > 0
          ? processMessages.invitationLimit
          : processMessages.invitationsSent[role];
      return { message, invited, alreadyAnswered, limitReached };
    },

    async checkIfUserInvited(processId: string, caller: InvitationCaller, service?: ProcessServiceType) {
      const userId = await callerOf(processId, caller);
      const process = await processOf(processId);
      const participant = await repository.findParticipant(processId, userId);
      if (!participant || participant.removedAt) {
        return { isInvited: false, role: null, status: null, mustEditProfile: false, needsPassword: false };
      }
      const missing = await missingFieldsOf(userId, service ?? process.serviceTypes[0]);
      const user = await repository.findUser(userId);
      return {
        isInvited: true,
        role: participant.role,
        status: participant.invitationStatus,
        mustEditProfile: missing.length > 0,
        needsPassword: user?.passwordHash == null,
      };
    },

    /** The member's invitations still to answer, each with the invitation page and a token signed for them now. */
    async pendingInvitations(userId: string): Promise<PendingInvitation[]> {
      const rows = await repository.pendingInvitationsOf(userId);
      return Promise.all(
        rows.map(async (row) => {
          const service = row.serviceTypes[0] ?? 'MENTORING';
          const token = await invitationTokens.sign({ userId, processId: row.processId });
          return {
            processId: row.processId,
            processName: row.processName,
            role: row.role,
            coordinatorName:
              row.ownerName === null ? null : fullName({ name: row.ownerName, lastName: row.ownerLastName ?? '' }),
            service,
            confirmationPath: invitationPath({ role: row.role, token, processId: row.processId, service }),
          };
        }),
      );
    },

    async accept(processId: string, caller: InvitationCaller, input: AcceptInvitationRequest) {
      const userId = await callerOf(processId, caller);
      const process = await processOf(processId);
      if (process.status === 'FINALIZED') throw conflict(types.notEditable, processMessages.notEditable);
      await pendingInvitationOf(processId, userId);
      const user = await repository.findUser(userId);
      if (!user) throw unauthorized();
      const needsPassword = user.passwordHash == null;
      if (needsPassword) {
        if (!input.password) throw badRequest(errorTypes.validation, participantMessages.password);
        if (!input.passwordConfirmation) {
          throw badRequest(errorTypes.validation, participantMessages.passwordConfirmation);
        }
      }
      const missing = await missingFieldsOf(userId, process.serviceTypes[0]);
      if (missing.length > 0) throw conflict(types.profileIncomplete, participantMessages.profileIncomplete);
      if (needsPassword) await usersRepository.setPasswordHash(userId, await hashPassword(input.password!));
      await answerAndTellOwner(process, user, 'APPROVED');
      return { status: 'success' as const };
    },

    async reject(processId: string, caller: InvitationCaller) {
      const userId = await callerOf(processId, caller);
      const process = await processOf(processId);
      if (process.status === 'FINALIZED') throw conflict(types.notEditable, processMessages.notEditable);
      await pendingInvitationOf(processId, userId);
      const user = await repository.findUser(userId);
      if (!user) throw unauthorized();
      await answerAndTellOwner(process, user, 'REJECTED');
      return { status: 'rejected' as const };
    },

    /**
     * Wizard step 4 (spec 001 §7 PUT /process/{id}/campus/users): each listed participant gets that campus. Every user
     * must be a participant of that role still in the process, every campus one of the process's campuses serving that
     * role; all written in one transaction or nothing.
     */
    async assignCampusUsers(processId: string, assignment: CampusUsersAssignmentInput) {
      const process = await processOf(processId);
      if (process.status === 'FINALIZED') throw conflict(types.notEditable, processMessages.notEditable);
      const wanted = [
        ...assignment.mentorsAssignation.map((a) => ({ ...a, role: 'MENTOR' as const })),
        ...assignment.studentsAssignation.map((a) => ({ ...a, role: 'STUDENT' as const })),
      ];
      if (new Set(wanted.map((a) => a.userId)).size !== wanted.length) {
        throw badRequest(campusAssignmentErrorTypes.userInvalid, processWizardMessages.assignmentUserNotParticipant);
      }
      const userIds = wanted.map((a) => a.userId);
      return repository.transaction(async (tx) => {
        const participants = new Map(
          (await repository.participantsOf(processId, userIds, tx)).map((p) => [p.userId, p]),
        );
        const campusRoles = new Map(
          (await repository.processCampusRoles(processId, tx)).map((c) => [c.campusId, c.role as CampusRole]),
        );
        for (const { userId, campusId, role } of wanted) {
          const participant = participants.get(userId);
          if (!participant || participant.removedAt || participant.role !== role) {
            throw badRequest(
              campusAssignmentErrorTypes.userInvalid,
              processWizardMessages.assignmentUserNotParticipant,
            );
          }
          const campusRole = campusRoles.get(campusId);
          if (!campusRole || !campusServesRole(campusRole, role)) {
            throw badRequest(
              campusAssignmentErrorTypes.campusInvalid,
              processWizardMessages.assignmentCampusNotInProcess,
            );
          }
        }
        for (const { userId, campusId } of wanted) {
          await repository.setParticipantCampus(processId, userId, campusId, tx);
        }
        const rows = await repository.participantsWithUsers(processId, userIds, tx);
        return {
          message: processWizardMessages.usersAssigned,
          participants: rows.map((row) => toParticipant(row, { hideExternalContact: false })),
        };
      });
    },
  };
}

type CampusUsersAssignmentInput = z.output<typeof campusUsersAssignmentSchema>;

/**
 * A participant as the API shows it. Non-admins do not see an external mentor's email and phone (spec 001 §6): they
 * read '-'.
 */
function toParticipant(
  {
    participant: p,
    user,
    businessPosition,
  }: Awaited<ReturnType<ProcessParticipantsRepository['participantsWithUsers']>>[number],
  { hideExternalContact }: { hideExternalContact: boolean },
): ProcessParticipant {
  const hide = hideExternalContact && user.mentorshipInfo?.mentorType === 'EXTERNAL';
  return {
    userId: p.userId,
    role: p.role,
    invitationStatus: p.invitationStatus,
    invitationMailCount: p.invitationMailCount,
    campusId: p.campusId,
    removed: p.removedAt != null,
    updatedAt: p.updatedAt.toISOString(),
    data: {
      name: user.name,
      lastName: user.lastName,
      email: hide ? '-' : user.email,
      cellphone: hide ? '-' : user.cellphone,
      businessArea: user.businessArea,
      businessPosition: businessPosition ?? null,
      mentorType: user.mentorshipInfo?.mentorType ?? null,
    },
  };
}
export type ProcessParticipantsService = ReturnType<typeof createProcessParticipantsService>;

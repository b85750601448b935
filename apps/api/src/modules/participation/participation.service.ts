import {
  attendanceSummary,
  isBaselineExpired,
  isEventForRole,
  isSessionDone,
  isSessionEnabled,
  participationErrorTypes as types,
  participationMessages as m,
  pendingTaskList,
  processAreaMessages,
  processErrorTypes,
  processMessages,
  processStartDay,
  sessionNotificationTexts,
  sessionNotificationTypes,
  sessionRangeOf,
  type AccessTokenClaims,
  type CompleteSessionsRequest,
  type MemberProcess,
  type MemberProcessView,
  type NextEvent,
  type PairDetail,
  type ParticipantRole,
  type PendingTask,
  type PendingTasks,
  type ScheduleSessionRequest,
  type TokenPair,
} from '@enlaza/contract';
import type { Config } from '../../config';
import { brandOf } from '../../lib/brands';
import { AppError, forbidden, notFound, unauthorized } from '../../plugins/errors';
import type { AuthService } from '../auth';
import type { Mailer } from '../../plugins/mail';
import type { CertificatesService } from '../certificates';
import type { FeedbackService } from '../feedback';
import type { NotificationsService } from '../notifications';
import type { InvitationTokens } from '../processParticipants';
import { photoUrlOf } from '../users';
import { chileMoment, sessionScheduledMail } from './participation.mails';
import type {
  LockedSessions,
  PairRow,
  PairSessionRow,
  ParticipationRepository,
  ProcessInfo,
} from './participation.repository';

interface Deps {
  repository: ParticipationRepository;
  authService: Pick<AuthService, 'signInByInvitation'>;
  invitationTokens: InvitationTokens;
  mailer: Mailer;
  notificationsService: Pick<NotificationsService, 'notify'>;
  /** Invites both members to evaluate a session once it is marked done, in the same transaction. */
  sessionFeedback: Pick<FeedbackService, 'inviteAfterSessions'>;
  /** The member's certificate of the process opens the stepper's 'Diploma'. */
  certificates: Pick<CertificatesService, 'findOfUserPair'>;
  config: Config;
  now?: () => Date;
}

const conflict = (type: string, message: string) => new AppError(type, 409, message);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

type Process = NonNullable<ProcessInfo>;

export function createParticipationService({
  repository,
  authService,
  invitationTokens,
  mailer,
  notificationsService,
  sessionFeedback,
  certificates,
  config,
  now = () => new Date(),
}: Deps) {
  const statusesOf = (sessions: PairSessionRow[]) => sessions.map((s) => s.status);

  async function pairOf(pairId: string) {
    const pair = await repository.findPair(pairId);
    if (!pair) throw notFound(types.pairNotFound, m.pairNotFound);
    return pair;
  }

  /** The caller's side of the pair; admins may act on any pair (side null). */
  function sideOf(pair: PairRow, caller: AccessTokenClaims): ParticipantRole | null {
    if (pair.mentorId === caller.userId) return 'MENTOR';
    if (pair.studentId === caller.userId) return 'STUDENT';
    if (caller.role === 'ADMIN') return null;
    throw forbidden(types.notPairMember, m.notPairMember);
  }

  async function processOf(id: string): Promise<Process> {
    const process = await repository.findProcess(id);
    if (!process) throw notFound(types.pairNotFound, m.pairNotFound);
    return process;
  }

  /** Sessions change only while the process is in progress (a finalized one is read-only). */
  function ensureInProgress(process: { status: Process['status'] | undefined }) {
    if (process.status === 'FINALIZED') throw conflict(types.notEditable, processMessages.notEditable);
    if (process.status !== 'IN_PROGRESS') throw conflict(types.processNotInProgress, m.processNotInProgress);
  }

  const isoRanges = (process: Process) => process.sessionsDateRanges;
  const startDayOf = (process: Process) =>
    processStartDay({ startDate: iso(process.startDate), estimatedStartDate: process.estimatedStartDate });

  function personCard(person: Awaited<ReturnType<ParticipationRepository['people']>>[number] | undefined) {
    if (!person) throw notFound(types.pairNotFound, m.pairNotFound);
    return {
      userId: person.id,
      name: person.name,
      lastName: person.lastName,
      email: person.email,
      photoUrl: photoUrlOf(person.photoKey),
      biography: person.biography,
      company: person.company,
      position: person.position,
    };
  }

  async function memberProcesses(userId: string, role: ParticipantRole): Promise<MemberProcess[]> {
    const rows = await repository.memberProcesses(userId, role);
    const myPairs = await repository.pairsOf(
      userId,
      role,
      rows.map((r) => r.id),
    );
    const sessions = await repository.sessionsOf(myPairs.map((p) => p.id));
    const partnerIds = myPairs.map((p) => (role === 'MENTOR' ? p.studentId : p.mentorId));
    const partners = new Map((await repository.people(partnerIds)).map((p) => [p.id, p]));
    const startOf = (r: (typeof rows)[number]) => (r.startDate ? iso(r.startDate)! : r.estimatedStartDate);
    return rows
      .sort((a, b) => {
        if (a.status !== b.status) return a.status === 'IN_PROGRESS' ? -1 : 1;
        return startOf(b).localeCompare(startOf(a));
      })
      .map((r) => {
        const pair = myPairs.find((p) => p.processId === r.id);
        const partner = pair ? partners.get(role === 'MENTOR' ? pair.studentId : pair.mentorId) : undefined;
        return {
          processId: r.id,
          name: r.name,
          clientName: r.clientName,
          status: r.status,
          estimatedStartDate: r.estimatedStartDate,
          startDate: iso(r.startDate),
          estimatedEndDate: r.estimatedEndDate,
          endDate: iso(r.endDate),
          serviceType: r.serviceTypes[0] ?? 'MENTORING',
          sessionsDateRanges: r.sessionsDateRanges,
          ungrouped: r.ungrouped,
          mentorship:
            r.mentorshipId && r.mentorshipName
              ? { mentorshipId: r.mentorshipId, mentorshipName: r.mentorshipName }
              : null,
          mePair: pair
            ? {
                pairId: pair.id,
                pairName: partner ? `${partner.name} ${partner.lastName}`.trim() : '',
                studentId: pair.studentId,
                mentorId: pair.mentorId,
                createdAt: pair.createdAt.toISOString(),
                sessionsStatus: sessions
                  .filter((s) => s.pairId === pair.id)
                  .map((s) => ({
                    sessionNumber: s.sessionNumber,
                    status: s.status,
                    scheduleDate: iso(s.scheduleDate),
                  })),
              }
            : null,
        };
      });
  }

  return {
    memberProcesses,

    /** GET /{students|mentors}/me/process/{id}: one of the caller's processes in that role; 404 when not hers. */
    async memberProcess(userId: string, role: ParticipantRole, processId: string): Promise<MemberProcess> {
      const found = (await memberProcesses(userId, role)).find((p) => p.processId === processId);
      if (!found) throw notFound(processErrorTypes.notFound, processAreaMessages.notFound);
      return found;
    },

    async processView(pairId: string, caller: AccessTokenClaims, asRole?: ParticipantRole): Promise<MemberProcessView> {
      const pair = await pairOf(pairId);
      const myRole = sideOf(pair, caller) ?? asRole ?? 'STUDENT';
      const process = await processOf(pair.processId);
      const sessions = await repository.sessionsOf([pair.id]);
      const titles = process.mentorshipId ? await repository.guideSessionTitles(process.mentorshipId) : [];
      const partnerId = myRole === 'MENTOR' ? pair.studentId : pair.mentorId;
      const [partner] = await repository.people([partnerId]);
      const events = await repository.eventsOf(process.id);
      const meId = myRole === 'MENTOR' ? pair.mentorId : pair.studentId;
      const attended = await repository.attendedEventIds(
        meId,
        events.map((e) => e.id),
      );
      const summary = attendanceSummary(
        events.map((e) => ({
          eventId: e.id,
          roles: e.roles,
          eventDate: iso(e.eventDate),
          attended: attended.has(e.id),
        })),
        myRole,
        now(),
      );
      const statuses = statusesOf(sessions);
      const startDay = startDayOf(process);
      const feedbacks = await repository.feedbackInvitations(pair.id, myRole);
      const feedbackOf = (sessionNumber: number) => {
        const found = feedbacks.find((f) => f.sessionNumber === sessionNumber);
        return found ? { invitationId: found.invitationId, answered: found.status === 'COMPLETED' } : null;
      };
      return {
        pairId: pair.id,
        myRole,
        process: {
          processId: process.id,
          name: process.name,
          clientName: process.clientName,
          status: process.status,
          estimatedStartDate: process.estimatedStartDate,
          startDate: iso(process.startDate),
          estimatedEndDate: process.estimatedEndDate,
          endDate: iso(process.endDate),
          serviceType: process.serviceTypes[0] ?? 'MENTORING',
          ungrouped: process.ungrouped,
          mentorshipName: process.mentorshipName ?? null,
        },
        partner: personCard(partner),
        sessions: sessions.map((s) => {
          const feedback = feedbackOf(s.sessionNumber);
          return {
            sessionNumber: s.sessionNumber,
            title: titles.find((t) => t.number === s.sessionNumber)?.title ?? '',
            // Spec 002 §4.5: a held session is 'Realizada' for the member who evaluated it.
            status: s.status === 'REALIZED' && feedback?.answered ? ('COMPLETED' as const) : s.status,
            enabled: isSessionEnabled(s.sessionNumber, statuses),
            scheduleDate: iso(s.scheduleDate),
            completedAt: iso(s.completedAt),
            range: sessionRangeOf(s.sessionNumber, startDay, isoRanges(process)),
            feedback,
          };
        }),
        events: events.map((e, i) => ({
          eventId: e.id,
          name: e.name,
          eventDate: iso(e.eventDate),
          roles: e.roles,
          state: summary.states[i]!.state,
        })),
        certificate: await certificates.findOfUserPair(meId, pair.id),
      };
    },

    async pairDetail(pairId: string, caller: AccessTokenClaims): Promise<PairDetail> {
      const pair = await pairOf(pairId);
      sideOf(pair, caller);
      const sessions = await repository.sessionsOf([pair.id]);
      const people = await repository.people([pair.studentId, pair.mentorId]);
      const statuses = statusesOf(sessions);
      const guides = await repository.guidesOf(sessions.flatMap((s) => s.templateInvitationId ?? []));
      const guideOf = (id: string | null) => guides.find((g) => g.invitationId === id);
      return {
        pairId: pair.id,
        processId: pair.processId,
        createdAt: pair.createdAt.toISOString(),
        student: personCard(people.find((p) => p.id === pair.studentId)),
        mentor: personCard(people.find((p) => p.id === pair.mentorId)),
        sessions: sessions.map((s) => ({
          sessionNumber: s.sessionNumber,
          status: s.status,
          enabled: isSessionEnabled(s.sessionNumber, statuses),
          scheduleDate: iso(s.scheduleDate),
          completedAt: iso(s.completedAt),
          templateInvitationId: s.templateInvitationId,
          liveContentId: guideOf(s.templateInvitationId)?.liveContentId ?? null,
          guideStatus: guideOf(s.templateInvitationId)?.status ?? null,
        })),
      };
    },

    async scheduleSession(processId: string, input: ScheduleSessionRequest, caller: AccessTokenClaims) {
      const pair = await pairOf(input.pairId);
      if (pair.processId !== processId) throw notFound(types.pairNotFound, m.pairNotFound);
      const side = sideOf(pair, caller);
      const process = await processOf(processId);
      /** A session is scheduled only in a running process, while it is enabled and not done yet. */
      const schedulableSession = ({ processStatus, sessions }: LockedSessions) => {
        ensureInProgress({ status: processStatus });
        const found = sessions.find((s) => s.sessionNumber === input.sessionNumber);
        if (!found) throw notFound(types.sessionNotFound, m.sessionNotFound);
        if (isSessionDone(found.status)) throw conflict(types.sessionAlreadyDone, m.sessionAlreadyDone);
        if (!isSessionEnabled(found.sessionNumber, statusesOf(sessions))) {
          throw conflict(types.sessionNotEnabled, m.sessionNotEnabled);
        }
        return found;
      };
      const session = schedulableSession({
        processStatus: process.status,
        sessions: await repository.sessionsOf([pair.id]),
      });
      const scheduleDate = new Date(input.scheduleDate);
      // The partner learns of the new date by mail and in the bell; when an admin schedules, both members do.
      const recipients =
        side === 'MENTOR' ? [pair.studentId] : side === 'STUDENT' ? [pair.mentorId] : [pair.studentId, pair.mentorId];
      const people = await repository.people([pair.studentId, pair.mentorId]);
      const fullName = (person: (typeof people)[number]) => `${person.name} ${person.lastName}`.trim() || person.email;
      const actor = side === null ? undefined : people.find((p) => p.id === caller.userId);
      const actorName = actor ? fullName(actor) : null;
      const brand = brandOf(config, process.isMentorup);
      const pathFor = (userId: string) => `/home/process/${pair.id}/${userId === pair.mentorId ? 'mentor' : 'student'}`;
      const updated = await repository.transaction(async (tx) => {
        // The checks above, again under the locks: a session done or a process finalized meanwhile stays so.
        const current = await repository.lockSessions(processId, pair.id, schedulableSession, tx);
        const kind = current.scheduleDate !== null ? 'rescheduled' : 'scheduled';
        const row = await repository.setSchedule(pair.id, session.sessionNumber, scheduleDate, tx);
        const told = people.filter((person) => recipients.includes(person.id));
        // Both members get the calendar invitation: the partner with the news, the one who scheduled it for their
        // own calendar.
        const mailed = actor ? [...told, actor] : told;
        await mailer.send(
          mailed.map((person) => {
            const partner = people.find((p) => p.id !== person.id);
            return sessionScheduledMail({
              brand,
              publicUrl: config.publicUrl,
              to: person.email,
              name: person.name,
              partnerName: partner ? fullName(partner) : '',
              processName: process.name,
              pairId: pair.id,
              sessionNumber: session.sessionNumber,
              scheduleDate,
              calendarSequence: row!.calendarSequence,
              link: `${brand.url}${pathFor(person.id)}`,
              byRecipient: person === actor,
            });
          }),
          tx,
        );
        for (const person of told) {
          await notificationsService.notify(
            person.id,
            {
              type: sessionNotificationTypes[kind],
              ...sessionNotificationTexts[kind](
                actorName,
                session.sessionNumber,
                process.name,
                chileMoment(scheduleDate),
              ),
              entityId: pair.id,
              entityType: 'PAIR',
              link: pathFor(person.id),
            },
            tx,
          );
        }
        return row;
      });
      return {
        message: m.scheduled,
        sessions: [
          {
            pairId: pair.id,
            sessionNumber: session.sessionNumber,
            status: updated!.status,
            scheduleDate: iso(updated!.scheduleDate),
          },
        ],
      };
    },

    /**
     * Every listed session must be scheduled in the past and belong to the caller; all are marked or none, together
     * with their feedback invitations and mails (spec 002 §4.5: then each member evaluates the session).
     */
    async completeSessions(input: CompleteSessionsRequest, caller: AccessTokenClaims) {
      const at = now();
      const checked: { pairId: string; sessionNumber: number }[] = [];
      for (const entry of input.sessionNumbersAndPairIds) {
        const pair = await pairOf(entry.pairId);
        sideOf(pair, caller);
        ensureInProgress(await processOf(pair.processId));
        const session = (await repository.sessionsOf([pair.id])).find((s) => s.sessionNumber === entry.sessionNumber);
        if (!session) throw notFound(types.sessionNotFound, m.sessionNotFound);
        if (isSessionDone(session.status)) throw conflict(types.sessionAlreadyDone, m.sessionAlreadyDone);
        if (
          session.status !== 'PENDING_AND_SCHEDULED' ||
          !session.scheduleDate ||
          session.scheduleDate.getTime() > at.getTime()
        ) {
          throw conflict(types.sessionNotScheduled, m.sessionNotScheduled);
        }
        if (!checked.some((c) => c.pairId === pair.id && c.sessionNumber === session.sessionNumber)) {
          checked.push({ pairId: pair.id, sessionNumber: session.sessionNumber });
        }
      }
      const sessions = await repository.transaction(async (tx) => {
        for (const c of checked) {
          // Only from 'scheduled': of two members confirming at once, the second finds it done and changes nothing.
          const row = await repository.setStatus(
            c.pairId,
            c.sessionNumber,
            'REALIZED',
            at,
            'PENDING_AND_SCHEDULED',
            tx,
          );
          if (!row) throw conflict(types.sessionAlreadyDone, m.sessionAlreadyDone);
        }
        await sessionFeedback.inviteAfterSessions(checked, tx);
        // As they stand now: a session nobody has to evaluate is already closed ('Realizada').
        const rows = await repository.sessionsOf([...new Set(checked.map((c) => c.pairId))], tx);
        return checked.map((c) => {
          const row = rows.find((r) => r.pairId === c.pairId && r.sessionNumber === c.sessionNumber)!;
          return {
            pairId: c.pairId,
            sessionNumber: c.sessionNumber,
            status: row.status,
            scheduleDate: iso(row.scheduleDate),
          };
        });
      });
      return { message: m.sessionsMarked, sessions };
    },

    async pendingTasks(userId: string): Promise<PendingTasks> {
      const rows = await repository.inProgressPairsOf(userId);
      const sessions = await repository.sessionsOf(rows.map((r) => r.pair.id));
      const notScheduledSessions = rows.flatMap(({ pair, processName }) => {
        const own = sessions.filter((s) => s.pairId === pair.id);
        const statuses = statusesOf(own);
        return own
          .filter((s) => s.status === 'PENDING_NO_DATE' && isSessionEnabled(s.sessionNumber, statuses))
          .map((s) => ({
            processId: pair.processId,
            processName,
            pairId: pair.id,
            sessionNumber: s.sessionNumber,
            role: pair.mentorId === userId ? ('MENTOR' as const) : ('STUDENT' as const),
          }));
      });
      const at = now();
      const pendingMdis = (await repository.pendingMdis(userId))
        .filter(
          (mdi) =>
            mdi.entitySubType !== 'BASELINE' ||
            !isBaselineExpired({ startDate: iso(mdi.processStartDate), emprende: mdi.emprendeType !== null }, at),
        )
        .map(({ invitationId, processId, processName, entitySubType }) => ({
          invitationId,
          processId,
          processName,
          entitySubType,
        }));
      const inProgress = new Set(rows.map((r) => r.pair.id));
      const pendingFeedbacks = (await repository.pendingFeedbacks(userId))
        .filter((f) => inProgress.has(f.pairId))
        .map((f) => ({ ...f, sessionNumber: Number(f.sessionNumber) }))
        .sort((a, b) => a.processName.localeCompare(b.processName) || a.sessionNumber - b.sessionNumber);
      return { notScheduledSessions, pendingFeedbacks, pendingMdis };
    },

    /** GET /users/me/next_pending/: the first of 'Mis pendientes' in the order they are due, or null. */
    async nextPending(userId: string): Promise<PendingTask | null> {
      return pendingTaskList(await this.pendingTasks(userId))[0] ?? null;
    },

    async nextEvent(userId: string): Promise<NextEvent> {
      const memberships = [
        ...(await repository.memberProcesses(userId, 'MENTOR')).map((p) => ({ ...p, role: 'MENTOR' as const })),
        ...(await repository.memberProcesses(userId, 'STUDENT')).map((p) => ({ ...p, role: 'STUDENT' as const })),
      ].filter((p) => p.status === 'IN_PROGRESS');
      const events = await repository.upcomingEvents(
        memberships.map((p) => p.id),
        now(),
      );
      for (const event of events) {
        const process = memberships.find((p) => p.id === event.processId && isEventForRole(event.roles, p.role));
        if (process && event.eventDate) {
          return {
            eventId: event.id,
            name: event.name,
            eventDate: event.eventDate.toISOString(),
            processId: process.id,
            processName: process.name,
          };
        }
      }
      return null;
    },

    /** Signs a pending invitee in (the same tokens as a login) so that they can complete their profile. */
    async invitationSession(processId: string, userToken: string): Promise<TokenPair> {
      const grant = await invitationTokens.verify(userToken);
      if (!grant || grant.processId !== processId) throw unauthorized();
      const process = await repository.findProcess(processId);
      const participant = await repository.findParticipant(processId, grant.userId);
      if (
        !process ||
        process.status === 'FINALIZED' ||
        !participant ||
        participant.removedAt ||
        participant.invitationStatus !== 'PENDING'
      ) {
        throw forbidden(types.invitationSessionRefused, m.invitationSessionRefused);
      }
      return authService.signInByInvitation(grant.userId, brandOf(config, process.isMentorup).id);
    },
  };
}
export type ParticipationService = ReturnType<typeof createParticipationService>;

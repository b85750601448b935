import { randomBytes } from 'node:crypto';
import type { AccessTokenClaims } from '@enlaza/contract';
import { pino } from 'pino';
import { createAnswersRepository, createAnswersService, createAnswerTokens } from '../../modules/answers';
import { createBlogRepository, createBlogService } from '../../modules/blog';
import { createBundlesRepository, createBundlesService } from '../../modules/bundles';
import { createAccessRepository } from '../../modules/access';
import {
  createAttractionGroupsRepository,
  createAttractionGroupsService,
  solveGroups,
} from '../../modules/attractionGroups';
import { createCampusRepository, createCampusService } from '../../modules/campus';
import { createCertificateIssuer, createCertificatesRepository } from '../../modules/certificates';
import { createChallengesRepository, createChallengesService } from '../../modules/challenges';
import {
  createChatRepository,
  createChatService,
  createGroupChatRepository,
  createGroupChatService,
} from '../../modules/chat';
import { createClientsRepository, createClientsService } from '../../modules/clients';
import {
  createConvocatoriesRepository,
  createConvocatoriesService,
  createEnrolmentTokens,
} from '../../modules/convocatories';
import { createDirectoryRepository, createDirectoryService } from '../../modules/directory';
import { createEnrolmentRepository, createEnrolmentService } from '../../modules/enrolment';
import { createEventsRepository, createEventsService } from '../../modules/events';
import { createFeedbackRepository, createFeedbackService } from '../../modules/feedback';
import { createNetworkingRepository, createNetworkingService, solveMatches } from '../../modules/networking';
import { createDynamicMentorshipsRepository, createDynamicMentorshipsService } from '../../modules/dynamicMentorships';
import { createGuidesRepository, createGuidesService } from '../../modules/guides';
import { createMdiRepository, createMdiService } from '../../modules/mdi';
import { createNotificationsRepository, createNotificationsService } from '../../modules/notifications';
import { createParticipationRepository, createParticipationService } from '../../modules/participation';
import { createOpenInvitationsRepository, createOpenInvitationsService } from '../../modules/openInvitations';
import {
  createInvitationTokens,
  createProcessParticipantsRepository,
  createProcessParticipantsService,
} from '../../modules/processParticipants';
import { createPairAnnouncements, createPairsRepository, createPairsService, solveCohort } from '../../modules/pairs';
import { createPairTasksRepository, createPairTasksService } from '../../modules/pairTasks';
import {
  createProcessMeasurementsRepository,
  createProcessMeasurementsService,
} from '../../modules/processMeasurements';
import { createProcessesRepository, createProcessesService } from '../../modules/processes';
import {
  createLookupsRepository,
  createLookupsService,
  createQuestionnairesRepository,
  createQuestionnairesService,
} from '../../modules/questionnaires';
import { createQuestionsRepository, createQuestionsService } from '../../modules/questions';
import { createSessionGuidesRepository, createSessionGuidesService } from '../../modules/sessionGuides';
import { createUsersRepository, createUsersService } from '../../modules/users';
import { loadConfig } from '../../config';
import { createMemoryCounterStore } from '../../plugins/counters';
import type { Mailer } from '../../plugins/mail';
import type { FileStorage } from '../../plugins/storage';
import type { Database } from '../database';

/** A member of the demo signed in as herself, as the services see the caller of her requests. */
export const asMember = (userId: string): AccessTokenClaims => ({
  userId,
  role: 'USER',
  roles: ['USER'],
  sid: 'demo-seed',
});

/** Nobody listens while the demo is seeded: live events go nowhere. */
const noLiveEvents = { publish: async () => undefined, subscribe: () => undefined };

/**
 * The services log failures to tidy up stored files or to publish live events, and the release of control by timers
 * and sockets the seed never starts: nothing the seed meets.
 */
const quietLog = () => pino({ enabled: false });

/** The demo's people choose their password in the profile form, not by mail: their welcome mails are not written. */
const noMail: Mailer = { send: async () => undefined, retry: async () => false };

/**
 * The welcome mail's link is never sent, so no link is made; the demo's people never change their email nor an
 * existing password, and the seed deletes nobody.
 */
const noCredentialMail = {
  passwordSetupLink: async () => '',
  emailChanged: async () => undefined,
  accountDeleted: async () => undefined,
  verifyCurrentPassword: async () => undefined,
};

/** Without a storage the demo comes without pictures, as before: nothing is stored, and storing is refused. */
const noFileStorage: FileStorage = {
  put: () => Promise.reject(new Error('The demo seed was given no file storage')),
  get: async () => null,
  delete: async () => undefined,
  list: async () => [],
  checkReachable: async () => undefined,
  location: 'none',
};

/**
 * The services the demo content goes through, built as composition.ts builds them (the same repositories), so the
 * demo is stored by the code paths an admin's request takes. None of them mails anyone, and their live events go
 * nowhere: seeding has no outside effect. A new client is announced to the admins there are, as an admin's would be
 * (on a fresh database, nobody yet).
 */
export function seedServices(db: Database, storage: FileStorage = noFileStorage) {
  const log = quietLog();
  // The defaults' brand is enough: the mails it would sign are not written.
  const config = loadConfig({});
  const users = createUsersService({
    usersRepository: createUsersRepository(db),
    storage,
    log,
    config,
    mailer: noMail,
    // Signs only the links of an email change, which the demo's people never make.
    secret: randomBytes(32).toString('base64url'),
    accessFacts: createAccessRepository(db),
    credentials: noCredentialMail,
  });
  const notificationsService = createNotificationsService({
    notificationsRepository: createNotificationsRepository(db),
  });
  // The pairs' and groups' chats as their members write and read them; nobody away is mailed about them.
  const chat = createChatService({
    repository: createChatRepository(db),
    live: noLiveEvents,
    counters: createMemoryCounterStore(),
    mailer: noMail,
    notificationsService,
    config,
    log,
  });
  const guides = createGuidesService({ guidesRepository: createGuidesRepository(db), storage, log });
  // The links and tokens the seed is given (enrolment, answering, invitations) are thrown away: signed with a key of
  // this run only.
  const runSecret = randomBytes(32).toString('base64url');
  const enrolmentTokens = createEnrolmentTokens(runSecret);
  const feedback = createFeedbackService({
    repository: createFeedbackRepository(db),
    answers: createAnswersRepository(db),
    answerTokens: createAnswerTokens(runSecret),
    mailer: noMail,
    config,
  });
  return {
    clients: createClientsService({
      clientsRepository: createClientsRepository(db),
      notificationsService,
      log,
    }),
    directory: createDirectoryService({
      config,
      repository: createDirectoryRepository(db),
      authService: noCredentialMail,
      mailer: noMail,
    }),
    users,
    // The demo's cohorts are small: solved where they are asked for.
    networking: createNetworkingService({
      repository: createNetworkingRepository(db),
      solveOffThread: async (input) => solveMatches(input),
    }),
    /** A process's events as an admin keeps them, and the attendance their QR page takes, on the day `now` gives. */
    eventsAsOf: (now: Date) =>
      createEventsService({ repository: createEventsRepository(db), mailer: noMail, config, now: () => now }),
    // The applicants' enrolment; the convocatoria's responsible is not notified of the demo's past inscriptions.
    enrolment: createEnrolmentService({
      config,
      repository: createEnrolmentRepository(db),
      choiceLookups: createUsersRepository(db),
      usersService: users,
      storage,
      mailer: noMail,
      notificationsService: { notify: async () => undefined },
      live: noLiveEvents,
      enrolmentTokens,
      log,
      counters: createMemoryCounterStore(),
    }),
    questions: createQuestionsService({ questionsRepository: createQuestionsRepository(db) }),
    questionnaires: createQuestionnairesService({ questionnairesRepository: createQuestionnairesRepository(db) }),
    lookups: createLookupsService({ lookupsRepository: createLookupsRepository(db) }),
    guides,
    mdi: createMdiService({ mdiRepository: createMdiRepository(db) }),
    bundles: createBundlesService({ bundlesRepository: createBundlesRepository(db) }),
    dynamicMentorships: createDynamicMentorshipsService({
      dynamicMentorshipsRepository: createDynamicMentorshipsRepository(db),
    }),
    campus: createCampusService({ campusRepository: createCampusRepository(db), storage, log }),
    openInvitations: createOpenInvitationsService({ repository: createOpenInvitationsRepository(db) }),
    /** A process's people as the admin adds and invites them, and as each of them answers their invitation. */
    participants: createProcessParticipantsService({
      repository: createProcessParticipantsRepository(db),
      usersRepository: createUsersRepository(db),
      invitationTokens: createInvitationTokens(runSecret),
      mailer: noMail,
      notificationsService,
      config,
      log,
    }),
    // The demo's cohorts are small: solved where they are asked for.
    pairs: createPairsService({
      repository: createPairsRepository(db),
      solveOffThread: async (input) => solveCohort(input),
      announcements: createPairAnnouncements({ repository: createPairsRepository(db), notificationsService }),
    }),
    /**
     * The processes as the admin moves them on, on the day `now` gives: starting (the pairs published to their
     * members, who are notified) and finalizing (the certificates issued, in the month it ended).
     */
    processesAsOf: (now: Date) =>
      createProcessesService({
        repository: createProcessesRepository(db),
        storage,
        mailer: noMail,
        notificationsService,
        pairAnnouncements: createPairAnnouncements({ repository: createPairsRepository(db), notificationsService }),
        certificates: createCertificateIssuer({ repository: createCertificatesRepository(db), now: () => now }),
        config,
        log,
        now: () => now,
      }),
    /** A process's impact measurements as the admin sends them, on the day `now` gives; their mails are not written. */
    measurementsAsOf: (now: Date) =>
      createProcessMeasurementsService({
        repository: createProcessMeasurementsRepository(db),
        answerTokens: createAnswerTokens(runSecret),
        mailer: noMail,
        config,
        log,
        now: () => now,
      }),
    /** The session feedback invitations a session marked held sends (their mails are not written). */
    feedback,
    /** The answering page's service, on the day `now` gives (an invitation's expiry is counted from it). */
    answersAsOf: (now: Date = new Date()) =>
      createAnswersService({
        repository: createAnswersRepository(db),
        answerTokens: createAnswerTokens(runSecret),
        invitationTokens: createInvitationTokens(runSecret),
        config,
        now: () => now,
        onAnswered: feedback.sessionEvaluated,
      }),
    /**
     * A pair's sessions as its members schedule them and mark them held ('Sesión Realizada?'), on the day `now` gives;
     * the partner is notified, nobody is mailed. The seed opens no member's view (sign-in, certificate).
     */
    participationAsOf: (now: Date) =>
      createParticipationService({
        repository: createParticipationRepository(db),
        authService: { signInByInvitation: () => Promise.reject(new Error('The demo seed signs nobody in')) },
        invitationTokens: createInvitationTokens(runSecret),
        mailer: noMail,
        notificationsService,
        sessionFeedback: feedback,
        certificates: { findOfUserPair: () => Promise.reject(new Error('The demo seed opens no certificate')) },
        config,
        now: () => now,
      }),
    challenges: createChallengesService({ repository: createChallengesRepository(db) }),
    convocatories: createConvocatoriesService({
      repository: createConvocatoriesRepository(db),
      storage,
      live: noLiveEvents,
      enrolmentTokens,
      publicUrl: '',
      log,
    }),
    blog: createBlogService({ blogRepository: createBlogRepository(db), storage, log }),
    chat,
    // The attraction groups' chats: the admin's challenges and the members' messages.
    groupChat: createGroupChatService({ repository: createGroupChatRepository(db), chat, live: noLiveEvents, log }),
    // The demo's cohorts are small: solved where they are asked for.
    attractionGroups: createAttractionGroupsService({
      repository: createAttractionGroupsRepository(db),
      solveOffThread: async (input) => solveGroups(input),
    }),
    pairTasks: createPairTasksService({
      repository: createPairTasksRepository(db),
      live: noLiveEvents,
      config,
      log,
      sessionDocuments: guides,
    }),
    sessionGuides: createSessionGuidesService({
      repository: createSessionGuidesRepository(db),
      answers: createAnswersRepository(db),
      live: noLiveEvents,
      log,
    }),
  };
}
export type SeedServices = ReturnType<typeof seedServices>;

/**
 * The composition root: every repository and service of the API is built here, exactly once, from the shared
 * infrastructure. app.ts registers each area's routes with the services that area uses; no area builds another
 * area's service, and no service is handed a dependency it does not use.
 */
import type { OidcProvider } from '@enlaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import type { CounterStore } from './plugins/counters';
import type { JobQueue } from './plugins/jobs';
import type { Mailer } from './plugins/mail';
import type { GraphqlArea, LiveEvents } from './plugins/graphql';
import type { FileStorage } from './plugins/storage';
import type { MatchingSolverPool } from './solvers';
import { createAccessChecker, createAccessRepository } from './modules/access';
import {
  createAccessTokenSigner,
  createAuthRepository,
  createAuthService,
  createIdentityProvider,
  type IdentityProvider,
} from './modules/auth';
import { createBlogRepository, createBlogService } from './modules/blog';
import { createBundlesRepository, createBundlesService } from './modules/bundles';
import { createChallengesRepository, createChallengesService } from './modules/challenges';
import {
  CHAT_UNREAD_MAIL_CRON,
  CHAT_UNREAD_MAIL_JOB,
  chatUnreadMailJob,
  createChatGraphqlArea,
  createChatRepository,
  createChatService,
  createGroupChatRepository,
  createGroupChatService,
} from './modules/chat';
import { createCampusRepository, createCampusService } from './modules/campus';
import {
  createCertificatesRepository,
  createCertificatesService,
  loadCertificateSigningKey,
} from './modules/certificates';
import { createClientDashboardRepository, createClientDashboardService } from './modules/clientDashboard';
import { createClientsRepository, createClientsService } from './modules/clients';
import {
  clientConvocatoriesGuard,
  createConvocatoriesGraphqlArea,
  createConvocatoriesRepository,
  createConvocatoriesService,
  createEnrolmentTokens,
} from './modules/convocatories';
import { createDirectoryRepository, createDirectoryService } from './modules/directory';
import { createDynamicMentorshipsRepository, createDynamicMentorshipsService } from './modules/dynamicMentorships';
import { createEmbeddedDashboardsService } from './modules/embeddedDashboards';
import { createEnrolmentRepository, createEnrolmentService } from './modules/enrolment';
import { createCalendarRepository, createCalendarService } from './modules/calendar';
import { createEventsRepository, createEventsService } from './modules/events';
import { createFeedbackRepository, createFeedbackService } from './modules/feedback';
import { createGuidesRepository, createGuidesService } from './modules/guides';
import { createMdiRepository, createMdiService } from './modules/mdi';
import { createMdiResponsesRepository, createMdiResponsesService } from './modules/mdiResponses';
import { createMetadataRepository, createMetadataService } from './modules/metadata';
import { createMetricsRepository, createMetricsService } from './modules/metrics';
import { createNetworkingRepository, createNetworkingService } from './modules/networking';
import { createNotificationsRepository, createNotificationsService } from './modules/notifications';
import { createOpenInvitationsRepository, createOpenInvitationsService } from './modules/openInvitations';
import { createOperationsRepository, createOperationsService } from './modules/operations';
import { createPairAnnouncements, createPairsRepository, createPairsService } from './modules/pairs';
import { createAttractionGroupsRepository, createAttractionGroupsService } from './modules/attractionGroups';
import { createPairTasksGraphqlArea, createPairTasksRepository, createPairTasksService } from './modules/pairTasks';
import { createParticipationRepository, createParticipationService } from './modules/participation';
import {
  createProcessMeasurementsRepository,
  createProcessMeasurementsService,
  MEASUREMENT_AUTO_SEND_CRON,
  MEASUREMENT_AUTO_SEND_JOB,
  measurementAutoSendJob,
} from './modules/processMeasurements';
import {
  createInvitationTokens,
  createProcessParticipantsRepository,
  createProcessParticipantsService,
} from './modules/processParticipants';
import { createProcessReportsRepository, createProcessReportsService } from './modules/processReports';
import { createReportsRepository, createReportsService } from './modules/reports';
import { createProcessesRepository, createProcessesService, processUsageGuards } from './modules/processes';
import { createAnswersRepository, createAnswersService, createAnswerTokens } from './modules/answers';
import {
  createLookupsRepository,
  createLookupsService,
  createQuestionnairesRepository,
  createQuestionnairesService,
} from './modules/questionnaires';
import { createQuestionsRepository, createQuestionsService } from './modules/questions';
import {
  createSessionGuidesGraphqlArea,
  createSessionGuidesRepository,
  createSessionGuidesService,
} from './modules/sessionGuides';
import { createUsersRepository, createUsersService } from './modules/users';

/** What the services are built from: the app's shared infrastructure. */
export interface Infrastructure {
  db: Database;
  config: Config;
  storage: FileStorage;
  mailer: Mailer;
  /** Background jobs (mail delivery is defined by the mailer; scheduled work below). */
  jobs: JobQueue;
  /** Signs access tokens and purpose-bound links (see plugins/signedTokens). */
  secret: string;
  /** Services publish live data through it (GraphQL subscriptions). */
  live: LiveEvents;
  log: FastifyBaseLogger;
  /** Fixed-window counters shared by every instance (per-account limits). */
  counters: CounterStore;
  /** Worker threads for large pairs and matches solves, bounded in threads, queue and time. */
  solverPool: MatchingSolverPool;
}

export function createServices({
  db,
  config,
  storage,
  mailer,
  jobs,
  secret,
  live,
  log,
  counters,
  solverPool,
}: Infrastructure) {
  // Repositories and signed tokens that more than one service (or a guard) uses.
  const usersRepository = createUsersRepository(db);
  const accessRepository = createAccessRepository(db);
  const convocatoriesRepository = createConvocatoriesRepository(db);
  const processesRepository = createProcessesRepository(db);
  // Signed enrolment links and applicants' inscription tokens (convocatories and enrolment areas).
  const enrolmentTokens = createEnrolmentTokens(secret);
  // Process invitations: sent by processParticipants, answered through participation.
  const invitationTokens = createInvitationTokens(secret);
  // Answering links (`/answer/{id}?usertoken=`): signed where invitations are mailed, checked where they are answered.
  const answerTokens = createAnswerTokens(secret);
  // Stored answers: written by the answering calls, read by the session feedback's dashboard and downloads.
  const answersRepository = createAnswersRepository(db);
  // What a process names (client, guide, campus, MDI) cannot be deleted while a process uses it.
  const processGuards = processUsageGuards(processesRepository);

  const identityProviders: Partial<Record<OidcProvider, IdentityProvider>> = {};
  for (const name of ['google', 'microsoft'] as const) {
    const settings = config.oidc[name];
    if (settings) identityProviders[name] = createIdentityProvider(name, settings);
  }

  // One auth service for the login, the invitees' sign-in and the directory's password links (one sessions table).
  const authService = createAuthService({
    config,
    authRepository: createAuthRepository(db),
    usersRepository,
    signer: createAccessTokenSigner(secret, config.accessTokenTtlSeconds),
    mailer,
    counters,
    live,
  });
  const usersService = createUsersService({
    usersRepository,
    storage,
    log,
    config,
    mailer,
    secret,
    accessFacts: accessRepository,
    credentials: authService,
  });
  // Areas that tell users about their events get this service as a dependency.
  const notificationsService = createNotificationsService({
    notificationsRepository: createNotificationsRepository(db),
  });
  // Pair members learn their pairs when the process starts (processes) or when pairs change while it runs (pairs).
  const pairsRepository = createPairsRepository(db);
  const pairAnnouncements = createPairAnnouncements({ repository: pairsRepository, notificationsService });

  // Certificates: issued when a process is finalized (processes), signed with the platform's key loaded on first use.
  let signingKey: ReturnType<typeof loadCertificateSigningKey> | undefined;
  const certificatesService = createCertificatesService({
    repository: createCertificatesRepository(db),
    config,
    signingKey: () => (signingKey ??= loadCertificateSigningKey(db, config.certificateSigningKey)),
  });

  const processMeasurementsService = createProcessMeasurementsService({
    repository: createProcessMeasurementsRepository(db),
    answerTokens,
    mailer,
    config,
    log,
  });
  // Session feedback: invited when a session is marked done (participation), read on the process's dashboard.
  const feedbackService = createFeedbackService({
    repository: createFeedbackRepository(db),
    answers: answersRepository,
    answerTokens,
    mailer,
    config,
  });

  // Scheduled work: measurements marked 'Envío automático' go out on their day, once, whichever instance is up.
  jobs.define(measurementAutoSendJob(processMeasurementsService));
  jobs.schedule(MEASUREMENT_AUTO_SEND_JOB, MEASUREMENT_AUTO_SEND_CRON);

  // Open invitations ask a questionary: it cannot be deleted while one does.
  const openInvitationsService = createOpenInvitationsService({
    repository: createOpenInvitationsRepository(db),
  });

  // Chat: live over GraphQL; members away with unread messages are mailed by a scheduled job.
  const chatService = createChatService({
    repository: createChatRepository(db),
    live,
    counters,
    mailer,
    notificationsService,
    config,
    log,
  });
  const groupChatService = createGroupChatService({
    repository: createGroupChatRepository(db),
    chat: chatService,
    live,
    log,
  });
  jobs.define(chatUnreadMailJob(chatService));
  jobs.schedule(CHAT_UNREAD_MAIL_JOB, CHAT_UNREAD_MAIL_CRON);

  // Guides and their session documents: authored by admins; the pairs' guides download their role's document.
  const guidesService = createGuidesService({
    guidesRepository: createGuidesRepository(db),
    storage,
    log,
    usageGuards: [processGuards.guide],
  });

  // Session guides: the pair's shared answers are live over GraphQL; finished guides store their answers as answers.
  const sessionGuidesService = createSessionGuidesService({
    repository: createSessionGuidesRepository(db),
    answers: answersRepository,
    live,
    log,
  });

  // Each area's GraphQL types and resolvers, served by the one GraphQL endpoint.
  const graphqlAreas: GraphqlArea[] = [
    createConvocatoriesGraphqlArea({ repository: convocatoriesRepository }),
    createChatGraphqlArea({ service: chatService, groups: groupChatService }),
    createPairTasksGraphqlArea(),
    createSessionGuidesGraphqlArea({ service: sessionGuidesService }),
  ];

  return {
    /** One access checker for REST routes and GraphQL resolvers (modules/access). */
    checkAccess: createAccessChecker(accessRepository),
    identityProviders,
    graphqlAreas,
    authService,
    usersService,
    notificationsService,
    // Admins read the outbox and the failed jobs, and put failures back in their queue.
    operationsService: createOperationsService({
      repository: createOperationsRepository(db),
      mailer,
      jobs,
      smtpConfigured: !!config.smtpUrl,
    }),
    clientsService: createClientsService({
      clientsRepository: createClientsRepository(db),
      notificationsService,
      log,
      deletionGuards: [clientConvocatoriesGuard(convocatoriesRepository), processGuards.client],
    }),
    // The company's panel: figures of a client's processes, read by its admins and the company's own.
    clientDashboardService: createClientDashboardService({ repository: createClientDashboardRepository(db) }),
    // Report pages may frame a Metabase dashboard ('Tablero externo') when it is configured.
    embeddedDashboardsService: createEmbeddedDashboardsService({
      metabase: config.metabase,
      accessFacts: accessRepository,
    }),
    guidesService,
    blogService: createBlogService({ blogRepository: createBlogRepository(db), storage, log }),
    campusService: createCampusService({
      campusRepository: createCampusRepository(db),
      storage,
      log,
      deletionGuards: [processGuards.campus],
    }),
    convocatoriesService: createConvocatoriesService({
      repository: convocatoriesRepository,
      storage,
      live,
      enrolmentTokens,
      publicUrl: config.publicUrl,
      log,
    }),
    processesService: createProcessesService({
      repository: processesRepository,
      storage,
      mailer,
      notificationsService,
      pairAnnouncements,
      certificates: certificatesService,
      config,
      log,
    }),
    certificatesService,
    eventsService: createEventsService({ repository: createEventsRepository(db), mailer, config }),
    calendarService: createCalendarService({ repository: createCalendarRepository(db), config }),
    enrolmentService: createEnrolmentService({
      config,
      repository: createEnrolmentRepository(db),
      choiceLookups: usersRepository,
      usersService,
      storage,
      mailer,
      notificationsService,
      live,
      enrolmentTokens,
      log,
      counters,
    }),
    processParticipantsService: createProcessParticipantsService({
      repository: createProcessParticipantsRepository(db),
      usersRepository,
      invitationTokens,
      mailer,
      notificationsService,
      config,
      log,
    }),
    processMeasurementsService,
    answersService: createAnswersService({
      repository: answersRepository,
      answerTokens,
      invitationTokens,
      config,
      onAnswered: feedbackService.sessionEvaluated,
    }),
    feedbackService,
    chatService,
    groupChatService,
    sessionGuidesService,
    processReportsService: createProcessReportsService({ repository: createProcessReportsRepository(db) }),
    reportsService: createReportsService({ repository: createReportsRepository(db) }),
    participationService: createParticipationService({
      repository: createParticipationRepository(db),
      authService,
      invitationTokens,
      mailer,
      notificationsService,
      sessionFeedback: feedbackService,
      certificates: certificatesService,
      config,
    }),
    // A pair's tasks, heard live by the partner; the guide's PDF and each role's session document.
    pairTasksService: createPairTasksService({
      repository: createPairTasksRepository(db),
      live,
      config,
      log,
      sessionDocuments: guidesService,
    }),
    pairsService: createPairsService({
      repository: pairsRepository,
      solveOffThread: (input) => solverPool.run('pairs', input),
      announcements: pairAnnouncements,
    }),
    attractionGroupsService: createAttractionGroupsService({
      repository: createAttractionGroupsRepository(db),
      solveOffThread: (input) => solverPool.run('attractionGroups', input),
    }),
    networkingService: createNetworkingService({
      repository: createNetworkingRepository(db),
      solveOffThread: (input) => solverPool.run('networkingMatches', input),
    }),
    directoryService: createDirectoryService({
      config,
      repository: createDirectoryRepository(db),
      authService,
      mailer,
    }),
    metricsService: createMetricsService({ metricsRepository: createMetricsRepository(db) }),
    metadataService: createMetadataService({ metadataRepository: createMetadataRepository(db) }),
    questionsService: createQuestionsService({ questionsRepository: createQuestionsRepository(db) }),
    questionnairesService: createQuestionnairesService({
      questionnairesRepository: createQuestionnairesRepository(db),
      deletionGuards: [openInvitationsService.questionaryInUse],
    }),
    openInvitationsService,
    lookupsService: createLookupsService({ lookupsRepository: createLookupsRepository(db) }),
    mdiService: createMdiService({ mdiRepository: createMdiRepository(db), deletionGuards: [processGuards.mdi] }),
    mdiResponsesService: createMdiResponsesService({ repository: createMdiResponsesRepository(db) }),
    bundlesService: createBundlesService({ bundlesRepository: createBundlesRepository(db) }),
    challengesService: createChallengesService({ repository: createChallengesRepository(db) }),
    dynamicMentorshipsService: createDynamicMentorshipsService({
      dynamicMentorshipsRepository: createDynamicMentorshipsRepository(db),
    }),
  };
}
export type Services = ReturnType<typeof createServices>;

import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { errorTypes, type PublicConfig } from '@enlaza/contract';
import Fastify, { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import helmet from 'helmet';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { getOrCreateSetting, newSecret } from './db/settings';
import { createServices } from './composition';
import { enforceAccessPolicies } from './modules/access';
import { authRoutes } from './modules/auth';
import { blogRoutes } from './modules/blog';
import { bundlesRoutes } from './modules/bundles';
import { challengesRoutes } from './modules/challenges';
import { campusRoutes } from './modules/campus';
import { certificatesRoutes, certificateWellKnownRoutes } from './modules/certificates';
import { clientDashboardRoutes } from './modules/clientDashboard';
import { clientsRoutes } from './modules/clients';
import { convocatoriesRoutes } from './modules/convocatories';
import { directoryRoutes } from './modules/directory';
import { dynamicMentorshipsRoutes } from './modules/dynamicMentorships';
import { embeddedDashboardsRoutes } from './modules/embeddedDashboards';
import { enrolmentRoutes } from './modules/enrolment';
import { eventsRoutes } from './modules/events';
import { chatRoutes, groupChatRoutes } from './modules/chat';
import { sessionGuidesRoutes } from './modules/sessionGuides';
import { feedbackRoutes } from './modules/feedback';
import { filesRoutes } from './modules/files';
import { guidesRoutes } from './modules/guides';
import { healthRoutes } from './modules/health';
import { mdiRoutes } from './modules/mdi';
import { mdiResponsesRoutes } from './modules/mdiResponses';
import { metadataRoutes } from './modules/metadata';
import { metricsRoutes } from './modules/metrics';
import { networkingRoutes } from './modules/networking';
import { notificationsRoutes } from './modules/notifications';
import { openInvitationsRoutes } from './modules/openInvitations';
import { mailPreviewRoutes, operationsRoutes } from './modules/operations';
import { pairsRoutes } from './modules/pairs';
import { attractionGroupsRoutes } from './modules/attractionGroups';
import { pairTasksRoutes } from './modules/pairTasks';
import { participationRoutes } from './modules/participation';
import { processMeasurementsRoutes } from './modules/processMeasurements';
import { answersRoutes } from './modules/answers';
import { processParticipantsRoutes } from './modules/processParticipants';
import { processReportsRoutes } from './modules/processReports';
import { reportsRoutes } from './modules/reports';
import { processesRoutes } from './modules/processes';
import { lookupsRoutes, questionnairesRoutes } from './modules/questionnaires';
import { questionsRoutes } from './modules/questions';
import { usersRoutes } from './modules/users';
import { calendarRoutes } from './modules/calendar';
import { bearerToken } from './plugins/authentication';
import { answerClientError, answerFrameworkError, AppError, registerErrorHandler } from './plugins/errors';
import { createLiveEvents, GRAPHQL_PATH, registerGraphql } from './plugins/graphql';
import { createJobQueue } from './plugins/jobs';
import { createSharedCounters } from './plugins/counters';
import { createMailer } from './plugins/mail';
import { multipartLimits } from './plugins/jsonForm';
import { closeRedis, openRedis } from './plugins/redis';
import { registerRequestGuards } from './plugins/requestGuards';
import { createConfiguredStorage, reportUnreachableStorage } from './plugins/storage';
import { configScript, webApp } from './plugins/web';
import { createMatchingSolverPool } from './solvers';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app (production and end-to-end runs). */
  serveWeb?: boolean;
}

export async function buildApp({ config, database, logger = false, serveWeb = false }: BuildAppOptions) {
  // Path parameters may carry a signed token (GET /api/convocatory/public/link/{token}, about 250 characters).
  const app = Fastify({
    logger,
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
    // Requests refused before any route runs still answer { error: { message, type } } in Spanish.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  registerErrorHandler(app);

  const { db } = database;
  const secret = config.jwtSecret ?? (await getOrCreateSetting(db, 'jwt_secret', newSecret));
  // Background work (mail delivery, scheduled sends) runs as jobs in the database, once across instances.
  const jobs = createJobQueue(database, app.log);
  const mailer = createMailer(db, jobs, { smtpUrl: config.smtpUrl, ...config.mailDelivery }, app.log);
  const storage = createConfiguredStorage(config);
  // Rate limits count in one store for every instance: Redis when configured, otherwise PostgreSQL (or, on the
  // embedded database, which only one process can open, this process's memory).
  const redis = config.redisUrl ? await openRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => closeRedis(redis));
  const { counters, rateLimitStorage } = createSharedCounters({
    db,
    redis,
    embedded: database.kind === 'pglite',
    log: app.log,
  });
  // Live data: services publish through `live`; GraphQL subscriptions listen on the emitter.
  // Live events fan out through Redis when it is configured, so every instance's subscribers hear them.
  const liveEvents = createLiveEvents({
    redis: config.redisUrl
      ? {
          pubConn: await openRedis(config.redisUrl, app.log, { purpose: 'eventos en vivo' }),
          subConn: await openRedis(config.redisUrl, app.log, { purpose: 'eventos en vivo (suscripción)' }),
        }
      : undefined,
    log: app.log,
  });
  const { emitter: liveEmitter, live } = liveEvents;
  // Large pairs and matches solves run on a bounded pool of worker threads, ended with the app.
  const solverPool = createMatchingSolverPool(config.solverPool);
  app.addHook('onClose', async () => solverPool.close());
  // Every service, built once (composition.ts); each area's routes below get the ones they use.
  const services = createServices({
    db,
    config,
    storage,
    mailer,
    jobs,
    secret,
    live,
    log: app.log,
    counters,
    solverPool,
  });
  const { authService, checkAccess, identityProviders } = services;
  const publicConfig: PublicConfig = {
    secondBrandDomain: config.secondBrandDomain,
    supportEmail: config.supportEmail,
    secondBrandSupportEmail: config.secondBrandSupportEmail,
    oidcProviders: { google: !!identityProviders.google, microsoft: !!identityProviders.microsoft },
    mailPreview: config.mailPreview,
    landingPages: config.landingPages,
    metabase: {
      reports: config.metabase?.dashboards.reports != null,
      workshops: config.metabase?.dashboards.workshops != null,
    },
  };
  // The landing pages may frame the configured application forms, and nothing else of those sites' origins.
  const landingFormOrigins = [config.landingPages.mentorFormUrl, config.landingPages.entrepreneurFormUrl]
    .filter((url): url is string => url !== null)
    .map((url) => new URL(url).origin);

  // The report pages may frame the configured Metabase site's embedded dashboards.
  const metabaseOrigins = config.metabase ? [new URL(config.metabase.siteUrl).origin] : [];

  await app.register(fastifyCookie, { secret });
  await app.register(fastifyRateLimit, {
    global: false,
    ...rateLimitStorage,
    errorResponseBuilder: () => new AppError(errorTypes.rateLimited, 429),
  });
  // The security headers (helmet's) are the same on every answer, API and web app alike: worked out once here.
  const securityHeaders = headersSetBy(
    helmet({
      // Pop-ups opened by the login page (identity providers) must keep their opener to hand back the tokens.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", configScript(publicConfig).cspHash],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          // The lesson viewer embeds stored PDFs (same origin) and YouTube videos (privacy-enhanced domain), the
          // landing pages their configured forms, the report pages Metabase; only this site may frame its own pages.
          frameSrc: ["'self'", 'https://www.youtube-nocookie.com', ...landingFormOrigins, ...metabaseOrigins],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Enlaza API',
        description:
          'API de la plataforma Enlaza. Errores: { error: { message, type } }. Datos en vivo: GraphQL en ' +
          `${GRAPHQL_PATH} (consultas por HTTP POST; suscripciones por WebSocket con el protocolo graphql-ws, ` +
          'enviando { authorization: "Bearer <token de acceso>" } en connection_init).',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // Mercurius's routes carry JSON schema, not zod: they are left out here and described in the API description.
    transform: (route) =>
      route.url.startsWith(GRAPHQL_PATH) ? { schema: { hide: true }, url: route.url } : jsonSchemaTransform(route),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    // Only JWTs are access tokens; opaque bearers (a recovery link's token) are handled by their route.
    request.auth = token && token.includes('.') ? await authService.authenticate(token) : null;
  });

  await registerGraphql(app, {
    emitter: liveEmitter,
    authenticate: authService.authenticate,
    areas: services.graphqlAreas,
    checkAccess,
    webOrigins: config.webOrigins,
  });

  await app.register(
    async (api) => {
      // The zod compilers apply to the REST API only (mercurius's own routes use JSON schema).
      api.setValidatorCompiler(validatorCompiler);
      api.setSerializerCompiler(serializerCompiler);
      // Every route below declares its access policy; it is checked before the body is read or validated.
      enforceAccessPolicies(api, checkAccess);
      // Then, before validation: no NUL character in any input, no multipart body without a boundary.
      registerRequestGuards(api);
      await api.register(healthRoutes, { database, storage });
      await api.register(authRoutes, { config, authService, identityProviders, counters });
      // Multipart once for the whole API; each upload route reads its form with readJsonForm (plugins/jsonForm.ts),
      // which sets the file-size limit and the file count of that form.
      await api.register(fastifyMultipart, { limits: multipartLimits });
      await api.register(filesRoutes, { storage });
      await api.register(guidesRoutes, { guidesService: services.guidesService });
      await api.register(campusRoutes, { campusService: services.campusService });
      await api.register(blogRoutes, { blogService: services.blogService });
      await api.register(convocatoriesRoutes, { convocatoriesService: services.convocatoriesService });
      await api.register(processesRoutes, { processesService: services.processesService });
      await api.register(certificatesRoutes, { certificatesService: services.certificatesService });
      await api.register(eventsRoutes, {
        eventsService: services.eventsService,
        attendanceRateLimitPerIp: config.eventAttendanceRateLimitPerIp,
      });
      await api.register(usersRoutes, { usersService: services.usersService });
      await api.register(calendarRoutes, { calendarService: services.calendarService });
      await api.register(enrolmentRoutes, { config, enrolmentService: services.enrolmentService });
      await api.register(processParticipantsRoutes, { service: services.processParticipantsService });
      await api.register(processMeasurementsRoutes, {
        processMeasurementsService: services.processMeasurementsService,
      });
      await api.register(processReportsRoutes, { processReportsService: services.processReportsService });
      await api.register(reportsRoutes, { reportsService: services.reportsService });
      await api.register(answersRoutes, { answersService: services.answersService });
      await api.register(openInvitationsRoutes, { openInvitationsService: services.openInvitationsService });
      await api.register(participationRoutes, { service: services.participationService });
      await api.register(feedbackRoutes, { feedbackService: services.feedbackService });
      await api.register(chatRoutes, { chatService: services.chatService });
      await api.register(groupChatRoutes, { groupChatService: services.groupChatService });
      await api.register(sessionGuidesRoutes, { sessionGuidesService: services.sessionGuidesService });
      await api.register(pairsRoutes, { service: services.pairsService });
      await api.register(attractionGroupsRoutes, { service: services.attractionGroupsService });
      await api.register(pairTasksRoutes, { pairTasksService: services.pairTasksService });
      await api.register(networkingRoutes, { service: services.networkingService });
      await api.register(directoryRoutes, { directoryService: services.directoryService });
      await api.register(clientsRoutes, { clientsService: services.clientsService });
      await api.register(clientDashboardRoutes, { clientDashboardService: services.clientDashboardService });
      await api.register(embeddedDashboardsRoutes, {
        embeddedDashboardsService: services.embeddedDashboardsService,
      });
      await api.register(notificationsRoutes, { notificationsService: services.notificationsService });
      await api.register(operationsRoutes, { operationsService: services.operationsService });
      await api.register(mailPreviewRoutes, {
        operationsService: services.operationsService,
        enabled: config.mailPreview,
      });
      await api.register(metricsRoutes, { metricsService: services.metricsService });
      await api.register(metadataRoutes, { metadataService: services.metadataService });
      await api.register(questionsRoutes, { questionsService: services.questionsService });
      await api.register(questionnairesRoutes, { questionnairesService: services.questionnairesService });
      await api.register(lookupsRoutes, { lookupsService: services.lookupsService });
      await api.register(mdiRoutes, { mdiService: services.mdiService });
      await api.register(mdiResponsesRoutes, { mdiResponsesService: services.mdiResponsesService });
      await api.register(bundlesRoutes, { bundlesService: services.bundlesService });
      await api.register(challengesRoutes, { challengesService: services.challengesService });
      await api.register(dynamicMentorshipsRoutes, {
        dynamicMentorshipsService: services.dynamicMentorshipsService,
      });
    },
    { prefix: '/api' },
  );
  // The certificates' public key at the address verifiers look for first, under the same access rule as the API.
  await app.register(async (root) => {
    root.setValidatorCompiler(validatorCompiler);
    root.setSerializerCompiler(serializerCompiler);
    enforceAccessPolicies(root, checkAccess);
    await root.register(certificateWellKnownRoutes, { certificatesService: services.certificatesService });
  });

  if (serveWeb) await app.register(webApp, { publicConfig, distDir: config.webDistDir });

  app.addHook('onReady', async () => jobs.start());
  // A missing bucket or wrong credentials show in the log at start, not at the first upload; start-up goes on.
  app.addHook('onReady', async () => void reportUnreachableStorage(storage, app.log));
  app.addHook('onClose', async () => {
    services.sessionGuidesService.close();
    await jobs.stop();
    mailer.close();
    await liveEvents.close();
  });
  return app;
}
/** One log line per request, when it is answered, with the request (method, path) and the answer (status, time). */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}

/** The headers a (synchronous) connect-style middleware such as helmet's sets on an answer. */
function headersSetBy(middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void) {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

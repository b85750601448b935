import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { errorTypes, type OidcProvider, type PublicConfig } from '@enlaza/contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import path from 'node:path';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { getOrCreateSetting, newSecret } from './db/settings';
import { createAccessTokenSigner } from './modules/auth/accessTokens';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createIdentityProvider, type IdentityProvider } from './modules/auth/identityProviders';
import { campusModule } from './modules/campus';
import { clientConvocatoriesGuard, convocatoriesGraphqlArea, convocatoriesModule } from './modules/convocatories';
import { createEnrolmentTokens } from './modules/convocatories/enrolmentTokens';
import { enrolmentModule } from './modules/enrolment';
import { eventsModule } from './modules/events';
import { processParticipantsModule } from './modules/processParticipants';
import { processMeasurementsModule } from './modules/processMeasurements';
import { processReportsModule } from './modules/processReports';
import { participationModule } from './modules/participation';
import { networkingModule } from './modules/networking';
import { pairsModule } from './modules/pairs';
import { directoryModule } from './modules/directory';
import { guidesModule } from './modules/guides';
import { processesModule, processUsageGuards } from './modules/processes';
import { questionnairesModule } from './modules/questionnaires';
import { createClientsRepository } from './modules/clients/clients.repository';
import { clientsRoutes } from './modules/clients/clients.routes';
import { createClientsService } from './modules/clients/clients.service';
import { healthRoutes } from './modules/health/health.routes';
import { createBundlesRepository } from './modules/bundles/bundles.repository';
import { bundlesRoutes } from './modules/bundles/bundles.routes';
import { createBundlesService } from './modules/bundles/bundles.service';
import { createDynamicMentorshipsRepository } from './modules/dynamicMentorships/dynamicMentorships.repository';
import { dynamicMentorshipsRoutes } from './modules/dynamicMentorships/dynamicMentorships.routes';
import { createDynamicMentorshipsService } from './modules/dynamicMentorships/dynamicMentorships.service';
import { createMdiRepository } from './modules/mdi/mdi.repository';
import { mdiRoutes } from './modules/mdi/mdi.routes';
import { createMdiService } from './modules/mdi/mdi.service';
import { filesRoutes } from './modules/files/files.routes';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { createMetadataRepository } from './modules/metadata/metadata.repository';
import { metadataRoutes } from './modules/metadata/metadata.routes';
import { createMetadataService } from './modules/metadata/metadata.service';
import { createMetricsRepository } from './modules/metrics/metrics.repository';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { createMetricsService } from './modules/metrics/metrics.service';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createUsersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { bearerToken } from './plugins/authentication';
import { AppError, registerErrorHandler } from './plugins/errors';
import { createLiveEvents, GRAPHQL_PATH, registerGraphql, type GraphqlArea } from './plugins/graphql';
import { createLocalFileStorage } from './plugins/storage';
import { configScript, webApp } from './plugins/web';

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
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
  });
  registerErrorHandler(app);

  const { db } = database;
  const secret = config.jwtSecret ?? (await getOrCreateSetting(db, 'jwt_secret', newSecret));
  const mailer: Mailer = createMailer(db, config.smtpUrl, app.log);
  const usersRepository = createUsersRepository(db);
  const authService = createAuthService({
    config,
    authRepository: createAuthRepository(db),
    usersRepository,
    signer: createAccessTokenSigner(secret, config.accessTokenTtlSeconds),
    mailer,
  });
  const storage = createLocalFileStorage(path.join(config.dataDir, 'files'));
  const usersService = createUsersService({ usersRepository, storage, log: app.log });
  // Areas that tell users about their events get this service as a dependency.
  const notificationsService = createNotificationsService({
    notificationsRepository: createNotificationsRepository(db),
  });
  // What a process names (client, guide, campus, MDI) cannot be deleted while a process uses it.
  const processGuards = processUsageGuards({ db });
  const clientsService = createClientsService({
    clientsRepository: createClientsRepository(db),
    notificationsService,
    log: app.log,
    deletionGuards: [clientConvocatoriesGuard({ db }), processGuards.client],
  });
  // Live data: services publish through `live`; each area adds its GraphQL types and resolvers to graphqlAreas.
  const { emitter: liveEmitter, live } = createLiveEvents();
  const graphqlAreas: GraphqlArea[] = [convocatoriesGraphqlArea({ db })];
  // Signed enrolment links and applicants' inscription tokens (convocatories and enrolment areas).
  const enrolmentTokens = createEnrolmentTokens(secret);
  const identityProviders: Partial<Record<OidcProvider, IdentityProvider>> = {};
  for (const name of ['google', 'microsoft'] as const) {
    const settings = config.oidc[name];
    if (settings) identityProviders[name] = createIdentityProvider(name, settings);
  }
  const publicConfig: PublicConfig = {
    secondBrandDomain: config.secondBrandDomain,
    supportEmail: config.supportEmail,
    oidcProviders: { google: !!identityProviders.google, microsoft: !!identityProviders.microsoft },
  };

  await app.register(fastifyCookie, { secret });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(errorTypes.rateLimited, 429),
  });
  await app.register(fastifyHelmet, {
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
        // The lesson viewer embeds stored PDFs (same origin) and YouTube videos (privacy-enhanced domain); only
        // this site may frame its own pages and files.
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
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

  await registerGraphql(app, { emitter: liveEmitter, authenticate: authService.authenticate, areas: graphqlAreas });

  await app.register(
    async (api) => {
      // The zod compilers apply to the REST API only (mercurius's own routes use JSON schema).
      api.setValidatorCompiler(validatorCompiler);
      api.setSerializerCompiler(serializerCompiler);
      await api.register(healthRoutes, { database });
      await api.register(authRoutes, { config, authService, identityProviders });
      // Multipart once for the whole API; each upload route sets its own file-size limit when reading the file.
      await api.register(fastifyMultipart, { limits: { files: 1, fields: 10, fieldSize: 1024 * 1024, parts: 20 } });
      await api.register(filesRoutes, { storage });
      await api.register(guidesModule, { db, storage, usageGuards: [processGuards.guide] });
      await api.register(campusModule, { db, storage, deletionGuards: [processGuards.campus] });
      await api.register(convocatoriesModule, { db, storage, config, live, enrolmentTokens });
      await api.register(processesModule, { db, storage, config, mailer });
      await api.register(eventsModule, { db, config });
      await api.register(usersRoutes, { usersService });
      await api.register(enrolmentModule, { db, storage, config, mailer, live, enrolmentTokens });
      await api.register(processParticipantsModule, { db, config, mailer, secret });
      await api.register(processMeasurementsModule, { db, config, mailer, storage, secret });
      await api.register(processReportsModule, { db, config, mailer, storage, secret });
      await api.register(participationModule, { db, config, mailer, storage, secret });
      await api.register(pairsModule, { db, config, mailer });
      await api.register(networkingModule, { db });
      await api.register(directoryModule, { config, db, authService, mailer });
      await api.register(clientsRoutes, { clientsService });
      await api.register(notificationsRoutes, { notificationsService });
      await api.register(metricsRoutes, {
        metricsService: createMetricsService({ metricsRepository: createMetricsRepository(db) }),
      });
      await api.register(metadataRoutes, {
        metadataService: createMetadataService({ metadataRepository: createMetadataRepository(db) }),
      });
      // Question bank, questionaries, coaches and workshops; processes add their deletion guard here later.
      await api.register(questionnairesModule, { db });
      await api.register(mdiRoutes, {
        mdiService: createMdiService({ mdiRepository: createMdiRepository(db), deletionGuards: [processGuards.mdi] }),
      });
      await api.register(bundlesRoutes, {
        bundlesService: createBundlesService({ bundlesRepository: createBundlesRepository(db) }),
      });
      await api.register(dynamicMentorshipsRoutes, {
        dynamicMentorshipsService: createDynamicMentorshipsService({
          dynamicMentorshipsRepository: createDynamicMentorshipsRepository(db),
        }),
      });
    },
    { prefix: '/api' },
  );

  if (serveWeb) await app.register(webApp, { publicConfig, distDir: config.webDistDir });

  app.addHook('onClose', async () => mailer.close());
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;

import { availableParallelism } from 'node:os';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const optionalUrl = (name: string) =>
  optionalString.refine((v) => v === undefined || URL.canParse(v), `${name} debe ser una URL válida`);
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalDashboardId = (name: string) =>
  optionalString
    .refine((v) => v === undefined || /^[1-9][0-9]{0,9}$/.test(v), `${name} debe ser el número de un tablero`)
    .transform((v) => (v === undefined ? undefined : Number(v)));
/** Folder-like segments (no dots, so no '..'): `enlaza` or `enlaza/produccion/`. */
const S3_PREFIX_PATTERN = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\/?$/;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl('DATABASE_URL'),
  DATABASE_POOL_MAX: positiveInt(10),
  REDIS_URL: optionalUrl('REDIS_URL').refine(
    (v) => v === undefined || !URL.canParse(v) || /^rediss?:$/.test(new URL(v).protocol),
    'REDIS_URL debe empezar por redis:// o rediss://',
  ),
  PUBLIC_URL: optionalUrl('PUBLIC_URL'),
  SECOND_BRAND_URL: optionalUrl('SECOND_BRAND_URL'),
  SECOND_BRAND_DOMAIN: z.string().trim().min(1).default('mentorup'),
  WEB_ORIGINS: optionalString,
  JWT_SECRET: optionalString.refine(
    (v) => v === undefined || v.length >= 32,
    'JWT_SECRET debe tener al menos 32 caracteres',
  ),
  // The certificates' signing key (Ed25519, PKCS#8 PEM or private JWK); unset, one is made once and kept in the database.
  CERTIFICATE_SIGNING_KEY: optionalString,
  ACCESS_TOKEN_TTL_SECONDS: positiveInt(15 * 60),
  // How long a login found live is taken as live without asking the database again (0: ask on every request).
  // Unset: 5 s on PostgreSQL, where other instances may end a login; on the embedded database, which one process
  // owns, every ended login is forgotten in that process at once, so the answer is kept for 5 minutes.
  LOGIN_CHECK_SECONDS: z.coerce.number().int().min(0).optional(),
  REFRESH_TOKEN_TTL_DAYS: positiveInt(30),
  PASSWORD_RESET_TTL_MINUTES: positiveInt(60),
  SMTP_URL: optionalUrl('SMTP_URL'),
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  MAIL_RETRY_DELAY_SECONDS: positiveInt(60),
  MAIL_DELIVERY_CONCURRENCY: positiveInt(5),
  MAIL_FROM: z.string().default('Enlaza <no-responder@enlaza.test>'),
  SECOND_BRAND_MAIL_FROM: z.string().default('MentorUp <no-responder@mentorup.test>'),
  SUPPORT_EMAIL: z.string().default('coordinacion@enlaza.test'),
  SECOND_BRAND_SUPPORT_EMAIL: z.string().default('coordinacion@mentorup.test'),
  GOOGLE_ISSUER: z.url('GOOGLE_ISSUER debe ser una URL válida').default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  MICROSOFT_ISSUER: optionalUrl('MICROSOFT_ISSUER'),
  MICROSOFT_CLIENT_ID: optionalString,
  MICROSOFT_CLIENT_SECRET: optionalString,
  AUTH_RATE_LIMIT_PER_IP: positiveInt(30),
  AUTH_RATE_LIMIT_PER_EMAIL: positiveInt(10),
  ENROLMENT_RATE_LIMIT_PER_IP: positiveInt(30),
  EVENT_ATTENDANCE_RATE_LIMIT_PER_IP: positiveInt(120),
  // One core is left for answering requests while large solves run.
  SOLVER_THREADS: positiveInt(Math.max(1, availableParallelism() - 1)),
  SOLVER_TIMEOUT_SECONDS: z.coerce.number().positive().default(120),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl('S3_ENDPOINT'),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  S3_PREFIX: optionalString.refine(
    (v) => v === undefined || S3_PREFIX_PATTERN.test(v),
    'S3_PREFIX sólo admite letras, números, "-" y "_", en segmentos separados por "/" (p. ej. enlaza/produccion)',
  ),
  WEB_DIST_DIR: optionalString,
  /** Third-party application forms embedded by the public landing pages (spec 002 §2.12); https only. */
  MENTOR_APPLICATION_FORM_URL: optionalUrl('MENTOR_APPLICATION_FORM_URL').refine(
    (v) => v === undefined || v.startsWith('https://'),
    'MENTOR_APPLICATION_FORM_URL debe comenzar con https://',
  ),
  ENTREPRENEUR_APPLICATION_FORM_URL: optionalUrl('ENTREPRENEUR_APPLICATION_FORM_URL').refine(
    (v) => v === undefined || v.startsWith('https://'),
    'ENTREPRENEUR_APPLICATION_FORM_URL debe comenzar con https://',
  ),
  /**
   * Metabase's static embedding (spec 000 §7 POST /auth/metabaseCredentials/): the site and its embedding secret go
   * together; each report page's dashboard by its numeric id.
   */
  METABASE_SITE_URL: optionalUrl('METABASE_SITE_URL').refine(
    (v) => v === undefined || !URL.canParse(v) || /^https?:$/.test(new URL(v).protocol),
    'METABASE_SITE_URL debe comenzar con https:// o http://',
  ),
  METABASE_SECRET_KEY: optionalString,
  METABASE_REPORTS_DASHBOARD: optionalDashboardId('METABASE_REPORTS_DASHBOARD'),
  METABASE_WORKSHOPS_DASHBOARD: optionalDashboardId('METABASE_WORKSHOPS_DASHBOARD'),
  /** The year whose mentor applications are closed: /postula-a-ser-mentora says so. */
  MENTOR_APPLICATIONS_CLOSED_YEAR: z.coerce.number().int().min(2000).max(2100).optional(),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  MAIL_PREVIEW: z.enum(['auto', 'on', 'off']).default('auto'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export type Config = ReturnType<typeof toConfig>;

const QUEUED_SOLVES_PER_THREAD = 4;

function toConfig(env: z.infer<typeof envSchema>) {
  const publicUrl = stripSlash(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  const secondBrandUrl = stripSlash(env.SECOND_BRAND_URL ?? `http://${env.SECOND_BRAND_DOMAIN}.localhost:${env.PORT}`);
  const extraOrigins = (env.WEB_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const oidc = (issuer?: string, clientId?: string, clientSecret?: string): OidcProviderConfig | null =>
    issuer && clientId && clientSecret ? { issuer, clientId, clientSecret } : null;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    databasePoolMax: env.DATABASE_POOL_MAX,
    /** Redis for the counters every instance shares (rate limits); unset, they live in the database. */
    redisUrl: env.REDIS_URL,
    publicUrl,
    secondBrandUrl,
    secondBrandDomain: env.SECOND_BRAND_DOMAIN,
    /** The web app's origins: they receive the identity-provider pop-up's message and may open the live-data socket. */
    webOrigins: [...new Set([new URL(publicUrl).origin, new URL(secondBrandUrl).origin, ...extraOrigins])],
    jwtSecret: env.JWT_SECRET,
    /** Signs the certificates' credentials (Open Badges 3.0); unset, a key generated once and kept in the database. */
    certificateSigningKey: env.CERTIFICATE_SIGNING_KEY,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    loginCheckSeconds: env.LOGIN_CHECK_SECONDS ?? (env.DATABASE_URL ? 5 : 300),
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    passwordResetTtlMinutes: env.PASSWORD_RESET_TTL_MINUTES,
    smtpUrl: env.SMTP_URL,
    /** Mail delivery jobs: tries after the first, the first retry's delay (doubled each time), parallel sends. */
    mailDelivery: {
      retryLimit: env.MAIL_RETRY_LIMIT,
      retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
      concurrency: env.MAIL_DELIVERY_CONCURRENCY,
    },
    mailFrom: env.MAIL_FROM,
    secondBrandMailFrom: env.SECOND_BRAND_MAIL_FROM,
    /** The coordinators' contact each brand shows (footer help box, the email-changed notice). */
    supportEmail: env.SUPPORT_EMAIL,
    secondBrandSupportEmail: env.SECOND_BRAND_SUPPORT_EMAIL,
    oidc: {
      google: oidc(env.GOOGLE_ISSUER, env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
      microsoft: oidc(env.MICROSOFT_ISSUER, env.MICROSOFT_CLIENT_ID, env.MICROSOFT_CLIENT_SECRET),
    },
    rateLimit: { perIpPerMinute: env.AUTH_RATE_LIMIT_PER_IP, perEmailPer15Minutes: env.AUTH_RATE_LIMIT_PER_EMAIL },
    /** Public enrolment calls per client per minute (start inscription; profile steps and inscribe get twice it). */
    enrolmentRateLimitPerIp: env.ENROLMENT_RATE_LIMIT_PER_IP,
    /** Public event-attendance calls per client per minute (a whole room may share one network address). */
    eventAttendanceRateLimitPerIp: env.EVENT_ATTENDANCE_RATE_LIMIT_PER_IP,
    /**
     * Large pairs and matches solves: threads running at once, solves that may wait for one (a few per thread: more
     * would mostly wait past the time-out), and the longest a request waits for its solve.
     */
    solverPool: {
      threads: env.SOLVER_THREADS,
      maxQueued: env.SOLVER_THREADS * QUEUED_SOLVES_PER_THREAD,
      timeoutSeconds: env.SOLVER_TIMEOUT_SECONDS,
    },
    /** Uploaded files in an S3-compatible bucket, shared by every instance; null: on local disk, DATA_DIR/files. */
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          prefix: env.S3_PREFIX?.replace(/\/+$/, ''),
        }
      : null,
    /** The built web app to serve; default apps/web/dist. */
    webDistDir: env.WEB_DIST_DIR,
    landingPages: {
      mentorFormUrl: env.MENTOR_APPLICATION_FORM_URL ?? null,
      entrepreneurFormUrl: env.ENTREPRENEUR_APPLICATION_FORM_URL ?? null,
      mentorApplicationsClosedYear: env.MENTOR_APPLICATIONS_CLOSED_YEAR ?? null,
    },
    /** Metabase's static embedding; null when its site and secret are not both set. */
    metabase:
      env.METABASE_SITE_URL && env.METABASE_SECRET_KEY
        ? {
            siteUrl: stripSlash(env.METABASE_SITE_URL),
            secretKey: env.METABASE_SECRET_KEY,
            dashboards: {
              reports: env.METABASE_REPORTS_DASHBOARD ?? null,
              workshops: env.METABASE_WORKSHOPS_DASHBOARD ?? null,
            },
          }
        : null,
    seedDemoData: env.SEED_DEMO_DATA,
    /**
     * The public 'Correos enviados' page (/correos): anyone may read the outbox. By default only where mail is not
     * delivered and the instance is a development or demo start, so a newcomer can follow an invitation or a
     * password-recovery link; never by default where SMTP delivers mail.
     */
    mailPreview:
      env.MAIL_PREVIEW === 'on' ||
      (env.MAIL_PREVIEW === 'auto' && !env.SMTP_URL && (env.NODE_ENV === 'development' || env.SEED_DEMO_DATA)),
    trustProxy: env.TRUST_PROXY,
  };
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export class ConfigError extends Error {}

const S3_SETTINGS_NEEDING_BUCKET = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
];

/**
 * A half-configured bucket (or Metabase) must not start: files would silently land on one instance's disk, or be sent with other
 * credentials than the ones meant. Checked on the raw environment, so it is listed with every other problem.
 */
function pairedSettingProblems(env: NodeJS.ProcessEnv): string[] {
  const isSet = (name: string) => (env[name]?.trim() ?? '') !== '';
  const problems: string[] = [];
  const withoutBucket = S3_SETTINGS_NEEDING_BUCKET.filter(isSet);
  if (!isSet('S3_BUCKET') && withoutBucket.length > 0) {
    problems.push(
      `S3_BUCKET: falta; sin ella se ignorarían ${withoutBucket.join(', ')} y los archivos irían al disco local`,
    );
  }
  if (isSet('S3_ACCESS_KEY_ID') !== isSet('S3_SECRET_ACCESS_KEY')) {
    const [given, missing] = isSet('S3_ACCESS_KEY_ID')
      ? ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']
      : ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'];
    problems.push(
      `${missing}: falta; ${given} está definida y las dos van juntas (sin ninguna se usan las credenciales del entorno)`,
    );
  }
  if (isSet('METABASE_SITE_URL') !== isSet('METABASE_SECRET_KEY')) {
    const [given, missing] = isSet('METABASE_SITE_URL')
      ? ['METABASE_SITE_URL', 'METABASE_SECRET_KEY']
      : ['METABASE_SECRET_KEY', 'METABASE_SITE_URL'];
    problems.push(
      `${missing}: falta; ${given} está definida y las dos van juntas (sin ninguna no hay tableros externos)`,
    );
  }
  return problems;
}

/** Reads the environment once; a wrong value stops start-up with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)),
    ...pairedSettingProblems(env),
  ];
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Configuración inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  return toConfig(parsed.data);
}

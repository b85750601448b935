import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const optionalUrl = (name: string) =>
  optionalString.refine((v) => v === undefined || URL.canParse(v), `${name} debe ser una URL válida`);
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl('DATABASE_URL'),
  DATABASE_POOL_MAX: positiveInt(10),
  PUBLIC_URL: optionalUrl('PUBLIC_URL'),
  SECOND_BRAND_URL: optionalUrl('SECOND_BRAND_URL'),
  SECOND_BRAND_DOMAIN: z.string().trim().min(1).default('mentorup'),
  WEB_ORIGINS: optionalString,
  JWT_SECRET: optionalString.refine(
    (v) => v === undefined || v.length >= 32,
    'JWT_SECRET debe tener al menos 32 caracteres',
  ),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: positiveInt(30),
  PASSWORD_RESET_TTL_MINUTES: positiveInt(60),
  SMTP_URL: optionalUrl('SMTP_URL'),
  MAIL_FROM: z.string().default('Enlaza <no-responder@enlaza.test>'),
  SECOND_BRAND_MAIL_FROM: z.string().default('MentorUp <no-responder@mentorup.test>'),
  SUPPORT_EMAIL: z.string().default('coordinacion@enlaza.test'),
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
  WEB_DIST_DIR: optionalString,
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
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
    publicUrl,
    secondBrandUrl,
    secondBrandDomain: env.SECOND_BRAND_DOMAIN,
    /** The web app's origins: they receive the identity-provider pop-up's message and may open the live-data socket. */
    webOrigins: [...new Set([new URL(publicUrl).origin, new URL(secondBrandUrl).origin, ...extraOrigins])],
    jwtSecret: env.JWT_SECRET,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    passwordResetTtlMinutes: env.PASSWORD_RESET_TTL_MINUTES,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    secondBrandMailFrom: env.SECOND_BRAND_MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    oidc: {
      google: oidc(env.GOOGLE_ISSUER, env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
      microsoft: oidc(env.MICROSOFT_ISSUER, env.MICROSOFT_CLIENT_ID, env.MICROSOFT_CLIENT_SECRET),
    },
    rateLimit: { perIpPerMinute: env.AUTH_RATE_LIMIT_PER_IP, perEmailPer15Minutes: env.AUTH_RATE_LIMIT_PER_EMAIL },
    /** Public enrolment calls per client per minute (start inscription; profile steps and inscribe get twice it). */
    enrolmentRateLimitPerIp: env.ENROLMENT_RATE_LIMIT_PER_IP,
    /** Public event-attendance calls per client per minute (a whole room may share one network address). */
    eventAttendanceRateLimitPerIp: env.EVENT_ATTENDANCE_RATE_LIMIT_PER_IP,
    /** The built web app to serve; default apps/web/dist. */
    webDistDir: env.WEB_DIST_DIR,
    seedDemoData: env.SEED_DEMO_DATA,
    trustProxy: env.TRUST_PROXY,
  };
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export class ConfigError extends Error {}

/** Reads the environment once; a wrong value stops start-up with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  return toConfig(parsed.data);
}

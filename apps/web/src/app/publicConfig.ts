import { publicConfigSchema, type PublicConfig } from '@enlaza/contract';

declare global {
  interface Window {
    /** Injected by the server into index.html (see the `<!--enlaza-config-->` placeholder). */
    __ENLAZA_CONFIG__?: unknown;
  }
}

/** Used when the page was not served by the API server (Vite dev server, preview). */
export const defaultPublicConfig: PublicConfig = {
  secondBrandDomain: 'mentorup',
  supportEmail: 'coordinacion@enlaza.test',
  secondBrandSupportEmail: 'coordinacion@mentorup.test',
  // Unknown settings offer no identity provider rather than one that may not be configured.
  oidcProviders: { google: false, microsoft: false },
  // Only a server that says so exposes its outbox.
  mailPreview: false,
  // Without settings the landing pages show their own text and the open convocatorias.
  landingPages: { mentorFormUrl: null, entrepreneurFormUrl: null, mentorApplicationsClosedYear: null },
  // No embedded dashboard unless the server has Metabase configured.
  metabase: { reports: false, workshops: false },
};

/** The injected settings, field by field over the defaults; anything malformed falls back to the defaults. */
export function readPublicConfig(injected: unknown): PublicConfig {
  if (typeof injected !== 'object' || injected === null) return defaultPublicConfig;
  const parsed = publicConfigSchema.safeParse({ ...defaultPublicConfig, ...injected });
  return parsed.success ? parsed.data : defaultPublicConfig;
}

export const publicConfig: PublicConfig = readPublicConfig(window.__ENLAZA_CONFIG__);

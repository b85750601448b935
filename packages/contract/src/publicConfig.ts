import { z } from 'zod';

/** Settings the web app reads at run time; the server injects them into index.html as window.__ENLAZA_CONFIG__. */
export const publicConfigSchema = z.object({
  secondBrandDomain: z.string(),
  /** The coordinators' contact of each brand, shown in the footer's help box. */
  supportEmail: z.string(),
  secondBrandSupportEmail: z.string(),
  oidcProviders: z.object({ google: z.boolean(), microsoft: z.boolean() }),
  /** Whether anyone may read the outbox at /correos ('Correos enviados'; MAIL_PREVIEW on the server). */
  mailPreview: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

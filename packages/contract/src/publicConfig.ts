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
  /** The public landing pages' settings (spec 002 §2.12): the forms they embed, and the closed mentor year. */
  landingPages: z.object({
    mentorFormUrl: z.string().nullable(),
    entrepreneurFormUrl: z.string().nullable(),
    mentorApplicationsClosedYear: z.number().int().nullable(),
  }),
  /** Which report pages may show the embedded Metabase dashboard ('Tablero externo'). */
  metabase: z.object({ reports: z.boolean(), workshops: z.boolean() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

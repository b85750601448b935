import { z } from 'zod';
import { businessStages, contactMethods } from './convocatories';
import { paginated } from './people';

/**
 * 'Emprendedoras' (spec 002 §2.9, §3 "Person in a directory", §7.7): the members with entrepreneur info, as cards,
 * for the other entrepreneurs (and admins). GET /api/users/entrepreneurs/.
 */

/**
 * Cards per page. Not the lists' 10: the cards sit in a grid of 1 to 4 columns, and 12 fills every one of those
 * rows, where 10 would leave a last row half empty.
 */
export const ENTREPRENEURS_PAGE_SIZE = 12;

export const entrepreneurDirectoryMessages = {
  title: 'Emprendedoras',
  intro: 'Conoce los emprendimientos de otras participantes del programa y conecta con ellas.',
  searchLabel: 'Buscar emprendedoras',
  searchPlaceholder: 'Buscar por emprendimiento, nombre o industria',
  empty: 'Aún no hay otras emprendedoras en la plataforma',
  noResults: 'No encontramos emprendedoras con esa búsqueda',
  loadFailed: 'Error al cargar emprendedoras',
} as const;

export const entrepreneursQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(48).default(ENTREPRENEURS_PAGE_SIZE),
  /** Words each found in the business name, the person's name or the industry's name; accents and case aside. */
  search: z.string().trim().max(100).optional(),
});
export type EntrepreneursQuery = z.output<typeof entrepreneursQuerySchema>;

/** What a card shows of the business: never the RUTs, the home commune or the answers meant for the programme. */
export const directoryEntrepreneurInfoSchema = z.object({
  /** Where the logo is served (/api/files/...), null when there is none. */
  logoUrl: z.string().nullable(),
  businessName: z.string(),
  description: z.string().nullable(),
  industryId: z.string().nullable(),
  /** The industry's name in the metadata list; null when it was removed from the list. */
  industryName: z.string().nullable(),
  stage: z.enum(businessStages).nullable(),
  businessRegion: z.string().nullable(),
  businessCommune: z.string().nullable(),
  socialMedia: z.string().nullable(),
  contactMethod: z.enum(contactMethods).nullable(),
});
export type DirectoryEntrepreneurInfo = z.infer<typeof directoryEntrepreneurInfoSchema>;

export const directoryEntrepreneurSchema = z.object({
  userId: z.string(),
  name: z.string(),
  lastName: z.string(),
  photoUrl: z.string().nullable(),
  /**
   * How to reach her by the channel she prefers, and only that one: her email for EMAIL, her phone for WhatsApp or a
   * call. Null when she has not given it.
   */
  contact: z.string().nullable(),
  emprendeInfo: directoryEntrepreneurInfoSchema,
});
export type DirectoryEntrepreneur = z.infer<typeof directoryEntrepreneurSchema>;

export const entrepreneursPageSchema = paginated(directoryEntrepreneurSchema);
export type EntrepreneursPage = z.infer<typeof entrepreneursPageSchema>;

import { z } from 'zod';
import { networkingCriterionLabels } from './pairing';
import { affinityPreferenceLabels, affinityPreferenceSchema, processStatusSchema } from './processes';
import { publicUserProfileSchema } from './profile';
import type { AffinityPreference, NetworkingConfiguration } from './processes';

// ── The member's networking page (spec 002 §2.7 /networking; 001 §3 "Networking configuration", §4) ──────────

/** The networking criteria in the order the engine and the admin screens use. */
export const networkingCriteria = ['businessArea', 'level', 'interests', 'region'] as const;
export type NetworkingCriterionKey = (typeof networkingCriteria)[number];

/** Which field of the process's networking configuration sets each criterion's preference. */
export const networkingCriterionConfiguration = {
  businessArea: 'businessAreaConfiguration',
  level: 'businessPositionConfiguration',
  interests: 'interestTypeConfiguration',
  region: 'regionConfiguration',
} as const satisfies Record<NetworkingCriterionKey, keyof NetworkingConfiguration>;

/** What each criterion compares, in the words of the member's profile. */
export const networkingCriterionDescriptions: Record<NetworkingCriterionKey, string> = {
  businessArea: 'El cargo de cada una',
  level: 'El nivel en la empresa',
  interests: 'Las áreas de interés',
  region: 'La región donde vive cada una',
};

export const memberNetworkingMessages = {
  title: 'Networking',
  intro:
    'Estas son las personas con las que hiciste match en tus procesos de networking. La afinidad dice cuánto ' +
    'coinciden sus perfiles con lo que la coordinación del proceso buscó en cada criterio.',
  loadFailed: 'No se pudieron cargar tus matchs',
  empty: 'Aún no participas en un proceso de networking',
  emptyHint:
    'Cuando participes en un proceso con networking y la coordinación genere los matchs, los verás aquí con su ' +
    'afinidad.',
  noMatchesYet: 'Aún no se han generado tus matchs: aparecerán aquí cuando la coordinación los genere.',
  chat: 'Chatear',
  chatNotEnabled: 'Chat aún no habilitado',
  chatNotEnabledHint: 'La coordinación del proceso habilita los chats de los matchs.',
  viewProfile: 'Ver perfil',
  partnerLeft: 'Ya no participa en el proceso',
  breakdownTitle: 'Afinidad por criterio',
  notCounted: 'No se consideró',
  homeMatches: (matches: number) =>
    matches === 0
      ? 'Tus matchs aparecerán cuando la coordinación los genere.'
      : `Tienes ${matches} match${matches === 1 ? '' : 's'} de networking.`,
  homeLink: 'Ver mis matchs',
} as const;

/** How a preference reads next to a criterion's percent on the member's page. */
export const affinityPreferenceHints: Record<AffinityPreference, string> = {
  SIMILAR: 'se buscaron perfiles similares: el porcentaje dice cuánto se parecen',
  DISTINCT: 'se buscaron perfiles distintos: el porcentaje dice cuánto se diferencian',
  INDIFFERENT: 'no cuenta en la afinidad',
};

export const memberNetworkingCriterionSchema = z.object({
  criterion: z.enum(networkingCriteria),
  /** 'Área', 'Nivel', 'Intereses', 'Región'. */
  label: z.string(),
  /** The process's networking configuration for this criterion. */
  preference: affinityPreferenceSchema,
  /** 'Distintos', 'Similares', 'Indiferente'. */
  preferenceLabel: z.string(),
  /** Percent 0–100 to which the couple meets the preference; null when the criterion did not count. */
  value: z.number().nullable(),
});
export type MemberNetworkingCriterion = z.infer<typeof memberNetworkingCriterionSchema>;

/** The other mentee of a match: the fields of her public profile a match card shows (GET /users/{id} has the rest). */
export const networkingPartnerSchema = publicUserProfileSchema
  .pick({ id: true, name: true, lastName: true, photoUrl: true, biography: true, interests: true })
  .extend({
    contactInfo: publicUserProfileSchema.shape.contactInfo,
    professionalInfo: publicUserProfileSchema.shape.professionalInfo.pick({
      company: true,
      businessArea: true,
      businessPosition: true,
    }),
  });
export type NetworkingPartner = z.infer<typeof networkingPartnerSchema>;

export const memberNetworkingMatchSchema = z.object({
  matchId: z.string(),
  /** Percent 0–100, as the engine stored it. */
  affinity: z.number(),
  /** The four criteria, in {@link networkingCriteria} order. */
  breakdown: z.array(memberNetworkingCriterionSchema),
  partner: networkingPartnerSchema,
  /** The partner was removed from the process or left it after the matches were made. */
  partnerLeftProcess: z.boolean(),
  chatEnabled: z.boolean(),
  /** The match's chat room, once an admin enabled its chat. */
  chatRoomId: z.string().nullable(),
});
export type MemberNetworkingMatch = z.infer<typeof memberNetworkingMatchSchema>;

export const memberNetworkingProcessSchema = z.object({
  processId: z.string(),
  name: z.string(),
  status: processStatusSchema,
  /** Highest affinity first; empty until the matches are generated. */
  matches: z.array(memberNetworkingMatchSchema),
});
export type MemberNetworkingProcess = z.infer<typeof memberNetworkingProcessSchema>;

/** GET /api/users/me/networking/matches: in progress first, then pre-kickoff, then finalized; newest start first. */
export const memberNetworkingSchema = z.array(memberNetworkingProcessSchema);
export type MemberNetworking = z.infer<typeof memberNetworkingSchema>;

/**
 * A match's four criteria from the stored breakdown (percent per counted criterion) and the process's configuration.
 * A criterion the configuration leaves INDIFFERENT has no value; one missing from the stored breakdown, neither.
 */
export function networkingBreakdown(
  stored: Readonly<Record<string, number>>,
  configuration: Pick<
    NetworkingConfiguration,
    (typeof networkingCriterionConfiguration)[NetworkingCriterionKey]
  > | null,
): MemberNetworkingCriterion[] {
  return networkingCriteria.map((criterion) => {
    const preference: AffinityPreference =
      configuration?.[networkingCriterionConfiguration[criterion]] ?? 'INDIFFERENT';
    const value = stored[criterion];
    return {
      criterion,
      label: networkingCriterionLabels[criterion],
      preference,
      preferenceLabel: affinityPreferenceLabels[preference],
      value: preference !== 'INDIFFERENT' && typeof value === 'number' ? value : null,
    };
  });
}

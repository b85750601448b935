import { errorTypes, profileMessages, type Interest } from '@enlaza/contract';
import { isKnownLocation } from '@enlaza/contract/reference/locations';
import { badRequest } from '../../plugins/errors';
import type { UsersRepository } from './users.repository';

/** The metadata look-ups the checks need (the users repository has them). */
export type ProfileChoiceLookups = Pick<
  UsersRepository,
  'industriesOfSpecialties' | 'existingAdviceIds' | 'existingAttributeIds' | 'businessPositionExists'
>;

const invalid = (message: string) => badRequest(errorTypes.validation, message);

/** The profile forms offer the reference list only: a country or region outside it is not a choice. */
export function checkContactLocation({ country, region }: { country: string; region: string }): void {
  if (!isKnownLocation(country)) throw invalid(profileMessages.country);
  if (!isKnownLocation(country, region)) throw invalid(profileMessages.region);
}

/**
 * Every metadata id chosen in the profile wizard (user profiles and applicants alike) exists, and each interest's
 * specialty belongs to its industry. Only the lists that are given are checked.
 */
export async function checkProfileChoices(
  lookups: ProfileChoiceLookups,
  choices: { interests?: Interest[]; adviceIds?: string[]; attributeIds?: string[]; businessPositionId?: string },
): Promise<void> {
  const { interests, adviceIds, attributeIds, businessPositionId } = choices;
  if (interests) {
    const industryOf = await lookups.industriesOfSpecialties(interests.map((i) => i.specialtyId));
    for (const interest of interests) {
      const industryId = industryOf.get(interest.specialtyId);
      if (industryId === undefined) throw invalid(profileMessages.unknownOption);
      // The specialty list is filtered by the chosen industry: a specialty of another industry is not a choice.
      if (industryId !== interest.industryId) throw invalid(profileMessages.specialty);
    }
  }
  if (adviceIds) {
    const existing = await lookups.existingAdviceIds(adviceIds);
    if (existing.size !== adviceIds.length) throw invalid(profileMessages.unknownOption);
  }
  if (attributeIds) {
    const existing = await lookups.existingAttributeIds(attributeIds);
    if (existing.size !== attributeIds.length) throw invalid(profileMessages.unknownOption);
  }
  if (businessPositionId !== undefined && !(await lookups.businessPositionExists(businessPositionId))) {
    throw invalid(profileMessages.businessPosition);
  }
}

import {
  adviceSchema,
  attributeSchema,
  businessPositionSchema,
  genderOptionSchema,
  industrySchema,
} from '@enlaza/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiQuery } from '../../lib/api';

// Reference lists change rarely: keep them for the session, refetch after an admin edits them (adminApi.ts refreshes
// everything under /users/metadata).
const staleTime = 30 * 60_000;

export function useIndustries() {
  return useQuery({ ...apiQuery('/users/metadata/industries', undefined, z.array(industrySchema)), staleTime });
}

export function useAttributes() {
  return useQuery({ ...apiQuery('/users/metadata/attributes', undefined, z.array(attributeSchema)), staleTime });
}

/** Mentoring objectives; with a userId, the objectives that user chose. */
export function useAdvices(userId?: string) {
  return useQuery({ ...apiQuery('/users/metadata/advices', { userId }, z.array(adviceSchema)), staleTime });
}

export function useBusinessPositions() {
  return useQuery({
    ...apiQuery('/users/metadata/business_positions', undefined, z.array(businessPositionSchema)),
    staleTime,
  });
}

export function useGenders() {
  return useQuery({ ...apiQuery('/users/metadata/genders', undefined, z.array(genderOptionSchema)), staleTime });
}

import {
  adviceSchema,
  attributeSchema,
  businessPositionSchema,
  genderOptionSchema,
  industrySchema,
} from '@enlaza/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';

// Reference lists change rarely: keep them for the session, refetch after an admin edits them (invalidate ['metadata']).
const staleTime = 30 * 60_000;

export const metadataKeys = {
  all: ['metadata'] as const,
  list: (name: string, userId?: string) => ['metadata', name, userId ?? null] as const,
};

export function useIndustries() {
  return useQuery({
    queryKey: metadataKeys.list('industries'),
    queryFn: () => api.request('/users/metadata/industries', {}, z.array(industrySchema)),
    staleTime,
  });
}

export function useAttributes() {
  return useQuery({
    queryKey: metadataKeys.list('attributes'),
    queryFn: () => api.request('/users/metadata/attributes', {}, z.array(attributeSchema)),
    staleTime,
  });
}

/** Mentoring objectives; with a userId, the objectives that user chose. */
export function useAdvices(userId?: string) {
  return useQuery({
    queryKey: metadataKeys.list('advices', userId),
    queryFn: () =>
      api.request(
        `/users/metadata/advices${userId ? `?userId=${encodeURIComponent(userId)}` : ''}`,
        {},
        z.array(adviceSchema),
      ),
    staleTime,
  });
}

export function useBusinessPositions() {
  return useQuery({
    queryKey: metadataKeys.list('business_positions'),
    queryFn: () => api.request('/users/metadata/business_positions', {}, z.array(businessPositionSchema)),
    staleTime,
  });
}

export function useGenders() {
  return useQuery({
    queryKey: metadataKeys.list('genders'),
    queryFn: () => api.request('/users/metadata/genders', {}, z.array(genderOptionSchema)),
    staleTime,
  });
}

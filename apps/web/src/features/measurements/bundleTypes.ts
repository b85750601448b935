import { bundleRouteTypes, bundleEntityTypes, type BundleEntityType } from '@enlaza/contract';

/** The entity type of a route segment ('mdi', 'session_feedback'); null for anything else. */
export function bundleTypeOfRoute(segment: string | undefined): BundleEntityType | null {
  return bundleEntityTypes.find((type) => bundleRouteTypes[type] === segment) ?? null;
}

export const DATE_FORMAT = 'DD-MM-YY';

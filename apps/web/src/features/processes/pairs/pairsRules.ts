import { pairingMessages, type InvitationCounts } from '@enlaza/contract';

/** The criteria of a pair's affinity breakdown (issue 7), in the order and words the admin reads them. */
export const pairCriterionLabels: Record<string, string> = {
  interests: 'Intereses',
  objectives: 'Objetivos',
  qualities: 'Cualidades',
  businessArea: 'Área',
  level: 'Nivel',
  region: 'Región',
};

export interface BreakdownRow {
  key: string;
  label: string;
  percent: number;
}

/** A pair's breakdown as labelled rows: the known criteria first in their order, anything else after. */
export function breakdownRows(breakdown: Record<string, number> | null): BreakdownRow[] {
  if (!breakdown) return [];
  const known = Object.keys(pairCriterionLabels).filter((key) => key in breakdown);
  const others = Object.keys(breakdown).filter((key) => !(key in pairCriterionLabels));
  return [...known, ...others].map((key) => ({
    key,
    label: pairCriterionLabels[key] ?? key,
    percent: Math.round(breakdown[key]!),
  }));
}

/** Affinity as shown: a rounded percent, '-' when unknown (spec 001 §9). */
export function formatAffinity(value: number | null | undefined): string {
  return value == null ? '-' : `${Math.round(value)}%`;
}

/**
 * Spec 001 §5: pairs can be created only when nobody is pending and there are as many confirmed mentees as mentors.
 * Returns the reason the 'Crear duplas' button is disabled, or null when it is enabled.
 */
export function createPairsBlockReason(students: InvitationCounts, mentors: InvitationCounts): string | null {
  const pending = students.PENDING + mentors.PENDING;
  if (pending > 0) {
    return `${pairingMessages.pendingInvitations} (${pending} pendiente${pending === 1 ? '' : 's'}).`;
  }
  if (students.APPROVED === 0 && mentors.APPROVED === 0) {
    return `${pairingMessages.noParticipants}.`;
  }
  if (students.APPROVED !== mentors.APPROVED) {
    return `${pairingMessages.countsDiffer} (mentees confirmadas: ${students.APPROVED}, mentoras confirmadas: ${mentors.APPROVED}).`;
  }
  return null;
}

/** Swapping needs exactly two selected pairs; deleting exactly one (spec 001 §5). */
export const canSwap = (selected: readonly string[]) => selected.length === 2;
export const canDelete = (selected: readonly string[]) => selected.length === 1;

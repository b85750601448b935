import {
  pairCriteria,
  pairCriterionLabels,
  pairingMessages,
  type InvitationCounts,
  type PairCriterion,
} from '@enlaza/contract';

export interface BreakdownRow {
  key: string;
  label: string;
  percent: number;
}

/**
 * An affinity breakdown as labelled rows: the known criteria first in the labels' order, anything else after. Pairs
 * use the six pair criteria; networking matches pass their four.
 */
export function breakdownRows(
  breakdown: Record<string, number> | null,
  labels: Readonly<Record<string, string>> = pairCriterionLabels,
): BreakdownRow[] {
  if (!breakdown) return [];
  const known = Object.keys(labels).filter((key) => key in breakdown);
  const others = Object.keys(breakdown).filter((key) => !(key in labels));
  return [...known, ...others].map((key) => ({
    key,
    label: labels[key] ?? key,
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

/**
 * Each criterion's share of the affinity, in percent with one decimal: weights are relative (the affinity divides by
 * their sum). Null shares while the weights cannot count (a missing value, or all zero).
 */
export function weightShares(
  weights: Partial<Record<PairCriterion, number | null | undefined>>,
): Record<PairCriterion, number> | null {
  const values = pairCriteria.map((criterion) => weights[criterion]);
  if (values.some((value) => typeof value !== 'number' || !Number.isFinite(value) || value < 0)) return null;
  const total = (values as number[]).reduce((sum, value) => sum + value, 0);
  if (total <= 0) return null;
  return Object.fromEntries(
    pairCriteria.map((criterion) => [criterion, Math.round((weights[criterion]! / total) * 1000) / 10]),
  ) as Record<PairCriterion, number>;
}

import { attractionProcessMessages, processMessages, type ProcessDetail } from '@enlaza/contract';

export interface StartCondition {
  key: 'pairs' | 'matches' | 'baseline' | 'groups';
  label: string;
  /** Whether this process needs it at all. */
  required: boolean;
  /** Met, or not needed. */
  met: boolean;
  /** The spec's refusal when required and unmet; why it does not apply otherwise. */
  detail: string;
}

/**
 * Spec 001 §5 "Starting the process", as the pre-kickoff page can tell: pairs (MENTORING, unless ungrouped) are met
 * once created in the 'Duplas' tab; networking matches (NETWORKING) once generated in the 'Matchs' tab; the baseline
 * once sent (unless ungrouped or without MDI).
 */
export function startConditions(
  process: ProcessDetail,
  baselineSent: boolean,
  pairsCreated = false,
  matchesCreated = false,
): StartCondition[] {
  const needsPairs = process.serviceType.includes('MENTORING') && !process.ungrouped;
  const needsMatches = process.serviceType.includes('NETWORKING');
  const needsBaseline = !process.ungrouped && !!process.mdi;
  return [
    {
      key: 'pairs',
      label: 'Duplas creadas',
      required: needsPairs,
      met: !needsPairs || pairsCreated,
      detail: needsPairs
        ? pairsCreated
          ? 'Las duplas fueron creadas.'
          : `${processMessages.pairsMustExist} Créalas en la pestaña 'Duplas'.`
        : process.ungrouped
          ? 'No aplica: proceso sin duplas (desagrupado).'
          : 'No aplica: el proceso no incluye mentoría.',
    },
    {
      key: 'matches',
      label: 'Matchs de networking creados',
      required: needsMatches,
      met: !needsMatches || matchesCreated,
      detail: needsMatches
        ? matchesCreated
          ? 'Los matchs fueron creados.'
          : `${processMessages.matchesMustExist} Genéralos en la pestaña 'Matchs'.`
        : 'No aplica: el proceso no incluye networking.',
    },
    baselineCondition(process, needsBaseline, baselineSent),
  ];
}

function baselineCondition(process: ProcessDetail, needsBaseline: boolean, baselineSent: boolean): StartCondition {
  return {
    key: 'baseline',
    label: 'Línea base enviada',
    required: needsBaseline,
    met: !needsBaseline || baselineSent,
    detail: !needsBaseline
      ? process.mdi
        ? 'No aplica: proceso sin duplas (desagrupado).'
        : 'No aplica: proceso sin MDI.'
      : baselineSent
        ? 'La línea base fue enviada.'
        : `${processMessages.baselineMustBeSent} Envíala desde la pestaña MDI.`,
  };
}

/**
 * Spec 001 §5 "Starting the process" for an attraction process: the groups created in the 'Grupos' tab, and the
 * baseline sent when it has an MDI.
 */
export function attractionStartConditions(
  process: ProcessDetail,
  baselineSent: boolean,
  groupsCreated: boolean,
): StartCondition[] {
  return [
    {
      key: 'groups',
      label: 'Grupos creados',
      required: true,
      met: groupsCreated,
      detail: groupsCreated
        ? 'Los grupos fueron creados.'
        : `${attractionProcessMessages.groupsMustExist} Créalos en la pestaña 'Grupos'.`,
    },
    baselineCondition(process, !!process.mdi, baselineSent),
  ];
}

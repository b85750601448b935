import { networkingMatchMessages, type PossibleNumberMatches } from '@enlaza/contract';

/** Matches per mentee first offered: the generated number, else the configured one, when it is still possible. */
export function defaultNumberOfMatch(possible: PossibleNumberMatches, configured: number | undefined): number | null {
  for (const candidate of [possible.numberOfMatch, configured]) {
    if (candidate != null && possible.values.includes(candidate)) return candidate;
  }
  return null;
}

/**
 * Spec 001 §5: generating is disabled while a mentee is pending or no number is chosen; also when it cannot succeed
 * (fewer than two mentees, no possible value, chats already enabled). Null when 'Generar Matchs' is enabled.
 */
export function generateBlockReason(possible: PossibleNumberMatches, chosen: number | null): string | null {
  if (possible.pendingMentees > 0) {
    const n = possible.pendingMentees;
    return `${networkingMatchMessages.pendingMentees} (${n} pendiente${n === 1 ? '' : 's'}).`;
  }
  if (possible.menteesCount < 2) return networkingMatchMessages.notEnoughMentees;
  if (possible.numberOfChatsEnabled > 0) return networkingMatchMessages.chatsLocked;
  if (possible.values.length === 0) {
    return `No hay un número de matchs por mentee posible para ${possible.menteesCount} mentees.`;
  }
  if (chosen == null) return 'Elija el número de matchs por mentee.';
  return null;
}

/** Why 'Habilitar chats' is disabled, or null when it is enabled. */
export function enableChatsBlockReason(possible: PossibleNumberMatches, chosen: number | null): string | null {
  if (possible.numberOfMatch == null) return networkingMatchMessages.noMatches;
  if (possible.chatValues.length === 0) {
    return possible.numberOfChatsEnabled >= possible.numberOfMatch
      ? 'Todos los matchs ya tienen su chat habilitado.'
      : 'Con los matchs actuales no hay un número de chats por mentee que se pueda habilitar.';
  }
  if (chosen == null) return 'Elija el número de chats por mentee.';
  return null;
}

/** 'N chat(s) por mentee'. */
export const chatsPerMentee = (n: number) => `${n} chat${n === 1 ? '' : 's'} por mentee`;

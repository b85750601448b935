import type { AnswerMap, OtherAnswers } from '@enlaza/contract';

/** Answers typed on this device and not sent yet, by invitation: a reload or a lost connection loses nothing. */
export interface AnswerDraft {
  answers: AnswerMap;
  others: OtherAnswers;
  /** A session guide's: the shared content's version the draft was typed on (to tell whether the partner wrote since). */
  baseVersion?: number;
}

const keyOf = (invitationId: string) => `enlaza_answer_draft:${invitationId}`;

export function readDraft(invitationId: string): AnswerDraft | null {
  try {
    const raw = window.localStorage.getItem(keyOf(invitationId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<AnswerDraft>;
    if (!parsed || typeof parsed.answers !== 'object' || parsed.answers === null) return null;
    return {
      answers: parsed.answers,
      others: parsed.others ?? {},
      ...(typeof parsed.baseVersion === 'number' ? { baseVersion: parsed.baseVersion } : {}),
    };
  } catch {
    // Storage blocked (private mode) or a damaged entry: start from the server's answers.
    return null;
  }
}

export function writeDraft(invitationId: string, draft: AnswerDraft): void {
  try {
    window.localStorage.setItem(keyOf(invitationId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the server copy (a second later) still keeps the answers.
  }
}

export function clearDraft(invitationId: string): void {
  try {
    window.localStorage.removeItem(keyOf(invitationId));
  } catch {
    // Nothing to clear.
  }
}

import type { Brand } from '../brands';
import { escapeHtml } from '../html';
import type { MailMessage } from '../../plugins/mail';
import { fillLayout } from './layout';

/** A mail's greeting: by first name when there is one. */
export const greetingOf = (name: string | null | undefined) => (name ? `Hola ${name}:` : 'Hola:');

export interface MailContent {
  brand: Brand;
  to: string;
  subject: string;
  /** Who it greets (first name; none greets without a name). */
  name: string | null | undefined;
  /** What the mail says, before its action; in the text they follow each other line by line. */
  intro: readonly string[];
  /**
   * The one thing to do: a button in the HTML, the lead and the address on lines of their own in the text
   * (where people copy it from).
   */
  action?: { lead: string; label: string; url: string };
  /** Paragraphs after the action (how long a link lasts, what to do if it was not you). */
  after?: readonly string[];
  calendar?: MailMessage['calendar'];
}

const paragraphs = (lines: readonly string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');

/**
 * Every mail of the platform: the same words as text and as HTML in the brand's layout (lib/mails/layout.ts),
 * greeting first and "El equipo de {marca}" last.
 */
export function composeMail(content: MailContent): MailMessage {
  const { brand, to, subject, intro, action, after = [], calendar } = content;
  const greeting = greetingOf(content.name);
  const signature = `El equipo de ${brand.name}`;
  const text = [
    greeting,
    '',
    ...intro,
    ...(action ? [action.lead, action.url] : []),
    ...after.flatMap((paragraph) => ['', paragraph]),
    '',
    signature,
  ].join('\n');
  const closing = [...after, signature];
  const html = fillLayout(brand.id, action !== undefined, {
    SUBJECT: escapeHtml(subject),
    PREVIEW: escapeHtml(intro[0] ?? subject),
    BEFORE: paragraphs(action ? [greeting, ...intro] : [greeting, ...intro, ...closing]),
    ACTION_URL: action ? escapeHtml(action.url) : '',
    ACTION_LABEL: action ? escapeHtml(action.label) : '',
    AFTER: action ? paragraphs(closing) : '',
    SUPPORT: escapeHtml(brand.supportEmail),
    URL: escapeHtml(brand.url),
  });
  return { from: brand.mailFrom, to, subject, text, html, ...(calendar ? { calendar } : {}) };
}

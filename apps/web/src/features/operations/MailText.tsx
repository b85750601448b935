import type { ReactNode } from 'react';

/** Web addresses in a mail's text, up to the first space or a character that cannot be part of one. */
const WEB_ADDRESS = /https?:\/\/[^\s<>"'`]+/gi;
/** Sentence punctuation right after an address ends the sentence, not the address. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;
/** The outbox shows a delivered mail's links with their tokens cut to '…': such a link leads nowhere. */
const REDACTED = '…';

/** The address a link may point at: http(s) only, never a redacted one. */
function followableHref(address: string): URL | null {
  if (address.includes(REDACTED) || !URL.canParse(address)) return null;
  const url = new URL(address);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

/**
 * A mail's plain text with its web addresses as links, so that a mail that never left the outbox (no mail server)
 * can still be followed: an invitation or a password-recovery link. Links to this site open here; others in a new
 * tab that cannot reach back to this one.
 */
export function MailText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let shownUpTo = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const address = match[0].replace(TRAILING_PUNCTUATION, '');
    const url = followableHref(address);
    if (!url) continue;
    parts.push(text.slice(shownUpTo, match.index));
    const external = url.origin !== window.location.origin;
    parts.push(
      <a key={match.index} href={url.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {address}
      </a>,
    );
    shownUpTo = match.index + address.length;
  }
  parts.push(text.slice(shownUpTo));
  return <>{parts}</>;
}

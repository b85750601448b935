import { oidcMessageSchema, type OidcMessage, type OidcProvider } from '@enlaza/contract';
import { API_BASE } from '../../lib/api';

const POPUP_SIZE = 600;

/** Opens the provider's sign-in on the API in a 600x600 pop-up; null when the browser blocked it. */
export function openOidcPopup(provider: OidcProvider): Window | null {
  const url = `${API_BASE}/auth/${provider}?origin=${encodeURIComponent(window.location.origin)}`;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_SIZE) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_SIZE) / 2));
  // No 'noopener': the pop-up answers through window.opener.
  return window.open(
    url,
    `enlaza-${provider}`,
    `width=${POPUP_SIZE},height=${POPUP_SIZE},left=${left},top=${top},menubar=no,toolbar=no,status=no`,
  );
}

/** The pop-up's answer, if this message really is one: sent from the API origin and shaped as the contract says. */
export function readOidcMessage(event: Pick<MessageEvent, 'origin' | 'data'>, apiOrigin: string): OidcMessage | null {
  if (event.origin !== apiOrigin) return null;
  const parsed = oidcMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

import { randomBytes } from 'node:crypto';
import type { OidcMessage } from '@enlaza/contract';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../lib/html';

/**
 * The last page of the identity-provider pop-up: it hands the result to the window that opened it, only at the
 * web origin that asked, and closes. Without an opener (the page opened by hand) it just shows the message.
 */
export function sendPopupPage(reply: FastifyReply, input: { message: OidcMessage; targetOrigin: string | null }) {
  const nonce = randomBytes(16).toString('base64');
  const text =
    input.message.status === 'success' ? 'Ingreso exitoso. Puedes cerrar esta ventana.' : input.message.message;
  // JSON inside a script element: escape '<' so the payload can never close the element.
  const payload = JSON.stringify({ message: input.message, targetOrigin: input.targetOrigin }).replace(/</g, '\\u003c');
  const html = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><title>Ingreso</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;color:#1f1f1f;padding:1rem;text-align:center}</style>
</head>
<body>
<p role="status">${escapeHtml(text)}</p>
<script type="application/json" id="enlaza-auth-result">${payload}</script>
<script nonce="${nonce}">
(function () {
  var data = JSON.parse(document.getElementById('enlaza-auth-result').textContent);
  if (window.opener && data.targetOrigin) {
    window.opener.postMessage(data.message, data.targetOrigin);
    if (data.message.status === 'success') window.close();
  }
})();
</script>
</body>
</html>`;
  return reply
    .code(200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('cross-origin-opener-policy', 'unsafe-none')
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; frame-ancestors 'none'`,
    )
    .send(html);
}

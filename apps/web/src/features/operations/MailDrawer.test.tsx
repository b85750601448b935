import type { OutboxMailDetail } from '@enlaza/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MailDrawer } from './MailDrawer';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const recoveryLink = `${window.location.origin}/password-recovery/new-password?usertoken=Zm9vYmFyYmF6cXV4`;
const otherBrandLink = 'http://mentorup.localhost:3000/confirm-invitation?token=abc.def-ghi';
const mail: OutboxMailDetail = {
  id: '0b8f6a52-5d1c-4a57-9a43-3c2d2f9e7a10',
  toAddress: 'camila@example.com',
  fromAddress: 'Enlaza <no-responder@enlaza.test>',
  subject: 'Recupera tu contraseña de Enlaza',
  status: 'queued',
  attempts: 0,
  error: null,
  createdAt: '2026-03-02T13:00:00.000Z',
  sentAt: null,
  htmlBody: null,
  calendar: null,
  textBody: [
    'Hola Camila:',
    `Para elegir una nueva contraseña abre este enlace: ${recoveryLink}.`,
    `Tu invitación a MentorUp: ${otherBrandLink}`,
    '(Preguntas frecuentes: https://ayuda.example.com/faq).',
    'Nada de esto es un enlace: javascript:alert(1), ftp://archivos.example.com/x, http://localhost/sin-token/…?…',
  ].join('\n'),
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    new URL(String(input), 'http://localhost').pathname === `/api/admin/outbox/${mail.id}`
      ? json(200, mail)
      : json(404, { error: { type: 'not_found', message: 'No encontrado' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('MailDrawer', () => {
  it('makes the http(s) addresses of the text links: this site in the same tab, others in a new one', async () => {
    renderWithProviders(<MailDrawer mailId={mail.id} onClose={vi.fn()} />);
    const drawer = await screen.findByRole('dialog');
    const recovery = await within(drawer).findByRole('link', { name: recoveryLink });
    expect(recovery).toHaveAttribute('href', recoveryLink);
    expect(recovery).not.toHaveAttribute('target');

    const invitation = within(drawer).getByRole('link', { name: otherBrandLink });
    expect(invitation).toHaveAttribute('href', otherBrandLink);
    expect(invitation).toHaveAttribute('target', '_blank');
    expect(invitation).toHaveAttribute('rel', 'noopener noreferrer');

    // The sentence's closing punctuation stays text.
    expect(within(drawer).getByRole('link', { name: 'https://ayuda.example.com/faq' })).toHaveAttribute(
      'href',
      'https://ayuda.example.com/faq',
    );
    // Nothing else is a link: no other scheme, and no address whose token the server cut out.
    expect(within(drawer).getAllByRole('link')).toHaveLength(3);
    expect(within(drawer).getByLabelText('Texto del correo')).toHaveTextContent(mail.textBody, {
      normalizeWhitespace: false,
    });
  });

  it('says when the mail carries a calendar invitation', async () => {
    const invitation: OutboxMailDetail = {
      ...mail,
      subject: 'Tu sesión fue agendada',
      calendar: { method: 'REQUEST', filename: 'invitacion.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' },
    };
    fetchMock.mockImplementation(async () => json(200, invitation));
    renderWithProviders(<MailDrawer mailId={mail.id} onClose={vi.fn()} />);
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Invitación')).toBeInTheDocument();
    expect(within(drawer).getByText('invitacion.ics')).toBeInTheDocument();
  });
});

import type { OutboxList, OutboxMailDetail } from '@enlaza/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppFooter } from '../../app/layouts/AppFooter';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MailPreviewPage } from './MailPreviewPage';

/** Whether the server says its outbox is public, per test. */
const served = vi.hoisted(() => ({ mailPreview: true }));
vi.mock('../../app/publicConfig', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../app/publicConfig')>();
  return {
    ...actual,
    publicConfig: new Proxy(actual.publicConfig, {
      get: (target, key) => (key === 'mailPreview' ? served.mailPreview : target[key as keyof typeof target]),
    }),
  };
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const invitationLink = `${window.location.origin}/process_invitation/student?usertoken=aW52aXRhY2lvbg&processId=p1`;
const invitation = {
  id: '0b8f6a52-5d1c-4a57-9a43-3c2d2f9e7a10',
  toAddress: 'mentee@enlaza.test',
  subject: 'Tienes una invitación',
  status: 'queued' as const,
  attempts: 0,
  error: null,
  createdAt: '2026-03-02T13:00:00.000Z',
  sentAt: null,
};
const failed = {
  ...invitation,
  id: '7d3c1b0e-2f4a-4c6b-8e9d-1a2b3c4d5e6f',
  toAddress: 'mentora@enlaza.test',
  subject: 'Recupera tu contraseña de Enlaza',
  status: 'failed' as const,
  attempts: 6,
  error: 'connect ECONNREFUSED 127.0.0.1:9',
};
const outbox: OutboxList = {
  docs: [invitation, failed],
  totalDocs: 2,
  page: 1,
  limit: 10,
  counts: { queued: 1, sent: 0, failed: 1 },
  smtpConfigured: false,
};
const invitationMail: OutboxMailDetail = {
  ...invitation,
  fromAddress: 'Enlaza <no-responder@enlaza.test>',
  htmlBody: null,
  calendar: null,
  textBody: `Hola:\nConfirma tu participación aquí: ${invitationLink}\nEl equipo de Enlaza`,
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  served.mailPreview = true;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    if (pathname === '/api/mail-preview') return json(200, outbox);
    if (pathname === `/api/mail-preview/${invitation.id}`) return json(200, invitationMail);
    return json(404, { error: { type: 'not_found', message: 'No encontrado' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const requestedPaths = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

describe("'Correos enviados' (/correos)", () => {
  it('lists the outbox from the public preview and opens a mail with its link clickable, read-only', async () => {
    renderWithProviders(<MailPreviewPage />, { path: '/correos' });

    expect(screen.getByRole('heading', { level: 1, name: 'Correos enviados' })).toBeInTheDocument();
    const row = (await screen.findByText('mentee@enlaza.test')).closest('tr')!;
    expect(within(row).getByText('Tienes una invitación')).toBeInTheDocument();
    expect(within(row).getByText('En cola')).toBeInTheDocument();
    expect(within(row).getByText('02/03/2026 10:00')).toBeInTheDocument();
    // Retrying is the admins' (under 'Correos y tareas'), not this page's.
    expect(screen.getByText('mentora@enlaza.test')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reintentar/ })).not.toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Ver correo a mentee@enlaza.test' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('link', { name: invitationLink })).toHaveAttribute('href', invitationLink);
    expect(requestedPaths()).toEqual(
      expect.arrayContaining(['/api/mail-preview', `/api/mail-preview/${invitation.id}`]),
    );
    expect(requestedPaths().some((path) => path.startsWith('/api/admin/'))).toBe(false);
  });

  it('says it is not available, and asks nothing, where the server keeps its outbox private', async () => {
    served.mailPreview = false;
    renderWithProviders(<MailPreviewPage />, { path: '/correos' });

    expect(screen.getByText('Esta página no está disponible')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("the footer's link to 'Correos enviados'", () => {
  it('is there, on every layout, when the server has the mail preview on', () => {
    renderWithProviders(<AppFooter />);
    expect(screen.getByRole('link', { name: 'Correos enviados' })).toHaveAttribute('href', '/correos');
  });

  it('is not there otherwise', () => {
    served.mailPreview = false;
    renderWithProviders(<AppFooter />);
    expect(screen.queryByRole('link', { name: 'Correos enviados' })).not.toBeInTheDocument();
  });
});

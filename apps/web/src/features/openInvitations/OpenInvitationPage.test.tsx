import type { OpenInvitationResponse, Role } from '@enlaza/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../lib/auth/tokenStorage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { OpenInvitationPage } from './OpenInvitationPage';

vi.mock('qrcode', () => ({
  default: { toDataURL: async (text: string) => `data:image/png;base64,${btoa(text)}` },
}));

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An access token the UI can read (the UI never verifies signatures; the server does). */
function accessToken(role: Role): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ userId: 'u1', role, roles: [role], sid: 's1' })}.firma`;
}

const ID = '66666666-6666-4666-8666-666666666666';
const QUESTIONARY_ID = '11111111-1111-4111-8111-111111111111';

const invitation = (count: number): OpenInvitationResponse => ({
  invitation: {
    invitationId: ID,
    status: 'OPEN',
    acceptsAnswers: true,
    questionaryId: QUESTIONARY_ID,
    questionaryName: 'Feedback de taller',
    questionaryType: 'WORKSHOP_FEEDBACK',
    userRole: 'STUDENT',
    entitySubType: 'Taller de marzo',
    eventType: 'WORKSHOP',
    workshopId: 'w1',
    workshopType: 'PROCESS',
    methodology: 'ON_SITE',
    clientId: 'c1',
    coachId: 'co1',
    processId: 'p1',
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
  },
  amountOfCompletedInvitations: count,
  eventMetadata: {
    eventType: 'WORKSHOP',
    eventTypeLabel: 'Taller',
    workshop: { id: 'w1', name: 'Negociación salarial' },
    workshopType: 'PROCESS',
    workshopTypeLabel: 'Proceso',
    methodology: 'ON_SITE',
    methodologyLabel: 'Presencial',
    client: { id: 'c1', name: 'Compañía Demo' },
    coach: { id: 'co1', name: 'Carolina', lastName: 'Fuentes', email: 'carolina@coaches.test' },
    process: { id: 'p1', name: 'Mentoría 2026' },
    createdBy: { id: 'u1', name: 'Andrea', lastName: 'Rojas' },
  },
});

const fetchMock = vi.fn<typeof fetch>();
const writeText = vi.fn<(text: string) => Promise<void>>();
let answers = 2;
let exported = 0;
/** The export answers only when the test lets it, so the 'downloading' notice can be seen while it lasts. */
let releaseExport: () => void = () => {};

beforeEach(() => {
  answers = 2;
  exported = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === `/api/questionary-invitations/open/${ID}`) return json(200, invitation(answers));
    if (path === `/api/answers/open/${ID}/export`) {
      exported += 1;
      await new Promise<void>((resolve) => {
        releaseExport = resolve;
      });
      return new Response('xlsx', { status: 200 });
    }
    return json(404, { error: { type: 'not_found', message: 'No encontrado' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  URL.createObjectURL = vi.fn(() => 'blob:respuestas');
  URL.revokeObjectURL = vi.fn();
  localStorage.setItem(ACCESS_TOKEN_KEY, accessToken('ADMIN'));
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
});
afterEach(() => vi.unstubAllGlobals());

vi.setConfig({ testTimeout: 20_000 });

const renderPage = () =>
  renderWithProviders(<OpenInvitationPage />, {
    path: '/admin/open-invitation/:invitationId',
    url: `/admin/open-invitation/${ID}`,
  });

describe('OpenInvitationPage', () => {
  it('shows the answer count, the role, and the link to share with its QR code', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Taller de marzo' })).toBeInTheDocument();
    expect(screen.getByText('Respuestas')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(screen.getByText('Mentee')).toBeInTheDocument();
    const link = `${window.location.origin}/answer/${ID}`;
    expect(screen.getByRole('textbox', { name: 'Enlace para responder' })).toHaveValue(link);
    const qr = await screen.findByRole('img', { name: 'Código QR del enlace para responder Taller de marzo' });
    expect(qr).toHaveAttribute('src', `data:image/png;base64,${btoa(link)}`);
    expect(screen.getByRole('link', { name: /Descargar código QR/ })).toHaveAttribute(
      'download',
      'QR-Taller de marzo.png',
    );
    expect(screen.getByRole('link', { name: /Ver cuestionario/ })).toHaveAttribute(
      'href',
      `/questionary/${QUESTIONARY_ID}`,
    );
  });

  it("copies the link and says so: 'Enlace copiado'", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Copiar enlace/ }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/answer/${ID}`);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Enlace copiado'));
  });

  it("shows the workshop's data under 'Ver información extra'", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Ver información extra/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Información extra' });
    const row = (label: string) => within(drawer).getByText(label, { selector: 'th, th *' }).closest('tr');
    expect(row('Taller')).toHaveTextContent('Negociación salarial');
    expect(row('Tipo de taller')).toHaveTextContent('Proceso');
    expect(row('Metodología')).toHaveTextContent('Presencial');
    expect(row('Cliente')).toHaveTextContent('Compañía Demo');
    expect(row('Coach')).toHaveTextContent('Carolina Fuentes (carolina@coaches.test)');
    expect(row('Proceso')).toHaveTextContent('Mentoría 2026');
  });

  it("downloads the answers with the notices 'Descargando respuestas' and 'Respuestas descargadas'", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Descargar respuestas/ }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Descargando respuestas'));
    await waitFor(() => expect(document.querySelector('.ant-message')).toHaveTextContent('Descargando respuestas'));
    releaseExport();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Respuestas descargadas'));
    // The live region is updated at once; antd swaps its toast on its own next frame.
    await waitFor(() => expect(document.querySelector('.ant-message')).toHaveTextContent('Respuestas descargadas'));
    expect(exported).toBe(1);
  });

  it('asks for the count again when the window comes back into view', async () => {
    renderPage();
    expect(await screen.findByText('2')).toBeInTheDocument();
    answers = 5;
    window.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByText('5')).toBeInTheDocument();
  });

  it('does not offer the answers to anyone but an admin', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, accessToken('COMPANY_ADMIN'));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Taller de marzo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Descargar respuestas/ })).not.toBeInTheDocument();
  });
});

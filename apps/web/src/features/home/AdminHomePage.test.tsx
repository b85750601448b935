import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../lib/auth/tokenStorage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AdminHomePage } from './AdminHomePage';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An access token the UI can read (the UI never verifies signatures; the server does). */
function accessToken(): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ userId: 'u1', role: 'ADMIN', roles: ['ADMIN'], sid: 's1' })}.firma`;
}

const notification = (id: string, title: string, seen: boolean) => ({
  notificationId: id,
  type: 'PROCESS_INVITATION_ACCEPTED',
  title,
  body: 'Participará como mentee.',
  entityId: 'p1',
  entityType: 'PROCESS',
  link: '/admin/processes/draft/p1',
  seen,
  createdAt: '2026-03-01T12:00:00.000Z',
});

const me = {
  id: 'u1',
  email: 'andrea@example.com',
  name: 'Andrea',
  lastName: 'Admin',
  roles: ['ADMIN'],
  role: 'ADMIN',
  clientId: null,
  clientName: null,
  isMentor: false,
  isEntrepreneur: false,
  hasPassword: true,
};

const fetchMock = vi.fn<typeof fetch>();
let docs: ReturnType<typeof notification>[] = [];
beforeEach(() => {
  docs = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/users/me') return json(200, me);
    if (url === '/api/notifications?page=1') return json(200, { docs, totalDocs: docs.length, page: 1, limit: 10 });
    if (url === '/api/notifications/markSeen' && init?.method === 'PUT') return json(200, { updated: 1 });
    return json(404, { error: { message: 'no', type: 'not_found' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(ACCESS_TOKEN_KEY, accessToken());
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderHome = () => renderWithProviders(<AdminHomePage />, { path: '*', url: '/admin/home' });

describe('AdminHomePage: notifications panel', () => {
  it("shows the admin's latest notifications, at most five, and opens one where it leads", async () => {
    docs = Array.from({ length: 7 }, (_, i) =>
      notification(`n${7 - i}`, `Persona ${7 - i} aceptó la invitación a Mentoría`, i > 0),
    );
    const { router } = renderHome();
    const panel = await screen.findByRole('region', { name: 'Notificaciones' });
    const first = await within(panel).findByRole('button', { name: /Persona 7 aceptó la invitación a Mentoría/ });
    expect(within(panel).getAllByRole('button')).toHaveLength(5);
    expect(within(panel).queryByText(/Persona 2 aceptó/)).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Ver todas' })).toHaveAttribute('href', '/notifications');
    expect(screen.queryByText('Ejemplos')).not.toBeInTheDocument();

    await userEvent.click(first);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/processes/draft/p1'));
    const markSeen = fetchMock.mock.calls.find(([input]) => String(input) === '/api/notifications/markSeen')!;
    expect(JSON.parse(String(markSeen[1]?.body))).toEqual({ notificationId: 'n7' });
  });

  it('says there are none when the admin has no notification', async () => {
    renderHome();
    const panel = await screen.findByRole('region', { name: 'Notificaciones' });
    expect(await within(panel).findByText('No tienes notificaciones')).toBeInTheDocument();
    expect(screen.queryByText('Ejemplos')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../lib/auth/tokenStorage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AdminHomePage } from './AdminHomePage';
import { userProfileOf } from '../../test/fixtures';

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

const me = userProfileOf({
  id: 'u1',
  email: 'andrea@example.com',
  name: 'Andrea',
  lastName: 'Admin',
  roles: ['ADMIN'],
  role: 'ADMIN',
  isMentor: false,
  isEntrepreneur: false,
});

const PROCESS_ID = '7f1c1a52-3c1e-4c49-9a8e-1d2b3c4d5e6f';
const event = (n: number, name: string, eventDate: string) => ({
  eventId: `00000000-0000-4000-8000-00000000000${n}`,
  name,
  eventDate,
  process: { processId: PROCESS_ID, name: 'Mentoría Andes', status: 'IN_PROGRESS', serviceType: ['MENTORING'] },
});

const fetchMock = vi.fn<typeof fetch>();
let docs: ReturnType<typeof notification>[] = [];
let events: ReturnType<typeof event>[] = [];
beforeEach(() => {
  docs = [];
  events = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/users/me') return json(200, me);
    if (url === '/api/notifications?page=1') return json(200, { docs, totalDocs: docs.length, page: 1, limit: 10 });
    if (url === '/api/events/timeline?limit=10') return json(200, events);
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

describe('AdminHomePage: the timeline', () => {
  it("merges the admin's notifications and the processes' events by date, ten at most, each opening where it leads", async () => {
    docs = Array.from({ length: 10 }, (_, i) => ({
      ...notification(`n${i}`, `Persona ${i} aceptó la invitación a Mentoría`, i !== 9),
      createdAt: `2026-03-${String(10 + i).padStart(2, '0')}T12:00:00.000Z`,
    }));
    events = [
      event(1, 'Cierre del programa', '2099-01-15T15:00:00.000Z'),
      event(2, 'Kickoff', '2026-03-15T15:00:00.000Z'),
      event(3, 'Taller antiguo', '2020-01-01T15:00:00.000Z'),
    ];
    const { router } = renderHome();
    const panel = await screen.findByRole('region', { name: 'Actividad reciente' });
    const upcoming = await within(panel).findByRole('link', { name: 'Próximo evento: Cierre del programa' });
    expect(upcoming).toHaveAttribute('href', `/admin/processes/in_progress/${PROCESS_ID}`);
    expect(within(panel).getByRole('link', { name: 'Evento: Kickoff' })).toBeInTheDocument();
    // Ten entries, latest first: the upcoming event, the nine latest notifications... and Kickoff among them.
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('Cierre del programa');
    expect(items[1]).toHaveTextContent('Persona 9');
    expect(within(panel).queryByText(/Taller antiguo/)).not.toBeInTheDocument();
    expect(within(panel).queryByText(/Persona 0 aceptó/)).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Ver notificaciones' })).toHaveAttribute('href', '/notifications');

    await userEvent.click(within(panel).getByRole('button', { name: /Persona 9 aceptó la invitación a Mentoría/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/processes/draft/p1'));
    const markSeen = fetchMock.mock.calls.find(([input]) => String(input) === '/api/notifications/markSeen')!;
    expect(JSON.parse(String(markSeen[1]?.body))).toEqual({ notificationId: 'n9' });
  });

  it('says there is nothing yet when the admin has no notification and no process has events', async () => {
    renderHome();
    const panel = await screen.findByRole('region', { name: 'Actividad reciente' });
    expect(
      await within(panel).findByText('No tienes notificaciones ni hay eventos cercanos en los procesos'),
    ).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../lib/auth/tokenStorage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { NotificationBell } from './NotificationBell';

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
  type: 'CLIENT_CREATED',
  title,
  body: '',
  entityId: null,
  entityType: null,
  link: `/admin/clients/${id}`,
  seen,
  createdAt: '2026-03-01T12:00:00.000Z',
});

const fetchMock = vi.fn<typeof fetch>();
let unread = 2;
beforeEach(() => {
  unread = 2;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/notifications/unread-count') return json(200, { count: unread });
    if (url === '/api/notifications?page=1')
      return json(200, {
        docs: [notification('n2', 'Nuevo cliente: Beta', false), notification('n1', 'Nuevo cliente: Alfa', true)],
        totalDocs: 2,
        page: 1,
        limit: 10,
      });
    if (url === '/api/notifications/markSeen' && init?.method === 'PUT') {
      unread -= 1;
      return json(200, { updated: 1 });
    }
    return json(201, null);
  });
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(ACCESS_TOKEN_KEY, accessToken());
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationBell', () => {
  it('shows the unread count; opening a notification marks it seen, goes to its link and the count goes down', async () => {
    const { router } = renderWithProviders(<NotificationBell />, { path: '*', url: '/admin/home' });
    const bell = screen.getByRole('button', { name: 'Notificaciones' });
    await waitFor(() => expect(bell.querySelector('.ant-badge-count')).toHaveAttribute('title', '2 sin leer'));

    await userEvent.click(bell);
    const item = await screen.findByRole('button', { name: /Nuevo cliente: Beta/ });
    expect(screen.getByRole('link', { name: 'Ver todas' })).toHaveAttribute('href', '/notifications');
    await userEvent.click(item);

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/clients/n2'));
    const markSeen = fetchMock.mock.calls.find(([url]) => String(url) === '/api/notifications/markSeen');
    expect(JSON.parse(String(markSeen?.[1]?.body))).toEqual({ notificationId: 'n2' });
    await waitFor(() => expect(bell.querySelector('.ant-badge-count')).toHaveAttribute('title', '1 sin leer'));
  });

  it('does not mark an already seen notification again', async () => {
    renderWithProviders(<NotificationBell />, { path: '*', url: '/admin/home' });
    await userEvent.click(screen.getByRole('button', { name: 'Notificaciones' }));
    await userEvent.click(await screen.findByRole('button', { name: /Nuevo cliente: Alfa/ }));
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/notifications/markSeen')).toBe(false);
  });

  it('shows nothing without a session', () => {
    localStorage.clear();
    const { container } = renderWithProviders(<NotificationBell />);
    expect(within(container).queryByRole('button', { name: 'Notificaciones' })).toBeNull();
  });
});

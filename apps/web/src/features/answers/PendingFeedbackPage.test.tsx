import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../lib/auth/tokenStorage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PendingFeedbackPage } from './PendingFeedbackPage';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
/** An access token the UI can read (the UI never verifies signatures; the server does). */
function accessToken(): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ userId: 'u1', role: 'USER', roles: ['USER'], sid: 's1' })}.firma`;
}
const feedback = (invitationId: string, sessionNumber: number) => ({
  invitationId,
  processId: '22222222-2222-4222-8222-222222222222',
  processName: 'Compañía Demo - Mentoría - 2026',
  pairId: '33333333-3333-4333-8333-333333333333',
  sessionNumber,
});
const FIRST = '11111111-1111-4111-8111-111111111111';
const SECOND = '44444444-4444-4444-8444-444444444444';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderWithProviders(<PendingFeedbackPage />, {
    path: '/feedback/user',
    otherRoutes: [{ path: '/answer/:invitationId', element: <h1>Respondiendo</h1> }],
  });
const signIn = () => {
  localStorage.setItem(ACCESS_TOKEN_KEY, accessToken());
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
};
const pendingWith = (pendingFeedbacks: unknown[]) =>
  fetchMock.mockImplementation(async () => json(200, { notScheduledSessions: [], pendingFeedbacks, pendingMdis: [] }));

describe('PendingFeedbackPage', () => {
  it('asks someone signed out to sign in and come back', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Evalúa tus sesiones' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/feedback/user')}`,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the sessions to evaluate with their links', async () => {
    signIn();
    pendingWith([feedback(FIRST, 1), feedback(SECOND, 2)]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Sesiones por evaluar' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Evaluar sesión' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([`/answer/${FIRST}`, `/answer/${SECOND}`]);
    expect(screen.getByText('Sesión 2')).toBeInTheDocument();
  });

  it('opens the only pending evaluation directly', async () => {
    signIn();
    pendingWith([feedback(FIRST, 3)]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Respondiendo' })).toBeInTheDocument();
  });

  it('says when nothing is left to evaluate', async () => {
    signIn();
    pendingWith([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No tienes sesiones por evaluar' })).toBeInTheDocument();
  });
});

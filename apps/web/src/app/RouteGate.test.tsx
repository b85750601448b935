import type { Role } from '@enlaza/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../lib/auth/tokenStorage';
import { userProfileOf } from '../test/fixtures';
import { AppProviders } from './AppProviders';
import { brands } from './brand';
import { createQueryClient } from './queryClient';
import { appRoutes } from './router';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An access token as the app reads it (the signature is the server's business). */
function accessToken(role: Role, roles: Role[] = [role]) {
  return `${base64url({ alg: 'HS256' })}.${base64url({ userId: 'u-1', role, roles, sid: 's-1' })}.signature`;
}

/** GET /users/me answers the whole profile: the header's name, the route gate and /user_profile read it. */
const camila = userProfileOf({
  id: 'u-1',
  email: 'mentee@enlaza.test',
  name: 'Camila',
  lastName: 'González',
  roles: ['USER'],
  role: 'USER',
  isMentor: false,
  isEntrepreneur: false,
});

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderApp(url: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  render(
    <AppProviders brand={brands.enlaza} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const currentUrl = (router: ReturnType<typeof renderApp>) =>
  router.state.location.pathname + router.state.location.search;

describe('the route gate in the router', () => {
  it('sends a signed-out visitor of a member page to the login, keeping where they were', async () => {
    const router = renderApp('/user_profile?tab=1');
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/login?next=%2Fuser_profile%3Ftab%3D1');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the route progress bar at once while the next screen loads', async () => {
    const router = renderApp('/login');
    await screen.findByRole('button', { name: 'Iniciar sesión' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => void router.navigate('/password-recovery'));
    expect(screen.getByRole('progressbar', { name: 'Cargando página' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(currentUrl(router)).toBe('/password-recovery');
  });

  it('sends unknown paths to the login', async () => {
    const router = renderApp('/admin/no-existe');
    await screen.findByRole('button', { name: 'Iniciar sesión' });
    expect(currentUrl(router)).toBe('/login');
  });

  it('keeps a member out of the admin area and greets them on their home', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, accessToken('USER'));
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(camila), { status: 200 }));

    const router = renderApp('/admin/home');

    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Camila' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/home');
    expect(screen.getByText('mentee')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Menú de usuario/ })).toBeInTheDocument();
  });

  it('sends a signed-in user from the login to the safe next page', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, accessToken('USER'));
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(camila), { status: 200 }));

    const router = renderApp(`/login?next=${encodeURIComponent('/user_profile')}`);

    await waitFor(() => expect(currentUrl(router)).toBe('/user_profile'));
    expect(await screen.findByText('mentee@enlaza.test')).toBeInTheDocument();
  });
});

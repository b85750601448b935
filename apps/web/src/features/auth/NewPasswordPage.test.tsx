import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../lib/auth/tokenStorage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { NewPasswordPage } from './NewPasswordPage';
import { userProfileOf } from '../../test/fixtures';

const userId = '00000000-0000-4000-8000-000000000001';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An access token the UI can read (the UI never verifies signatures; the server does). */
function accessToken(): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ userId, role: 'USER', roles: ['USER'], sid: 's1' })}.firma`;
}

const me = (hasPassword: boolean) =>
  userProfileOf({ id: userId, email: 'rocio@example.com', name: 'Rocío', lastName: 'Vidal', hasPassword });

interface Call {
  url: string;
  authorization: string | null;
  body: unknown;
}
const calls: Call[] = [];
let hasPassword = true;

beforeEach(() => {
  calls.length = 0;
  hasPassword = true;
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      calls.push({
        url,
        authorization: new Headers(init?.headers).get('Authorization'),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      if (url === '/api/users/me') return json(200, me(hasPassword));
      if (url === '/api/auth/resetPassword/') return json(200, { message: 'Contraseña actualizada correctamente' });
      return json(404, { error: { message: 'No encontrado', type: 'not_found' } });
    }),
  );
});

// antd's forms are slow to drive in jsdom.
vi.setConfig({ testTimeout: 20_000 });

const renderPage = (url = '/password-recovery/new-password') =>
  renderWithProviders(<NewPasswordPage />, { path: '/password-recovery/new-password', url });

async function choose(password: string) {
  await userEvent.type(screen.getByLabelText('Nueva contraseña'), password);
  await userEvent.type(screen.getByLabelText('Repetir contraseña'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
}

const resetCall = () => calls.find((call) => call.url === '/api/auth/resetPassword/');

describe('the new-password page', () => {
  it('signed in, asks for the current password and sends it with the session', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, accessToken());
    renderPage();
    await choose('OtraClave-2026');
    expect(
      await screen.findByText('Ingresa tu contraseña actual para cambiar tu email o tu contraseña'),
    ).toBeInTheDocument();
    expect(resetCall()).toBeUndefined();

    await userEvent.type(screen.getByLabelText('Contraseña actual'), 'MiClave-2025');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Tu contraseña fue actualizada')).toBeInTheDocument();
    expect(resetCall()).toMatchObject({
      authorization: `Bearer ${accessToken()}`,
      body: { password: 'OtraClave-2026', passwordConfirmation: 'OtraClave-2026', currentPassword: 'MiClave-2025' },
    });
  });

  it('signed in without a password (identity provider), sets the first one without asking for one', async () => {
    hasPassword = false;
    localStorage.setItem(ACCESS_TOKEN_KEY, accessToken());
    renderPage();
    await waitFor(() => expect(screen.queryByLabelText('Contraseña actual')).not.toBeInTheDocument());
    await choose('PrimeraClave-2026');
    expect(await screen.findByText('Tu contraseña fue actualizada')).toBeInTheDocument();
    expect(resetCall()?.body).toEqual({ password: 'PrimeraClave-2026', passwordConfirmation: 'PrimeraClave-2026' });
  });

  it('from the mail link, needs only the new password', async () => {
    renderPage('/password-recovery/new-password?usertoken=del-correo');
    expect(screen.queryByLabelText('Contraseña actual')).not.toBeInTheDocument();
    await choose('OtraClave-2026');
    expect(await screen.findByText('Tu contraseña fue actualizada')).toBeInTheDocument();
    expect(resetCall()).toMatchObject({ authorization: 'Bearer del-correo' });
    expect(resetCall()?.body).not.toHaveProperty('currentPassword');
  });
});

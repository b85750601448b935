import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brands } from '../../app/brand';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../lib/auth/tokenStorage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { LoginPage } from './LoginPage';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The identity providers the server says it has settings for, per test. */
const oidcProviders = vi.hoisted(() => ({ google: true, microsoft: true }));
vi.mock('../../app/publicConfig', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../app/publicConfig')>();
  return { ...actual, publicConfig: { ...actual.publicConfig, oidcProviders } };
});

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  Object.assign(oidcProviders, { google: true, microsoft: true });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderLogin(brand = brands.enlaza) {
  return renderWithProviders(<LoginPage />, { brand, path: '/login' });
}

describe('LoginPage', () => {
  it('asks for both fields before sending anything', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    // Each field shows its message once its own check ends: wait for both.
    await waitFor(() => expect(screen.getAllByText('Complete este campo')).toHaveLength(2));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears the message of a field once it is filled', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await screen.findAllByText('Complete este campo');

    await userEvent.type(screen.getByLabelText('Contraseña'), 'secreta123');

    await waitFor(() => expect(screen.getAllByText('Complete este campo')).toHaveLength(1));
  });

  it('lowercases the email as it is typed', async () => {
    renderLogin();
    const email = screen.getByLabelText('Email');
    await userEvent.type(email, 'Ana.Perez@Ejemplo.CL');
    expect(email).toHaveValue('ana.perez@ejemplo.cl');
  });

  it('signs in with the lowercased email and the brand flag, and stores both tokens', async () => {
    fetchMock.mockResolvedValue(json(200, { accessToken: 'access-1', refreshToken: 'refresh-1' }));
    renderLogin(brands.mentorup);

    await userEvent.type(screen.getByLabelText('Email'), 'ANA@EJEMPLO.CL');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Secreta123');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    await waitFor(() => expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-1'));
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'ana@ejemplo.cl',
      password: 'Secreta123',
      isMentorup: true,
    });
  });

  it("shows the server's Spanish message when the credentials are wrong", async () => {
    fetchMock.mockResolvedValue(
      json(401, { error: { message: 'Email o contraseña incorrectas', type: 'auth_failed' } }),
    );
    renderLogin();

    await userEvent.type(screen.getByLabelText('Email'), 'ana@ejemplo.cl');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'equivocada');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Email o contraseña incorrectas');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it("says so when the server can't be reached", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderLogin();

    await userEvent.type(screen.getByLabelText('Email'), 'ana@ejemplo.cl');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Secreta123');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error al conectar con el servidor');
  });

  // Spec 000 §1: each brand's login tagline.
  it.each([
    ['enlaza', 'Potenciando la equidad de género'],
    ['mentorup', 'Potenciando el talento en tu empresa'],
  ] as const)('shows the %s tagline', (brand, tagline) => {
    renderLogin(brands[brand]);
    expect(screen.getByText(tagline)).toBeInTheDocument();
  });

  it('shows the recovery link and both identity providers', () => {
    renderLogin(brands.mentorup);
    expect(screen.getByRole('link', { name: 'Olvidé mi contraseña' })).toHaveAttribute('href', '/password-recovery');
    expect(screen.getByRole('button', { name: /Continuar con Google/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Continuar con Microsoft/ })).toBeEnabled();
  });

  it('offers only the identity providers the server has settings for', () => {
    Object.assign(oidcProviders, { google: true, microsoft: false });
    const { unmount } = renderLogin();
    expect(screen.getByRole('button', { name: /Continuar con Google/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Continuar con Microsoft/ })).not.toBeInTheDocument();
    unmount();

    Object.assign(oidcProviders, { google: false, microsoft: true });
    const second = renderLogin();
    expect(screen.getByRole('button', { name: /Continuar con Microsoft/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Continuar con Google/ })).not.toBeInTheDocument();
    second.unmount();

    // Without any, not even the 'o' between the form and the providers.
    Object.assign(oidcProviders, { google: false, microsoft: false });
    renderLogin();
    expect(screen.queryByRole('button', { name: /Continuar con/ })).not.toBeInTheDocument();
    expect(screen.queryByText('o')).not.toBeInTheDocument();
  });

  it('opens the provider in a 600x600 pop-up on the API', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: /Continuar con Microsoft/ }));
    expect(open).toHaveBeenCalledWith(
      `/api/auth/microsoft?origin=${encodeURIComponent(window.location.origin)}`,
      'enlaza-microsoft',
      expect.stringContaining('width=600,height=600'),
    );
    open.mockRestore();
  });

  it('accepts the pop-up answer only from the API origin', async () => {
    renderLogin();
    const success = {
      source: 'enlaza-auth',
      status: 'success',
      accessToken: 'oidc-access',
      refreshToken: 'oidc-refresh',
    };

    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: success }));
      window.dispatchEvent(
        new MessageEvent('message', { origin: window.location.origin, data: { ...success, source: 'other' } }),
      );
    });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { source: 'enlaza-auth', status: 'error', message: 'Este método de ingreso no está disponible' },
        }),
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Este método de ingreso no está disponible');

    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: success }));
    });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('oidc-access');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('oidc-refresh');
  });

  it('labels every field', () => {
    renderLogin();
    const form = screen.getByRole('button', { name: 'Iniciar sesión' }).closest('form');
    expect(form).not.toBeNull();
    // Every input of the form, the password included (it has no textbox role): each one, by its label.
    const inputs = [...form!.querySelectorAll('input')];
    const labels = ['Email', 'Contraseña'];
    expect(inputs).toHaveLength(labels.length);
    inputs.forEach((input, i) => expect(input).toHaveAccessibleName(labels[i]));
    expect(inputs[1]).toHaveAttribute('type', 'password');
  });
});

import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../lib/auth/tokenStorage';
import { unsignedAccessToken } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { EmbeddedDashboard } from './EmbeddedDashboard';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(ACCESS_TOKEN_KEY, unsignedAccessToken({ userId: 'u1', role: 'ADMIN', roles: ['ADMIN'] }));
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('EmbeddedDashboard', () => {
  it('asks for a token for its dashboard and frames the page Metabase gives, with a title', async () => {
    const url = 'https://tableros.example.org/embed/dashboard/abc.def.ghi#bordered=true&titled=true';
    fetchMock.mockResolvedValue(json(200, { token: 'abc.def.ghi', url, expiresAt: '2026-11-27T15:10:00.000Z' }));
    renderWithProviders(<EmbeddedDashboard dashboard="workshops" />);
    const frame = await screen.findByTitle('Tablero externo de Reportes Talleres');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', url);
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(String(input)).toBe('/api/auth/metabaseCredentials/');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ dashboard: 'workshops' });
  });

  it("says why there is no dashboard when the server refuses (e.g. Metabase isn't configured)", async () => {
    fetchMock.mockResolvedValue(
      json(404, { error: { type: 'metabase_not_configured', message: 'El tablero externo no está configurado' } }),
    );
    renderWithProviders(<EmbeddedDashboard dashboard="reports" />);
    expect(await screen.findByText('Error al cargar el tablero externo')).toBeInTheDocument();
    expect(screen.getByText('El tablero externo no está configurado')).toBeInTheDocument();
    expect(screen.queryByTitle(/Tablero externo/)).not.toBeInTheDocument();
  });
});

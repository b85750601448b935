import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicConfig } from '../../app/publicConfig';
import { ACCESS_TOKEN_KEY } from '../../lib/auth/tokenStorage';
import { unsignedAccessToken } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { WithExternalDashboard } from './WithExternalDashboard';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(ACCESS_TOKEN_KEY, unsignedAccessToken({ userId: 'u1', role: 'ADMIN', roles: ['ADMIN'] }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  publicConfig.metabase.reports = false;
});

describe('WithExternalDashboard', () => {
  it('shows the report alone while no external dashboard is configured', () => {
    renderWithProviders(<WithExternalDashboard dashboard="reports">Reporte propio</WithExternalDashboard>);
    expect(screen.getByText('Reporte propio')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Tablero externo' })).toBeNull();
  });

  it('offers the configured dashboard as a tab next to the report, framed when opened', async () => {
    publicConfig.metabase.reports = true;
    const url = 'https://tableros.example.org/embed/dashboard/a.b.c#bordered=true&titled=true';
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ token: 'a.b.c', url, expiresAt: '2026-11-27T15:10:00.000Z' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    renderWithProviders(<WithExternalDashboard dashboard="reports">Reporte propio</WithExternalDashboard>);
    expect(screen.getByText('Reporte propio')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('tab', { name: 'Tablero externo' }));
    expect(await screen.findByTitle(/^Tablero externo de/)).toHaveAttribute('src', url);
  });
});

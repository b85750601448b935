import { pairingMessages, type ProcessDetail, type ProcessTracking, type Role } from '@enlaza/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../lib/auth/tokenStorage';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { PairsTab } from './PairsTabs';

const process = {
  processId: 'p1',
  name: 'Mentoría 2026',
  status: 'IN_PROGRESS',
  serviceType: ['MENTORING'],
} as unknown as ProcessDetail;

const tracking = (disabled: boolean): ProcessTracking => ({
  progress: 0,
  sessionsPerPair: 2,
  completedSessions: 0,
  activePairs: disabled ? 0 : 1,
  pairsBySessionsReached: [disabled ? 0 : 1],
  pairs: [
    {
      pairId: 'pair1',
      student: { userId: 's1', name: 'Camila', lastName: 'Soto' },
      mentor: { userId: 'm1', name: 'Beatriz', lastName: 'Lagos', email: 'beatriz@enlaza.test' },
      affinity: 80,
      disabled,
      sessions: [],
      sessionReached: 0,
    },
  ],
  totalDocs: 1,
  page: 1,
  limit: 5,
});

/** An unsigned token with the claims the UI reads (the server verifies; the screen only needs the role). */
function signIn(role: Role) {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const claims = { userId: 'u1', role, roles: [role], sid: 's1' };
  tokenStore.setTokens({ accessToken: `${encode({ alg: 'none' })}.${encode(claims)}.x`, refreshToken: 'r' });
}

const fetchMock = vi.fn<typeof fetch>();
let disabledOnServer = false;
beforeEach(() => {
  disabledOnServer = false;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (init?.method === 'POST' && url.pathname === '/api/process/pair/disable/pair1') {
      disabledOnServer = true;
      return Response.json({ message: pairingMessages.disabled });
    }
    if (url.pathname === '/api/process/p1/tracking') return Response.json(tracking(disabledOnServer));
    return Response.json({ error: { type: 'not_found', message: 'No encontrado' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});
vi.setConfig({ testTimeout: 20_000 });

describe('PairsTab', () => {
  it('lets an admin disable an active pair after confirming that it is irreversible', async () => {
    signIn('ADMIN');
    renderWithProviders(<PairsTab process={process} viewer="ADMIN" />);
    const disable = await screen.findByRole('button', { name: 'Desactivar dupla de Camila Soto y Beatriz Lagos' });
    expect(screen.getByRole('button', { name: /Descargar duplas/ })).toBeInTheDocument();
    await userEvent.click(disable);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Camila Soto y Beatriz Lagos dejarán el proceso. Esta acción es irreversible.');
    expect(disabledOnServer).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText(pairingMessages.disabled)).toBeInTheDocument();
    expect(await screen.findByText('Desactivada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Desactivar dupla/ })).not.toBeInTheDocument();
  });

  it('shows the spec error when disabling fails', async () => {
    signIn('ADMIN');
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === 'POST'
        ? Response.json(
            { error: { type: 'pair_already_disabled', message: pairingMessages.alreadyDisabled } },
            { status: 409 },
          )
        : base(input, init),
    );
    renderWithProviders(<PairsTab process={process} viewer="ADMIN" />);
    await userEvent.click(await screen.findByRole('button', { name: /Desactivar dupla/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Desactivar' }));
    expect(
      await screen.findByText(`${pairingMessages.disableFailed}: ${pairingMessages.alreadyDisabled}`),
    ).toBeInTheDocument();
  });

  it('gives a company admin the download but no disable action', async () => {
    signIn('COMPANY_ADMIN');
    renderWithProviders(<PairsTab process={process} viewer="COMPANY_ADMIN" />);
    expect(await screen.findByText('Camila Soto')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Descargar duplas/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Desactivar/ })).not.toBeInTheDocument();
  });
});

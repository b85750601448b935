import type { Certificate } from '@enlaza/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ProcessCertificatesPanel } from './ProcessCertificatesPanel';

const ID = 'a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const PROCESS = 'b1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const fetchMock = vi.fn<typeof fetch>();
const routes = new Map<string, () => Response | Promise<Response>>();
beforeEach(() => {
  routes.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input).split('?')[0]}`;
    const answer = routes.get(key);
    if (!answer) throw new Error(`unexpected ${key}`);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('ProcessCertificatesPanel', () => {
  it('lists the certificates and revokes one with a reason, after confirming', async () => {
    const row: Certificate = {
      certificateId: ID,
      title: 'Participación Programa Mujeres Líderes',
      programName: 'Mujeres Líderes',
      personName: 'Camila Soto',
      role: 'STUDENT',
      clientName: 'Banco Andino',
      issuedYear: 2026,
      issuedMonth: 3,
      brand: 'default',
      createdAt: '2026-03-10T12:00:00.000Z',
      userId: 'c1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      processId: PROCESS,
      pairId: null,
      issuedByHand: false,
      issueReason: null,
      revokedAt: null,
      revokeReason: null,
    };
    routes.set(`GET /api/certificates/process/${PROCESS}`, () => Response.json([row]));
    routes.set(`POST /api/certificates/${ID}/revoke`, () =>
      Response.json({ message: 'Certificado revocado', certificate: { ...row, revokedAt: row.createdAt } }),
    );
    renderWithProviders(<ProcessCertificatesPanel process={{ processId: PROCESS } as never} />);
    expect(await screen.findByText('Camila Soto')).toBeVisible();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Al finalizar el proceso')).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: /Revocar el certificado de Camila Soto/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Revocar certificado' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revocar' }));
    expect(await within(dialog).findByText('Ingresa el motivo')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Emitido por error');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revocar' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/certificates/${ID}/revoke`,
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ reason: 'Emitido por error' }) }),
      ),
    );
  });
});

import {
  defaultPairWeights,
  pairWeightsMessages,
  type PairsList,
  type ParticipantList,
  type ProcessDetail,
} from '@enlaza/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brands } from '../../../app/brand';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { PairsPanel } from './PairsPanel';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const process = { processId: 'p1', serviceType: ['MENTORING'], ungrouped: false } as unknown as ProcessDetail;
const participants = (APPROVED: number, PENDING: number): ParticipantList =>
  ({
    docs: [],
    totalDocs: 0,
    page: 1,
    limit: 10,
    counts: { APPROVED, PENDING, REJECTED: 0 },
  }) as unknown as ParticipantList;
const person = (userId: string, name: string) => ({ userId, name, lastName: 'Demo', email: `${userId}@enlaza.test` });
const pair = (pairId: string, student: string, mentor: string, affinity: number) => ({
  pairId,
  student: person(`s-${pairId}`, student),
  mentor: person(`m-${pairId}`, mentor),
  affinity,
  affinityBreakdown: { interests: 80, objectives: 60, qualities: 40, businessArea: 100, level: 50, region: 0 },
  disabled: false,
  sessionsReached: 0,
});
const emptyPairs: PairsList = {
  docs: [],
  totalDocs: 0,
  page: 1,
  limit: 10,
  stats: { average: null, min: null, max: null },
};
const twoPairs: PairsList = {
  docs: [pair('a', 'Sofía', 'Carolina', 70.4), pair('b', 'Tomás', 'Andrés', 55.6)],
  totalDocs: 2,
  page: 1,
  limit: 10,
  stats: { average: 63, min: 55.6, max: 70.4 },
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function serve(pairs: PairsList, students: ParticipantList, mentors: ParticipantList) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/process/pairs/p1') return json(200, pairs);
    if (url.pathname === '/api/process/p1/pair-weights') {
      const weights = { ...defaultPairWeights };
      const lockedBecause = pairs.totalDocs === 0 ? null : 'pairsExist';
      return json(200, {
        weights,
        defaults: weights,
        isDefault: true,
        editable: lockedBecause === null,
        lockedBecause,
      });
    }
    if (url.pathname === '/api/process/p1/participants') {
      return json(200, url.searchParams.get('role') === 'MENTOR' ? mentors : students);
    }
    return json(404, { error: { message: 'no', type: 'not_found' } });
  });
}

describe('PairsPanel', () => {
  it('without pairs, disables Crear duplas with the reason while someone is pending', async () => {
    serve(emptyPairs, participants(2, 1), participants(2, 0));
    renderWithProviders(<PairsPanel process={process} />);
    const button = await screen.findByRole('button', { name: 'Crear duplas' });
    expect(button).toBeDisabled();
    expect(screen.getByText(/deben haber respondido la invitación/)).toBeInTheDocument();
    // Before the pairs exist the criteria can still be weighed.
    expect(await screen.findByRole('button', { name: 'Guardar' })).toBeEnabled();
  });

  it("names the brand the process is run on in its help text (the second brand's, there)", async () => {
    serve(emptyPairs, participants(2, 0), participants(2, 0));
    renderWithProviders(<PairsPanel process={process} />, { brand: brands.mentorup });
    expect(await screen.findByText(/Al crearlas, MentorUp forma la asignación/)).toBeInTheDocument();
    expect(screen.queryByText(/Enlaza/)).toBeNull();
  });

  it('without pairs and with equal confirmed counts, enables Crear duplas', async () => {
    serve(emptyPairs, participants(2, 0), participants(2, 0));
    renderWithProviders(<PairsPanel process={process} />);
    expect(await screen.findByRole('button', { name: 'Crear duplas' })).toBeEnabled();
  });

  it('with pairs, shows the stats, the breakdown, and enables swap with two selected and delete with one', async () => {
    serve(twoPairs, participants(2, 0), participants(2, 0));
    const user = userEvent.setup();
    renderWithProviders(<PairsPanel process={process} />);
    expect(await screen.findByText('Sofía Demo')).toBeInTheDocument();
    expect(screen.getByText('63%')).toBeInTheDocument();
    expect(screen.getAllByText('70%').length).toBeGreaterThan(0);
    const swap = screen.getByRole('button', { name: 'Intercambiar mentoras' });
    const remove = screen.getByRole('button', { name: 'Eliminar dupla' });
    expect(swap).toBeDisabled();
    expect(remove).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar dupla de Sofía Demo' }));
    expect(remove).toBeEnabled();
    expect(swap).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar dupla de Tomás Demo' }));
    expect(swap).toBeEnabled();
    expect(remove).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Ver afinidad de Sofía Demo' }));
    const breakdown = await screen.findByRole('list', { name: 'Afinidad de Sofía Demo con Carolina Demo' });
    for (const label of ['Intereses', 'Objetivos', 'Cualidades', 'Área', 'Nivel', 'Región']) {
      expect(within(breakdown).getByText(label)).toBeInTheDocument();
    }
    await waitFor(() => expect(within(breakdown).getByText('80%')).toBeInTheDocument());
    // Once pairs exist the weights explain the affinities, read-only.
    expect(await screen.findByText(pairWeightsMessages.locked.pairsExist)).toBeInTheDocument();
  });
});

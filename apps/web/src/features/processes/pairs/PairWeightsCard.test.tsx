import { defaultPairWeights, pairWeightsMessages, type PairWeightsResponse } from '@enlaza/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { PairWeightsCard } from './PairWeightsCard';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const response = (over: Partial<PairWeightsResponse> = {}): PairWeightsResponse => ({
  weights: { ...defaultPairWeights },
  defaults: { ...defaultPairWeights },
  isDefault: true,
  editable: true,
  lockedBecause: null,
  ...over,
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

function serve(answer: PairWeightsResponse) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/process/p1/pair-weights') return json(404, { error: { type: 'x', message: 'no' } });
    if (init?.method === 'PUT') {
      const weights = JSON.parse(String(init.body)) as PairWeightsResponse['weights'];
      return json(200, { ...answer, weights, isDefault: false });
    }
    return json(200, answer);
  });
}
const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('PairWeightsCard', () => {
  it('labels each criterion, shows its share and recomputes it as a weight changes', async () => {
    serve(response());
    renderWithProviders(<PairWeightsCard processId="p1" />);
    const objectives = await screen.findByRole('spinbutton', { name: 'Objetivos' });
    await waitFor(() => expect(objectives).toHaveValue('30'));
    expect(
      screen.getByText('Objetivos de mentoría en común; el objetivo principal de la mentee pesa más'),
    ).toBeVisible();
    expect(screen.getByText('Participación: 30%')).toBeInTheDocument();
    expect(screen.getByText('Participación: 25%')).toBeInTheDocument();

    // 80 of 150: objectives now carry 53,3 % and interests 16,7 %.
    await userEvent.clear(objectives);
    await userEvent.type(objectives, '80');
    expect(await screen.findByText('Participación: 53,3%')).toBeInTheDocument();
    expect(screen.getByText('Participación: 16,7%')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(pairWeightsMessages.saved)).toBeInTheDocument();
    expect(JSON.parse(String(puts()[0]![1]!.body))).toEqual({ ...defaultPairWeights, objectives: 80 });
  });

  it('refuses all-zero weights with the contract message and does not save', async () => {
    serve(response({ weights: { interests: 0, objectives: 1, qualities: 0, businessArea: 0, level: 0, region: 0 } }));
    renderWithProviders(<PairWeightsCard processId="p1" />);
    const objectives = await screen.findByRole('spinbutton', { name: 'Objetivos' });
    await waitFor(() => expect(objectives).toHaveValue('1'));
    await userEvent.clear(objectives);
    await userEvent.type(objectives, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Al menos un criterio debe tener peso mayor a 0')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Restablecer valores por defecto' }));
    await waitFor(() => expect(objectives).toHaveValue('30'));
    expect(screen.getByText('Participación: 30%')).toBeInTheDocument();
  });

  it('is read-only once the pairs exist, saying that is why', async () => {
    serve(response({ editable: false, lockedBecause: 'pairsExist' }));
    renderWithProviders(<PairWeightsCard processId="p1" />);
    expect(
      await screen.findByText(
        'La ponderación ya no se puede cambiar porque el proceso ya tiene duplas: sus afinidades se calcularon con ella',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/sólo se puede cambiar en borrador o pre-kickoff/)).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Intereses' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });

  it('is read-only past pre-kickoff, saying that is why', async () => {
    serve(response({ editable: false, lockedBecause: 'processStatus' }));
    renderWithProviders(<PairWeightsCard processId="p1" />);
    expect(await screen.findByText(pairWeightsMessages.locked.processStatus)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Intereses' })).toBeDisabled();
  });
});

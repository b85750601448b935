import {
  networkingMatchMessages,
  type MatchesList,
  type PossibleNumberMatches,
  type ProcessDetail,
} from '@enlaza/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { MatchesPanel } from './MatchesPanel';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const process = {
  processId: 'p1',
  name: 'Red 2026',
  status: 'KICKOFF',
  serviceType: ['NETWORKING'],
  networking: {
    businessAreaConfiguration: 'SIMILAR',
    businessPositionConfiguration: 'INDIFFERENT',
    interestTypeConfiguration: 'SIMILAR',
    regionConfiguration: 'DISTINCT',
    numberOfMatch: 2,
    numberOfChatsEnabled: 0,
  },
} as unknown as ProcessDetail;

const possible = (over: Partial<PossibleNumberMatches> = {}): PossibleNumberMatches => ({
  menteesCount: 5,
  pendingMentees: 0,
  values: [2, 4],
  numberOfMatch: null,
  numberOfChatsEnabled: 0,
  chatValues: [],
  ...over,
});
const person = (userId: string, name: string) => ({ userId, name, lastName: 'Red', email: `${userId}@enlaza.test` });
const noMatches: MatchesList = {
  docs: [],
  totalDocs: 0,
  page: 1,
  limit: 10,
  stats: { average: null, min: null, max: null },
  numberOfMatch: null,
  numberOfChatsEnabled: 0,
};
const someMatches: MatchesList = {
  docs: [
    {
      matchId: 'm1',
      studentA: person('a', 'Ana'),
      studentB: person('b', 'Bea'),
      affinity: 81.6,
      affinityBreakdown: { businessArea: 100, interests: 63.2 },
      chatEnabled: true,
    },
    {
      matchId: 'm2',
      studentA: person('c', 'Carla'),
      studentB: person('d', 'Dora'),
      affinity: 40,
      affinityBreakdown: { businessArea: 0, interests: 80 },
      chatEnabled: false,
    },
  ],
  totalDocs: 2,
  page: 1,
  limit: 10,
  stats: { average: 60.8, min: 40, max: 81.6 },
  numberOfMatch: 2,
  numberOfChatsEnabled: 1,
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

function serve(matches: MatchesList, values: PossibleNumberMatches) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (init?.method === 'POST' && url.pathname === '/api/process/p1/create_matches') {
      return json(201, {
        message: networkingMatchMessages.generated,
        matchesCount: 5,
        numberOfMatch: 2,
        averageAffinity: 60,
      });
    }
    if (init?.method === 'POST' && url.pathname === '/api/process/p1/create_matches_chat_rooms') {
      return json(200, { message: networkingMatchMessages.chatsEnabled, chatRoomsCreated: 5, numberOfChatsEnabled: 2 });
    }
    if (url.pathname === '/api/process/p1/matches') return json(200, matches);
    if (url.pathname === '/api/affinity-matrix/p1/possible-number-matches') return json(200, values);
    return json(404, { error: { type: 'not_found', message: 'No encontrado' } });
  });
}
const posts = (path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => init?.method === 'POST' && String(input).endsWith(path));

describe('MatchesPanel', () => {
  it('disables Generar Matchs with the reason while a mentee is pending', async () => {
    serve(noMatches, possible({ pendingMentees: 2 }));
    renderWithProviders(<MatchesPanel process={process} canGenerate canEnableChats />);
    expect(await screen.findByRole('button', { name: 'Generar Matchs' })).toBeDisabled();
    expect(screen.getByText(`${networkingMatchMessages.pendingMentees} (2 pendientes).`)).toBeInTheDocument();
    expect(screen.getByText(networkingMatchMessages.empty)).toBeInTheDocument();
    // Without matches, chats cannot be enabled and say why.
    expect(screen.getByRole('button', { name: 'Habilitar chats' })).toBeDisabled();
    expect(screen.getByText(networkingMatchMessages.noMatches)).toBeInTheDocument();
  });

  it('preselects the configured number when possible and generates without asking the first time', async () => {
    serve(noMatches, possible());
    renderWithProviders(<MatchesPanel process={process} canGenerate canEnableChats />);
    const generate = await screen.findByRole('button', { name: 'Generar Matchs' });
    expect(generate).toBeEnabled();
    await userEvent.click(generate);
    expect(await screen.findByText(networkingMatchMessages.generated)).toBeInTheDocument();
    expect(posts('/create_matches')[0]![1]!.body).toBe(JSON.stringify({ numberOfMatch: 2 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for no number when the configured one is not possible, and explains', async () => {
    serve(noMatches, possible({ values: [4] }));
    renderWithProviders(<MatchesPanel process={process} canGenerate canEnableChats />);
    expect(await screen.findByRole('button', { name: 'Generar Matchs' })).toBeDisabled();
    expect(screen.getByText('Elija el número de matchs por mentee.')).toBeInTheDocument();
  });

  it('shows the generate error with the contract title and the server message', async () => {
    serve(noMatches, possible());
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === 'POST'
        ? json(409, { error: { type: 'match_invalid_number', message: 'No es posible asignar 2 matchs' } })
        : base(input, init),
    );
    renderWithProviders(<MatchesPanel process={process} canGenerate canEnableChats />);
    await userEvent.click(await screen.findByRole('button', { name: 'Generar Matchs' }));
    expect(await screen.findByText(networkingMatchMessages.generateFailed)).toBeInTheDocument();
    expect(screen.getByText('No es posible asignar 2 matchs')).toBeInTheDocument();
  });

  it('with matches: stats, breakdown, chat tags; regenerating asks first', async () => {
    serve(someMatches, possible({ numberOfMatch: 2, numberOfChatsEnabled: 0, chatValues: [1, 2] }));
    renderWithProviders(<MatchesPanel process={process} canGenerate canEnableChats />);
    expect(await screen.findByText('Ana Red')).toBeInTheDocument();
    expect(screen.getByText('61%')).toBeInTheDocument();
    expect(screen.getByText('Habilitado')).toBeInTheDocument();
    expect(screen.getByText('No habilitado')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ver afinidad de Ana Red y Bea Red' }));
    const breakdown = await screen.findByRole('list', { name: 'Afinidad de Ana Red con Bea Red' });
    expect(within(breakdown).getByText('Área')).toBeInTheDocument();
    expect(within(breakdown).getByText('Intereses')).toBeInTheDocument();
    expect(within(breakdown).queryByText('Región')).not.toBeInTheDocument();
    expect(within(breakdown).getByLabelText('Intereses: 63%')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Generar Matchs' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Los matchs actuales se reemplazarán');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(posts('/create_matches')).toHaveLength(0);
  });

  it('offers only the chat values and confirms before the irreversible enable', async () => {
    serve(someMatches, possible({ numberOfMatch: 2, numberOfChatsEnabled: 1, chatValues: [2] }));
    renderWithProviders(<MatchesPanel process={process} canGenerate={false} canEnableChats />);
    const enable = await screen.findByRole('button', { name: 'Habilitar chats' });
    expect(screen.queryByRole('button', { name: 'Generar Matchs' })).not.toBeInTheDocument();
    expect(enable).toBeDisabled();
    expect(screen.getByText('Chats habilitados: 1 chat por mentee.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Chats por mentee' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['2']);
    await userEvent.click(screen.getByTitle('2'));
    expect(enable).toBeEnabled();
    await userEvent.click(enable);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('irreversible');
    expect(posts('/create_matches_chat_rooms')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Habilitar' }));
    expect(await screen.findByText(networkingMatchMessages.chatsEnabled)).toBeInTheDocument();
    expect(posts('/create_matches_chat_rooms')[0]![1]!.body).toBe(JSON.stringify({ numberOfChatsToEnable: 2 }));
  });

  it('is read-only for viewers without actions: no possible-values call, table and download only', async () => {
    serve(someMatches, possible());
    renderWithProviders(<MatchesPanel process={process} canGenerate={false} canEnableChats={false} />);
    expect(await screen.findByText('Carla Red')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Descargar matchs/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generar Matchs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Habilitar chats' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('possible-number-matches'))).toBe(false),
    );
  });
});

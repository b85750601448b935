import type { MemberNetworking, MemberNetworkingMatch } from '@enlaza/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../lib/auth/tokenStorage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { networkingChatPath } from './chatLink';
import { NetworkingPage } from './NetworkingPage';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function accessToken(): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ userId: 'u1', role: 'USER', roles: ['USER'], sid: 's1' })}.firma`;
}

const ROOM = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

function match(overrides: Partial<MemberNetworkingMatch> & { name: string; affinity: number }): MemberNetworkingMatch {
  const { name, ...rest } = overrides;
  return {
    matchId: `m-${name}`,
    breakdown: [
      { criterion: 'businessArea', label: 'Área', preference: 'DISTINCT', preferenceLabel: 'Distintos', value: 100 },
      { criterion: 'level', label: 'Nivel', preference: 'SIMILAR', preferenceLabel: 'Similares', value: 75 },
      {
        criterion: 'interests',
        label: 'Intereses',
        preference: 'SIMILAR',
        preferenceLabel: 'Similares',
        value: 22.4,
      },
      { criterion: 'region', label: 'Región', preference: 'INDIFFERENT', preferenceLabel: 'Indiferente', value: null },
    ],
    partner: {
      id: `u-${name}`,
      name,
      lastName: 'Pérez',
      photoUrl: null,
      biography: `Soy ${name}`,
      interests: [],
      contactInfo: { country: 'Chile', region: 'Región de Valparaíso' },
      professionalInfo: {
        company: 'Andes',
        businessArea: 'Analista',
        businessPosition: { businessPosition: 'Senior' },
      },
    },
    partnerLeftProcess: false,
    chatEnabled: false,
    chatRoomId: null,
    ...rest,
  };
}

let networking: () => Response;
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/users/me/networking/matches') return networking();
    if (url === '/api/users/u-Bea') {
      return json(200, {
        id: 'u-Bea',
        name: 'Bea',
        lastName: 'Pérez',
        gender: null,
        photoUrl: null,
        biography: 'Soy Bea, la biografía completa',
        contactInfo: { country: 'Chile', region: 'Región de Valparaíso' },
        professionalInfo: {
          company: 'Andes',
          businessPosition: null,
          businessPositionId: null,
          businessArea: 'Analista',
          university: null,
          carrer: null,
        },
        interests: [],
        attributeIds: [],
        adviceIds: [],
        mainAdviceId: null,
        roles: ['USER'],
        role: 'USER',
        isMentor: false,
        isEntrepreneur: false,
      });
    }
    if (url.startsWith('/api/users/metadata/')) return json(200, []);
    return json(404, { error: { message: 'no', type: 'not_found' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(ACCESS_TOKEN_KEY, accessToken());
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderPage = () =>
  renderWithProviders(<NetworkingPage />, {
    path: '/networking',
    otherRoutes: [{ path: '/chat/:pairId/:as', element: <h1>Chat</h1> }],
  });

describe('NetworkingPage', () => {
  it('shows each match with its affinity and breakdown, and the chat only where it is enabled', async () => {
    const processes: MemberNetworking = [
      {
        processId: 'p1',
        name: 'Networking Otoño',
        status: 'IN_PROGRESS',
        matches: [
          match({ name: 'Bea', affinity: 87.5, chatEnabled: true, chatRoomId: ROOM }),
          match({ name: 'Cata', affinity: 61 }),
        ],
      },
    ];
    networking = () => json(200, processes);
    const { router } = renderPage();

    const section = await screen.findByRole('region', { name: 'Networking Otoño' });
    expect(within(section).getByText('En curso')).toBeInTheDocument();
    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Bea Pérez',
      'Cata Pérez',
    ]);
    const bea = cards[0]!;
    expect(within(bea).getByRole('progressbar', { name: 'Afinidad: 88%' })).toBeInTheDocument();
    expect(within(bea).getByText('Analista · Senior')).toBeInTheDocument();
    const breakdown = within(bea).getByRole('list', { name: 'Afinidad por criterio' });
    const rows = within(breakdown).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^ÁreaDistintos.*100%/),
      expect.stringMatching(/^NivelSimilares.*75%/),
      expect.stringMatching(/^InteresesSimilares.*22%/),
      'RegiónIndiferenteNo se consideró',
    ]);
    expect(within(bea).getByRole('progressbar', { name: 'Intereses con Bea Pérez: 22% (Similares)' })).toBeTruthy();

    // Cata's chat is not enabled yet: no chat link on her card.
    expect(within(cards[1]!).queryByRole('link', { name: /Chatear/ })).not.toBeInTheDocument();
    expect(within(cards[1]!).getByText('Chat aún no habilitado')).toBeInTheDocument();

    const chat = within(bea).getByRole('link', { name: 'Chatear con Bea Pérez' });
    expect(chat).toHaveAttribute('href', networkingChatPath(ROOM));
    await userEvent.click(chat);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${ROOM}/student`));
  });

  it("opens the other mentee's public profile in a drawer", async () => {
    networking = () =>
      json(200, [
        {
          processId: 'p1',
          name: 'Networking Otoño',
          status: 'KICKOFF',
          matches: [match({ name: 'Bea', affinity: 70 })],
        },
      ]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ver perfil de Bea Pérez' }));
    const drawer = await screen.findByRole('dialog', { name: 'Perfil de Bea Pérez' });
    expect(await within(drawer).findByText('Soy Bea, la biografía completa')).toBeInTheDocument();
    expect(screen.getByText('La coordinación del proceso habilita los chats de los matchs.')).toBeInTheDocument();
  });

  it('explains when there is no networking yet, and when the matches are not generated', async () => {
    networking = () => json(200, []);
    const { unmount } = renderPage();
    expect(await screen.findByText('Aún no participas en un proceso de networking')).toBeInTheDocument();
    unmount();

    networking = () => json(200, [{ processId: 'p1', name: 'Networking Otoño', status: 'KICKOFF', matches: [] }]);
    renderPage();
    const section = await screen.findByRole('region', { name: 'Networking Otoño' });
    expect(
      within(section).getByText(
        'Aún no se han generado tus matchs: aparecerán aquí cuando la coordinación los genere.',
      ),
    ).toBeInTheDocument();
  });

  it('says so when the matches cannot be read, with a retry', async () => {
    let calls = 0;
    networking = () =>
      ++calls === 1 ? json(403, { error: { message: 'Acceso denegado', type: 'forbidden' } }) : json(200, []);
    renderPage();
    expect(await screen.findByText('No se pudieron cargar tus matchs')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Aún no participas en un proceso de networking')).toBeInTheDocument();
  });
});

import { groupChatMessages as g, type ChallengeSent, type MemberAttraction } from '@enlaza/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { AttractionMemberPage } from './AttractionMemberPage';

// The live socket is replaced: the test delivers the challenges sent through the page's subscription handler.
const live = vi.hoisted(() => ({ handlers: new Map<string, (event: unknown) => void>() }));
vi.mock('../../../lib/live', () => ({
  useLiveSubscription: (query: string, _variables: unknown, onEvent: (event: unknown) => void) =>
    void live.handlers.set(query.includes('challengesSent') ? 'challenges' : query, onEvent),
  useLiveStatus: () => ({ state: 'connected', connections: 1 }),
  graphqlRequest: vi.fn(),
}));

const PROCESS_ID = '11111111-1111-4111-8111-111111111111';
const person = (userId: string, name: string, lastName: string) => ({
  userId,
  name,
  lastName,
  email: `${name.toLowerCase()}@example.com`,
  avatar: null,
});
const view: MemberAttraction = {
  processId: PROCESS_ID,
  name: 'Atracción Talento 2026',
  clientName: 'Compañía Demo',
  status: 'IN_PROGRESS',
  estimatedStartDate: '2026-03-01',
  estimatedEndDate: '2026-06-01',
  startDate: '2026-03-01T12:00:00.000Z',
  endDate: null,
  group: {
    groupId: '22222222-2222-4222-8222-222222222222',
    colorIndex: 0,
    mentor: person('33333333-3333-4333-8333-333333333333', 'Tamara', 'Rojas'),
    students: [
      person('44444444-4444-4444-8444-444444444444', 'Ana', 'Pérez'),
      person('55555555-5555-4555-8555-555555555555', 'Berta', 'Lagos'),
    ],
    groupChatRoomId: '66666666-6666-4666-8666-666666666666',
  },
  challengesSent: [],
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  live.handlers.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => Response.json(view, { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('AttractionMemberPage', () => {
  it("shows the student's tutor and group, no challenges yet, and a challenge sent live", async () => {
    renderWithProviders(<AttractionMemberPage />, {
      path: '/attraction/:as/:processId',
      url: `/attraction/student/${PROCESS_ID}`,
    });
    expect(await screen.findByRole('heading', { name: 'Atracción Talento 2026' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain(`/api/students/me/attraction/${PROCESS_ID}`);
    expect(screen.getByRole('heading', { name: g.tutor })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tamara Rojas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Pérez' })).toBeInTheDocument();
    expect(screen.getByText(g.noChallenges)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: g.openGroupChat })).toHaveAttribute('href', `/groupchat/${PROCESS_ID}`);

    const challenge: ChallengeSent = {
      challengeSentId: '77777777-7777-4777-8777-777777777777',
      processId: PROCESS_ID,
      title: 'Reto 1',
      text: 'Diseñen un prototipo',
      sentAt: '2026-03-10T15:00:00.000Z',
    };
    act(() => live.handlers.get('challenges')!(challenge));
    const list = await screen.findByRole('list', { name: g.challengesSent });
    expect(within(list).getByRole('heading', { name: 'Reto 1' })).toBeInTheDocument();
    expect(within(list).getByText('Diseñen un prototipo')).toBeInTheDocument();
    expect(screen.queryByText(g.noChallenges)).not.toBeInTheDocument();
  });

  it("shows the tutor her students, through the mentors' endpoint", async () => {
    renderWithProviders(<AttractionMemberPage />, {
      path: '/attraction/:as/:processId',
      url: `/attraction/mentor/${PROCESS_ID}`,
    });
    expect(await screen.findByRole('link', { name: 'Berta Lagos' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain(`/api/mentors/me/attraction/${PROCESS_ID}`);
    expect(screen.queryByRole('heading', { name: g.tutor })).not.toBeInTheDocument();
  });

  it('says so when the member has no group yet', async () => {
    fetchMock.mockImplementation(async () => Response.json({ ...view, group: null }, { status: 200 }));
    renderWithProviders(<AttractionMemberPage />, {
      path: '/attraction/:as/:processId',
      url: `/attraction/student/${PROCESS_ID}`,
    });
    expect(await screen.findByText(g.noGroup)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: g.openGroupChat })).not.toBeInTheDocument();
  });
});

import { groupChatMessages as g, type ChatMessage, type ChatRoom } from '@enlaza/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { GroupChatPage } from './GroupChatPage';

// The live layer is replaced: the test answers the GraphQL operations and delivers the room's live messages.
const live = vi.hoisted(() => ({
  request: vi.fn<(query: string, variables: Record<string, unknown>) => Promise<unknown>>(),
  handlers: new Map<string, (event: unknown) => void>(),
}));
vi.mock('../../../lib/live', () => ({
  graphqlRequest: (query: string, variables: Record<string, unknown>) => live.request(query, variables),
  useLiveSubscription: (query: string, _variables: unknown, onEvent: (event: unknown) => void) =>
    void live.handlers.set(query.includes('chatRoomMessages') ? 'room' : query, onEvent),
  useLiveStatus: () => ({ state: 'connected', connections: 1 }),
}));

const PROCESS_ID = '11111111-1111-4111-8111-111111111111';
const ROOM_ID = '22222222-2222-4222-8222-222222222222';
const TUTOR = { userId: '33333333-3333-4333-8333-333333333333', name: 'Tamara', lastName: 'Rojas', avatar: null };
const ANA = { userId: '44444444-4444-4444-8444-444444444444', name: 'Ana', lastName: 'Pérez', avatar: null };

const room: ChatRoom = {
  id: ROOM_ID,
  kind: 'GROUP',
  processId: PROCESS_ID,
  processName: 'Atracción Talento 2026',
  pairId: null,
  groupId: '55555555-5555-4555-8555-555555555555',
  canWrite: true,
  readOnly: false,
  members: [ANA, TUTOR],
  interlocutor: null,
  lastMessage: null,
  unreadCount: 0,
};

let seq = 10;
const message = (text: string, kind: ChatMessage['kind'] = 'TEXT', sentBy = TUTOR): ChatMessage => ({
  messageId: `00000000-0000-4000-8000-0000000000${++seq}`,
  kind,
  chatRoomId: ROOM_ID,
  cursor: String(seq),
  text,
  createdAt: '2026-03-10T15:00:00.000Z',
  sentBy,
});

beforeEach(() => {
  live.handlers.clear();
  live.request.mockReset();
  const history = [message('Bienvenidas al grupo'), message('Reto 1\nDiseñen un prototipo', 'CHALLENGE')];
  live.request.mockImplementation(async (query, variables) => {
    if (query.includes('groupChatRoomOfProcess')) return { groupChatRoomOfProcess: room };
    if (query.includes('messages(')) return { chatRoom: { messages: { messages: history, hasMore: false } } };
    if (query.includes('createGroupMessage')) {
      return { createGroupMessage: message(String(variables.text).trim(), 'TEXT', ANA) };
    }
    if (query.includes('markChatRoomRead')) return { markChatRoomRead: { chatRoomId: ROOM_ID, unreadCount: 0 } };
    throw new Error(`unexpected ${query}`);
  });
});

describe('GroupChatPage', () => {
  it("shows the group's messages with the challenge apart, sends with Enter and hears others live", async () => {
    const user = userEvent.setup();
    renderWithProviders(<GroupChatPage />, { path: '/groupchat/:processId', url: `/groupchat/${PROCESS_ID}` });
    const log = await screen.findByRole('log', { name: 'Mensajes' });
    expect(await within(log).findByText('Bienvenidas al grupo')).toBeInTheDocument();
    expect(within(log).getByText(g.challengeTag)).toBeInTheDocument();
    expect(within(log).getByRole('heading', { name: 'Reto 1' })).toBeInTheDocument();
    expect(live.request.mock.calls[0]![1]).toEqual({ processId: PROCESS_ID });

    const input = screen.getByRole('textbox', { name: 'Escribe un mensaje' });
    await user.type(input, 'Hola{Shift>}{Enter}{/Shift}grupo');
    expect(input).toHaveValue('Hola\ngrupo');
    await user.type(input, '{Enter}');
    await waitFor(() =>
      expect(live.request).toHaveBeenCalledWith(expect.stringContaining('createGroupMessage'), {
        groupChatRoomId: ROOM_ID,
        text: 'Hola\ngrupo',
      }),
    );
    await waitFor(() => expect(input).toHaveValue(''));

    act(() => live.handlers.get('room')!(message('Reunión el lunes', 'ANNOUNCEMENT')));
    expect(await within(log).findByText('Reunión el lunes')).toBeInTheDocument();
    expect(within(log).getByText(g.announcementTag)).toBeInTheDocument();
  });

  it('says so when the member has no group in the process', async () => {
    live.request.mockImplementation(async () => ({ groupChatRoomOfProcess: null }));
    renderWithProviders(<GroupChatPage />, { path: '/groupchat/:processId', url: `/groupchat/${PROCESS_ID}` });
    expect(await screen.findByText(g.noGroup)).toBeInTheDocument();
  });

  it("shows 'Error conexión chat!' when the room cannot be read", async () => {
    // A refusal the server gave on purpose is not retried.
    live.request.mockRejectedValue(new ApiError('Sin conexión', 403, 'forbidden'));
    renderWithProviders(<GroupChatPage />, { path: '/groupchat/:processId', url: `/groupchat/${PROCESS_ID}` });
    expect(await screen.findByText('Error conexión chat!')).toBeInTheDocument();
  });
});

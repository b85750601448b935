import {
  participantMessages,
  participantRefusalMessages,
  processMessages,
  type AddProcessParticipantsResponse,
} from '@enlaza/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { AddParticipantsByEmail } from './AddParticipantsByEmail';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

vi.setConfig({ testTimeout: 20_000 });

function answerBulkAdd(result: AddProcessParticipantsResponse) {
  fetchMock.mockImplementation(
    async () => new Response(JSON.stringify(result), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
}

async function pasteAndAdd(emails: string) {
  renderWithProviders(<AddParticipantsByEmail processId="p1" />);
  await userEvent.type(screen.getByLabelText('Emails (separados por coma o salto de línea)'), emails);
  await userEvent.click(screen.getByRole('button', { name: 'Agregar participantes' }));
}

describe('AddParticipantsByEmail, several at once', () => {
  it('shows who was added and each refused email with its reason', async () => {
    answerBulkAdd({
      message: participantMessages.someParticipantsRefused,
      added: 2,
      addedParticipants: [
        { email: 'ana@empresa.cl', role: 'STUDENT' },
        { email: 'mentora@empresa.cl', role: 'MENTOR' },
      ],
      refused: [
        {
          email: 'fantasma@empresa.cl',
          reason: 'USER_NOT_FOUND',
          message: participantRefusalMessages.USER_NOT_FOUND,
        },
        {
          email: 'luis@empresa.cl',
          reason: 'ALREADY_IN_PROCESS',
          message: participantRefusalMessages.ALREADY_IN_PROCESS,
        },
      ],
    });
    await pasteAndAdd('ana@empresa.cl, fantasma@empresa.cl{Enter}luis@empresa.cl mentora@empresa.cl');

    expect(await screen.findByText(participantMessages.someParticipantsRefused)).toBeInTheDocument();
    const added = screen.getByRole('list', { name: 'Agregados' });
    expect(
      within(added)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ana@empresa.cl — Mentee', 'mentora@empresa.cl — Mentora']);
    const refused = screen.getByRole('list', { name: 'No agregados' });
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'fantasma@empresa.cl: Usuario no encontrado',
      `luis@empresa.cl: ${processMessages.participantAlreadyIn}`,
    ]);
    expect(screen.queryByText(processMessages.participantsAdded)).not.toBeInTheDocument();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/process/p1/add_users_to_process_by_email');
    expect(JSON.parse(String(init?.body))).toEqual({
      emails: ['ana@empresa.cl', 'fantasma@empresa.cl', 'luis@empresa.cl', 'mentora@empresa.cl'],
    });
  });

  it('lists every refusal when nobody could be added', async () => {
    answerBulkAdd({
      message: participantMessages.noParticipantsAdded,
      added: 0,
      addedParticipants: [],
      refused: [
        { email: 'nadie@empresa.cl', reason: 'USER_NOT_FOUND', message: participantRefusalMessages.USER_NOT_FOUND },
      ],
    });
    await pasteAndAdd('nadie@empresa.cl');

    expect(await screen.findByText(participantMessages.noParticipantsAdded)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Agregados' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'No agregados' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['nadie@empresa.cl: Usuario no encontrado']);
  });
});

import { groupChatMessages as g } from '@enlaza/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { MassMessageButton, SendChallengeButton } from './index';

const PROCESS_ID = '11111111-1111-4111-8111-111111111111';
const GROUP_A = '22222222-2222-4222-8222-222222222222';
const GROUP_B = '33333333-3333-4333-8333-333333333333';
const process = { processId: PROCESS_ID, status: 'IN_PROGRESS', challengeId: null };

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => Response.json({ groupCount: 1, challengeSent: null }, { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const bodyOf = (call: Parameters<typeof fetch>) => {
  const [input, init] = call;
  return { url: String(input instanceof Request ? input.url : input), body: JSON.parse(String(init?.body)) };
};

describe('SendChallengeButton', () => {
  it("asks for a challenge, prefills the picked message's title and text, and sends them", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SendChallengeButton
        process={process}
        messages={[
          { title: 'Reto 1', text: 'Diseñen un prototipo' },
          { title: 'Reto 2', text: 'Presenten su idea' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Enviar desafío/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText(g.challengeRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(g.challengeTextRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('combobox', { name: 'Mensaje del desafío' }));
    await user.click(await screen.findByTitle('Reto 2'));
    expect(within(dialog).getByRole('textbox', { name: 'Título' })).toHaveValue('Reto 2');
    const text = within(dialog).getByRole('textbox', { name: 'Texto' });
    expect(text).toHaveValue('Presenten su idea');
    await user.type(text, ' en 3 minutos');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(bodyOf(fetchMock.mock.calls[0]!)).toEqual({
      url: expect.stringContaining('/api/challenge/send'),
      body: { processId: PROCESS_ID, title: 'Reto 2', text: 'Presenten su idea en 3 minutos' },
    });
    expect(await screen.findByText(g.challengeSent)).toBeInTheDocument();
  });

  it("fetches the process challenge's messages when none are given", async () => {
    const user = userEvent.setup();
    const challengeId = '44444444-4444-4444-8444-444444444444';
    fetchMock.mockImplementation(async () =>
      Response.json({
        challengeId,
        title: 'Desafío Innovación',
        messages: [{ title: 'Semana 1', text: 'Conozcan la empresa' }],
        inUse: true,
        createdAt: '2026-03-01T12:00:00.000Z',
        updatedAt: '2026-03-01T12:00:00.000Z',
      }),
    );
    renderWithProviders(<SendChallengeButton process={{ ...process, challengeId }} />);
    await user.click(screen.getByRole('button', { name: /Enviar desafío/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('combobox', { name: 'Mensaje del desafío' }));
    await user.click(await screen.findByTitle('Semana 1'));
    expect(within(dialog).getByRole('textbox', { name: 'Texto' })).toHaveValue('Conozcan la empresa');
    expect(String(fetchMock.mock.calls[0]![0])).toContain(`/api/challenge/${challengeId}`);
  });

  it('is disabled unless the process is in progress', () => {
    renderWithProviders(<SendChallengeButton process={{ ...process, status: 'FINALIZED' }} messages={[]} />);
    expect(screen.getByRole('button', { name: /Enviar desafío/ })).toBeDisabled();
  });
});

describe('MassMessageButton', () => {
  it('asks for groups and text, then sends to the chosen groups', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MassMessageButton
        process={process}
        groups={[
          { groupId: GROUP_A, name: 'Grupo de Tamara' },
          { groupId: GROUP_B, name: 'Grupo de Tomás' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Mensaje masivo/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText(g.groupsRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(g.massTextRequired)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Grupo de Tomás' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Mensaje' }), 'Reunión el lunes');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(bodyOf(fetchMock.mock.calls[0]!)).toEqual({
      url: expect.stringContaining(`/api/process/attraction/${PROCESS_ID}/mass_message/`),
      body: { groupIds: [GROUP_B], text: 'Reunión el lunes' },
    });
    expect(await screen.findByText(g.massMessageSent)).toBeInTheDocument();
  });
});

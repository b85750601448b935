import { processMessages, type ParticipantList, type ProcessDetail, type ProcessParticipant } from '@enlaza/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ParticipantsTab } from './ParticipantsTab';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const process = { processId: 'p1', status: 'DRAFT' } as ProcessDetail;
const person = (userId: string, name: string, over: Partial<ProcessParticipant> = {}): ProcessParticipant => ({
  userId,
  role: 'STUDENT',
  invitationStatus: 'PENDING',
  invitationMailCount: 0,
  campusId: null,
  removed: false,
  updatedAt: '2026-11-22T10:00:00.000Z',
  data: {
    name,
    lastName: 'Demo',
    email: `${userId}@enlaza.test`,
    cellphone: null,
    businessArea: null,
    businessPosition: null,
    mentorType: null,
  },
  ...over,
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

function serve(docs: ProcessParticipant[]) {
  const list: ParticipantList = {
    docs,
    totalDocs: docs.length,
    page: 1,
    limit: 10,
    counts: { PENDING: 2, APPROVED: 1, REJECTED: 0 },
  };
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (init?.method === 'POST' && url.pathname === '/api/process/p1/invite_students') {
      const { studentIds } = JSON.parse(String(init.body)) as { studentIds: string[] };
      return json(200, { message: 'ok', invited: studentIds, alreadyAnswered: [], limitReached: [] });
    }
    if (url.pathname === '/api/process/p1/participants') return json(200, list);
    if (url.pathname === '/api/campus/p1/listByProcess') return json(200, []);
    return json(404, { error: { type: 'not_found', message: 'No encontrado' } });
  });
}

const invites = () =>
  fetchMock.mock.calls.filter(([input, init]) => init?.method === 'POST' && String(input).includes('invite_'));

describe('ParticipantsTab', () => {
  it('sends to the pending people under the limit and lists the ones at the limit in the drawer', async () => {
    serve([
      person('ana', 'Ana', { invitationMailCount: 1 }),
      person('bea', 'Bea', { invitationMailCount: 3 }),
      person('cata', 'Cata', { invitationStatus: 'APPROVED' }),
    ]);
    renderWithProviders(<ParticipantsTab process={process} role="STUDENT" />);
    const region = screen.getByRole('region', { name: 'Mentees' });
    expect(await within(region).findByText('3/3')).toBeInTheDocument();
    expect(within(region).getByText('Pendientes: 2')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('checkbox', { name: 'Seleccionar a Ana Demo' }));
    await userEvent.click(within(region).getByRole('checkbox', { name: 'Seleccionar a Bea Demo' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Reenviar invitación' }));

    const drawer = await waitFor(() => {
      const open = screen.getAllByRole('dialog').find((d) => d.textContent?.includes(processMessages.invitationLimit));
      if (!open) throw new Error('no drawer');
      return open;
    });
    expect(within(drawer).getByText('Bea Demo')).toBeInTheDocument();
    expect(within(drawer).queryByText('Ana Demo')).not.toBeInTheDocument();
    expect(await screen.findByText(processMessages.invitationsSent.STUDENT)).toBeInTheDocument();
    await waitFor(() => expect(invites()).toHaveLength(1));
    expect(JSON.parse(String(invites()[0]![1]!.body))).toEqual({ studentIds: ['ana'] });
  });

  it('warns and sends nothing when every selected person already answered', async () => {
    serve([person('cata', 'Cata', { invitationStatus: 'APPROVED' })]);
    renderWithProviders(<ParticipantsTab process={process} role="STUDENT" />);
    const region = screen.getByRole('region', { name: 'Mentees' });
    await userEvent.click(await within(region).findByRole('checkbox', { name: 'Seleccionar a Cata Demo' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Invitar' }));
    expect(await screen.findByText(processMessages.alreadyAnswered.STUDENT)).toBeInTheDocument();
    expect(invites()).toHaveLength(0);
  });
});

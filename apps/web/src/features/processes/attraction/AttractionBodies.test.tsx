import {
  attractionProcessMessages,
  type AttractionGroupsResponse,
  type ProcessDetail,
  type ProcessMeasurements,
} from '@enlaza/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { AttractionKickoffBody } from './AttractionBodies';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const PROCESS_ID = '00000000-0000-4000-8000-000000000001';
const process = {
  processId: PROCESS_ID,
  name: 'Atracción Demo',
  status: 'KICKOFF',
  serviceType: ['ATTRACTION'],
  mdi: null,
  ungrouped: false,
} as unknown as ProcessDetail;
const tutor = { userId: '00000000-0000-4000-8000-000000000101', name: 'Carolina', lastName: 'Demo', email: 'c@x.cl' };
const student = { userId: '00000000-0000-4000-8000-000000000201', name: 'Sofía', lastName: 'Demo', email: 's@x.cl' };
const groups = (made: boolean): AttractionGroupsResponse => ({
  processId: PROCESS_ID,
  groups: made
    ? [
        {
          groupId: '00000000-0000-4000-8000-000000000900',
          colorIndex: 0,
          mentorId: tutor.userId,
          mentor: tutor,
          studentIds: [student.userId],
          students: [student],
          messages: 0,
          status: 'INACTIVE',
          challengeMessageCounter: { startDate: null, countMessages: 0, groupChallengeStatus: 'INACTIVE' },
        },
      ]
    : [],
  tutors: [tutor],
  students: [student],
  pendingInvitations: 0,
});
const noMeasurements = { measurements: [] } as unknown as ProcessMeasurements;

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function serve(groupsMade: boolean) {
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === `/api/process/groups/${PROCESS_ID}`) return json(200, groups(groupsMade));
    if (path === `/api/process/${PROCESS_ID}/measurements`) return json(200, noMeasurements);
    return json(404, { error: { message: 'no', type: 'not_found' } });
  });
}

describe("AttractionKickoffBody: the 'Iniciar proceso' tab", () => {
  it('without groups: the condition is pending with the spec message and starting is disabled', async () => {
    serve(false);
    const onStart = vi.fn();
    renderWithProviders(<AttractionKickoffBody process={process} onStart={onStart} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Iniciar proceso' }));
    expect(await screen.findByText(new RegExp(attractionProcessMessages.groupsMustExist))).toBeInTheDocument();
    expect(screen.getByLabelText('Pendiente')).toBeInTheDocument();
    expect(screen.getByText('No aplica: proceso sin MDI.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar proceso' })).toBeDisabled();
  });

  it('with groups: every condition met, and the button starts the process', async () => {
    serve(true);
    const onStart = vi.fn();
    renderWithProviders(<AttractionKickoffBody process={process} onStart={onStart} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Iniciar proceso' }));
    expect(await screen.findByText('Los grupos fueron creados.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Pendiente')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar proceso' }));
    expect(onStart).toHaveBeenCalledOnce();
  });
});

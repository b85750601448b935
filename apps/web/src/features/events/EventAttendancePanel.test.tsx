import type { ProcessDetail } from '@enlaza/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { EventAttendancePanel } from './EventAttendancePanel';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const process = { processId: 'p1', serviceType: ['MENTORING'] } as ProcessDetail;
const EVENT = '11111111-1111-4111-8111-111111111111';
const mentee = {
  userId: '22222222-2222-4222-8222-222222222222',
  name: 'Camila',
  lastName: 'González',
  photoUrl: null,
  role: 'STUDENT',
  percentage: 100,
  states: [{ eventId: EVENT, state: 'ATTENDED' }],
};
const mentor = {
  userId: '33333333-3333-4333-8333-333333333333',
  name: 'Valentina',
  lastName: 'Rojas',
  photoUrl: null,
  role: 'MENTOR',
  percentage: 0,
  states: [{ eventId: EVENT, state: 'NOT_ATTENDED' }],
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const role = url.searchParams.get('role');
    const docs = [mentee, mentor].filter((p) => !role || p.role === role);
    return json(200, {
      events: [
        {
          eventId: EVENT,
          name: 'Kickoff',
          eventDate: '2026-06-01T15:00:00.000Z',
          roles: [],
          attendeesCount: 1,
          eligibleCount: 2,
          percentage: 50,
        },
      ],
      participants: { docs, totalDocs: docs.length, page: 1, limit: 10 },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('EventAttendancePanel', () => {
  it('shows each participant at each begun event with the percentages, filtered by role', async () => {
    renderWithProviders(<EventAttendancePanel process={process} />);
    const menteeRow = (await screen.findByText('Camila González', { exact: false })).closest('tr')!;
    expect(within(menteeRow).getByText('Asistió')).toBeInTheDocument();
    expect(within(menteeRow).getByText('100%')).toBeInTheDocument();
    const mentorRow = screen.getByText('Valentina Rojas', { exact: false }).closest('tr')!;
    expect(within(mentorRow).getByText('No asistió')).toBeInTheDocument();
    expect(screen.getAllByText('50% (1/2)', { exact: false })[0]).toHaveTextContent('Asistencia al evento: 50% (1/2)');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Mentores/as' }));
    expect(await screen.findByText('Camila González', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText('Valentina Rojas', { exact: false })).not.toBeInTheDocument();
    const last = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
    expect(last.searchParams.get('role')).toBe('STUDENT');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Mentees' }));
    expect(await screen.findByText('Selecciona al menos un rol para ver la asistencia')).toBeInTheDocument();
  }, 20_000);
});

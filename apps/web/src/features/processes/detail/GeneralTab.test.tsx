import type { ProcessEvent } from '@enlaza/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/auth/tokenStorage';
import { processDetailOf, unsignedAccessToken } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { EventsManager } from '../../events/EventsManager';
import { GeneralTab } from './GeneralTab';

const process = processDetailOf({
  processId: 'p1',
  name: 'Compañía Demo - Networking - 2026',
  serviceType: ['NETWORKING'],
});

const kickoff: ProcessEvent = {
  eventId: '11111111-1111-4111-8111-111111111111',
  processId: '99999999-9999-4999-8999-999999999999',
  name: 'Kickoff',
  roles: [],
  eventDate: '2026-12-01T15:30:00.000Z',
  attendeesCount: 0,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
let events: ProcessEvent[] = [];

beforeEach(() => {
  events = [kickoff];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/process/p1/events') return json(200, events);
    if (url.pathname === `/api/events/${kickoff.eventId}` && method === 'PUT') {
      const body = JSON.parse(String(init?.body)) as Partial<ProcessEvent>;
      events = [{ ...kickoff, ...body }];
      return json(200, { message: 'Editado exitosamente', event: events[0] });
    }
    if (url.pathname === '/api/process/p1/participants')
      return json(200, { docs: [], totalDocs: 0, page: 1, limit: 10, counts: {} });
    return json(404, { error: { type: 'not_found', message: 'No encontrado' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(ACCESS_TOKEN_KEY, unsignedAccessToken({ userId: 'u1', role: 'ADMIN', roles: ['ADMIN'] }));
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("GeneralTab's 'Cronograma'", () => {
  it('shows an event edited in the events manager at once, without waiting for its cache to go stale', async () => {
    renderWithProviders(
      <>
        <GeneralTab process={process} viewer="COMPANY_ADMIN" />
        <EventsManager process={process} />
      </>,
    );
    const schedule = screen.getByText('Cronograma').closest('.ant-card') as HTMLElement;
    expect(await within(schedule).findByText('Evento: Kickoff')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Editar evento Kickoff' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Nombre del evento');
    await userEvent.clear(name);
    await userEvent.type(name, 'Kickoff general');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await within(schedule).findByText('Evento: Kickoff general')).toBeInTheDocument();
    expect(within(schedule).queryByText('Evento: Kickoff')).not.toBeInTheDocument();
  }, 20_000);
});

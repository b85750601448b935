import type { Guide, ProcessDetail, ProcessStatus, Role } from '@enlaza/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../lib/auth/tokenStorage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { EventsManager } from './EventsManager';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An access token the UI can read (the UI never verifies signatures; the server does). */
function accessToken(role: Role): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ userId: 'u1', role, roles: [role], sid: 's1' })}.firma`;
}

const detail = (status: ProcessStatus): ProcessDetail => ({
  processId: 'p1',
  name: 'Compañía Demo - Mentoría - 2026',
  status,
  serviceType: ['MENTORING'],
  client: { clientId: 'cl1', name: 'Compañía Demo', rut: null },
  owner: null,
  estimatedStartDate: '2026-12-01',
  estimatedEndDate: '2027-03-01',
  mentorsCount: 1,
  studentsCount: 1,
  logoUrl: null,
  updatedAt: '2026-11-22T10:00:00.000Z',
  mentorship: { id: 'g1', name: 'Pauta' },
  dynamicMentorship: null,
  mdi: null,
  sessionsFeedbackBundle: null,
  ungrouped: false,
  isMentorup: false,
  emprendeType: null,
  specialtyName: null,
  emprendeMainProcessId: null,
  convocatoryId: null,
  campusIds: [],
  sessionsDateRanges: [{ sessionNumber: 2, start: '2026-12-15', end: '2026-12-31' }],
  networking: null,
  startDate: null,
  endDate: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  completeness: { complete: true, missing: [] },
  attraction: null,
});

const kickoffEvent = {
  eventId: '11111111-1111-4111-8111-111111111111',
  processId: '99999999-9999-4999-8999-999999999999',
  name: 'Kickoff',
  roles: ['MENTOR', 'STUDENT'],
  eventDate: '2026-12-01T15:30:00.000Z',
  attendeesCount: 0,
};

/** The process's guide, as GET /api/mentorships/{id} answers it, with `count` sessions. */
function guideWithSessions(count: number): Guide {
  const noMaterial = { documentKey: null, documentName: null, documentUrl: null, link: null };
  return {
    mentorshipId: 'g1',
    name: 'Pauta Demo',
    description: 'Una pauta',
    mentorshipTypeIds: [],
    mentorshipTypes: [],
    sessions: Array.from({ length: count }, (_, i) => ({
      sessionId: `s${i + 1}`,
      number: i + 1,
      title: `Sesión ${i + 1}`,
      description: '',
      templateQuestionaryId: null,
      templateQuestionaryName: null,
      mentor: noMaterial,
      student: noMaterial,
    })),
    processes: [],
    createdAt: '2026-01-05T12:00:00.000Z',
    locked: true,
  };
}

const fetchMock = vi.fn<typeof fetch>();
let requests: { method: string; path: string; body: unknown }[] = [];

function serve(events: unknown[] | Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    requests.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.pathname === '/api/process/p1/events') {
      return events instanceof Response ? events.clone() : json(200, events);
    }
    if (url.pathname === '/api/events' && method === 'POST') {
      return json(201, {
        message: 'Creado exitosamente',
        event: { ...kickoffEvent, eventId: '33333333-3333-4333-8333-333333333333' },
      });
    }
    if (url.pathname === '/api/mentorships/g1') return json(200, guideWithSessions(3));
    if (url.pathname === '/api/process/p1/updateSessionsDateRanges') {
      return json(200, { message: 'Sesiones actualizadas exitosamente' });
    }
    return json(404, { error: { type: 'not_found', message: 'No encontrado' } });
  });
}

function signInAs(role: Role) {
  localStorage.setItem(ACCESS_TOKEN_KEY, accessToken(role));
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
}

beforeEach(() => {
  requests = [];
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('EventsManager', () => {
  it('shows each event as a card with its date in Chile time and its roles label', async () => {
    signInAs('ADMIN');
    serve([
      kickoffEvent,
      { ...kickoffEvent, eventId: '22222222-2222-4222-8222-222222222222', name: 'Cierre', roles: [], eventDate: null },
    ]);
    renderWithProviders(<EventsManager process={detail('IN_PROGRESS')} />);
    const list = await screen.findByRole('list', { name: 'Eventos del proceso' });
    const cards = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Kickoff')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('01/12/2026 12:30')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Mentees y Mentores/as')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Sin especificar')).toBeInTheDocument();
    const qr = within(cards[0]!).getByRole('link', { name: /Abrir el código QR de Kickoff/ });
    expect(qr).toHaveAttribute('href', `/event-attendance-qr/${kickoffEvent.eventId}`);
    expect(qr).toHaveAttribute('target', '_blank');
    expect(within(cards[0]!).getByRole('button', { name: 'Editar evento Kickoff' })).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { name: 'Eliminar evento Kickoff' })).toBeInTheDocument();
  });

  it('asks for the name and the date, then creates the event', async () => {
    signInAs('ADMIN');
    serve([]);
    renderWithProviders(<EventsManager process={detail('DRAFT')} />);
    expect(await screen.findByText('No hay eventos en este proceso')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo evento' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Por favor poner el nombre del evento')).toBeInTheDocument();
    expect(within(dialog).getByText('Selecciona una fecha')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Nombre del evento'), 'Charla');
    const date = within(dialog).getByLabelText('Fecha y hora');
    await userEvent.click(date);
    await userEvent.type(date, '01/12/2026 12:30{enter}');
    await userEvent.click(within(dialog).getByLabelText('Mentees'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Creado exitosamente')).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({
      processId: 'p1',
      name: 'Charla',
      roles: ['STUDENT'],
      eventDate: '2026-12-01T15:30:00.000Z',
    });
  }, 20_000);

  it('edits the dates of sessions 2..n of the guide', async () => {
    signInAs('ADMIN');
    serve([]);
    renderWithProviders(<EventsManager process={detail('KICKOFF')} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Fecha inicio sesiones' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Segunda sesión')).toBeInTheDocument();
    expect(within(dialog).getByText('Tercera sesión')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(within(dialog).getAllByText('Selecciona una fecha')).toHaveLength(2));
    expect(requests.some((r) => r.path.endsWith('updateSessionsDateRanges'))).toBe(false);
  });

  it('is read-only for company admins and for a finalized process', async () => {
    signInAs('COMPANY_ADMIN');
    serve([kickoffEvent]);
    const { unmount } = renderWithProviders(<EventsManager process={detail('IN_PROGRESS')} />);
    expect(await screen.findByText('Kickoff')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo evento' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar evento/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /código QR/ })).not.toBeInTheDocument();
    unmount();

    signInAs('ADMIN');
    renderWithProviders(<EventsManager process={detail('FINALIZED')} />);
    expect(await screen.findByText('Kickoff')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo evento' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fecha inicio sesiones' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Eliminar evento/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /código QR de Kickoff/ })).toBeInTheDocument();
  });

  it("shows 'Error al cargar eventos' when the list fails", async () => {
    signInAs('ADMIN');
    serve(json(403, { error: { type: 'forbidden', message: 'No autorizado' } }));
    renderWithProviders(<EventsManager process={detail('DRAFT')} />);
    await waitFor(() => expect(screen.getByText('Error al cargar eventos')).toBeInTheDocument());
  });
});

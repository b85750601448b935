import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../lib/auth/tokenStorage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MemberHomePage } from './MemberHomePage';
import { userProfileOf } from '../../test/fixtures';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const invitation = {
  processId: 'p1',
  processName: 'Mentoría Primavera 2026',
  role: 'MENTOR',
  coordinatorName: 'Andrea Coordinadora',
  service: 'MENTORING',
  confirmationPath: '/process_invitation/mentor?usertoken=tok&processId=p1&service=MENTORING',
};

/** An access token the UI can read (the UI never verifies signatures; the server does). */
function accessToken(): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ userId: 'u1', role: 'USER', roles: ['USER'], sid: 's1' })}.firma`;
}

const me = userProfileOf({
  id: 'u1',
  email: 'camila@example.com',
  name: 'Camila',
  lastName: 'Mentee',
  roles: ['USER'],
  role: 'USER',
  isMentor: false,
  isEntrepreneur: false,
});

/** The member home's other calls answer with nothing to show; the invitations with `invitations()`. */
let invitations: () => Response;
let pendingTasks: () => Response;
let networking: () => Response;
let studentProcesses: () => Response;
let mentorProcesses: () => Response;
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  invitations = () => json(200, []);
  pendingTasks = () => json(200, { notScheduledSessions: [], pendingFeedbacks: [], pendingMdis: [] });
  networking = () => json(200, []);
  studentProcesses = () => json(200, []);
  mentorProcesses = () => json(200, []);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/users/me') return json(200, me);
    if (url === '/api/users/me/invitations') return invitations();
    if (url === '/api/students/me/processes') return studentProcesses();
    if (url === '/api/mentors/me/processes') return mentorProcesses();
    if (url === '/api/users/me/pending_tasks/') return pendingTasks();
    if (url === '/api/users/me/next_event') return json(200, null);
    if (url === '/api/users/me/networking/matches') return networking();
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

const renderHome = () => renderWithProviders(<MemberHomePage />, { path: '*', url: '/home' });

describe('MemberHomePage: pending invitations', () => {
  it('shows each pending invitation with process, role and coordinator, and opens its confirmation page', async () => {
    invitations = () =>
      json(200, [
        invitation,
        {
          ...invitation,
          processId: 'p2',
          processName: 'Networking Otoño',
          role: 'STUDENT',
          coordinatorName: null,
          confirmationPath: '/process_invitation/student?usertoken=t2&processId=p2&service=NETWORKING',
        },
      ]);
    const { router } = renderHome();

    const card = await screen.findByRole('region', {
      name: 'Tienes una invitación pendiente: Mentoría Primavera 2026',
    });
    expect(within(card).getByText('Tienes una invitación pendiente')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Mentoría Primavera 2026' })).toBeInTheDocument();
    expect(within(card).getByText('Mentora')).toBeInTheDocument();
    expect(within(card).getByText('Andrea Coordinadora')).toBeInTheDocument();
    const other = screen.getByRole('region', { name: 'Tienes una invitación pendiente: Networking Otoño' });
    expect(within(other).getByText('Mentee')).toBeInTheDocument();
    expect(within(other).queryByText('Coordinadora')).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Ver invitación' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/process_invitation/mentor'));
    expect(router.state.location.search).toBe('?usertoken=tok&processId=p1&service=MENTORING');
  });

  it('shows no invitation card when there is none to answer', async () => {
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Mis procesos' })).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/users/me/invitations')).toBe(true),
    );
    // Let the answer reach the page before looking.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Tienes una invitación pendiente')).not.toBeInTheDocument();
  });

  it('says so when the invitations cannot be read, with a retry', async () => {
    let calls = 0;
    invitations = () =>
      ++calls === 1 ? json(403, { error: { message: 'Acceso denegado', type: 'forbidden' } }) : json(200, [invitation]);
    renderHome();
    expect(await screen.findByText('No pudimos revisar si tienes invitaciones pendientes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('region', { name: 'Tienes una invitación pendiente: Mentoría Primavera 2026' }),
    ).toBeInTheDocument();
  });
});

describe("MemberHomePage: 'Mis procesos' loading", () => {
  it("says 'Sus procesos han sido cargados con éxito' once a retry brings both lists, not on the first load", async () => {
    let failing = true;
    const answer = () => (failing ? json(500, { error: { message: 'Error', type: 'internal' } }) : json(200, []));
    studentProcesses = answer;
    mentorProcesses = answer;
    renderHome();
    expect(await screen.findByText('Error a cargar sus procesos')).toBeInTheDocument();
    expect(screen.queryByText('Sus procesos han sido cargados con éxito')).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Sus procesos han sido cargados con éxito')).toBeInTheDocument();
    expect(screen.queryByText('Error a cargar sus procesos')).not.toBeInTheDocument();
  });
});

describe("MemberHomePage: 'Mis pendientes'", () => {
  it('lists the measurements, evaluations and sessions to schedule in that order, each linking to its page', async () => {
    const process = { processId: 'a2b4c6d8-1e3f-4a5b-8c7d-9e0f1a2b3c4d', processName: 'Mentoría Talento' };
    pendingTasks = () =>
      json(200, {
        notScheduledSessions: [
          { ...process, pairId: 'b2b4c6d8-1e3f-4a5b-8c7d-9e0f1a2b3c4d', sessionNumber: 3, role: 'MENTOR' },
        ],
        pendingFeedbacks: [
          {
            ...process,
            invitationId: 'c2b4c6d8-1e3f-4a5b-8c7d-9e0f1a2b3c4d',
            pairId: 'b2b4c6d8-1e3f-4a5b-8c7d-9e0f1a2b3c4d',
            sessionNumber: 2,
          },
        ],
        pendingMdis: [
          { ...process, invitationId: 'd2b4c6d8-1e3f-4a5b-8c7d-9e0f1a2b3c4d', entitySubType: 'POST_PROCESS' },
        ],
      });
    renderHome();
    const feedback = await screen.findByRole('link', { name: 'Evaluar sesión 2 de Mentoría Talento' });
    expect(feedback).toHaveAttribute('href', '/answer/c2b4c6d8-1e3f-4a5b-8c7d-9e0f1a2b3c4d');
    const mdi = screen.getByRole('link', { name: /^Responder la medición .* de Mentoría Talento$/ });
    expect(mdi).toHaveAttribute('href', '/answer/d2b4c6d8-1e3f-4a5b-8c7d-9e0f1a2b3c4d');
    expect(screen.getByRole('link', { name: 'Agendar la tercera sesión de Mentoría Talento' })).toHaveAttribute(
      'href',
      '/home/process/b2b4c6d8-1e3f-4a5b-8c7d-9e0f1a2b3c4d/mentor',
    );
    // Measurements first (they expire), then evaluations, then sessions to schedule.
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items.filter((t) => /Responder|Evaluar|Agendar/.test(t ?? ''))).toEqual([
      expect.stringMatching(/^Responder la medición/),
      'Evaluar sesión 2 de Mentoría Talento',
      'Agendar la tercera sesión de Mentoría Talento',
    ]);
    expect(screen.queryByText('No tienes nada pendiente hoy')).not.toBeInTheDocument();
  });
});

describe('MemberHomePage: networking', () => {
  it('leads a member of a networking process to her matches', async () => {
    networking = () =>
      json(200, [
        { processId: 'p1', name: 'Networking Otoño', status: 'IN_PROGRESS', matches: [] },
        { processId: 'p2', name: 'Networking Invierno', status: 'KICKOFF', matches: [] },
      ]);
    const { router } = renderWithProviders(<MemberHomePage />, {
      path: '/home',
      otherRoutes: [{ path: '/networking', element: <h1>Networking</h1> }],
    });
    expect(await screen.findByText('Tus matchs aparecerán cuando la coordinación los genere.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Ver mis matchs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/networking'));
  });

  it('says nothing about networking to a member of no networking process', async () => {
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Mis procesos' })).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/users/me/networking/matches')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Ver mis matchs' })).not.toBeInTheDocument();
  });
});

describe('MemberHomePage: attraction processes', () => {
  it('leads an attraction card to the attraction view, with the group chat one click away', async () => {
    const processId = '11111111-1111-4111-8111-111111111111';
    studentProcesses = () =>
      json(200, [
        {
          processId,
          name: 'Atracción Talento 2026',
          clientName: 'Compañía Demo',
          status: 'IN_PROGRESS',
          estimatedStartDate: '2026-03-01',
          startDate: '2026-03-01T12:00:00.000Z',
          estimatedEndDate: '2026-06-01',
          endDate: null,
          serviceType: 'ATTRACTION',
          sessionsDateRanges: [],
          ungrouped: false,
          mentorship: null,
          mePair: null,
        },
      ]);
    renderHome();
    const open = await screen.findByRole('link', { name: 'Abrir Atracción Talento 2026' });
    expect(open).toHaveAttribute('href', `/attraction/student/${processId}`);
    expect(screen.getByRole('link', { name: 'Ir al chat grupal' })).toHaveAttribute('href', `/groupchat/${processId}`);
  });
});

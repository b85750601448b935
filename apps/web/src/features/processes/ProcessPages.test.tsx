import {
  processMessages,
  type ParticipantList,
  type ProcessParticipant,
  type ProcessDetail,
  type ProcessStatus,
  type ProcessSummary,
} from '@enlaza/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ProcessesPage } from './ProcessesPage';
import { ProcessPage } from './ProcessPage';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const summary = (status: ProcessStatus, name: string, processId = `id-${status}`): ProcessSummary => ({
  processId,
  name,
  status,
  serviceType: ['MENTORING'],
  client: { clientId: 'cl1', name: 'Compañía Demo', rut: null },
  owner: { userId: 'u1', name: 'Ana', lastName: 'Rojas', email: 'admin@enlaza.test' },
  estimatedStartDate: '2026-12-01',
  estimatedEndDate: '2027-03-01',
  mentorsCount: 1,
  studentsCount: 2,
  logoUrl: null,
  updatedAt: '2026-11-22T10:00:00.000Z',
});

const detail = (status: ProcessStatus, overrides: Partial<ProcessDetail> = {}): ProcessDetail => ({
  ...summary(status, 'Compañía Demo - Mentoría - 2026', 'p1'),
  mentorship: { id: 'g1', name: 'Pauta Mentoría Enlaza' },
  dynamicMentorship: null,
  mdi: { id: 'm1', name: 'Medición de impacto Programa Mentoras' },
  sessionsFeedbackBundle: { id: 'b1', name: 'Feedback sesiones Programa Mentoras' },
  ungrouped: false,
  isMentorup: false,
  emprendeType: null,
  specialtyName: null,
  emprendeMainProcessId: null,
  convocatoryId: null,
  campusIds: [],
  sessionsDateRanges: [],
  networking: null,
  startDate: null,
  endDate: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  completeness: { complete: true, missing: [] },
  attraction: null,
  ...overrides,
});

const mentor: ProcessParticipant[] = [
  {
    userId: 'u2',
    role: 'MENTOR',
    invitationStatus: 'APPROVED',
    invitationMailCount: 3,
    campusId: null,
    removed: false,
    updatedAt: '2026-11-22T10:00:00.000Z',
    data: {
      name: 'Mónica',
      lastName: 'Salinas',
      email: 'mentora@enlaza.test',
      cellphone: null,
      businessArea: null,
      businessPosition: null,
      mentorType: null,
    },
  },
];

const participants = (count: number): ParticipantList => ({
  docs: mentor.slice(0, count),
  totalDocs: count,
  page: 1,
  limit: 10,
  counts: { PENDING: 2, APPROVED: count, REJECTED: 0 },
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

vi.setConfig({ testTimeout: 20_000 });

describe('ProcessesPage', () => {
  it('shows one board per status with the empty text and each board its own paging', async () => {
    fetchMock.mockImplementation(async (input) => {
      const query = new URL(String(input), 'http://localhost').searchParams;
      const status = query.get('status') as ProcessStatus;
      if (status === 'DRAFT') {
        const page = Number(query.get('page'));
        return json(200, { docs: [summary('DRAFT', `Borrador página ${page}`)], totalDocs: 12, page, limit: 10 });
      }
      if (status === 'KICKOFF')
        return json(200, { docs: [summary('KICKOFF', 'Piloto')], totalDocs: 1, page: 1, limit: 10 });
      return json(200, { docs: [], totalDocs: 0, page: 1, limit: 10 });
    });
    renderWithProviders(<ProcessesPage />, { path: '/admin/processes' });
    expect(screen.getByRole('heading', { level: 1, name: 'Procesos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear proceso' })).toBeInTheDocument();

    const board = (label: string) => screen.getByRole('region', { name: new RegExp(`^${label}`) });
    const kickoff = board('Pre-kickoff');
    expect(await within(kickoff).findByRole('link', { name: 'Piloto' })).toHaveAttribute(
      'href',
      '/admin/processes/kickoff/id-KICKOFF',
    );
    expect(within(kickoff).getByText('Mentoría')).toBeInTheDocument();
    expect(within(kickoff).getByText('01/12/2026')).toBeInTheDocument();
    expect(within(kickoff).getByRole('button', { name: 'Ver proceso Piloto' })).toBeInTheDocument();
    expect(await within(board('En curso')).findByText(processMessages.empty)).toBeInTheDocument();
    expect(await within(board('Finalizado')).findByText(processMessages.empty)).toBeInTheDocument();

    const draft = board('Borrador');
    expect(await within(draft).findByText('Borrador página 1')).toBeInTheDocument();
    await userEvent.click(within(draft).getByTitle('2'));
    expect(await within(draft).findByText('Borrador página 2')).toBeInTheDocument();
    // Only the draft board asked for its second page.
    const pages = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').searchParams);
    expect(pages.filter((q) => q.get('page') === '2').map((q) => q.get('status'))).toEqual(['DRAFT']);
  });
});

describe('opening a process from the list', () => {
  it('starts loading the process when the pointer rests on its link or its button gets the focus', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/process/id-KICKOFF') return json(200, detail('KICKOFF'));
      const status = url.searchParams.get('status');
      if (status === 'KICKOFF')
        return json(200, { docs: [summary('KICKOFF', 'Piloto')], totalDocs: 1, page: 1, limit: 10 });
      return json(200, { docs: [], totalDocs: 0, page: 1, limit: 10 });
    });
    renderWithProviders(<ProcessesPage />, { path: '/admin/processes' });
    const detailAsked = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/process/id-KICKOFF')).length;
    const link = await screen.findByRole('link', { name: 'Piloto' });
    expect(detailAsked()).toBe(0);
    await userEvent.hover(link);
    await waitFor(() => expect(detailAsked()).toBe(1));
    // Already in the cache and fresh: resting on the button too asks nothing more.
    screen.getByRole('button', { name: 'Ver proceso Piloto' }).focus();
    await userEvent.hover(screen.getByRole('button', { name: 'Ver proceso Piloto' }));
    expect(detailAsked()).toBe(1);
  });
});

function serveProcess(current: ProcessDetail, transition?: Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (init?.method === 'PUT' && transition) return transition.clone();
    if (url.pathname === '/api/process/p1') return json(200, current);
    if (url.pathname === '/api/process/p1/participants') {
      return json(200, participants(url.searchParams.get('role') === 'MENTOR' ? 1 : 0));
    }
    return json(404, { error: { type: 'not_found', message: 'No encontrado' } });
  });
}

const renderProcess = (slug: string) =>
  renderWithProviders(<ProcessPage />, {
    path: '/admin/processes/:status/:processId',
    url: `/admin/processes/${slug}/p1`,
  });

describe('ProcessPage', () => {
  it('shows the shape of the page, announced as loading, until the process arrives', async () => {
    let arrive: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation((input) =>
      String(input).endsWith('/api/process/p1')
        ? new Promise<Response>((resolve) => (arrive = resolve))
        : Promise.resolve(json(200, participants(0))),
    );
    renderProcess('draft');
    expect(screen.getByRole('status', { name: 'Cargando proceso' })).toBeInTheDocument();
    arrive(json(200, detail('DRAFT')));
    expect(await screen.findByRole('heading', { name: /Compañía Demo - Mentoría - 2026/ })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Cargando proceso' })).not.toBeInTheDocument();
  });

  it('a draft: title, data, completeness, participants with counts; kickoff and delete offered', async () => {
    serveProcess(detail('DRAFT', { completeness: { complete: false, missing: ['students'] } }));
    renderProcess('draft');
    expect(await screen.findByRole('heading', { level: 1, name: 'Procesos / Borrador procesos' })).toBeInTheDocument();
    expect(screen.getByText('Pauta Mentoría Enlaza')).toBeInTheDocument();
    expect(screen.getByText('Falta: mentees')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pasar a pre-kickoff' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar proceso' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Iniciar proceso' })).not.toBeInTheDocument();
    // An incomplete draft opens on Resumen; the Mentoras tab has the pie counts and the table.
    expect(screen.getByRole('tab', { name: 'Resumen', selected: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Mentoras' }));
    const mentors = await screen.findByRole('region', { name: 'Mentoras' });
    expect(await within(mentors).findByText('Mónica Salinas')).toBeInTheDocument();
    expect(within(mentors).getByText('3/3')).toBeInTheDocument();
    expect(within(mentors).getByText('Confirmada')).toBeInTheDocument();
    expect(within(mentors).getByText('Pendientes: 2')).toBeInTheDocument();
    expect(within(mentors).getByText('Confirmadas: 1')).toBeInTheDocument();
  });

  it('pre-kickoff offers going back to draft (with the warning) and starting; a refusal shows the server message', async () => {
    const refusal = json(409, { error: { type: 'process_start_refused', message: processMessages.pairsMustExist } });
    serveProcess(detail('KICKOFF'), refusal);
    renderProcess('kickoff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Procesos / Pre-kickoff' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar proceso' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Convertir en borrador' }));
    const warning = await screen.findByRole('dialog');
    expect(warning).toHaveTextContent(processMessages.toDraftWarning);
    await userEvent.click(within(warning).getByRole('button', { name: 'Cancelar' }));

    await userEvent.click(screen.getByRole('button', { name: 'Iniciar proceso' }));
    const dialog = await waitFor(() => {
      const open = screen.getAllByRole('dialog').find((d) => d.textContent?.includes('¿Iniciar el proceso?'));
      if (!open) throw new Error('no dialog');
      return open;
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Iniciar proceso' }));
    expect(await screen.findByText(processMessages.pairsMustExist)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input, init]) => init?.method === 'PUT' && String(input).endsWith('/p1/start')),
      ).toBe(true),
    );
  });

  it('in progress offers only Finalizar; finalized offers nothing', async () => {
    serveProcess(detail('IN_PROGRESS'));
    const view = renderProcess('in_progress');
    expect(await screen.findByRole('heading', { level: 1, name: 'Procesos / En curso' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalizar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Iniciar|pre-kickoff|borrador|Eliminar/ })).not.toBeInTheDocument();
    view.unmount();

    serveProcess(detail('FINALIZED'));
    renderProcess('finalized');
    expect(await screen.findByRole('heading', { level: 1, name: 'Procesos / Finalizado' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Finalizar|Iniciar|pre-kickoff|borrador|Eliminar/ }),
    ).not.toBeInTheDocument();
  });
});

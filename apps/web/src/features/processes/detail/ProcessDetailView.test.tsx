import type { ProcessDetail, ProcessTracking } from '@enlaza/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { DetailViewer } from '../../../lib/auth/detailViewer';
import { detailSections, ProcessDetailView } from './ProcessDetailView';

const process: ProcessDetail = {
  processId: 'p1',
  name: 'Compañía Demo - Mentoría Talento - 2026',
  status: 'IN_PROGRESS',
  serviceType: ['MENTORING', 'NETWORKING'],
  client: { clientId: 'cl1', name: 'Compañía Demo', rut: null },
  owner: { userId: 'u1', name: 'Andrea', lastName: 'Rojas', email: 'admin@enlaza.test' },
  estimatedStartDate: '2026-10-01',
  estimatedEndDate: '2027-01-01',
  mentorsCount: 1,
  studentsCount: 1,
  logoUrl: null,
  updatedAt: '2026-11-22T10:00:00.000Z',
  mentorship: { id: 'g1', name: 'Pauta' },
  dynamicMentorship: null,
  mdi: { id: 'm1', name: 'MDI' },
  sessionsFeedbackBundle: null,
  ungrouped: false,
  isMentorup: false,
  emprendeType: null,
  specialtyName: null,
  emprendeMainProcessId: null,
  convocatoryId: null,
  campusIds: [],
  sessionsDateRanges: [],
  networking: null,
  startDate: '2026-10-01T12:00:00.000Z',
  endDate: null,
  createdAt: '2026-09-01T10:00:00.000Z',
  completeness: { complete: true, missing: [] },
  attraction: null,
};

const tracking = (progress: number | null): ProcessTracking => ({
  progress,
  sessionsPerPair: 2,
  completedSessions: progress === null ? 0 : 1,
  activePairs: 1,
  pairsBySessionsReached: [0, 1, 0],
  pairs: [
    {
      pairId: 'pair1',
      student: { userId: 's1', name: 'Camila', lastName: 'Soto' },
      mentor: { userId: 'm1', name: 'Beatriz', lastName: 'Lagos', email: '-' },
      affinity: 80,
      disabled: false,
      sessions: [
        {
          sessionNumber: 1,
          status: 'COMPLETED',
          enabled: true,
          scheduleDate: null,
          completedAt: null,
          guideStatus: 'COMPLETED',
        },
        {
          sessionNumber: 2,
          status: 'PENDING_NO_DATE',
          enabled: true,
          scheduleDate: null,
          completedAt: null,
          guideStatus: null,
        },
      ],
      sessionReached: 1,
    },
  ],
  totalDocs: 1,
  page: 1,
  limit: 5,
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderView(viewer: DetailViewer, url: string, progress: number | null = 50) {
  fetchMock.mockImplementation(async () =>
    Response.json(tracking(progress), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  return renderWithProviders(<ProcessDetailView process={process} viewer={viewer} />, {
    path: '/x/:processId',
    url,
  });
}

describe('ProcessDetailView', () => {
  it('offers Networking with that service and Mediciones only to admins of a process with an MDI', () => {
    expect(detailSections(process, 'ADMIN').map((s) => s.label)).toEqual([
      'General',
      'Duplas',
      'Seguimiento',
      'Eventos',
      'Feedback',
      'Recursos',
      'Networking',
      'Mediciones',
    ]);
    expect(detailSections(process, 'COMPANY_ADMIN').map((s) => s.label)).not.toContain('Mediciones');
    expect(detailSections({ ...process, serviceType: ['MENTORING'], mdi: null }, 'ADMIN')).toHaveLength(6);
    expect(detailSections({ ...process, serviceType: ['NETWORKING'], mdi: null }, 'ADMIN')).not.toContainEqual(
      expect.objectContaining({ tab: 'feedback' }),
    );
  });

  it("offers an attraction process's sections: General, Seguimiento, Eventos, Recursos and, for admins, Mediciones", () => {
    const attraction = {
      ...process,
      serviceType: ['ATTRACTION' as const],
      attraction: { challengeId: 'c1', challengeTitle: 'Desafío' },
    };
    expect(detailSections(attraction, 'ADMIN').map((s) => s.label)).toEqual([
      'General',
      'Seguimiento',
      'Eventos',
      'Recursos',
      'Mediciones',
    ]);
    expect(detailSections(attraction, 'COMPANY_ADMIN').map((s) => s.label)).toEqual([
      'General',
      'Seguimiento',
      'Eventos',
      'Recursos',
    ]);
  });

  it('opens a section from the grid and goes back to the grid', async () => {
    const { router } = renderView('ADMIN', '/x/p1');
    await userEvent.click(screen.getByRole('button', { name: 'Seguimiento' }));
    expect(router.state.location.search).toBe('?tab=tracking');
    expect(await screen.findByText('Camila Soto')).toBeInTheDocument();
    expect(screen.getByText('Avance del proceso')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Volver$/ }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('navigation', { name: 'Secciones del proceso' })).toBeInTheDocument();
  });

  it("shows the admin 'No iniciado' when there is nothing to count", async () => {
    renderView('ADMIN', '/x/p1?tab=tracking', null);
    expect(await screen.findByText('No iniciado')).toBeInTheDocument();
  });

  it('shows per pair which session guides are finished', async () => {
    renderView('ADMIN', '/x/p1?tab=tracking');
    const row = (await screen.findByText('Camila Soto')).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('Pauta terminada');
    expect(cells[2]).toHaveTextContent('Pauta sin abrir');
    expect(cells[3]).toHaveTextContent('1/2');
    expect(screen.getByRole('columnheader', { name: 'Pautas terminadas' })).toBeInTheDocument();
  });

  it('keeps the tracking read-only for a company admin, without the progress', async () => {
    renderView('COMPANY_ADMIN', '/x/p1?tab=tracking');
    expect(await screen.findByText('Camila Soto')).toBeInTheDocument();
    expect(screen.getByText('Realizada')).toBeInTheDocument();
    expect(screen.queryByText('Avance del proceso')).not.toBeInTheDocument();
  });
});

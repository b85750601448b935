import type { ClientDashboard } from '@enlaza/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../lib/auth/tokenStorage';
import { unsignedAccessToken } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ClientDashboardPage } from './ClientDashboardPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const CLIENT_ID = '3f0c9a52-3c1e-4c49-9a8e-1d2b3c4d5e6f';
const figures: ClientDashboard = {
  client: { clientId: CLIENT_ID, name: 'Compañía Andes' },
  staffing: {
    people: 4,
    byRole: [
      { key: 'MENTOR', label: 'Mentoras', count: 2 },
      { key: 'STUDENT', label: 'Mentees', count: 2 },
    ],
    byGender: [{ key: 'FEMALE', label: 'Femenino', count: 4 }],
    byBusinessArea: [{ key: 'Finanzas', label: 'Finanzas', count: 4 }],
    byBusinessLevel: [{ key: null, label: 'Sin información', count: 4 }],
    mentorTypes: [
      { key: 'INTERNAL', label: 'Interna', count: 1 },
      { key: 'EXTERNAL', label: 'Externa', count: 1 },
    ],
  },
  processes: [
    {
      processId: 'p1',
      name: 'Mentoría Andes 2026',
      status: 'IN_PROGRESS',
      statusLabel: 'En curso',
      progress: 75,
      activePairs: 2,
      sessionsPerPair: 2,
      sessionsDone: 3,
      attendance: 40,
      heldEvents: 3,
    },
    {
      processId: 'p2',
      name: 'Borrador Andes',
      status: 'DRAFT',
      statusLabel: 'Borrador',
      progress: null,
      activePairs: 0,
      sessionsPerPair: 0,
      sessionsDone: 0,
      attendance: null,
      heldEvents: 0,
    },
  ],
  sessionFeedback: [
    { sessionNumber: 1, invited: 4, answered: 2, responseRate: 50, ratings: 4, meanRating: 6.5, satisfaction: 75 },
  ],
  impact: [
    {
      processId: 'p1',
      name: 'Mentoría Andes 2026',
      measurements: [
        {
          subType: 'BASELINE',
          label: 'Línea base',
          inMdi: true,
          sentAt: null,
          total: 20,
          completed: 7,
          percentage: 35,
          light: 'RED',
        },
        {
          subType: 'POST_PROCESS',
          label: 'Post proceso',
          inMdi: true,
          sentAt: null,
          total: 2,
          completed: 1,
          percentage: 50,
          light: 'GREEN',
        },
        {
          subType: 'POST_PROCESS_SIX_MONTH',
          label: '6 meses',
          inMdi: true,
          sentAt: null,
          total: 0,
          completed: 0,
          percentage: null,
          light: null,
        },
        {
          subType: 'POST_PROCESS_TWELVE_MONTH',
          label: '12 meses',
          inMdi: false,
          sentAt: null,
          total: 0,
          completed: 0,
          percentage: null,
          light: null,
        },
      ],
      objectives: [
        {
          questionId: 'q1',
          question: 'Liderazgo',
          role: 'STUDENT',
          scaleMax: 10,
          baseline: 5,
          baselineAnswers: 2,
          postProcess: 8.5,
          postProcessAnswers: 2,
        },
      ],
    },
  ],
};

const empty: ClientDashboard = {
  ...figures,
  staffing: { people: 0, byRole: [], byGender: [], byBusinessArea: [], byBusinessLevel: [], mentorTypes: [] },
  processes: [],
  sessionFeedback: [],
  impact: [],
};

const clientRow = {
  clientId: CLIENT_ID,
  name: 'Compañía Andes',
  rut: null,
  businessName: null,
  address: null,
  city: null,
  websiteUrl: null,
  linkedinUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  contact: { name: null, email: null, phone: null, businessPosition: null, businessArea: null },
};

// antd's select and charts are slow to drive in jsdom.
vi.setConfig({ testTimeout: 30_000 });

const fetchMock = vi.fn<typeof fetch>();
const signInAs = (role: 'ADMIN' | 'COMPANY_ADMIN') => {
  localStorage.setItem(ACCESS_TOKEN_KEY, unsignedAccessToken({ userId: 'u1', role, roles: [role] }));
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
};
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ClientDashboardPage', () => {
  it("shows a company admin her company's four panels, in words and tables", async () => {
    signInAs('COMPANY_ADMIN');
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/client-dashboard'
        ? json(200, figures)
        : json(404, { error: { message: 'no', type: 'x' } }),
    );
    renderWithProviders(<ClientDashboardPage />, { path: '/company-admin/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel General Empresa' })).toBeInTheDocument();
    expect(await screen.findByText('Compañía Andes')).toBeInTheDocument();
    for (const panel of ['Dotación Empresa', 'Resumen Proceso', 'Feedbacks Sesiones', 'Impacto Proceso']) {
      expect(screen.getByRole('button', { name: panel })).toHaveAttribute('aria-expanded', 'true');
    }
    expect(screen.getByText(/personas confirmadas participan/)).toHaveTextContent('4 personas confirmadas');
    expect(screen.getByRole('region', { name: 'Mentoras internas y externas' })).toHaveTextContent('Interna: 1 (50 %)');

    const processes = screen.getByRole('table', { name: /Resumen de cada proceso/ });
    const andes = within(processes).getByRole('row', { name: /Mentoría Andes 2026/ });
    expect(andes).toHaveTextContent('En curso');
    expect(andes).toHaveTextContent('75 %');
    expect(andes).toHaveTextContent('3 de 4');
    expect(andes).toHaveTextContent('40 %');
    const draft = within(processes).getByRole('row', { name: /Borrador Andes/ });
    expect(draft).toHaveTextContent('No iniciado');
    expect(draft).toHaveTextContent('Sin eventos');

    const sessions = screen.getByRole('table', { name: /Satisfacción de cada sesión/ });
    expect(within(sessions).getByRole('row', { name: /Sesión 1/ })).toHaveTextContent('75 %6,52 de 4 (50 %)');

    const rates = screen.getByRole('list', { name: 'Tasa de respuesta de las mediciones de Mentoría Andes 2026' });
    expect(rates).toHaveTextContent('Línea base: 7 de 20 respondieron (35 %)');
    expect(rates).toHaveTextContent('Post proceso: 1 de 2 respondieron (50 %)');
    expect(rates).toHaveTextContent('6 meses: Sin invitaciones');
    expect(rates).toHaveTextContent('12 meses: No incluida en el MDI');
    const objectives = screen.getByRole('table', { name: /Promedio de cada objetivo/ });
    expect(within(objectives).getByRole('row', { name: /Liderazgo/ })).toHaveTextContent('5n=28,5n=2');
  });

  it('says what to do when the company has nothing to show yet', async () => {
    signInAs('COMPANY_ADMIN');
    fetchMock.mockResolvedValue(json(200, empty));
    renderWithProviders(<ClientDashboardPage />, { path: '/company-admin/dashboard' });
    expect(
      await screen.findByText('Aún no hay participantes confirmados en los procesos de su empresa.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Su empresa aún no tiene procesos/)).toBeInTheDocument();
    expect(screen.getByText(/Aún no hay evaluaciones de sesiones/)).toBeInTheDocument();
    expect(screen.getByText('Ningún proceso de su empresa tiene mediciones de impacto (MDI).')).toBeInTheDocument();
  });

  it('lets an admin choose the client, keeping it in the address', async () => {
    signInAs('ADMIN');
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/clients?')) return json(200, { docs: [clientRow], totalDocs: 1, page: 1, limit: 10 });
      if (url === `/api/client-dashboard?clientId=${CLIENT_ID}`) return json(200, figures);
      return json(404, { error: { message: 'no', type: 'x' } });
    });
    const { router } = renderWithProviders(<ClientDashboardPage />, { path: '/client/dashboard' });
    expect(await screen.findByText('Elija un cliente para ver su panel.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/client-dashboard'))).toBe(false);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Cliente' }));
    await userEvent.click(await within(document.body).findByTitle('Compañía Andes'));
    await waitFor(() => expect(router.state.location.search).toBe(`?clientId=${CLIENT_ID}`));
    expect(await screen.findByRole('table', { name: /Resumen de cada proceso/ })).toBeInTheDocument();
  });
});

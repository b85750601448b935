import { openInvitationMessages as m, type OpenInvitationResponse } from '@enlaza/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { QuestionaryPreviewPage } from '../questionnaires/QuestionaryPreviewPage';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const QUESTIONARY_ID = '11111111-1111-4111-8111-111111111111';
const WORKSHOP_ID = '22222222-2222-4222-8222-222222222222';
const CLIENT_ID = '33333333-3333-4333-8333-333333333333';
const COACH_ID = '44444444-4444-4444-8444-444444444444';
const PROCESS_ID = '55555555-5555-4555-8555-555555555555';
const INVITATION_ID = '66666666-6666-4666-8666-666666666666';

const questionary = {
  id: QUESTIONARY_ID,
  name: 'Feedback de taller',
  overview: '',
  type: 'WORKSHOP_FEEDBACK',
  target_user_role: 'ANY',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  questionGroups: [
    {
      id: 'g1',
      title: 'El taller',
      type: 'DEFAULT',
      minutes: 0,
      range: null,
      conditions: [],
      questions: [
        {
          id: 'comment',
          type: 'TEXT',
          title: 'Comentarios',
          description: '',
          required: false,
          placeholder: '',
          displayTitle: true,
          options: [],
          other: false,
          rangeInfo: null,
          conditions: [],
        },
      ],
    },
  ],
};

const client = {
  clientId: CLIENT_ID,
  name: 'Compañía Demo',
  rut: null,
  businessName: null,
  address: null,
  city: null,
  websiteUrl: null,
  linkedinUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  contact: { name: null, email: null, phone: null, businessPosition: null, businessArea: null },
};

const created: OpenInvitationResponse = {
  invitation: {
    invitationId: INVITATION_ID,
    status: 'OPEN',
    acceptsAnswers: true,
    questionaryId: QUESTIONARY_ID,
    questionaryName: 'Feedback de taller',
    questionaryType: 'WORKSHOP_FEEDBACK',
    userRole: 'ANY',
    entitySubType: 'Taller de marzo',
    eventType: 'WORKSHOP',
    workshopId: WORKSHOP_ID,
    workshopType: 'PROCESS',
    methodology: 'HYBRID',
    clientId: CLIENT_ID,
    coachId: COACH_ID,
    processId: PROCESS_ID,
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
  },
  amountOfCompletedInvitations: 0,
  eventMetadata: {
    eventType: 'WORKSHOP',
    eventTypeLabel: 'Taller',
    workshop: null,
    workshopType: null,
    workshopTypeLabel: null,
    methodology: null,
    methodologyLabel: null,
    client: null,
    coach: null,
    process: null,
    createdBy: null,
  },
};

const fetchMock = vi.fn<typeof fetch>();
let posted: unknown;
let processQueries: URLSearchParams[] = [];

beforeEach(() => {
  posted = undefined;
  processQueries = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname;
    if (path === `/api/questionaries/${QUESTIONARY_ID}`) return json(200, questionary);
    if (path === '/api/workshops') return json(200, [{ id: WORKSHOP_ID, name: 'Negociación salarial' }]);
    if (path === '/api/clients') return json(200, { docs: [client], totalDocs: 1, page: 1, limit: 10 });
    if (path === '/api/coaches')
      return json(200, {
        docs: [{ id: COACH_ID, name: 'Carolina', lastName: 'Fuentes', email: 'c@coaches.test' }],
        totalDocs: 1,
        page: 1,
        limit: 10,
      });
    if (path === '/api/process') {
      processQueries.push(url.searchParams);
      return json(200, {
        docs: [
          {
            processId: PROCESS_ID,
            name: 'Mentoría 2026',
            status: 'IN_PROGRESS',
            serviceType: ['MENTORING'],
            client: { clientId: CLIENT_ID, name: 'Compañía Demo', rut: null },
            owner: null,
            estimatedStartDate: '2026-01-05',
            estimatedEndDate: '2026-06-05',
            mentorsCount: 0,
            studentsCount: 0,
            logoUrl: null,
            updatedAt: '2026-01-05T00:00:00.000Z',
          },
        ],
        totalDocs: 1,
        page: 1,
        limit: 10,
      });
    }
    if (path === '/api/questionary-invitations/open' && init?.method === 'POST') {
      posted = JSON.parse(String(init.body));
      return json(201, created);
    }
    return json(404, { error: { type: 'not_found', message: 'No encontrado' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

// antd's forms are slow to drive in jsdom.
vi.setConfig({ testTimeout: 30_000 });

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await within(document.body).findByTitle(option));
}

async function openModal() {
  const view = renderWithProviders(<QuestionaryPreviewPage />, {
    path: '/questionary/:questionaryId',
    url: `/questionary/${QUESTIONARY_ID}`,
    otherRoutes: [{ path: '/admin/open-invitation/:invitationId', element: <h1>Detalle de la invitación</h1> }],
  });
  await userEvent.click(await screen.findByRole('button', { name: /Crear invitación abierta/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Crear invitación abierta' });
  return { ...view, dialog };
}

describe('Crear invitación abierta (spec 002 §5.5)', () => {
  it('asks for the survey name and the workshop first, and the role is the questionary’s own', async () => {
    const { dialog } = await openModal();
    expect(within(dialog).getByRole('combobox', { name: 'Rol de quienes responden' })).toBeInTheDocument();
    expect(within(dialog).getByTitle('Cualquiera')).toBeInTheDocument();
    // The workshop's own fields wait for a workshop.
    expect(within(dialog).queryByText('Tipo de taller')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText(m.surveyNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(m.workshopRequired)).toBeInTheDocument();
    expect(posted).toBeUndefined();
  });

  it('with a workshop asks for its type, methodology, client and coach, and a process only for a process workshop', async () => {
    const { dialog } = await openModal();
    await choose('Taller', 'Negociación salarial');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    for (const text of [m.workshopTypeRequired, m.methodologyRequired, m.clientRequired, m.coachRequired]) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).queryByText('Proceso', { selector: 'label' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Proceso' }));
    expect(await within(dialog).findByRole('combobox', { name: 'Proceso' })).toBeDisabled();
    expect(within(dialog).getByText('Elija primero el cliente')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Independiente' }));
    await waitFor(() => expect(within(dialog).queryByRole('combobox', { name: 'Proceso' })).not.toBeInTheDocument());
  });

  it("creates it with the client's process and opens the invitation's page", async () => {
    const { dialog, router } = await openModal();
    await userEvent.type(within(dialog).getByLabelText('Nombre de la encuesta'), 'Taller de marzo');
    await choose('Taller', 'Negociación salarial');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Proceso' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Híbrido' }));
    await choose('Cliente', 'Compañía Demo');
    await choose('Coach', 'Carolina Fuentes');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Proceso' })).toBeEnabled());
    await choose('Proceso', 'Mentoría 2026');
    expect(processQueries.at(-1)?.get('clientId')).toBe(CLIENT_ID);
    expect(processQueries.at(-1)?.get('status')).toBe('IN_PROGRESS');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/open-invitation/${INVITATION_ID}`));
    expect(posted).toEqual({
      questionaryId: QUESTIONARY_ID,
      eventType: 'WORKSHOP',
      entitySubType: 'Taller de marzo',
      userRole: 'ANY',
      workshopId: WORKSHOP_ID,
      workshopType: 'PROCESS',
      methodology: 'HYBRID',
      clientId: CLIENT_ID,
      coachId: COACH_ID,
      processId: PROCESS_ID,
    });
  });
});

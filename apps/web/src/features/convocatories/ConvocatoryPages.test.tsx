import {
  convocatoryListLoadError,
  convocatoryMessages,
  type Convocatory,
  type ConvocatoryStatus,
  type ConvocatorySummary,
  type Inscription,
} from '@enlaza/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ConvocatoriesPage } from './ConvocatoriesPage';
import { ConvocatoryDetailPage } from './ConvocatoryDetailPage';

// No socket is opened: the subscription the page makes is recorded with its handler, which a test calls as the
// server would when an application arrives.
interface LiveSubscription {
  query: string;
  variables: Record<string, unknown>;
  onEvent: (event: unknown) => void;
  enabled: boolean;
}
const liveSubscriptions = vi.hoisted(() => [] as LiveSubscription[]);
vi.mock('../../lib/live', () => ({
  useLiveSubscription: (
    query: string,
    variables: Record<string, unknown>,
    onEvent: (event: unknown) => void,
    enabled = true,
  ) => {
    liveSubscriptions.push({ query, variables, onEvent, enabled });
  },
}));
/** What the server sends on a new application or a selection change, to the page's latest subscription. */
function deliverLive(event: { convocatoryId: string; inscriptionId: string; kind: 'CREATED' | 'SELECTION_CHANGED' }) {
  const subscription = liveSubscriptions.at(-1);
  expect(subscription?.enabled).toBe(true);
  act(() => subscription!.onEvent({ inscriptionType: 'STUDENT', ...event }));
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const summary = (status: ConvocatoryStatus, name: string): ConvocatorySummary => ({
  convocatoryId: `id-${status}`,
  name,
  status,
  convocatoryType: 'MASSIVE',
  client: { clientId: 'cl1', name: 'Compañía Demo', rut: '760000000' },
  estimatedOpenDate: '2026-03-01',
  estimatedCloseDate: '2026-03-31',
  logoUrl: null,
});

const convocatory = (status: ConvocatoryStatus, overrides: Partial<Convocatory> = {}): Convocatory => ({
  ...summary(status, 'Mentoría Mujeres 2026'),
  convocatoryId: 'conv-1',
  mentorType: 'EXTERNAL',
  pairsNumber: 20,
  closeDate: null,
  clientResponsable: { userId: 'u1', name: 'Carolina', lastName: 'Muñoz', email: 'empresa@enlaza.test' },
  socialMediaUrl: 'https://www.instagram.com/enlaza',
  isPit: false,
  dataSharingPartner: null,
  studentFormLink: 'http://localhost/convocatory/inscription/student-token',
  mentorFormLink: 'http://localhost/convocatory/inscription/mentor-token',
  studentsCount: 1,
  mentorsCount: 0,
  studentSelectedCount: 0,
  mentorSelectedCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const inscription: Inscription = {
  inscriptionId: 'ins-1',
  inscriptionType: 'STUDENT',
  userId: null,
  profileId: 'p1',
  motivation: 'Quiero crecer como líder.',
  selected: false,
  createdAt: '2026-03-05T15:00:00.000Z',
  person: {
    name: 'Fernanda',
    lastName: 'Araya',
    email: 'fernanda@example.com',
    cellphone: '+56 912341234',
    country: 'Chile',
    region: 'Región de Ñuble',
    company: 'Andes SpA',
    businessArea: 'Analista',
    photoUrl: null,
    businessName: null,
  },
};

const page = <T,>(docs: T[]) => ({ docs, totalDocs: docs.length, page: 1, limit: 10 });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  liveSubscriptions.length = 0;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

vi.setConfig({ testTimeout: 20_000 });

describe('ConvocatoriesPage', () => {
  it('shows one table per state; edit only in Borrador and Abierta, delete only in Borrador; its own load error', async () => {
    fetchMock.mockImplementation(async (input) => {
      const status = new URL(String(input), 'http://localhost').searchParams.get('status') as ConvocatoryStatus;
      if (status === 'FINALIZED') return json(500, { error: { type: 'internal', message: 'Error' } });
      return json(200, page([summary(status, `Convocatoria ${status}`)]));
    });
    renderWithProviders(<ConvocatoriesPage />, { path: '/admin/convocatory' });
    expect(screen.getByRole('heading', { level: 1, name: 'Convocatorias' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Añadir nueva convocatoria/ })).toBeInTheDocument();

    const table = (label: string) => screen.getByRole('region', { name: label });
    const draft = table('Borrador');
    expect(await within(draft).findByText('Convocatoria DRAFT')).toBeInTheDocument();
    expect(within(draft).getByText('76.000.000-0')).toBeInTheDocument();
    expect(within(draft).getByText('01-03-26')).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: 'Editar Convocatoria DRAFT' })).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: 'Eliminar Convocatoria DRAFT' })).toBeInTheDocument();

    const open = table('Abierta');
    expect(await within(open).findByText('Convocatoria OPEN')).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'Editar Convocatoria OPEN' })).toBeInTheDocument();
    expect(within(open).queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();

    const selecting = table('Seleccionando participantes');
    expect(await within(selecting).findByText('Convocatoria SELECTING')).toBeInTheDocument();
    expect(within(selecting).getByRole('button', { name: 'Ver Convocatoria SELECTING' })).toBeInTheDocument();
    expect(within(selecting).queryByRole('button', { name: /Editar|Eliminar/ })).not.toBeInTheDocument();

    expect(await within(table('Finalizada')).findByText(convocatoryListLoadError('FINALIZED'))).toBeInTheDocument();
    // Four boards of tables render here: on a busy two-core machine this takes over the default 20 s.
  }, 40_000);

  it('asks before deleting a draft and says when it is deleted', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'DELETE') return new Response(null, { status: 204 });
      const status = url.searchParams.get('status') as ConvocatoryStatus;
      return json(200, page(status === 'DRAFT' ? [summary('DRAFT', 'Piloto')] : []));
    });
    renderWithProviders(<ConvocatoriesPage />, { path: '/admin/convocatory' });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Piloto' }));
    expect(await screen.findByText(convocatoryMessages.deleteConfirm)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(convocatoryMessages.deleted)).toBeInTheDocument();
    const deletion = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(deletion?.[0]).toBe('/api/convocatory/id-DRAFT');
  });
});

function serveDetail(current: Convocatory, inscriptions: Inscription[] = [inscription]) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/convocatory/conv-1') return json(200, current);
    if (url.pathname === '/api/convocatory/conv-1/inscriptions') {
      const type = url.searchParams.get('inscriptionType');
      return json(200, page(inscriptions.filter((i) => i.inscriptionType === type)));
    }
    return json(404, { error: { type: 'not_found', message: 'No encontrado' } });
  });
}

const renderDetail = () =>
  renderWithProviders(<ConvocatoryDetailPage />, {
    path: '/admin/convocatory/view/:convocatoryId',
    url: '/admin/convocatory/view/conv-1',
  });

describe('ConvocatoryDetailPage', () => {
  it('an open convocatory: edit, close and go back offered; selection disabled', async () => {
    serveDetail(convocatory('OPEN'));
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentoría Mujeres 2026' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Estado: Abierta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Editar/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar inscripciones' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver al estado anterior' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir convocatoria' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finalizar convocatoria' })).not.toBeInTheDocument();

    expect(await screen.findByText('Quiero crecer como líder.')).toBeInTheDocument();
    for (const header of ['Seleccionada', 'Nombre', 'Email', 'Teléfono', 'Motivación', 'Fecha de inscripción']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByText('+56 912341234')).toBeInTheDocument();
    expect(screen.getByText('Andes SpA')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar a Fernanda Araya' })).toBeDisabled();

    await userEvent.click(screen.getByRole('tab', { name: /Mentoras/ }));
    expect(await screen.findByText(convocatoryMessages.noMentors)).toBeInTheDocument();
  });

  it('shows an application that arrives live, with the new count, without reloading; ignores other convocatories', async () => {
    serveDetail(convocatory('OPEN'));
    renderDetail();
    expect(await screen.findByText('Quiero crecer como líder.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mentees (1)' })).toBeInTheDocument();
    expect(liveSubscriptions.at(-1)?.variables).toEqual({ id: 'conv-1' });

    // A second applicant enrols: the server now has her, and tells the page.
    const josefa: Inscription = {
      ...inscription,
      inscriptionId: 'ins-2',
      motivation: 'Quiero emprender con apoyo.',
      person: { ...inscription.person, name: 'Josefa', lastName: 'Soto', email: 'josefa@example.com' },
    };
    serveDetail(convocatory('OPEN', { studentsCount: 2 }), [inscription, josefa]);
    // Another convocatory's application is not this page's business: nothing is fetched again.
    const callsBefore = fetchMock.mock.calls.length;
    deliverLive({ convocatoryId: 'conv-2', inscriptionId: 'ins-9', kind: 'CREATED' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.length).toBe(callsBefore);
    expect(screen.queryByText('Quiero emprender con apoyo.')).not.toBeInTheDocument();

    deliverLive({ convocatoryId: 'conv-1', inscriptionId: 'ins-2', kind: 'CREATED' });
    expect(await screen.findByText('Quiero emprender con apoyo.')).toBeInTheDocument();
    expect(screen.getByText('Josefa Soto')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Mentees (2)' })).toBeInTheDocument();
  });

  it('asks for confirmation with a warning before going back to the previous state', async () => {
    serveDetail(convocatory('SELECTING'));
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Volver al estado anterior' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Volver la convocatoria a Abierta?');
    expect(dialog).toHaveTextContent('se borrará la fecha de cierre de inscripciones');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('while selecting, a checkbox selects the applicant and the selected count follows', async () => {
    serveDetail(convocatory('SELECTING'));
    renderDetail();
    const box = await screen.findByRole('checkbox', { name: 'Seleccionar a Fernanda Araya' });
    expect(box).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
    fetchMock.mockImplementationOnce(async () =>
      json(200, { inscription: { ...inscription, selected: true }, studentSelectedCount: 1, mentorSelectedCount: 0 }),
    );
    await userEvent.click(box);
    await waitFor(() => expect(screen.getByText(/Seleccionadas:/)).toHaveTextContent('Seleccionadas: 1'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/convocatory/inscription/ins-1');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ selected: true });
  });

  it('a refused selection puts the box back and shows the server message', async () => {
    serveDetail(convocatory('SELECTING'));
    renderDetail();
    const box = await screen.findByRole('checkbox', { name: 'Seleccionar a Fernanda Araya' });
    fetchMock.mockImplementationOnce(async () =>
      json(409, { error: { type: 'convocatory_selection_closed', message: convocatoryMessages.selectionNotAllowed } }),
    );
    await userEvent.click(box);
    expect(await screen.findByText(convocatoryMessages.selectionNotAllowed)).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
  });

  it("shows 'No hay usuarios inscritos' instead of exporting an empty convocatory", async () => {
    serveDetail(convocatory('OPEN', { studentsCount: 0 }), []);
    renderDetail();
    expect(await screen.findByText(convocatoryMessages.noStudents)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Exportar a Excel/ }));
    expect(await screen.findByText(convocatoryMessages.nothingToExport)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/export'))).toBe(false);
  });

  it('the detail tab shows the data, the two enrolment links and only a social network link', async () => {
    serveDetail(convocatory('DRAFT'));
    renderDetail();
    await userEvent.click(await screen.findByRole('tab', { name: 'Detalle' }));
    expect(await screen.findByText('Carolina Muñoz')).toBeInTheDocument();
    expect(screen.getByText(/RUT 76\.000\.000-0/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'http://localhost/convocatory/inscription/student-token' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'http://localhost/convocatory/inscription/mentor-token' })).toBeVisible();
    expect(screen.getByText('Enlace de inscripción Mentee')).toBeInTheDocument();
    expect(screen.getByText('Enlace de inscripción Mentor/a')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://www.instagram.com/enlaza' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir convocatoria' })).toBeInTheDocument();
  });

  it('shows the PIT enrolment and the data-sharing partner when the convocatoria has them', async () => {
    serveDetail(convocatory('DRAFT', { isPit: true, dataSharingPartner: 'Fundación Aliada' }));
    renderDetail();
    await userEvent.click(await screen.findByRole('tab', { name: 'Detalle' }));
    expect(await screen.findByText('Profesional en Entrenamiento (PIT)')).toBeInTheDocument();
    expect(screen.getByText('Datos compartidos con')).toBeInTheDocument();
    expect(screen.getByText('Fundación Aliada')).toBeInTheDocument();
  });

  it('hides a social link whose host is not a social network', async () => {
    serveDetail(convocatory('DRAFT', { socialMediaUrl: 'https://example.com/promo' }));
    renderDetail();
    await userEvent.click(await screen.findByRole('tab', { name: 'Detalle' }));
    expect(await screen.findByText('Carolina Muñoz')).toBeInTheDocument();
    expect(screen.queryByText('https://example.com/promo')).not.toBeInTheDocument();
    expect(screen.queryByText('Red social')).not.toBeInTheDocument();
  });
});

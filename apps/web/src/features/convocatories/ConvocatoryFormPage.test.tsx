import { convocatoryMessages, type Convocatory } from '@enlaza/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ConvocatoryFormPage } from './ConvocatoryFormPage';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const CLIENT_ID = '7b1a3c2e-0000-4000-8000-000000000001';
const ADMIN_ID = '7b1a3c2e-0000-4000-8000-000000000002';

const stored: Convocatory = {
  convocatoryId: 'conv-1',
  name: 'Mentoría Mujeres 2026',
  status: 'OPEN',
  convocatoryType: 'MASSIVE',
  client: { clientId: CLIENT_ID, name: 'Compañía Demo', rut: '760000000' },
  estimatedOpenDate: '2026-03-10',
  estimatedCloseDate: '2026-04-30',
  logoUrl: null,
  mentorType: 'INTERNAL',
  pairsNumber: 20,
  closeDate: null,
  clientResponsable: { userId: ADMIN_ID, name: 'Carolina', lastName: 'Muñoz', email: 'empresa@enlaza.test' },
  socialMediaUrl: null,
  isPit: false,
  dataSharingPartner: null,
  studentFormLink: 'http://localhost/convocatory/inscription/s',
  mentorFormLink: 'http://localhost/convocatory/inscription/m',
  studentsCount: 0,
  mentorsCount: 0,
  studentSelectedCount: 0,
  mentorSelectedCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const demoClient = {
  clientId: CLIENT_ID,
  name: 'Compañía Demo',
  rut: '760000000',
  businessName: null,
  address: null,
  city: null,
  websiteUrl: null,
  linkedinUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  contact: { name: null, email: null, phone: null, businessPosition: null, businessArea: null },
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/clients?')) return json(200, { docs: [demoClient], totalDocs: 1, page: 1, limit: 10 });
    if (url === `/api/clients/${CLIENT_ID}`)
      return json(200, {
        ...demoClient,
        companyAdmins: [{ userId: ADMIN_ID, name: 'Carolina', lastName: 'Muñoz', email: 'empresa@enlaza.test' }],
      });
    if (url === '/api/convocatory/conv-1') return json(200, stored);
    if (url === '/api/convocatory' && init?.method === 'POST') return json(201, { ...stored, convocatoryId: 'new-1' });
    return json(404, { error: { type: 'not_found', message: 'No encontrado' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

// antd's forms are slow to drive in jsdom.
vi.setConfig({ testTimeout: 20_000 });

const renderCreate = () => renderWithProviders(<ConvocatoryFormPage />, { path: '/admin/convocatory/create' });
const renderEdit = () =>
  renderWithProviders(<ConvocatoryFormPage />, {
    path: '/admin/convocatory/edit/:convocatoryId',
    url: '/admin/convocatory/edit/conv-1',
  });

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await within(document.body).findByTitle(option));
}

async function typeDate(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.click(input);
  await userEvent.type(input, `${value}{Enter}`);
}

describe('ConvocatoryFormPage', () => {
  it("shows the spec's messages for the required fields and sends nothing", async () => {
    renderCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'Convocatorias / Nueva Convocatoria' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Crear convocatoria' }));
    for (const text of [
      convocatoryMessages.name,
      convocatoryMessages.openDate,
      convocatoryMessages.closeDate,
      convocatoryMessages.mentorType,
      convocatoryMessages.client,
      convocatoryMessages.responsible,
      convocatoryMessages.convocatoryType,
      convocatoryMessages.pairsNumber,
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('keeps the close date disabled until an open date is chosen', async () => {
    renderCreate();
    expect(screen.getByLabelText('Fecha de cierre')).toBeDisabled();
    expect(screen.getByText('Elija primero la fecha de apertura')).toBeInTheDocument();
    await typeDate('Fecha de apertura', '10-03-26');
    await waitFor(() => expect(screen.getByLabelText('Fecha de cierre')).toBeEnabled());
  });

  it('hides the number of pairs for an EMPRENDE convocatory and stops asking for it', async () => {
    renderCreate();
    expect(screen.getByLabelText('Número de duplas')).toBeInTheDocument();
    await choose('Tipo de convocatoria', 'Emprende');
    await waitFor(() => expect(screen.queryByLabelText('Número de duplas')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Crear convocatoria' }));
    expect(await screen.findByText(convocatoryMessages.name)).toBeInTheDocument();
    expect(screen.queryByText(convocatoryMessages.pairsNumber)).not.toBeInTheDocument();
  });

  it("offers the chosen client's company admins as responsible and creates the convocatory as JSON", async () => {
    const { router } = renderCreate();
    expect(screen.getByRole('combobox', { name: 'Responsable' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Nombre'), 'Mentoría Mujeres 2026');
    await typeDate('Fecha de apertura', '10-03-26');
    await waitFor(() => expect(screen.getByLabelText('Fecha de cierre')).toBeEnabled());
    await typeDate('Fecha de cierre', '30-04-26');
    await choose('Tipo de mentoría', 'Externa');
    await choose('Cliente', 'Compañía Demo');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Responsable' })).toBeEnabled());
    await choose('Responsable', 'Carolina Muñoz (empresa@enlaza.test)');
    await choose('Tipo de convocatoria', 'Masiva');
    await userEvent.type(screen.getByLabelText('Número de duplas'), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Crear convocatoria' }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(url).toBe('/api/convocatory');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Mentoría Mujeres 2026',
      estimatedOpenDate: '2026-03-10',
      estimatedCloseDate: '2026-04-30',
      mentorType: 'EXTERNAL',
      clientId: CLIENT_ID,
      responsibleId: ADMIN_ID,
      convocatoryType: 'MASSIVE',
      pairsNumber: 25,
      socialMediaUrl: null,
      isPit: false,
      dataSharingPartner: null,
    });
    expect(await screen.findByText(convocatoryMessages.created)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/convocatory/view/new-1'));
  });

  it('locks client, responsible and mentorship type on edit, and shows the server message when saving fails', async () => {
    renderEdit();
    expect(screen.getByRole('heading', { level: 1, name: 'Editar Convocatoria' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Mentoría Mujeres 2026')).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Responsable' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Tipo de mentoría' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Tipo de convocatoria' })).toBeEnabled();
    expect(screen.getByText('Carolina Muñoz')).toBeInTheDocument();
    expect(screen.getByLabelText('Fecha de cierre')).toBeEnabled();

    fetchMock.mockImplementationOnce(async () =>
      json(409, { error: { type: 'convocatory_not_editable', message: convocatoryMessages.editNotAllowed } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(convocatoryMessages.formFailed);
    expect(alert).toHaveTextContent(convocatoryMessages.editNotAllowed);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/convocatory/conv-1');
    expect(JSON.parse(String(put?.[1]?.body))).not.toHaveProperty('clientId');
  });

  it('does not offer the form for a convocatory that can no longer be edited', async () => {
    fetchMock.mockImplementation(async () => json(200, { ...stored, status: 'SELECTING' }));
    renderEdit();
    expect(await screen.findByText(convocatoryMessages.editNotAllowed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
  });
});

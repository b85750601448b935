import {
  mdiResponsesMessages as m,
  measurementResponseSummary,
  type MdiResponsesList,
  type MdiResponsesRow,
  type MeasurementResponses,
} from '@enlaza/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MdiPanelPage } from './MdiPanelPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

const row: MdiResponsesRow = {
  processId: 'p1',
  name: 'Mentoría Talento',
  status: 'IN_PROGRESS',
  client: { clientId: 'c1', name: 'Compañía Demo' },
  mdi: { mdiId: 'm1', name: 'MDI Programa' },
  measurements: [
    // 15:00 UTC on 5 March 2026 is the 5th in Santiago.
    measurementResponseSummary({
      subType: 'BASELINE',
      inMdi: true,
      sentAt: '2026-03-05T15:00:00.000Z',
      total: 2,
      completed: 1,
    }),
    measurementResponseSummary({
      subType: 'POST_PROCESS',
      inMdi: true,
      sentAt: '2026-06-01T15:00:00.000Z',
      total: 3,
      completed: 1,
    }),
    measurementResponseSummary({
      subType: 'POST_PROCESS_SIX_MONTH',
      inMdi: true,
      sentAt: null,
      total: 0,
      completed: 0,
    }),
    measurementResponseSummary({
      subType: 'POST_PROCESS_TWELVE_MONTH',
      inMdi: false,
      sentAt: null,
      total: 0,
      completed: 0,
    }),
  ],
};

const responses: MeasurementResponses = {
  processId: 'p1',
  processName: 'Mentoría Talento',
  summary: row.measurements[0]!,
  participants: [
    {
      userId: 'u1',
      name: 'Marta',
      lastName: 'Rojas',
      email: 'marta@example.com',
      cellphone: '+56 911111111',
      role: 'MENTOR',
      status: 'COMPLETED',
    },
    {
      userId: 'u2',
      name: 'Ana',
      lastName: 'Pérez',
      email: 'ana@example.com',
      cellphone: '',
      role: 'STUDENT',
      status: 'SENT',
    },
  ],
};

function serve(list: MdiResponsesList = { docs: [row], totalDocs: 1, page: 1, limit: 10 }) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/mdi/mdisResponses') {
      return json(200, url.searchParams.get('clientId') === 'c2' ? { ...list, docs: [], totalDocs: 0 } : list);
    }
    if (url.pathname === '/api/clients') {
      return json(200, {
        docs: [
          { clientId: 'c1', name: 'Compañía Demo' },
          { clientId: 'c2', name: 'Banco Andino' },
        ].map((c) => ({
          ...c,
          rut: null,
          businessName: null,
          address: null,
          city: null,
          websiteUrl: null,
          linkedinUrl: null,
          createdAt: '2026-01-01T00:00:00.000Z',
          contact: { name: null, email: null, phone: null, businessPosition: null, businessArea: null },
        })),
        totalDocs: 2,
        page: 1,
        limit: 10,
      });
    }
    if (url.pathname === '/api/mdi/responses/p1') return json(200, responses);
    if (url.pathname === '/api/mdi/listAnsweredMeasurementReport/p1/BASELINE/export') {
      return new Response('xlsx', { status: 200 });
    }
    return json(404, { error: { type: 'not_found', message: 'No encontrado' } });
  });
}

const panelCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/mdi/mdisResponses');

describe('MdiPanelPage', () => {
  it('shows each measurement’s send date, traffic light in words and percentage, or why there is none', async () => {
    serve();
    renderWithProviders(<MdiPanelPage />, { path: '/admin/mdi/panel' });
    expect(screen.getByRole('heading', { level: 1, name: 'Panel mediciones de impacto' })).toBeInTheDocument();
    for (const header of ['Línea base', 'Post proceso', '6 meses', '12 meses']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const tableRow = (await screen.findByRole('link', { name: 'Mentoría Talento' })).closest('tr')!;
    const cells = within(tableRow).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('05-03-26');
    expect(cells[1]).toHaveTextContent('Semáforo Verde');
    expect(cells[1]).toHaveTextContent('50 %');
    expect(cells[1]).toHaveTextContent('(1/2)');
    expect(cells[2]).toHaveTextContent('01-06-26');
    expect(cells[2]).toHaveTextContent('Semáforo Rojo');
    expect(cells[2]).toHaveTextContent('33 %');
    expect(cells[3]).toHaveTextContent(m.notSent);
    expect(within(cells[4]!).getByLabelText(m.notInMdi)).toBeInTheDocument();
    expect(tableRow).toHaveTextContent('Compañía Demo · MDI Programa');
  });

  it('asks the server for the chosen client’s processes and says when there are none', async () => {
    serve();
    const { router } = renderWithProviders(<MdiPanelPage />, { path: '/admin/mdi/panel' });
    await screen.findByRole('link', { name: 'Mentoría Talento' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filtrar por cliente' }));
    await userEvent.click(await within(document.body).findByTitle('Banco Andino'));
    expect(await screen.findByText(m.emptySearch)).toBeInTheDocument();
    expect(panelCalls().at(-1)!.searchParams.get('clientId')).toBe('c2');
    expect(router.state.location.search).toContain('clientId=c2');
  });

  it('shows one card per process with its four measurements on a phone', async () => {
    serve();
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query === '(max-width: 767px)' });
    try {
      renderWithProviders(<MdiPanelPage />, { path: '/admin/mdi/panel' });
      const list = await screen.findByRole('list', { name: 'Procesos con MDI' });
      const card = within(list).getAllByRole('listitem')[0]!;
      expect(within(card).getByRole('link', { name: 'Mentoría Talento' })).toBeInTheDocument();
      const baseline = within(card).getByText('Línea base').closest('div')!;
      expect(baseline).toHaveTextContent('05-03-26');
      expect(baseline).toHaveTextContent('Semáforo Verde');
      expect(baseline).toHaveTextContent('50 %');
      expect(within(card).getByRole('button', { name: 'Ver detalle de Post proceso, Mentoría Talento' })).toBeVisible();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('says so when no process has an MDI', async () => {
    serve({ docs: [], totalDocs: 0, page: 1, limit: 10 });
    renderWithProviders(<MdiPanelPage />, { path: '/admin/mdi/panel' });
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
  });

  it('opens a measurement’s participants with their status and downloads its answers', async () => {
    serve();
    // jsdom has no object URLs: the file the browser would save is handed over here.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:detalle');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<MdiPanelPage />, { path: '/admin/mdi/panel' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ver detalle de Línea base, Mentoría Talento' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Mentoría Talento · Línea base')).toBeInTheDocument();
    const marta = (await within(dialog).findByText('Marta')).closest('tr')!;
    expect(marta).toHaveTextContent('marta@example.com');
    expect(marta).toHaveTextContent('+56 911111111');
    expect(marta).toHaveTextContent('Mentora');
    expect(marta).toHaveTextContent('Completado');
    expect(within(dialog).getByText('Ana').closest('tr')).toHaveTextContent('Pendiente');
    expect(dialog).toHaveTextContent('50 % (1 de 2 respondieron)');

    await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(m.download) }));
    expect(await screen.findByText(m.downloaded)).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledOnce();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('Detalle-medición.xlsx');
    click.mockRestore();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) =>
          String(input).endsWith('/api/mdi/listAnsweredMeasurementReport/p1/BASELINE/export'),
        ),
      ).toBe(true),
    );
  });
});

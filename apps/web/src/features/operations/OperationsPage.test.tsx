import type { FailedJobList, OutboxList, OutboxMailDetail } from '@enlaza/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { OperationsPage } from './OperationsPage';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const failedMail = {
  id: '0b8f6a52-5d1c-4a57-9a43-3c2d2f9e7a10',
  toAddress: 'camila@example.com',
  subject: 'Recupera tu contraseña de Enlaza',
  status: 'failed' as const,
  attempts: 6,
  error: 'connect ECONNREFUSED 127.0.0.1:9',
  createdAt: '2026-03-02T13:00:00.000Z',
  sentAt: null,
};
const sentMail = {
  id: '7d3c1b0e-2f4a-4c6b-8e9d-1a2b3c4d5e6f',
  toAddress: 'valentina@example.com',
  subject: 'Bienvenida a Enlaza',
  status: 'sent' as const,
  attempts: 1,
  error: null,
  createdAt: '2026-03-01T13:00:00.000Z',
  sentAt: '2026-03-01T13:00:05.000Z',
};
const outboxPage = (overrides: Partial<OutboxList> = {}): OutboxList => ({
  docs: [failedMail, sentMail],
  totalDocs: 2,
  page: 1,
  limit: 10,
  counts: { queued: 0, sent: 1, failed: 1 },
  smtpConfigured: true,
  ...overrides,
});
const mailDetail: OutboxMailDetail = {
  ...failedMail,
  fromAddress: 'Enlaza <no-responder@enlaza.test>',
  textBody: 'Hola Camila, para elegir una nueva contraseña abre este enlace.',
  htmlBody: null,
  calendar: null,
};
const failedJobs: FailedJobList = {
  docs: [
    {
      id: '5e0f7a9b-8c6d-4e3f-a2b1-0c9d8e7f6a5b',
      name: 'mail-delivery',
      label: 'Envío de correo',
      error: 'connect ECONNREFUSED 127.0.0.1:9',
      retryCount: 5,
      createdOn: '2026-03-02T13:00:00.000Z',
      completedOn: '2026-03-02T14:00:00.000Z',
    },
  ],
  totalDocs: 1,
  page: 1,
  limit: 10,
};

/** What the server answers in each test; every call is recorded in fetchMock. */
let outbox: (url: URL) => Response;
let jobs: () => Response;
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  outbox = () => json(200, outboxPage());
  jobs = () => json(200, failedJobs);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'POST' && url.pathname === `/api/admin/outbox/${failedMail.id}/retry`) {
      return json(200, { message: 'El correo volvió a la cola de envío' });
    }
    if (method === 'POST' && url.pathname === `/api/admin/jobs/${failedJobs.docs[0]!.id}/retry`) {
      return json(200, { message: 'La tarea volvió a la cola' });
    }
    if (url.pathname === '/api/admin/outbox') return outbox(url);
    if (url.pathname === `/api/admin/outbox/${failedMail.id}`) return json(200, mailDetail);
    if (url.pathname === '/api/admin/jobs/failed') return jobs();
    return json(404, { error: { type: 'not_found', message: 'No encontrado' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

// antd's table, drawer and pop-ups are slow to render in jsdom, more so on a busy machine.
const UI_TEST_TIMEOUT_MS = 20_000;

const renderPage = (url = '/admin/outbox') => renderWithProviders(<OperationsPage />, { path: '/admin/outbox', url });
const calls = (predicate: (url: URL, method: string) => boolean) =>
  fetchMock.mock.calls.filter(([input, init]) =>
    predicate(new URL(String(input), 'http://localhost'), init?.method ?? 'GET'),
  );

describe('OperationsPage, outbox', () => {
  it(
    'lists the mails with their status, the error of a failed one and the counts per status; the text opens in a drawer',
    async () => {
      renderPage();
      expect(await screen.findByRole('heading', { level: 1, name: 'Correos y tareas' })).toBeInTheDocument();
      const failedRow = (await screen.findByText('camila@example.com')).closest('tr')!;
      expect(within(failedRow).getByText('Fallido')).toBeInTheDocument();
      expect(within(failedRow).getByText('connect ECONNREFUSED 127.0.0.1:9')).toBeInTheDocument();
      const sentRow = screen.getByText('valentina@example.com').closest('tr')!;
      expect(within(sentRow).getByText('Enviado')).toBeInTheDocument();
      expect(within(sentRow).queryByLabelText(/Reintentar/)).not.toBeInTheDocument();
      const filter = screen.getByRole('radiogroup', { name: 'Filtrar por estado' });
      expect(within(filter).getByText('Todos (2)')).toBeInTheDocument();
      expect(within(filter).getByText('Fallido (1)')).toBeInTheDocument();
      expect(screen.queryByText(/Sin servidor de correo configurado/)).not.toBeInTheDocument();

      await userEvent.click(within(failedRow).getByLabelText('Ver correo a camila@example.com'));
      const drawer = await screen.findByRole('dialog');
      expect(await within(drawer).findByText(mailDetail.textBody)).toBeInTheDocument();
      expect(within(drawer).getByText('Enlaza <no-responder@enlaza.test>')).toBeInTheDocument();
    },
    UI_TEST_TIMEOUT_MS,
  );

  it(
    'asks the server for one status and for a search, from the first page',
    async () => {
      renderPage();
      await screen.findByText('camila@example.com');
      await userEvent.click(screen.getByText('Fallido (1)'));
      await waitFor(() => expect(calls((url) => url.searchParams.get('status') === 'failed')).not.toHaveLength(0));
      await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar correos' }), 'camila');
      await waitFor(
        () =>
          expect(
            calls((url) => url.searchParams.get('status') === 'failed' && url.searchParams.get('search') === 'camila'),
          ).not.toHaveLength(0),
        { timeout: 3_000 },
      );
    },
    UI_TEST_TIMEOUT_MS,
  );

  it(
    'retries a failed mail only after confirming, then says so and reloads the list',
    async () => {
      renderPage();
      const row = (await screen.findByText('camila@example.com')).closest('tr')!;
      const listCalls = () => calls((url) => url.pathname === '/api/admin/outbox').length;
      const before = listCalls();
      await userEvent.click(within(row).getByLabelText('Reintentar correo a camila@example.com'));
      const confirm = (await screen.findByText('¿Reintentar el envío de este correo?')).closest<HTMLElement>(
        '[role="tooltip"]',
      )!;
      expect(calls((_, method) => method === 'POST')).toHaveLength(0);
      await userEvent.click(within(confirm).getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByText('El correo volvió a la cola de envío')).toBeInTheDocument();
      expect(
        calls((url, method) => method === 'POST' && url.pathname.endsWith(`/${failedMail.id}/retry`)),
      ).toHaveLength(1);
      await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
    },
    UI_TEST_TIMEOUT_MS,
  );

  it(
    'says when no mail server is configured, and shows the empty and error states',
    async () => {
      outbox = () =>
        json(
          200,
          outboxPage({ docs: [], totalDocs: 0, counts: { queued: 0, sent: 0, failed: 0 }, smtpConfigured: false }),
        );
      const { unmount } = renderPage();
      expect(await screen.findByText(/Sin servidor de correo configurado/)).toBeInTheDocument();
      expect(screen.getByText('Aún no hay correos en la bandeja de salida')).toBeInTheDocument();
      unmount();

      // A refusal (4xx) is not retried: the error shows at once.
      outbox = () =>
        json(403, { error: { type: 'forbidden', message: 'No tienes permiso para realizar esta acción' } });
      renderPage();
      expect(await screen.findByText('No se pudo cargar la bandeja de salida')).toBeInTheDocument();
      expect(screen.getByText('No tienes permiso para realizar esta acción')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Volver a cargar' })).toBeInTheDocument();
    },
    UI_TEST_TIMEOUT_MS,
  );
});

describe('OperationsPage, failed jobs', () => {
  it(
    'lists the failed jobs by their label with error and tries, and retries one after confirming',
    async () => {
      renderPage('/admin/outbox?tab=failed-jobs');
      expect(screen.getByRole('tab', { name: 'Tareas fallidas' })).toHaveAttribute('aria-selected', 'true');
      const row = (await screen.findByText('Envío de correo')).closest('tr')!;
      expect(within(row).getByText('connect ECONNREFUSED 127.0.0.1:9')).toBeInTheDocument();
      expect(within(row).getByText('6')).toBeInTheDocument();
      await userEvent.click(within(row).getByLabelText(/^Reintentar Envío de correo/));
      const confirm = (await screen.findByText('¿Volver a ejecutar esta tarea?')).closest<HTMLElement>(
        '[role="tooltip"]',
      )!;
      await userEvent.click(within(confirm).getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByText('La tarea volvió a la cola')).toBeInTheDocument();
      expect(calls((url, method) => method === 'POST' && url.pathname.startsWith('/api/admin/jobs/'))).toHaveLength(1);
    },
    UI_TEST_TIMEOUT_MS,
  );

  it(
    'shows its empty state',
    async () => {
      jobs = () => json(200, { docs: [], totalDocs: 0, page: 1, limit: 10 });
      renderPage('/admin/outbox?tab=failed-jobs');
      expect(await screen.findByText('No hay tareas fallidas')).toBeInTheDocument();
    },
    UI_TEST_TIMEOUT_MS,
  );
});

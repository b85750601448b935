import {
  processMeasurementMessages as m,
  type ProcessDetail,
  type ProcessMeasurement,
  type ProcessMeasurements,
} from '@enlaza/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { MeasurementsPanel } from './MeasurementsPanel';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const process = { processId: 'p1', status: 'KICKOFF', mdi: { id: 'm1', name: 'MDI Demo' } } as ProcessDetail;

const row = (over: Partial<ProcessMeasurement>): ProcessMeasurement => ({
  measurementId: 'x',
  subType: 'BASELINE',
  name: 'Línea base',
  label: 'Línea base',
  sent: null,
  invitationsSent: 0,
  invitationsCompleted: 0,
  canSend: false,
  sendBlockedReason: null,
  canResend: false,
  resendBlockedReason: m.notSent,
  autoSend: false,
  autoSendOn: null,
  ...over,
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

function serve(list: ProcessMeasurements) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (init?.method === 'POST' && url.pathname === '/api/process/p1/mdi') {
      return json(201, { message: m.sent, subType: 'BASELINE', invitationsCreated: 2, mailsSent: 2 });
    }
    if (url.pathname === '/api/process/p1/measurements') return json(200, list);
    return json(404, { error: { type: 'not_found', message: 'No encontrado' } });
  });
}

describe('MeasurementsPanel', () => {
  it('offers Enviar only on the next unsent measurement, asks first, and shows the server message', async () => {
    serve({
      processId: 'p1',
      mdi: { mdiId: 'm1', name: 'MDI Demo' },
      resendsMax: 2,
      daysSinceStart: -3,
      measurements: [
        row({ subType: 'BASELINE', label: 'Línea base', canSend: true }),
        row({ subType: 'POST_PROCESS', label: 'Post proceso', name: 'Cierre', sendBlockedReason: m.outOfOrder }),
      ],
    });
    renderWithProviders(<MeasurementsPanel process={process} />);
    const baseline = (await screen.findByText('Línea base', { selector: 'strong' })).closest('tr')!;
    expect(within(baseline).getByText('No enviada')).toBeInTheDocument();
    const later = screen.getByText('Post proceso', { selector: 'strong' }).closest('tr')!;
    expect(within(later).queryByRole('button')).not.toBeInTheDocument();
    expect(within(later).getByText(m.previousNotSent)).toBeInTheDocument();

    await userEvent.click(within(baseline).getByRole('button', { name: 'Enviar Línea base' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(m.confirmSend('Línea base'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(m.sent)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input, init]) =>
            String(input).endsWith('/p1/mdi') && init?.body === JSON.stringify({ entitySubType: 'BASELINE' }),
        ),
      ).toBe(true),
    );
  });

  it('shows a sent measurement with its resends and answers, and why it cannot be resent', async () => {
    serve({
      processId: 'p1',
      mdi: { mdiId: 'm1', name: 'MDI Demo' },
      resendsMax: 2,
      daysSinceStart: 20,
      measurements: [
        row({
          sent: { firstSentAt: '2026-11-02T15:00:00.000Z', lastSentAt: '2026-11-03T15:00:00.000Z', resendCount: 1 },
          invitationsSent: 4,
          invitationsCompleted: 3,
          resendBlockedReason: m.resendTimedOut,
        }),
      ],
    });
    renderWithProviders(<MeasurementsPanel process={process} />);
    expect(await screen.findByText('Enviada 02/11/2026')).toBeInTheDocument();
    expect(screen.getByText('1/2')).toBeInTheDocument();
    expect(screen.getByText('3/4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reenviar Línea base' })).toBeDisabled();
    expect(screen.getByText(m.resendTimedOut)).toBeInTheDocument();
  });

  it('a process without MDI has nothing to send', () => {
    renderWithProviders(<MeasurementsPanel process={{ ...process, mdi: null }} />);
    expect(screen.getByText('Proceso sin MDI')).toBeInTheDocument();
  });

  it('tells when an unsent measurement goes out by itself', async () => {
    serve({
      processId: 'p1',
      mdi: { mdiId: 'm1', name: 'MDI Demo' },
      resendsMax: 2,
      daysSinceStart: -3,
      measurements: [
        row({ subType: 'BASELINE', label: 'Línea base', autoSend: true }),
        row({ subType: 'POST_PROCESS', label: 'Post proceso', autoSend: true, autoSendOn: '2027-03-15' }),
        row({ subType: 'POST_PROCESS_SIX_MONTH', label: '6 meses' }),
      ],
    });
    renderWithProviders(<MeasurementsPanel process={process} />);
    expect(await screen.findByText('Envío automático al pasar a pre-kickoff')).toBeInTheDocument();
    expect(screen.getByText('Envío automático el 15/03/2027')).toBeInTheDocument();
    expect(screen.getAllByText(/Envío automático/)).toHaveLength(2);
  });
});

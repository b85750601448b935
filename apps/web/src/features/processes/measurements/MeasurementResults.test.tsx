import {
  mdiResponsesMessages as m,
  type BankQuestion,
  type MeasurementReport,
  type ProcessDetail,
  type ProcessMeasurement,
  type ProcessMeasurements,
} from '@enlaza/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { MeasurementResults } from './MeasurementResults';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

const process = { processId: 'p1', status: 'IN_PROGRESS', mdi: { id: 'm1', name: 'MDI' } } as ProcessDetail;

const measurement = (over: Partial<ProcessMeasurement>): ProcessMeasurement => ({
  measurementId: 'x',
  subType: 'BASELINE',
  name: 'Línea base',
  label: 'Línea base',
  sent: { firstSentAt: '2026-03-05T15:00:00.000Z', lastSentAt: '2026-03-05T15:00:00.000Z', resendCount: 0 },
  invitationsSent: 6,
  invitationsCompleted: 4,
  canSend: false,
  sendBlockedReason: null,
  canResend: false,
  resendBlockedReason: null,
  autoSend: false,
  autoSendOn: null,
  ...over,
});

const rate = (questionId: string, question: string): BankQuestion => ({
  questionId,
  question,
  type: 'RATE',
  alternatives: ['1', '2', '3', '4', '5', '6', '7'],
  other: false,
  alternativesMultiple: [],
  rate: { left: 'Nada', right: 'Mucho' },
  createdAt: '2026-01-01T00:00:00.000Z',
});

const report = (subType: 'BASELINE' | 'POST_PROCESS', values: number[]): MeasurementReport => ({
  processId: 'p1',
  processName: 'Mentoría Talento',
  mdiSubType: subType,
  label: subType === 'BASELINE' ? 'Línea base' : 'Post proceso',
  measurementName: 'x',
  studentsQuestions: [rate('q1', '¿Qué tan segura te sientes liderando?')],
  mentorsQuestions: [],
  invitations: values.map((value, i) => ({
    invitationId: `i${i}`,
    userId: `u${i}`,
    user_role: 'STUDENT',
    status: 'COMPLETED',
    completedAt: null,
    user: { name: 'A', lastName: 'B', email: 'a@b.cl' },
    Answers: [{ questionId: 'q1', value }],
  })),
});

function serve(list: ProcessMeasurements, reports: Partial<Record<string, MeasurementReport>>) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/process/p1/measurements') return json(200, list);
    const subType = /^\/api\/mdi\/listAnsweredMeasurementReport\/p1\/(\w+)$/.exec(url.pathname)?.[1];
    if (subType && reports[subType]) return json(200, reports[subType]);
    return json(404, { error: { type: 'not_found', message: 'No encontrado' } });
  });
}

const reportCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).includes('listAnsweredMeasurement'));

describe('MeasurementResults', () => {
  it('gives each measurement’s response rate in figures and words, and the rating means side by side', async () => {
    serve(
      {
        processId: 'p1',
        mdi: { mdiId: 'm1', name: 'MDI' },
        resendsMax: 2,
        daysSinceStart: 60,
        measurements: [
          measurement({}),
          measurement({ subType: 'POST_PROCESS', label: 'Post proceso', invitationsSent: 6, invitationsCompleted: 2 }),
          measurement({ subType: 'POST_PROCESS_SIX_MONTH', label: '6 meses', sent: null, invitationsSent: 0 }),
        ],
      },
      { BASELINE: report('BASELINE', [3, 4]), POST_PROCESS: report('POST_PROCESS', [6, 7, 6]) },
    );
    renderWithProviders(<MeasurementResults process={process} />);
    const rates = await screen.findByRole('region', { name: 'Tasa de respuesta por medición' });
    const items = within(rates).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Línea base: 4 de 6 respondieron (67 %)Semáforo Verde');
    expect(items[1]).toHaveTextContent('Post proceso: 2 de 6 respondieron (33 %)Semáforo Rojo');
    expect(items[2]).toHaveTextContent(`6 meses: ${m.notSent}`);

    const averages = await screen.findByRole('region', {
      name: 'Preguntas de calificación: promedio en línea base y post proceso',
    });
    const row = within(averages).getByText('¿Qué tan segura te sientes liderando?').closest('tr')!;
    const [, question, baselineMean, postMean] = within(row).getAllByRole('cell');
    expect(question).toHaveTextContent('Mentee');
    expect(baselineMean).toHaveTextContent(/^3,5n=2$/);
    expect(postMean).toHaveTextContent(/^6,33n=3$/);
  });

  it('asks only for the answers of measurements already sent, and says when nobody rated yet', async () => {
    serve(
      {
        processId: 'p1',
        mdi: { mdiId: 'm1', name: 'MDI' },
        resendsMax: 2,
        daysSinceStart: 3,
        measurements: [
          measurement({ invitationsCompleted: 0 }),
          measurement({ subType: 'POST_PROCESS', label: 'Post proceso', sent: null, invitationsSent: 0 }),
        ],
      },
      { BASELINE: report('BASELINE', []) },
    );
    renderWithProviders(<MeasurementResults process={process} />);
    expect(await screen.findByText(m.noRateAnswers)).toBeInTheDocument();
    expect(screen.getByText(/0 de 6 respondieron \(0 %\)/)).toBeInTheDocument();
    expect(reportCalls().map(([input]) => String(input))).toEqual([
      '/api/mdi/listAnsweredMeasurementReport/p1/BASELINE',
    ]);
  });
});

import { attractionProcessMessages, type ProcessDetail } from '@enlaza/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { AttractionGeneralStep } from './AttractionGeneralStep';
import { attractionEndDateFor } from './attractionForm';
import { dayjs } from '../../../lib/dates';

const am = attractionProcessMessages;
const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

const existing: ProcessDetail = {
  processId: uuid(1),
  name: 'Atracción Compañía Demo 2031',
  status: 'DRAFT',
  serviceType: ['ATTRACTION'],
  client: { clientId: uuid(2), name: 'Compañía Demo', rut: null },
  owner: { userId: uuid(3), name: 'Andrea', lastName: 'Rojas', email: 'admin@enlaza.test' },
  estimatedStartDate: '2031-03-01',
  estimatedEndDate: '2031-05-01',
  mentorsCount: 0,
  studentsCount: 0,
  logoUrl: null,
  updatedAt: '2030-11-22T10:00:00.000Z',
  mentorship: null,
  dynamicMentorship: null,
  mdi: null,
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
  startDate: null,
  endDate: null,
  createdAt: '2030-11-01T10:00:00.000Z',
  completeness: { complete: false, missing: ['students', 'mentors'] },
  attraction: { challengeId: uuid(4), challengeTitle: 'Desafío de innovación' },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT');
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === 'POST' || init?.method === 'PUT') return json(200, existing);
    // The challenge list (another area's endpoint) is answered here.
    if (String(input).includes('/challenge')) {
      return json(200, {
        docs: [
          {
            challengeId: uuid(4),
            title: 'Desafío de innovación',
            messages: [{ title: 'Bienvenida', text: 'Hola' }],
            inUse: true,
            createdAt: '2030-01-01T00:00:00.000Z',
            updatedAt: '2030-01-01T00:00:00.000Z',
          },
        ],
        totalDocs: 1,
        page: 1,
        limit: 100,
      });
    }
    return json(200, { docs: [], totalDocs: 0, page: 1, limit: 10 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

vi.setConfig({ testTimeout: 20_000 });

describe('attraction wizard, step 1', () => {
  it('names every missing field with the spec messages and sends nothing', async () => {
    renderWithProviders(<AttractionGeneralStep onSaved={vi.fn()} onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Crear proceso' }));
    for (const message of [am.name, am.client, am.challenge, am.startDate, am.endDate, am.owner]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(writes()).toHaveLength(0);
  });

  it('keeps the end date disabled until a start is set, then proposes start + 2 months', async () => {
    renderWithProviders(<AttractionGeneralStep onSaved={vi.fn()} onCancel={vi.fn()} />);
    const end = screen.getByLabelText('Fecha de término');
    expect(end).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Fecha de inicio'), '15/03/2031{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Fecha de término')).toHaveValue('15/05/2031'));
    expect(screen.getByLabelText('Fecha de término')).toBeEnabled();
  });

  it('does not take an end date before the start', async () => {
    renderWithProviders(<AttractionGeneralStep process={existing} onSaved={vi.fn()} onCancel={vi.fn()} />);
    const end = screen.getByLabelText('Fecha de término');
    await userEvent.clear(end);
    await userEvent.type(end, '01/02/2031{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    // The days before the start are disabled in the picker: the typed one is not taken and never sent.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByLabelText('Fecha de término')).not.toHaveValue('01/02/2031');
    for (const [, init] of writes()) expect(JSON.parse(String(init!.body)).estimatedEndDate).not.toBe('2031-02-01');
  });

  it('saves an existing process through PUT /api/process/attraction/{id}', async () => {
    const onSaved = vi.fn();
    renderWithProviders(<AttractionGeneralStep process={existing} onSaved={onSaved} onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const [url, init] = writes()[0]!;
    expect(String(url)).toContain(`/api/process/attraction/${existing.processId}`);
    expect(JSON.parse(String(init!.body))).toMatchObject({
      challengeId: uuid(4),
      estimatedStartDate: '2031-03-01',
      estimatedEndDate: '2031-05-01',
    });
  });

  it('computes the default end date at the end of a shorter month', () => {
    expect(attractionEndDateFor(dayjs('2031-12-31', 'YYYY-MM-DD'))!.format('YYYY-MM-DD')).toBe('2032-02-29');
  });
});

import { processAreaMessages, processMessages, type ProcessDetail } from '@enlaza/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { GeneralStep } from './GeneralStep';

const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

const existing: ProcessDetail = {
  processId: uuid(1),
  name: 'Compañía Demo - Mentoría - 2031',
  status: 'DRAFT',
  serviceType: ['MENTORING'],
  client: { clientId: uuid(2), name: 'Compañía Demo', rut: null },
  owner: { userId: uuid(3), name: 'Andrea', lastName: 'Rojas', email: 'admin@enlaza.test' },
  estimatedStartDate: '2031-03-01',
  estimatedEndDate: '2031-06-01',
  mentorsCount: 0,
  studentsCount: 0,
  logoUrl: null,
  updatedAt: '2030-11-22T10:00:00.000Z',
  mentorship: { id: uuid(4), name: 'Pauta Mentoría Enlaza' },
  dynamicMentorship: null,
  mdi: { id: uuid(5), name: 'Medición de impacto Programa Mentoras' },
  sessionsFeedbackBundle: { id: uuid(6), name: 'Feedback sesiones Programa Mentoras' },
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
  attraction: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
/** The writes (POST or PUT) the step sent; the option lists it reads are answered empty. */
const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT');
let answerWrite: () => Promise<Response>;
beforeEach(() => {
  fetchMock.mockReset();
  answerWrite = async () => json(200, existing);
  fetchMock.mockImplementation(async (_input, init) =>
    init?.method === 'POST' || init?.method === 'PUT'
      ? answerWrite()
      : json(200, { docs: [], totalDocs: 0, page: 1, limit: 10 }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

vi.setConfig({ testTimeout: 20_000 });

/** Counts the submissions of the step's form (the browser fires `submit` on the form for Enter and for the button). */
function watchSubmissions(field: HTMLElement) {
  const submitted = vi.fn();
  field.closest('form')!.addEventListener('submit', submitted);
  return submitted;
}

describe('process wizard, step 1', () => {
  it('takes a date typed in a date field on Enter without submitting the step', async () => {
    renderWithProviders(<GeneralStep onSaved={vi.fn()} onCancel={vi.fn()} />);
    const start = screen.getByLabelText('Fecha de inicio');
    const submitted = watchSubmissions(start);
    await userEvent.type(start, '01/03/2031{Enter}');
    // The date was taken: the end date follows it.
    await waitFor(() => expect(screen.getByLabelText('Fecha de término')).toHaveValue('01/06/2031'));
    expect(submitted).not.toHaveBeenCalled();
    expect(screen.queryByText(processMessages.client)).not.toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    // The button still submits (and the empty required fields are checked).
    await userEvent.click(screen.getByRole('button', { name: 'Crear proceso' }));
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(processMessages.client)).toBeInTheDocument();
  });

  it('saves a complete step once: not on Enter in a date field, once for a double click, not again once saved', async () => {
    const onSaved = vi.fn();
    renderWithProviders(<GeneralStep process={existing} onSaved={onSaved} onCancel={vi.fn()} />);
    const end = screen.getByLabelText('Fecha de término');
    const submitted = watchSubmissions(end);
    await userEvent.type(end, '{Enter}');
    expect(submitted).not.toHaveBeenCalled();
    expect(writes()).toHaveLength(0);

    let release!: () => void;
    answerWrite = () => new Promise((resolve) => (release = () => resolve(json(200, existing))));
    const save = screen.getByRole('button', { name: 'Guardar y continuar' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(writes()).toHaveLength(1));
    release();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    // Saved, the wizard moves to the next step; a click (or Enter) in that moment saves nothing more.
    await userEvent.click(save);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(writes()).toHaveLength(1);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal of a duplicate name on the name field", async () => {
    answerWrite = async () =>
      json(409, { error: { type: 'process_duplicate_name', message: processAreaMessages.duplicateName } });
    const onSaved = vi.fn();
    renderWithProviders(<GeneralStep process={existing} onSaved={onSaved} onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByText('Ya existe un proceso con ese nombre para este cliente')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre del proceso')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

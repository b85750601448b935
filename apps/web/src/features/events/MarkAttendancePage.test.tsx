import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MarkAttendancePage } from './MarkAttendancePage';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const EVENT_ID = '11111111-1111-4111-8111-111111111111';
const page = (isToday: boolean) => ({
  processName: 'Compañía Demo - Mentoría - 2026',
  eventName: 'Charla de cierre',
  eventDate: '2026-12-01T15:30:00.000Z',
  roles: ['STUDENT'],
  isToday,
  participants: [
    {
      userId: '22222222-2222-4222-8222-222222222222',
      name: 'José',
      lastName: 'Pérez',
      photoUrl: null,
      role: 'STUDENT',
      attended: false,
    },
    {
      userId: '33333333-3333-4333-8333-333333333333',
      name: 'Ana',
      lastName: 'Soto',
      photoUrl: null,
      role: 'STUDENT',
      attended: false,
    },
  ],
});

const fetchMock = vi.fn<typeof fetch>();
function serve(getPage: Response, put?: Response) {
  fetchMock.mockImplementation(async (_input, init) => (init?.method === 'PUT' && put ? put.clone() : getPage.clone()));
}
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderWithProviders(<MarkAttendancePage />, {
    path: '/mark-attendance/:eventId',
    url: `/mark-attendance/${EVENT_ID}`,
  });

async function pick(name: string) {
  const combo = screen.getByRole('combobox', { name: 'Tu nombre' });
  await userEvent.click(combo);
  await userEvent.type(combo, name.split(' ')[0]!);
  const options = await screen.findAllByText(name);
  await userEvent.click(options[options.length - 1]!);
}

describe('MarkAttendancePage', () => {
  it('shows the event, keeps the button disabled until a participant is chosen, then thanks them', async () => {
    serve(json(200, page(true)), json(200, { message: 'Gracias por confirmar tu asistencia' }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Charla de cierre' })).toBeInTheDocument();
    expect(screen.getByText('Compañía Demo - Mentoría - 2026')).toBeInTheDocument();
    expect(screen.getByText('01/12/2026 12:30')).toBeInTheDocument();
    expect(screen.getByText('Mentees')).toBeInTheDocument();
    expect(screen.queryByText(/Este evento no es hoy/)).not.toBeInTheDocument();
    const register = screen.getByRole('button', { name: 'Registrar asistencia' });
    expect(register).toBeDisabled();
    await pick('José Pérez');
    expect(register).toBeEnabled();
    await userEvent.click(register);
    expect(await screen.findByText('Gracias por confirmar tu asistencia')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe(`/api/events/${EVENT_ID}/mark-attendance`);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ userId: '22222222-2222-4222-8222-222222222222' });
    expect(new Headers(put?.[1]?.headers).has('Authorization')).toBe(false);
  }, 20_000);

  it('warns when the event is not today and shows the refusal of the server', async () => {
    serve(
      json(200, page(false)),
      json(409, {
        error: {
          type: 'event_not_today',
          message: 'No se puede registrar asistencia para este evento. Asegúrate de que la fecha del evento sea hoy.',
        },
      }),
    );
    renderPage();
    expect(
      await screen.findByText('Este evento no es hoy. Los participantes no podrán marcar su asistencia'),
    ).toBeInTheDocument();
    await pick('Ana Soto');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar asistencia' }));
    expect(
      await screen.findByText(
        'No se puede registrar asistencia para este evento. Asegúrate de que la fecha del evento sea hoy.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Error al confirmar asistencia')).not.toBeInTheDocument();
  }, 20_000);

  it("says 'Error al confirmar asistencia' for any other failure", async () => {
    serve(
      json(200, page(true)),
      json(400, {
        error: { type: 'event_participant_not_eligible', message: 'El participante no está convocado a este evento' },
      }),
    );
    renderPage();
    await screen.findByRole('heading', { name: 'Charla de cierre' });
    await pick('Ana Soto');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar asistencia' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error al confirmar asistencia')).toBeInTheDocument();
    expect(within(alert).getByText('El participante no está convocado a este evento')).toBeInTheDocument();
  }, 20_000);

  it("shows 'El evento no existe' for an unknown event", async () => {
    serve(json(404, { error: { type: 'event_not_found', message: 'El evento no existe' } }));
    renderPage();
    expect(await screen.findByText('El evento no existe')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar asistencia' })).not.toBeInTheDocument();
  });
});

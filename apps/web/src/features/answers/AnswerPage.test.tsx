import type { InvitationView } from '@enlaza/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AnswerPage } from './AnswerPage';
import { AnswerThanksPage } from './AnswerThanksPage';

const INVITATION_ID = '11111111-1111-4111-8111-111111111111';
const base = { description: '', placeholder: '', displayTitle: true, conditions: [], other: false, options: [] };

const view = (overrides: Partial<InvitationView> = {}): InvitationView => ({
  invitationId: INVITATION_ID,
  status: 'SENT',
  entityType: 'MDI',
  entitySubType: 'BASELINE',
  subTypeLabel: 'Línea base',
  userRole: 'STUDENT',
  processId: '22222222-2222-4222-8222-222222222222',
  processName: 'Compañía Demo - Mentoría - 2026',
  brandId: 'enlaza',
  answers: [],
  questionary: {
    name: 'Medición de impacto',
    overview: '',
    questionGroups: [
      {
        id: 'g',
        title: 'Tu punto de partida',
        type: 'DEFAULT',
        minutes: 0,
        range: null,
        conditions: [],
        questions: [
          { ...base, id: 'meta', type: 'TEXT', title: '¿Qué esperas lograr?', required: true },
          {
            ...base,
            id: 'canal',
            type: 'OPTIONS',
            title: '¿Cómo te enteraste?',
            required: true,
            other: true,
            options: [{ id: '0', value: 'Correo' }],
          },
        ],
      },
    ],
  },
  ...overrides,
});

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = (query = '?usertoken=token-del-correo') =>
  renderWithProviders(<AnswerPage />, {
    path: '/answer/:invitationId',
    url: `/answer/${INVITATION_ID}${query}`,
    otherRoutes: [{ path: '/mdi/user/result', element: <AnswerThanksPage /> }],
  });

const requestTo = (method: string) =>
  fetchMock.mock.calls.find(([url, init]) => (init?.method ?? 'GET') === method && String(url).includes('/api/'));

describe('AnswerPage', () => {
  it("answers with the mailed link's token, including 'Otro' with its text, and thanks a person not signed in", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? json(201, {
            message: 'Respuestas enviadas correctamente',
            invitationId: INVITATION_ID,
            status: 'COMPLETED',
            entityType: 'MDI',
            subTypeLabel: 'Línea base',
          })
        : json(200, view()),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Medición de impacto' })).toBeInTheDocument();
    expect(screen.getByText('Línea base · Compañía Demo - Mentoría - 2026')).toBeInTheDocument();
    const [, getInit] = requestTo('GET')!;
    expect(new Headers(getInit!.headers).get('user-token')).toBe('token-del-correo');

    await userEvent.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    expect(await screen.findByText('Ingresa tu respuesta')).toBeInTheDocument();
    expect(screen.getByText('Selecciona una alternativa')).toBeInTheDocument();
    expect(requestTo('POST')).toBeUndefined();

    await userEvent.type(screen.getByRole('textbox', { name: /¿Qué esperas lograr\?/ }), 'Liderar mi equipo');
    await userEvent.click(screen.getByRole('radio', { name: 'Otro' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Otro, ¿cuál\?/ }), 'Una amiga');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respuestas' }));

    expect(await screen.findByRole('heading', { name: '¡Gracias por tu respuesta!' })).toBeInTheDocument();
    const [postUrl, postInit] = requestTo('POST')!;
    expect(String(postUrl)).toContain(`/api/questionary-invitations/answer/${INVITATION_ID}`);
    expect(JSON.parse(String(postInit!.body))).toEqual({
      answers: [
        { questionId: 'meta', value: 'Liderar mi equipo' },
        { questionId: 'canal', value: '__other__', otherAnswer: 'Una amiga' },
      ],
    });
    // Nothing is left on the device once the answers are sent.
    expect(window.localStorage.getItem(`enlaza_answer_draft:${INVITATION_ID}`)).toBeNull();
  });

  it('gives back what was typed on this device after a reload', async () => {
    fetchMock.mockImplementation(async () => json(200, view()));
    const first = renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: /¿Qué esperas lograr\?/ }), 'Mi borrador');
    first.unmount();

    renderPage();
    expect(await screen.findByDisplayValue('Mi borrador')).toBeInTheDocument();
    expect(screen.getByText('Recuperamos las respuestas que habías escrito en este equipo')).toBeInTheDocument();
  });

  it.each([
    [404, 'invitation_not_found', 'La invitación no existe'],
    [409, 'invitation_already_answered', 'La invitación ya fue contestada'],
    [410, 'invitation_expired', 'La invitación ha caducado'],
    [409, 'open_invitation_closed', 'Esta encuesta ya no recibe respuestas'],
    [500, 'internal', 'Ocurrió un error al cargar la invitación'],
  ])('says why an invitation cannot be answered (%i)', async (status, type, text) => {
    fetchMock.mockImplementation(async () => json(status, { error: { type, message: 'x' } }));
    renderPage();
    expect(await screen.findByRole('heading', { name: text })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar respuestas' })).not.toBeInTheDocument();
  });

  it("says 'Error al obtener la invitación' when the server cannot be reached", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Error al obtener la invitación' })).toBeInTheDocument();
  });

  it('confirms an open survey by its name and lets the next person answer', async () => {
    const open = view({ status: 'OPEN', entityType: 'OPEN', subTypeLabel: 'Taller de liderazgo', processName: null });
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? json(201, {
            message: 'Respuestas enviadas correctamente',
            invitationId: INVITATION_ID,
            status: 'OPEN',
            entityType: 'OPEN',
            subTypeLabel: 'Taller de liderazgo',
          })
        : json(200, open),
    );
    renderPage('');
    await userEvent.type(await screen.findByRole('textbox', { name: /¿Qué esperas lograr\?/ }), 'Aprender');
    await userEvent.click(screen.getByRole('radio', { name: 'Correo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    expect(
      await screen.findByRole('heading', { name: 'Se registraron tus respuestas en Taller de liderazgo' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Responder otra vez' }));
    expect(await screen.findByRole('textbox', { name: /¿Qué esperas lograr\?/ })).toHaveValue('');
  });
});

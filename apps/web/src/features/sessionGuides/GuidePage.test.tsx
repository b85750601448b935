import type { LiveContentState, SessionGuide } from '@enlaza/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../lib/auth/tokenStorage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { GuidePage } from './GuidePage';

// The live socket is replaced: the test answers the GraphQL operations the page sends over it.
const live = vi.hoisted(() => ({
  operation: vi.fn<(query: string, variables: Record<string, unknown>) => Promise<unknown>>(),
  /** The page's latest handler per subscription: the test delivers the partner's changes through it. */
  handlers: new Map<string, (event: unknown) => void>(),
}));
vi.mock('../../lib/live', () => ({
  liveOperation: (query: string, variables: Record<string, unknown>) => live.operation(query, variables),
  useLiveSubscription: (query: string, _variables: unknown, onEvent: (event: unknown) => void) =>
    void live.handlers.set(query, onEvent),
  useLiveStatus: () => ({ state: 'connected', connections: 1 }),
  graphqlRequest: vi.fn(),
}));

const INVITATION_ID = '11111111-1111-4111-8111-111111111111';
const PAIR_ID = '22222222-2222-4222-8222-222222222222';
const LIVE_ID = '33333333-3333-4333-8333-333333333333';
const ME = '55555555-5555-4555-8555-555555555555';
const PARTNER = '66666666-6666-4666-8666-666666666666';
const base = { description: '', placeholder: '', displayTitle: true, conditions: [], other: false, options: [] };

const guide = (overrides: Partial<SessionGuide> = {}): SessionGuide => ({
  invitationId: INVITATION_ID,
  liveContentId: LIVE_ID,
  pairId: PAIR_ID,
  processId: '44444444-4444-4444-8444-444444444444',
  sessionNumber: 1,
  status: 'SENT',
  questionary: {
    name: 'Pauta sesión 1',
    overview: '',
    questionGroups: [
      {
        id: 'g',
        title: 'Objetivos',
        type: 'DEFAULT',
        minutes: 20,
        range: null,
        conditions: [],
        questions: [{ ...base, id: 'meta', type: 'TEXT', title: '¿Qué acordaron?', required: true }],
      },
    ],
  },
  content: JSON.stringify({ answers: { meta: 'Primer acuerdo' }, others: {} }),
  version: 3,
  editor: null,
  done: false,
  answers: [],
  reopenable: false,
  ...overrides,
});

const state = (overrides: Partial<LiveContentState> = {}): LiveContentState => ({
  liveContentId: LIVE_ID,
  content: JSON.stringify({ answers: { meta: 'Primer acuerdo' }, others: {} }),
  version: 3,
  editor: null,
  done: false,
  updatedAt: '2026-11-27T12:00:00.000Z',
  ...overrides,
});

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function signIn() {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const claims = { userId: ME, role: 'USER', roles: ['USER'], sid: 's1' };
  tokenStore.setTokens({ accessToken: `${encode({ alg: 'none' })}.${encode(claims)}.x`, refreshToken: 'r' });
}

const fetchMock = vi.fn<typeof fetch>();
function serve(view: SessionGuide | null) {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.includes('/questionary-invitations/template/')) {
      return view ? json(200, view) : json(404, { message: 'La invitación no existe', type: 'invitation_not_found' });
    }
    if (path.includes('/answers/objective/')) return json(200, { adviceId: 'a1', adviceName: 'Liderazgo' });
    if (path.includes('/tasks')) return json(200, []);
    if (path.includes('/notes')) return json(200, { content: '', updatedAt: null });
    if (path.includes('/users/me/process/')) return json(404, { message: 'No existe' });
    return json(404, { message: 'No existe' });
  });
}

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockReset();
  live.operation.mockReset();
  live.handlers.clear();
  vi.stubGlobal('fetch', fetchMock);
  // jsdom does not scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPage = () =>
  renderWithProviders(<GuidePage />, {
    path: '/answer/template/:invitationId',
    url: `/answer/template/${INVITATION_ID}`,
  });

async function start() {
  await userEvent.click(await screen.findByRole('button', { name: 'Comenzar' }));
}

/** Answers the control and update mutations as the server does for this person. */
function answerAsServer() {
  live.operation.mockImplementation(async (query, variables) => {
    if (query.includes('takeControlLiveContent'))
      return { takeControlLiveContent: state({ editor: { userId: ME, name: 'Mentora' } }) };
    if (query.includes('updateLiveContent'))
      return {
        updateLiveContent: state({
          content: String(variables.content),
          version: 4,
          editor: { userId: ME, name: 'Mentora' },
        }),
      };
    return { freeLiveContentControl: state({ version: 4 }) };
  });
}

const DRAFT_KEY = `enlaza_answer_draft:${INVITATION_ID}`;
const updatesSent = () => live.operation.mock.calls.filter(([q]) => q.includes('updateLiveContent'));
const partnerEdits = (next: LiveContentState) => {
  const handler = [...live.handlers.entries()].find(([query]) => query.includes('liveContentUpdated'))?.[1];
  expect(handler, 'the page listens to the live content').toBeDefined();
  act(() => handler!(next));
};

describe('GuidePage', () => {
  it('opens on the good-practices manual, then shows the shared answers read-only until Editar takes control', async () => {
    serve(guide());
    live.operation.mockImplementation(async (query, variables) => {
      if (query.includes('takeControlLiveContent'))
        return { takeControlLiveContent: state({ editor: { userId: ME, name: 'Mentora' } }) };
      if (query.includes('updateLiveContent'))
        return {
          updateLiveContent: state({
            content: String(variables.content),
            version: 4,
            editor: { userId: ME, name: 'Mentora' },
          }),
        };
      return { freeLiveContentControl: state({ version: 4, content: String(variables.content ?? '{}') }) };
    });
    renderPage();
    expect(await screen.findByText(/dentro de las 48 horas/)).toBeInTheDocument();
    expect(screen.getByText(/al menos 24 horas de anticipación/)).toBeInTheDocument();
    await start();

    const answer = await screen.findByRole('textbox', { name: /¿Qué acordaron\?/ });
    expect(answer).toHaveValue('Primer acuerdo');
    expect(answer).toBeDisabled();
    expect(await screen.findByText('Liderazgo')).toBeInTheDocument();
    expect(screen.getByText('Tu dupla no tendrá acceso a estas notas')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Editar$/ }));
    expect(await screen.findByText('Editando pauta...')).toBeInTheDocument();
    const editable = screen.getByRole('textbox', { name: /¿Qué acordaron\?/ });
    expect(editable).toBeEnabled();
    await userEvent.type(editable, ' y segundo');
    // Sent once, a second after the last keystroke, as the whole draft.
    await waitFor(
      () =>
        expect(live.operation).toHaveBeenCalledWith(expect.stringContaining('updateLiveContent'), {
          id: LIVE_ID,
          content: JSON.stringify({ answers: { meta: 'Primer acuerdo y segundo' }, others: {} }),
        }),
      { timeout: 3000 },
    );
    expect(live.operation.mock.calls.filter(([q]) => q.includes('updateLiveContent'))).toHaveLength(1);
  });

  it('says when the partner is editing and keeps Editar off meanwhile', async () => {
    serve(guide({ editor: { userId: PARTNER, name: 'Mentee' } }));
    renderPage();
    await start();
    expect(await screen.findByText('Tu pareja está editando la pauta...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Editar$/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Terminar pauta' })).not.toBeInTheDocument();
  });

  it("shows a finished guide filled from its sent answers, with 'Volver a editar' when it may be reopened", async () => {
    serve(
      guide({
        status: 'COMPLETED',
        done: true,
        reopenable: true,
        answers: [{ questionId: 'meta', value: 'Acuerdo enviado' }] as SessionGuide['answers'],
      }),
    );
    renderPage();
    await start();
    expect(await screen.findByText('Esta pauta ya fue respondida')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /¿Qué acordaron\?/ })).toHaveValue('Acuerdo enviado');
    expect(screen.getByRole('button', { name: /Volver a editar/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Terminar pauta' })).not.toBeInTheDocument();
  });

  it('keeps what is typed on the device at once, before it is sent, and forgets it once the partner has it', async () => {
    serve(guide());
    answerAsServer();
    renderPage();
    await start();
    await userEvent.click(await screen.findByRole('button', { name: /Editar$/ }));
    await userEvent.type(await screen.findByRole('textbox', { name: /¿Qué acordaron\?/ }), ' y más');
    expect(updatesSent()).toHaveLength(0);
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY)!)).toEqual({
      answers: { meta: 'Primer acuerdo y más' },
      others: {},
      baseVersion: 3,
    });
    await waitFor(() => expect(updatesSent()).toHaveLength(1), { timeout: 3000 });
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull());
  });

  it('sends what a closed tab left unsent when nobody changed the guide since, and goes on editing', async () => {
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ answers: { meta: 'Escrito antes de cerrar' }, others: {}, baseVersion: 3 }),
    );
    serve(guide());
    answerAsServer();
    renderPage();
    await start();
    await waitFor(() =>
      expect(updatesSent()[0]?.[1]).toEqual({
        id: LIVE_ID,
        content: JSON.stringify({ answers: { meta: 'Escrito antes de cerrar' }, others: {} }),
      }),
    );
    expect(
      await screen.findByText('Recuperamos lo que escribiste antes de salir y ya lo ve tu dupla'),
    ).toBeInTheDocument();
    expect(screen.getByText('Editando pauta...')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /¿Qué acordaron\?/ })).toHaveValue('Escrito antes de cerrar');
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull());
  });

  it('asks before sending a leftover draft when the partner wrote since, and can discard it', async () => {
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ answers: { meta: 'Escrito antes de cerrar' }, others: {}, baseVersion: 2 }),
    );
    serve(guide());
    answerAsServer();
    renderPage();
    await start();
    expect(await screen.findByText('Quedaron cambios tuyos sin enviar en este dispositivo')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /¿Qué acordaron\?/ })).toHaveValue('Primer acuerdo');
    expect(updatesSent()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByText('Quedaron cambios tuyos sin enviar en este dispositivo')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(updatesSent()).toHaveLength(0);
  });

  it('recovers a leftover draft on request: control is taken and the draft sent', async () => {
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ answers: { meta: 'Escrito antes de cerrar' }, others: {}, baseVersion: 2 }),
    );
    serve(guide());
    answerAsServer();
    renderPage();
    await start();
    await userEvent.click(await screen.findByRole('button', { name: 'Recuperar mis cambios' }));
    await waitFor(() => expect(updatesSent()).toHaveLength(1));
    expect(updatesSent()[0]?.[1]).toEqual({
      id: LIVE_ID,
      content: JSON.stringify({ answers: { meta: 'Escrito antes de cerrar' }, others: {} }),
    });
    expect(await screen.findByText('Editando pauta...')).toBeInTheDocument();
  });

  it("keeps a folded group folded while the partner's edits arrive", async () => {
    serve(guide());
    renderPage();
    await start();
    const header = await screen.findByRole('button', { name: /Objetivos/ });
    expect(header).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(header);
    expect(screen.getByRole('button', { name: /Objetivos/ })).toHaveAttribute('aria-expanded', 'false');
    partnerEdits(
      state({
        content: JSON.stringify({ answers: { meta: 'La mentee escribe' }, others: {} }),
        version: 4,
        editor: { userId: PARTNER, name: 'Mentee' },
      }),
    );
    expect(await screen.findByText('Tu pareja está editando la pauta...')).toBeInTheDocument();
    expect(screen.getByDisplayValue('La mentee escribe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Objetivos/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it("says 'Error al cargar la invitación' when the guide cannot be loaded", async () => {
    serve(null);
    renderPage();
    expect(await screen.findByText('Error al cargar la invitación')).toBeInTheDocument();
  });
});

import { questionaryMessages } from '@enlaza/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { choose } from './builder/editorTestUtils';
import { QuestionaryBuilderPage } from './QuestionaryBuilderPage';

const SAVED_ID = '77777777-7777-4777-8777-777777777777';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
const posted: unknown[] = [];

beforeEach(() => {
  posted.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/questionaries' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posted.push(body);
      return json(201, {
        ...body,
        id: SAVED_ID,
        createdAt: '2026-03-01T12:00:00.000Z',
        updatedAt: '2026-03-01T12:00:00.000Z',
      });
    }
    return json(404, { error: { type: 'not_found', message: 'No encontrado' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

// antd's forms are slow to drive in jsdom.
vi.setConfig({ testTimeout: 60_000 });

describe('Crear cuestionario', () => {
  it('builds a questionnaire with a choice and a text question and sends it as built', async () => {
    const { router } = renderWithProviders(<QuestionaryBuilderPage />, {
      path: '/admin/questionaries/create',
      otherRoutes: [{ path: '/questionary/:questionaryId', element: <h1>Vista previa</h1> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Crear cuestionario' })).toBeInTheDocument();

    await choose('Tipo', 'Feedback de sesión');
    await choose('Rol', 'Mentee');
    await userEvent.type(screen.getByLabelText('Título del grupo 1'), 'Sesión');

    await choose('Tipo de la pregunta 1', 'Alternativas');
    await userEvent.type(screen.getByLabelText('Título de la pregunta 1'), '¿Hubo?');
    await userEvent.type(screen.getByRole('textbox', { name: 'Alternativa 1 de la pregunta 1' }), 'Sí');
    await userEvent.type(screen.getByRole('textbox', { name: 'Alternativa 2 de la pregunta 1' }), 'No');

    await userEvent.click(screen.getByRole('button', { name: /Agregar pregunta al grupo 1/ }));
    const second = screen.getByRole('group', { name: 'Pregunta 2 del grupo 1' });
    await userEvent.type(within(second).getByLabelText('Título de la pregunta 2'), '¿Qué?');
    await userEvent.click(within(second).getByRole('checkbox', { name: 'Obligatoria' }));
    await userEvent.type(within(second).getByLabelText('Texto de ejemplo (placeholder)'), 'Ej.');

    // Without a name the save is refused with its message, and nothing is sent.
    await userEvent.click(screen.getAllByRole('button', { name: 'Guardar' })[0]!);
    expect(await screen.findByText(questionaryMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText('Hay 1 campo por corregir antes de guardar')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Feedback');
    // The message leaves with antd's fade-out animation.
    await waitFor(() => expect(screen.queryByText(questionaryMessages.nameRequired)).not.toBeInTheDocument());
    await userEvent.click(screen.getAllByRole('button', { name: 'Guardar' })[0]!);

    await waitFor(() => expect(router.state.location.pathname).toBe(`/questionary/${SAVED_ID}`));
    const optionId = expect.stringMatching(/^o-/);
    const common = { description: '', displayTitle: true, other: false, rangeInfo: null, conditions: [] };
    expect(posted).toEqual([
      {
        name: 'Feedback',
        overview: '',
        type: 'SESSION_FEEDBACK',
        target_user_role: 'STUDENT',
        questionGroups: [
          {
            id: expect.stringMatching(/^g-/),
            title: 'Sesión',
            type: 'DEFAULT',
            minutes: 0,
            range: null,
            conditions: [],
            questions: [
              {
                ...common,
                id: expect.stringMatching(/^p-/),
                type: 'OPTIONS',
                title: '¿Hubo?',
                required: false,
                placeholder: '',
                options: [
                  { id: optionId, value: 'Sí' },
                  { id: optionId, value: 'No' },
                ],
              },
              {
                ...common,
                id: expect.stringMatching(/^p-/),
                type: 'TEXT',
                title: '¿Qué?',
                required: true,
                placeholder: 'Ej.',
                options: [],
              },
            ],
          },
        ],
      },
    ]);
    expect(await screen.findByText(questionaryMessages.created)).toBeInTheDocument();
  });
});

import type { FeedbackReport, ProcessDetail } from '@enlaza/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { FeedbackTab } from './FeedbackTab';

const PROCESS_ID = '3f1b6c2e-8a4d-4e8f-9b1a-2c3d4e5f6a7b';
const process = { processId: PROCESS_ID, name: 'Mentoría Talento' } as ProcessDetail;

const report: FeedbackReport = {
  processId: PROCESS_ID,
  processName: 'Mentoría Talento',
  sessionsCount: 3,
  hasBundle: true,
  sent: 4,
  answered: 3,
  sessions: [
    {
      sessionNumber: 1,
      roles: [
        { role: 'MENTOR', sent: 2, answered: 0, questions: [] },
        {
          role: 'STUDENT',
          sent: 2,
          answered: 2,
          questions: [
            {
              questionaryId: 'q',
              questionId: 'score',
              title: 'Evalúa la sesión de 1 a 7',
              type: 'RATE',
              answersCount: 2,
              average: 4.5,
              distribution: [1, 2, 3, 4, 5, 6, 7].map((value) => ({
                value,
                label: String(value),
                count: value === 3 || value === 6 ? 1 : 0,
              })),
            },
            {
              questionaryId: 'q',
              questionId: 'topics',
              title: '¿Qué temas trabajaron?',
              type: 'MULTIPLE_CHOICE',
              answersCount: 2,
              options: [
                { optionId: 'a', text: 'Liderazgo', count: 2 },
                { optionId: 'b', text: 'Negociación', count: 1 },
              ],
            },
            {
              questionaryId: 'q',
              questionId: 'highlight',
              title: '¿Qué fue lo más valioso?',
              type: 'TEXT',
              answersCount: 1,
              answers: ['Practicar la negociación'],
            },
          ],
        },
      ],
    },
    { sessionNumber: 2, roles: [] },
    { sessionNumber: 3, roles: [] },
  ],
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderTab(viewer: 'ADMIN' | 'COMPANY_ADMIN', body: FeedbackReport = report) {
  fetchMock.mockImplementation(async () => Response.json(body, { status: 200 }));
  return renderWithProviders(<FeedbackTab process={process} viewer={viewer} />, { path: '/x', url: '/x' });
}

describe('FeedbackTab', () => {
  it('shows per session and role the answered counts, averages, option counts and text answers', async () => {
    renderTab('ADMIN');
    expect(await screen.findByText('3 de 4 evaluaciones de sesión contestadas')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      `/api/feedback/listAnsweredFeedbacksReport?processId=${PROCESS_ID}`,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Sesión 1', 'Sesión 2', 'Sesión 3']);
    const summary = screen.getByRole('table', { name: '' }).closest('.ant-table-wrapper') as HTMLElement;
    expect(within(summary).getByRole('row', { name: /Primera sesión 0 de 2 2 de 2/ })).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: /Mentoras · 0 de 2 contestaron/ })).toBeInTheDocument();
    expect(screen.getByText('Sin respuestas')).toBeInTheDocument();
    const mentees = screen.getByRole('list', { name: /Mentees/ });
    expect(within(mentees).getByText('Promedio: 4,5')).toBeInTheDocument();
    // The charts' figures, as tables for screen readers.
    const rating = within(mentees).getByRole('table', { name: 'Evalúa la sesión de 1 a 7' });
    expect(within(rating).getByRole('row', { name: '6 1' })).toBeInTheDocument();
    const topics = within(mentees).getByRole('table', { name: '¿Qué temas trabajaron?' });
    expect(within(topics).getByRole('row', { name: 'Liderazgo 2' })).toBeInTheDocument();
    expect(within(mentees).getByText('Practicar la negociación')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Descargar feedback/ })).toBeInTheDocument();
  });

  it('offers the Excel to admins only', async () => {
    renderTab('COMPANY_ADMIN');
    expect(await screen.findByText('3 de 4 evaluaciones de sesión contestadas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Descargar feedback/ })).not.toBeInTheDocument();
  });

  it('says there are no session evaluations yet', async () => {
    renderTab('ADMIN', { ...report, sent: 0, answered: 0, sessions: [] });
    expect(await screen.findByText('Aún no hay evaluaciones de sesión')).toBeInTheDocument();
    expect(screen.getByText('Aún no se han enviado evaluaciones de sesión')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('says so when the dashboard cannot be loaded, with a retry', async () => {
    let calls = 0;
    fetchMock.mockImplementation(async () =>
      ++calls === 1
        ? Response.json({ error: { message: 'Acceso denegado', type: 'forbidden' } }, { status: 403 })
        : Response.json(report, { status: 200 }),
    );
    renderWithProviders(<FeedbackTab process={process} viewer="ADMIN" />, { path: '/x', url: '/x' });
    expect(await screen.findByText('Error al cargar el feedback de las sesiones')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('3 de 4 evaluaciones de sesión contestadas')).toBeInTheDocument();
  });
});

import { campusMessages, type CampusSummary, type Lesson } from '@enlaza/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MemberCampusPage } from './MemberCampusPage';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const campus: CampusSummary = {
  campusId: 'c1',
  title: 'Liderazgo femenino',
  role: 'STUDENT',
  status: 'ENABLED',
  studentCampusInfo: { description: 'Para empezar bien', duration: 2, lessonsIds: ['l1', 'l2'] },
  mentorCampusInfo: null,
  illustrationUrl: null,
  rolesWithAccess: ['STUDENT'],
  usersCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const lesson = (id: string, number: number, startDate: string, available: boolean): Lesson => ({
  lessonId: id,
  campusId: 'c1',
  audience: 'STUDENT',
  lessonNumber: number,
  title: `Tema ${number}`,
  startDate,
  status: 'ENABLED',
  available,
  contents: available
    ? [
        {
          contentId: `${id}-1`,
          contentNumber: 1,
          title: `Charla ${number}`,
          description: 'Una charla',
          contentType: 'VIDEO',
          contentFileUrl: null,
          fileName: null,
          videoId: 'dQw4w9WgXcQ',
        },
      ]
    : [],
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/campus');
});
afterEach(() => vi.unstubAllGlobals());

function serve(campuses: CampusSummary[]) {
  const asked: unknown[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path.endsWith('/me/processes')) return json(200, []);
    if (path === '/api/campus/me/campuses') return json(200, campuses);
    if (path === '/api/lesson/me') {
      asked.push(JSON.parse(String(init?.body)));
      // Answered out of order: the page shows the track's order.
      return json(200, [lesson('l2', 2, '2099-01-01', false), lesson('l1', 1, '2020-01-01', true)]);
    }
    return json(404, { error: { message: 'no', type: 'not_found' } });
  });
  return asked;
}

describe('MemberCampusPage', () => {
  it("says 'No se encontro campus' when the member reaches none", async () => {
    serve([]);
    renderWithProviders(<MemberCampusPage />);
    expect(await screen.findByText(campusMessages.notFound)).toBeInTheDocument();
  });

  it("opens a track's lessons: the open one readable, the later one locked", async () => {
    const asked = serve([campus]);
    renderWithProviders(<MemberCampusPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ver campus Liderazgo femenino' }));
    expect(await screen.findByRole('heading', { name: 'Charla 1' })).toBeInTheDocument();
    expect(asked).toEqual([{ lessonIds: ['l1', 'l2'] }]);
    const lessons = screen.getByRole('navigation', { name: 'Lecciones' });
    const buttons = lessons.querySelectorAll('button');
    expect(buttons[0]).toHaveTextContent('Lección 1: Tema 1');
    expect(buttons[1]).toHaveTextContent('Lección 2: Tema 2');
    expect(buttons[1]).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Atrás/ }));
    expect(await screen.findByRole('button', { name: 'Ver campus Liderazgo femenino' })).toBeInTheDocument();
  });
});

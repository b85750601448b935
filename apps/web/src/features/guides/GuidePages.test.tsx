import { guideMessages, type Guide } from '@enlaza/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { GuideFormPage } from './GuideFormPage';
import { GuideViewPage } from './GuideViewPage';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const guide = (locked: boolean): Guide => ({
  mentorshipId: 'g-1',
  name: 'Pauta Liderazgo',
  description: '',
  mentorshipTypeIds: ['t-1'],
  mentorshipTypes: [{ id: 't-1', name: 'Liderazgo' }],
  sessions: [
    {
      sessionId: 's-1',
      number: 1,
      title: 'Conociéndonos',
      description: 'Primera sesión',
      templateQuestionaryId: 'q-1',
      templateQuestionaryName: 'Pauta sesión 1',
      mentor: { documentKey: null, documentName: null, documentUrl: null, link: 'https://example.cl/guia' },
      student: { documentKey: null, documentName: null, documentUrl: null, link: null },
    },
  ],
  processes: [],
  createdAt: '2026-01-01T12:00:00.000Z',
  locked,
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Answers the guide, the tags and the guide questionnaires like the server would. */
function serve(current: Guide) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/mentorships/metadata/mentorship_types')) return json(200, [{ id: 't-1', name: 'Liderazgo' }]);
    if (url.includes('/questionaries')) return json(200, { docs: [], totalDocs: 0, page: 1, limit: 100 });
    if (url.endsWith('/mentorships/g-1')) return json(200, current);
    return json(404, { error: { type: 'not_found', message: 'No encontrado' } });
  });
}

describe('guide pages', () => {
  it('the view of a guide used by a process shows the notice and offers no edit', async () => {
    serve(guide(true));
    renderWithProviders(<GuideViewPage />, {
      path: '/admin/mentorship/:mentorshipId/view',
      url: '/admin/mentorship/g-1/view',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Pautas / Ver pauta' })).toBeInTheDocument();
    expect(await screen.findByText(guideMessages.locked)).toBeInTheDocument();
    expect(screen.getByText('Sesión 1: Conociéndonos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /example\.cl\/guia/ })).toHaveAttribute('href', 'https://example.cl/guia');
    expect(screen.queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
  });

  it('the view of a free guide has no notice and an edit button', async () => {
    serve(guide(false));
    renderWithProviders(<GuideViewPage />, {
      path: '/admin/mentorship/:mentorshipId/view',
      url: '/admin/mentorship/g-1/view',
    });
    expect(await screen.findByRole('button', { name: /Editar/ })).toBeInTheDocument();
    expect(screen.queryByText(guideMessages.locked)).not.toBeInTheDocument();
  });

  it('editing a locked guide opens its read-only view instead', async () => {
    serve(guide(true));
    const { router } = renderWithProviders(<GuideFormPage />, {
      path: '/admin/mentorship/:mentorshipId/edit',
      url: '/admin/mentorship/g-1/edit',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Pautas / Editar pauta' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/mentorship/g-1/view'));
  });

  it("a new guide shows the spec's messages when saved empty, and sends nothing", async () => {
    serve(guide(false));
    renderWithProviders(<GuideFormPage />, { path: '/admin/mentorship/create' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pautas / Nueva Pauta' })).toBeInTheDocument();
    await screen.findByRole('checkbox', { name: 'Liderazgo' });
    await userEvent.click(screen.getByRole('button', { name: 'Crear pauta' }));
    for (const text of [
      guideMessages.nameRequired,
      guideMessages.tagsRequired,
      guideMessages.sessionTitleRequired,
      guideMessages.templateRequired,
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    expect(screen.getByText('No hay cuestionarios de tipo pauta de sesión.')).toBeInTheDocument();
  });
});

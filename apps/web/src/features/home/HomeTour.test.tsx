import { profileMessages, type CompletedTutorial } from '@enlaza/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../lib/auth/tokenStorage';
import { unsignedAccessToken, userProfileOf } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { HomeTour } from './HomeTour';

const userId = '00000000-0000-4000-8000-000000000001';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const profile = (completedTutorials: CompletedTutorial[]) => userProfileOf({ id: userId, completedTutorials });

const fetchMock = vi.fn<typeof fetch>();
let stored: { tutorials: CompletedTutorial[]; answer: number } = { tutorials: [], answer: 200 };
const saved: string[] = [];

beforeEach(() => {
  saved.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/users/me') return json(200, profile(stored.tutorials));
    if (url.startsWith('/api/users/me/complete_tutorial') && init?.method === 'POST') {
      saved.push(url);
      if (stored.answer !== 200) return json(stored.answer, { error: { type: 'x', message: 'no' } });
      const query = new URL(url, 'http://localhost').searchParams;
      stored.tutorials = [{ tutorialName: query.get('tutorialName')!, status: query.get('status') as 'SKIPPED' }];
      return json(200, { completedTutorials: stored.tutorials });
    }
    return json(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(ACCESS_TOKEN_KEY, unsignedAccessToken({ userId }));
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
});
afterEach(() => vi.unstubAllGlobals());

describe("the member home's tour", () => {
  it('shows with the home tutorial PENDING, and closing it early stores SKIPPED', async () => {
    stored = { tutorials: [{ tutorialName: 'home', status: 'PENDING' }], answer: 200 };
    renderWithProviders(<HomeTour />);
    expect(await screen.findByText('Tus procesos')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^(Cerrar|Close)/ }));
    await waitFor(() => expect(saved).toEqual(['/api/users/me/complete_tutorial?tutorialName=home&status=SKIPPED']));
  });

  it('walks to the end and stores COMPLETED', async () => {
    stored = { tutorials: [{ tutorialName: 'home', status: 'PENDING' }], answer: 200 };
    renderWithProviders(<HomeTour />);
    for (const title of ['Tus procesos', 'Lo importante de hoy', 'Campus']) {
      expect(await screen.findByText(title)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: /Siguiente|Next/ }));
    }
    expect(await screen.findByText('Tu perfil')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Finalizar|Finish/ }));
    await waitFor(() => expect(saved).toEqual(['/api/users/me/complete_tutorial?tutorialName=home&status=COMPLETED']));
  });

  it('does not show without a PENDING home tutorial (none, or already skipped)', async () => {
    for (const tutorials of [[], [{ tutorialName: 'home', status: 'SKIPPED' as const }]]) {
      stored = { tutorials, answer: 200 };
      const { unmount } = renderWithProviders(<HomeTour />);
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(screen.queryByText('Tus procesos')).not.toBeInTheDocument();
      unmount();
    }
  });

  it("says 'Error al marcar el tutorial como completado' when storing fails", async () => {
    stored = { tutorials: [{ tutorialName: 'home', status: 'PENDING' }], answer: 500 };
    renderWithProviders(<HomeTour />);
    await screen.findByText('Tus procesos');
    await userEvent.click(screen.getByRole('button', { name: /^(Cerrar|Close)/ }));
    expect(await screen.findByText(profileMessages.tutorialFailed)).toBeInTheDocument();
  });
});

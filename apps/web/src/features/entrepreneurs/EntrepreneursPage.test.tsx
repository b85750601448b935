import { entrepreneurDirectoryMessages as m, type DirectoryEntrepreneur } from '@enlaza/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../lib/auth/tokenStorage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { EntrepreneursPage } from './EntrepreneursPage';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function accessToken(): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ userId: 'u1', role: 'USER', roles: ['USER'], sid: 's1' })}.firma`;
}

const person = (n: number, overrides: Partial<DirectoryEntrepreneur['emprendeInfo']> = {}): DirectoryEntrepreneur => ({
  userId: `00000000-0000-4000-8000-00000000000${n}`,
  name: 'Rocío',
  lastName: `Vidal ${n}`,
  photoUrl: null,
  contact: '+56 9 8765 4301',
  emprendeInfo: {
    logoUrl: null,
    businessName: `Cerámica del Puerto ${n}`,
    description: 'Vajilla hecha a mano.',
    industryId: 'i1',
    industryName: 'Manufactura e industria',
    stage: 'SELLING',
    businessRegion: 'Región de Valparaíso',
    businessCommune: 'Valparaíso',
    socialMedia: 'https://www.ceramica.example/',
    contactMethod: 'WHATSAPP',
    ...overrides,
  },
});

let answer: (url: URL) => Response;
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  answer = () => json(200, { docs: [person(1)], totalDocs: 1, page: 1, limit: 12 });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/users/entrepreneurs/') return answer(url);
    return json(404, { error: { message: 'no', type: 'not_found' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(ACCESS_TOKEN_KEY, accessToken());
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
});
afterEach(() => vi.unstubAllGlobals());

const directoryCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/users/entrepreneurs/');

describe('Emprendedoras', () => {
  it("shows each entrepreneur's card: business, person, industry, stage, place, link and contact", async () => {
    answer = () =>
      json(200, {
        docs: [
          person(1),
          {
            ...person(2, { logoUrl: '/api/files/entrepreneurs/l.jpg', contactMethod: 'EMAIL' }),
            contact: 'rocio@example.com',
          },
        ],
        totalDocs: 2,
        page: 1,
        limit: 12,
      });
    renderWithProviders(<EntrepreneursPage />, { path: '/entrepreneurs' });
    expect(screen.getByRole('heading', { level: 1, name: 'Emprendedoras' })).toBeInTheDocument();

    const card = (await screen.findByRole('article', { name: 'Cerámica del Puerto 1' })) as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Rocío Vidal 1' })).toHaveAttribute(
      'href',
      `/user_profile/${person(1).userId}`,
    );
    expect(within(card).getByText('Manufactura e industria')).toBeInTheDocument();
    expect(within(card).getByText('Generando ventas')).toBeInTheDocument();
    expect(within(card).getByText('Valparaíso, Región de Valparaíso')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'ceramica.example' })).toHaveAttribute(
      'href',
      'https://www.ceramica.example/',
    );
    expect(within(card).getByRole('link', { name: 'WhatsApp: +56 9 8765 4301' })).toHaveAttribute(
      'href',
      'https://wa.me/56987654301',
    );

    const withLogo = screen.getByRole('article', { name: 'Cerámica del Puerto 2' });
    expect(within(withLogo).getByRole('img', { name: 'Logo de Cerámica del Puerto 2' })).toHaveAttribute(
      'src',
      '/api/files/entrepreneurs/l.jpg',
    );
    expect(within(withLogo).getByRole('link', { name: 'Email: rocio@example.com' })).toHaveAttribute(
      'href',
      'mailto:rocio@example.com',
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 emprendedoras');
    expect(directoryCalls()[0]!.searchParams.get('limit')).toBe('12');
  });

  it('searches on the server once typing stops, and says when nothing matches', async () => {
    renderWithProviders(<EntrepreneursPage />, { path: '/entrepreneurs' });
    await screen.findByRole('article', { name: 'Cerámica del Puerto 1' });
    answer = (url) =>
      url.searchParams.get('search') === 'nada'
        ? json(200, { docs: [], totalDocs: 0, page: 1, limit: 12 })
        : json(200, { docs: [person(1)], totalDocs: 1, page: 1, limit: 12 });

    await userEvent.type(screen.getByRole('searchbox', { name: m.searchLabel }), 'nada');
    expect(await screen.findByText(m.noResults)).toBeInTheDocument();
    // One call for the whole word, not one per keystroke.
    expect(directoryCalls().map((url) => url.searchParams.get('search'))).toEqual([null, 'nada']);
  });

  it('pages on the server', async () => {
    answer = (url) => {
      const page = Number(url.searchParams.get('page'));
      return json(200, { docs: [person(page)], totalDocs: 20, page, limit: 12 });
    };
    renderWithProviders(<EntrepreneursPage />, { path: '/entrepreneurs' });
    await screen.findByRole('article', { name: 'Cerámica del Puerto 1' });
    window.scrollTo = vi.fn();
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByRole('article', { name: 'Cerámica del Puerto 2' })).toBeInTheDocument();
    await waitFor(() => expect(directoryCalls().at(-1)!.searchParams.get('page')).toBe('2'));
  });

  it('says when there is nobody else yet, and offers to retry a failed load', async () => {
    answer = () => json(200, { docs: [], totalDocs: 0, page: 1, limit: 12 });
    const { unmount } = renderWithProviders(<EntrepreneursPage />, { path: '/entrepreneurs' });
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
    unmount();

    answer = () => json(500, { error: { message: 'Error interno', type: 'internal' } });
    renderWithProviders(<EntrepreneursPage />, { path: '/entrepreneurs' });
    expect(await screen.findByText(m.loadFailed, {}, { timeout: 10_000 })).toBeInTheDocument();
    answer = () => json(200, { docs: [person(1)], totalDocs: 1, page: 1, limit: 12 });
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Cerámica del Puerto 1' })).toBeInTheDocument();
  });
});

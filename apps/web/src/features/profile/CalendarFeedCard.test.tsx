import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CalendarFeedCard } from './CalendarFeedCard';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const feedUrl = 'http://localhost:3000/api/calendar/4QgrZDp5JtxX_lyWoPR4QpRQVwhqnHYw_dIabcdefgh.ics';
let active: boolean;
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  active = false;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    if (new URL(String(input), 'http://localhost').pathname !== '/api/users/me/calendar-feed') {
      return json(404, { error: { type: 'not_found', message: 'No encontrado' } });
    }
    if (method === 'POST') {
      active = true;
      return json(200, { message: 'Enlace de calendario creado', url: feedUrl, createdAt: '2026-11-27T12:00:00.000Z' });
    }
    if (method === 'DELETE') {
      active = false;
      return json(200, { message: 'Enlace revocado' });
    }
    return json(200, { active, createdAt: active ? '2026-11-27T12:00:00.000Z' : null });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('CalendarFeedCard', () => {
  it('makes a link and shows it once; revoking asks first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CalendarFeedCard />);
    expect(await screen.findByText('Aún no tienes un enlace de calendario.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear enlace' }));
    expect(await screen.findByRole('textbox', { name: 'Enlace de calendario' })).toHaveValue(feedUrl);
    expect(await screen.findByRole('button', { name: 'Crear nuevo enlace' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revocar enlace' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText(/Los calendarios suscritos dejarán de recibir/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Revocar enlace' }));
    expect(await screen.findByRole('button', { name: 'Crear enlace' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Enlace de calendario' })).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('says when a link exists without showing it', async () => {
    active = true;
    renderWithProviders(<CalendarFeedCard />);
    expect(await screen.findByText(/Tienes un enlace activo desde el 27\/11\/2026/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Enlace de calendario' })).toBeNull();
  });
});

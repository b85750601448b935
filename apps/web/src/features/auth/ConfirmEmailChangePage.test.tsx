import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ConfirmEmailChangePage } from './ConfirmEmailChangePage';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let answer: Response;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => answer);
  vi.stubGlobal('fetch', fetchMock);
});

const renderPage = (url: string) =>
  renderWithProviders(<ConfirmEmailChangePage />, { path: '/confirm-email-change', url });

describe('the email-change confirmation page', () => {
  it('applies the change on the click, not on opening the link', async () => {
    answer = json(200, { message: 'Tu email fue actualizado' });
    renderPage('/confirm-email-change?token=del-correo');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar cambio de email' }));
    expect(await screen.findByText('Tu email fue actualizado')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/users/confirm_email_change');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'del-correo' });
  });

  it("shows the server's reason when the link no longer works", async () => {
    const message = 'El enlace para confirmar el cambio de email no es válido o ya fue usado';
    answer = json(400, { error: { message, type: 'auth_email_change_link_invalid' } });
    renderPage('/confirm-email-change?token=usado');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar cambio de email' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

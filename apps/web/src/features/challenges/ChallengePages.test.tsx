import type { Challenge } from '@enlaza/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ChallengeFormPage } from './ChallengeFormPage';
import { ChallengesPage } from './ChallengesPage';

const challenge = (overrides: Partial<Challenge> = {}): Challenge => ({
  challengeId: '11111111-1111-4111-8111-111111111111',
  title: 'Desafío de innovación',
  messages: [{ title: 'Bienvenida', text: 'Presenten a su equipo.' }],
  inUse: false,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  ...overrides,
});

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const requestsTo = (method: string, fragment: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).includes(fragment) && (init?.method ?? 'GET').toUpperCase() === method,
  );

describe('ChallengesPage', () => {
  it('lists the challenges and deletes one after confirming; one a process uses cannot be deleted', async () => {
    const used = challenge({ challengeId: '22222222-2222-4222-8222-222222222222', title: 'Reto usado', inUse: true });
    fetchMock.mockImplementation(async (url, init) => {
      if ((init?.method ?? 'GET') === 'DELETE') return json(204, null);
      return json(200, { docs: [challenge(), used], totalDocs: 2, page: 1, limit: 10 });
    });
    renderWithProviders(<ChallengesPage />, { path: '/admin/challenges' });
    const row = (await screen.findByText('Desafío de innovación')).closest('tr')!;
    expect(within(row).getByRole('cell', { name: '1' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Reto usado: asignado a un proceso, no se puede eliminar' }),
    ).toBeDisabled();

    await userEvent.click(within(row).getByRole('button', { name: 'Eliminar Desafío de innovación' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(requestsTo('DELETE', '/challenge/11111111')).toHaveLength(1));
    expect(await screen.findByText('Desafío eliminado correctamente')).toBeInTheDocument();
  });

  it("says 'No hay desafíos' when there are none", async () => {
    fetchMock.mockResolvedValue(json(200, { docs: [], totalDocs: 0, page: 1, limit: 10 }));
    renderWithProviders(<ChallengesPage />, { path: '/admin/challenges' });
    expect(await screen.findByText('No hay desafíos')).toBeInTheDocument();
  });
});

describe('ChallengeFormPage', () => {
  it("shows the spec's messages for what is missing and sends nothing", async () => {
    renderWithProviders(<ChallengeFormPage />, { path: '/admin/challenge/create' });
    await userEvent.click(screen.getByRole('button', { name: 'Crear desafío' }));
    expect(await screen.findByText('Ingrese título del desafío')).toBeInTheDocument();
    expect(screen.getByText('Ingrese título del mensaje')).toBeInTheDocument();
    expect(screen.getByText('Ingrese texto del mensaje')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar mensaje 1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Crear desafío' }));
    expect(await screen.findByText('Debe ingresar al menos 1 mensaje de desafío')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates a challenge with two messages and returns to the list', async () => {
    fetchMock.mockResolvedValue(json(201, challenge()));
    const { router } = renderWithProviders(<ChallengeFormPage />, {
      path: '/admin/challenge/create',
      otherRoutes: [{ path: '/admin/challenges', element: <p>Lista</p> }],
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Título del desafío' }), 'Ventas');
    await userEvent.type(screen.getByRole('textbox', { name: 'Título del mensaje' }), 'S1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Texto del mensaje' }), 'Idea');
    await userEvent.click(screen.getByRole('button', { name: /Agregar mensaje/ }));
    const second = screen.getAllByRole('textbox', { name: 'Título del mensaje' })[1]!;
    await userEvent.type(second, 'S2');
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Texto del mensaje' })[1]!, 'Prototipo');
    await userEvent.click(screen.getByRole('button', { name: 'Crear desafío' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/challenges'));
    const [, init] = requestsTo('POST', '/challenge')[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      title: 'Ventas',
      messages: [
        { title: 'S1', text: 'Idea' },
        { title: 'S2', text: 'Prototipo' },
      ],
    });
  });

  it('edits an existing challenge, filled from the server', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      json(200, (init?.method ?? 'GET') === 'PUT' ? challenge({ title: 'Nuevo título' }) : challenge()),
    );
    renderWithProviders(<ChallengeFormPage />, {
      path: '/admin/challenge/edit/:challengeId',
      url: '/admin/challenge/edit/11111111-1111-4111-8111-111111111111',
      otherRoutes: [{ path: '/admin/challenges', element: <p>Lista</p> }],
    });
    const title = await screen.findByRole('textbox', { name: 'Título del desafío' });
    expect(title).toHaveValue('Desafío de innovación');
    expect(screen.getByRole('textbox', { name: 'Texto del mensaje' })).toHaveValue('Presenten a su equipo.');
    await userEvent.clear(title);
    await userEvent.type(title, 'Nuevo título');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(requestsTo('PUT', '/challenge/11111111')).toHaveLength(1));
    expect(await screen.findByText('Desafío actualizado correctamente')).toBeInTheDocument();
  });
});

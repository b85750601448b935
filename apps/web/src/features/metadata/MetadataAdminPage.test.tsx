import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MetadataAdminPage } from './MetadataAdminPage';
import { matchesSearch } from './search';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const attributes = [
  { attributeId: 'a1', attributeName: 'Empatía' },
  { attributeId: 'a2', attributeName: 'Liderazgo' },
];
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/users/metadata/attributes')) return json(200, attributes);
    if (url.includes('/users/metadata/')) return json(200, []);
    if (url.endsWith('/metadata/attributes') && init?.method === 'POST') {
      return json(409, {
        error: { type: 'metadata_duplicate_name', message: 'Ya existe una cualidad con ese nombre' },
      });
    }
    return json(404, { error: { type: 'not_found', message: 'No encontrado' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

// antd's table and modal are slow to render in jsdom, more so on a busy machine.
const UI_TEST_TIMEOUT_MS = 20_000;

const renderTab = (tab: string) =>
  renderWithProviders(<MetadataAdminPage />, { path: '/admin/metadata', url: `/admin/metadata?tab=${tab}` });

describe('MetadataAdminPage', () => {
  it(
    'lists the qualities and filters them by a search that ignores accents',
    async () => {
      renderTab('attributes');
      expect(await screen.findByText('Empatía')).toBeInTheDocument();
      await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar cualidad' }), 'empatia');
      await waitFor(() => expect(screen.queryByText('Liderazgo')).not.toBeInTheDocument());
      expect(screen.getByText('Empatía')).toBeInTheDocument();
    },
    UI_TEST_TIMEOUT_MS,
  );

  it(
    'asks for a name, then shows the server’s refusal of a duplicate under the field',
    async () => {
      renderTab('attributes');
      await screen.findByText('Empatía');
      await userEvent.click(screen.getByRole('button', { name: /Agregar cualidad/ }));
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      expect(await within(dialog).findByText('Ingrese un nombre')).toBeInTheDocument();
      await userEvent.type(within(dialog).getByLabelText('Nombre'), 'empatía');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      expect(await within(dialog).findByText('Ya existe una cualidad con ese nombre')).toBeInTheDocument();
      const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(JSON.parse(String(post![1]!.body))).toEqual({ name: 'empatía' });
    },
    UI_TEST_TIMEOUT_MS,
  );
});

describe('matchesSearch', () => {
  it('ignores case, accents and surrounding spaces', () => {
    expect(matchesSearch('Minería', ' MINERIA ')).toBe(true);
    expect(matchesSearch('Energía', 'min')).toBe(false);
    expect(matchesSearch('Energía', '')).toBe(true);
  });
});

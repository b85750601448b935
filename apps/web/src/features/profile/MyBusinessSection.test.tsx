import { entrepreneurMessages, type UserProfile } from '@enlaza/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../lib/auth/tokenStorage';
import { unsignedAccessToken, userProfileOf } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { UserProfilePage } from './UserProfilePage';

const userId = '00000000-0000-4000-8000-000000000001';
const industryId = '00000000-0000-4000-8000-000000000002';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const business = {
  businessName: 'Cerámica del Puerto',
  rut: '12345678-5',
  businessRut: null,
  commune: 'Viña del Mar',
  businessRegion: 'Región de Ñuble',
  businessCommune: 'Chillán',
  description: 'Piezas hechas a mano.',
  socialMedia: 'https://www.instagram.com/ceramica',
  industry: industryId,
  age: 'FROM_1_TO_3',
  stage: 'SELLING',
  challenge: 'Vender en otras regiones.',
  expectations: 'Ordenar mis finanzas.',
  productExpectations: 'Conocer otras emprendedoras.',
  expectedMentors: null,
  contactMethod: 'WHATSAPP',
  ods: [5],
  logoUrl: null,
};

function profile(emprendeInfo: Record<string, unknown> | null) {
  return userProfileOf({
    id: userId,
    dateOfBirth: '1990-01-01',
    contactInfo: { cellphone: '+56 912345678', country: 'Chile', region: 'Región de Valparaíso' },
    emprendeInfo: emprendeInfo as UserProfile['emprendeInfo'],
    isEntrepreneur: emprendeInfo !== null,
  });
}

const fetchMock = vi.fn<typeof fetch>();
let stored: Record<string, unknown> | null = business;

beforeEach(() => {
  stored = business;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/users/me') return json(200, profile(stored));
    if (url === `/api/users/emprendeInfo/${userId}/` && init?.method === 'PUT') {
      stored = { ...business, ...(JSON.parse(String(init.body)) as object) };
      return json(200, profile(stored));
    }
    if (url === '/api/users/metadata/industries')
      return json(200, [{ industryId, industryName: 'Artesanía', specialties: [] }]);
    return json(200, []);
  });
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(ACCESS_TOKEN_KEY, unsignedAccessToken({ userId }));
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
});
afterEach(() => vi.unstubAllGlobals());

// antd's forms are slow to drive in jsdom.
vi.setConfig({ testTimeout: 20_000 });

describe("the own profile's 'Mi emprendimiento'", () => {
  it('shows the business and saves an edit with PUT /users/emprendeInfo/{userId}/', async () => {
    renderWithProviders(<UserProfilePage />);
    const card = (await screen.findByText('Mi emprendimiento')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('Cerámica del Puerto')).toBeInTheDocument();
    expect(within(card).getByText('12.345.678-5')).toBeInTheDocument();
    expect(within(card).getByText('Chillán, Región de Ñuble')).toBeInTheDocument();
    expect(within(card).getByText('ODS 5: Igualdad de género')).toBeInTheDocument();
    expect(await within(card).findByText('Artesanía')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Editar' }));
    const name = await within(card).findByLabelText('Nombre del emprendimiento');
    expect(name).toHaveValue('Cerámica del Puerto');
    await userEvent.clear(name);
    await userEvent.type(name, 'Cerámica del Cerro');
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText(entrepreneurMessages.saved)).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe(`/api/users/emprendeInfo/${userId}/`);
    // Optional fields left empty in the member form are sent empty: business RUT and expected mentors.
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      businessName: 'Cerámica del Cerro',
      rut: '12.345.678-5',
      businessRut: '',
      expectedMentors: '',
      industry: industryId,
      ods: [5],
    });
    await waitFor(() => expect(within(card).getByText('Cerámica del Cerro')).toBeInTheDocument());
  });

  it('is not shown to a member without entrepreneur info', async () => {
    stored = null;
    renderWithProviders(<UserProfilePage />);
    expect(await screen.findByRole('heading', { name: 'Rocío Vidal' })).toBeInTheDocument();
    expect(screen.queryByText('Mi emprendimiento')).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../lib/auth/tokenStorage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { OtherUserProfilePage } from './OtherUserProfilePage';

const viewerId = '00000000-0000-4000-8000-000000000001';
const personId = '00000000-0000-4000-8000-000000000002';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An access token the UI can read (the UI never verifies signatures; the server does). */
function accessToken(): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ userId: viewerId, role: 'USER', roles: ['USER'], sid: 's1' })}.firma`;
}

/** GET /api/users/{id} as a peer gets it: no email, phone or date of birth at all. */
const publicProfile = {
  id: personId,
  name: 'Rocío',
  lastName: 'Vidal',
  gender: 'FEMALE',
  photoUrl: null,
  biography: 'Ingeniera comercial.',
  contactInfo: { country: 'Chile', region: 'Región de Valparaíso' },
  professionalInfo: {
    company: 'Minera Andina',
    businessPosition: null,
    businessPositionId: null,
    businessArea: 'Jefa de proyectos',
    university: null,
    carrer: null,
  },
  interests: [],
  attributeIds: [],
  adviceIds: [],
  mainAdviceId: null,
  roles: ['USER'],
  role: 'USER',
  isMentor: true,
  isEntrepreneur: false,
};

/** As her pair's partner gets it: the whole profile. */
const fullProfile = {
  ...publicProfile,
  email: 'rocio@example.com',
  dateOfBirth: '1990-01-31',
  contactInfo: { cellphone: '+56 912345678', country: 'Chile', region: 'Región de Valparaíso' },
  mentorshipInfo: { mentorType: 'INTERNAL', mentorStatus: 'ACTIVE' },
  emprendeInfo: null,
  hasPassword: true,
  isForeign: false,
  isLegacy: false,
  completedTutorials: [],
  clientId: null,
  clientName: null,
  missingFields: [],
};

let answer: unknown;

beforeEach(() => {
  localStorage.setItem(ACCESS_TOKEN_KEY, accessToken());
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) =>
      String(input) === `/api/users/${personId}` ? json(200, answer) : json(200, []),
    ),
  );
});

const renderPage = () =>
  renderWithProviders(<OtherUserProfilePage />, { path: '/user_profile/:userId', url: `/user_profile/${personId}` });

describe("another user's profile", () => {
  it('shows a peer the public profile, without the rows of private data', async () => {
    answer = publicProfile;
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Rocío Vidal' })).toBeInTheDocument();
    expect(screen.getByText('Ingeniera comercial.')).toBeInTheDocument();
    expect(screen.getByText('Minera Andina')).toBeInTheDocument();
    for (const label of ['Email', 'Teléfono', 'Fecha de nacimiento']) {
      expect(screen.queryByText(label)).not.toBeInTheDocument();
    }
  });

  it("shows the pair's partner her contact data", async () => {
    answer = fullProfile;
    renderPage();
    expect(await screen.findByText('rocio@example.com')).toBeInTheDocument();
    expect(screen.getByText('+56 912345678')).toBeInTheDocument();
    expect(screen.getByText('31/01/1990')).toBeInTheDocument();
  });
});

import type { UpdateProfileRequest } from '@enlaza/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileMenu } from '../../app/layouts/ProfileMenu';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../lib/auth/tokenStorage';
import { unsignedAccessToken, userProfileOf } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { useProfile, useSaveProfile } from './profileApi';

const userId = '00000000-0000-4000-8000-000000000001';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
let storedName = 'Camila';
const profileReads = () => fetchMock.mock.calls.filter(([input]) => String(input) === '/api/users/me').length;

beforeEach(() => {
  storedName = 'Camila';
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const profile = () => userProfileOf({ id: userId, name: storedName, lastName: 'Rojas' });
    if (url === '/api/users/me') return json(200, profile());
    if (url === `/api/users/myProfile/${userId}` && init?.method === 'PUT') {
      storedName = (JSON.parse(String(init.body)) as { name: string }).name;
      return json(200, profile());
    }
    return json(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(ACCESS_TOKEN_KEY, unsignedAccessToken({ userId, role: 'USER', roles: ['USER'] }));
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
});
afterEach(() => vi.unstubAllGlobals());

/** The profile page's part that matters here: its own read of the profile and its save. */
function ProfileName() {
  const profile = useProfile('me');
  const save = useSaveProfile(userId);
  return (
    <>
      <h1>{profile.data?.name}</h1>
      <button type="button" onClick={() => save.mutate({ data: { name: 'Camilo' } as UpdateProfileRequest })}>
        Guardar
      </button>
    </>
  );
}

describe('the signed-in user’s profile, on the header and the profile page', () => {
  it('is read once for both, and a save on the profile page renames the header', async () => {
    renderWithProviders(
      <>
        <ProfileMenu />
        <ProfileName />
      </>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Camila' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Menú de usuario Camila Rojas/ })).toBeInTheDocument();
    expect(profileReads()).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByRole('button', { name: /Menú de usuario Camilo Rojas/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Camilo'));
  });
});

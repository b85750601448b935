import { participantErrorTypes, participantMessages } from '@enlaza/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ProcessInvitationPage } from './ProcessInvitationPage';
import { ProcessInvitationResultPage } from './ProcessInvitationResultPage';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const invitationUrl = '/process_invitation/student?usertoken=tok&processId=p1&service=MENTORING';

/** The invitation page, and the result page it leads to (which '/process_invitation/:as' would also match). */
function renderInvitation() {
  return renderWithProviders(<ProcessInvitationPage />, {
    path: '/process_invitation/:as',
    url: invitationUrl,
    otherRoutes: [{ path: '/process_invitation/result', element: <ProcessInvitationResultPage /> }],
  });
}

describe('ProcessInvitationResultPage', () => {
  it.each([
    [
      'success',
      'MENTORING',
      'Gracias por aceptar este compromiso!',
      'Pronto recibirás un correo para conocer a tu dupla.',
    ],
    ['success', 'ATTRACTION', 'Gracias por aceptar este compromiso!', 'Pronto recibiras tu match'],
    ['oldSuccess', 'MENTORING', 'Ya te has suscrito a este proceso exitosamente!', null],
    ['invalid', 'MENTORING', 'Ups! Esta invitacion ya no es valida', null],
    ['whatever', 'MENTORING', 'Ups! Esta invitacion ya no es valida', null],
  ])('status %s (%s)', async (status, service, title, subtitle) => {
    renderWithProviders(<ProcessInvitationResultPage />, {
      path: '/process_invitation/result',
      url: `/process_invitation/result?status=${status}&service=${service}`,
    });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    if (subtitle) expect(screen.getByText(subtitle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir al inicio' })).toBeInTheDocument();
  });
});

describe('ProcessInvitationPage', () => {
  it('sends someone not invited to the invalid result, with the token in a header', async () => {
    fetchMock.mockResolvedValue(
      json(200, { isInvited: false, role: null, status: null, mustEditProfile: false, needsPassword: false }),
    );
    const { router } = renderInvitation();
    await waitFor(() => expect(router.state.location.search).toBe('?status=invalid&service=MENTORING'));
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(String(input)).toContain('/api/process/p1/checkIfUserInvited?service=MENTORING');
    expect((init?.headers as Record<string, string>)['user-token']).toBe('tok');
  });

  it('sends someone who already accepted to oldSuccess', async () => {
    fetchMock.mockResolvedValue(
      json(200, { isInvited: true, role: 'STUDENT', status: 'APPROVED', mustEditProfile: false, needsPassword: false }),
    );
    const { router } = renderInvitation();
    await waitFor(() => expect(router.state.location.search).toBe('?status=oldSuccess&service=MENTORING'));
  });

  it('asks for the password and its confirmation, then the commitment, and accepts', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('checkIfUserInvited')) {
        return json(200, {
          isInvited: true,
          role: 'STUDENT',
          status: 'PENDING',
          mustEditProfile: false,
          needsPassword: true,
        });
      }
      if (url.includes('accept_invitation')) return json(200, { status: 'success' });
      return json(404, { error: { message: 'no', type: 'not_found' } });
    });
    const { router } = renderInvitation();
    expect(await screen.findByRole('heading', { name: 'Confirma tu participación' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Ingrese su contraseña')).toBeInTheDocument();
    expect(screen.getByText('Ingrese confirmación de contraseña')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Contraseña'), 'Segura-2026');
    await userEvent.type(screen.getByLabelText('Confirmación de contraseña'), 'Otra-2026');
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirmación de contraseña'));
    await userEvent.type(screen.getByLabelText('Confirmación de contraseña'), 'Segura-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByText('Me comprometo a participar activamente del programa')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=success&service=MENTORING'));
    expect(await screen.findByRole('heading', { name: 'Gracias por aceptar este compromiso!' })).toBeInTheDocument();
    const accept = fetchMock.mock.calls.find(([input]) => String(input).includes('accept_invitation'))!;
    expect(JSON.parse(String(accept[1]?.body))).toEqual({
      password: 'Segura-2026',
      passwordConfirmation: 'Segura-2026',
    });
  }, 20_000);

  it('does not ask a member who already has a password for one: confirming sends no password', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('checkIfUserInvited')) {
        return json(200, {
          isInvited: true,
          role: 'MENTOR',
          status: 'PENDING',
          mustEditProfile: false,
          needsPassword: false,
        });
      }
      if (url.includes('accept_invitation')) return json(200, { status: 'success' });
      return json(404, { error: { message: 'no', type: 'not_found' } });
    });
    const { router } = renderInvitation();
    expect(await screen.findByRole('heading', { name: 'Confirma tu participación' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Me comprometo a participar activamente del programa')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=success&service=MENTORING'));
    expect(await screen.findByRole('heading', { name: 'Gracias por aceptar este compromiso!' })).toBeInTheDocument();
    const accept = fetchMock.mock.calls.find(([input]) => String(input).includes('accept_invitation'))!;
    expect(JSON.parse(String(accept[1]?.body))).toEqual({});
  }, 20_000);

  it('shows the result of an invitation answered meanwhile (in another tab) instead of answering it again', async () => {
    let status = 'PENDING';
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('checkIfUserInvited')) {
        return json(200, { isInvited: true, role: 'STUDENT', status, mustEditProfile: false, needsPassword: true });
      }
      if (url.includes('accept_invitation')) {
        status = 'APPROVED';
        return json(409, {
          error: { message: participantMessages.invitationAnswered, type: participantErrorTypes.invitationAnswered },
        });
      }
      return json(404, { error: { message: 'no', type: 'not_found' } });
    });
    const { router } = renderInvitation();
    expect(await screen.findByRole('heading', { name: 'Confirma tu participación' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Segura-2026');
    await userEvent.type(screen.getByLabelText('Confirmación de contraseña'), 'Segura-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=oldSuccess&service=MENTORING'));
  }, 20_000);
});

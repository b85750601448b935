import { enrolmentMessages } from '@enlaza/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { EnrolmentByIdPage } from './EnrolmentPage';

const convocatoryId = '00000000-0000-4000-8000-00000000000c';
const profileId = '00000000-0000-4000-8000-00000000000a';
const userId = '00000000-0000-4000-8000-00000000000b';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let settings: { isPit: boolean; dataSharingPartner: string | null } = { isPit: false, dataSharingPartner: null };
const convocatory = (status = 'OPEN') => ({
  convocatoryId,
  name: 'Mentoras 2026',
  logoUrl: null,
  status,
  convocatoryType: 'MASSIVE',
  estimatedOpenDate: '2026-03-09',
  estimatedCloseDate: '2026-04-30',
  ...settings,
});

const emptyProfile = {
  id: profileId,
  name: '',
  lastName: '',
  email: 'ana@example.com',
  gender: null,
  photoUrl: null,
  biography: null,
  dateOfBirth: null,
  contactInfo: { cellphone: null, country: null, region: null },
  professionalInfo: { company: null, businessPositionId: null, businessArea: null, university: null, carrer: null },
  interests: [],
  attributeIds: [],
  adviceIds: [],
  mainAdviceId: null,
  emprendeInfo: null,
};

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}
const calls: Call[] = [];
let startAnswer: () => Response;
let status = 'OPEN';
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  calls.length = 0;
  status = 'OPEN';
  settings = { isPit: false, dataSharingPartner: null };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const call = {
      url,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    if (url === `/api/convocatory/public/${convocatoryId}`) return json(200, convocatory(status));
    if (url === '/api/convocatory/startInscription') return startAnswer();
    if (url === '/api/convocatory/inscribe')
      return json(201, { inscriptionId: 'i1', message: 'Inscrito exitosamente' });
    if (url === '/api/users/metadata/genders') return json(200, [{ genderId: 'FEMALE', gender: 'Femenino' }]);
    return json(200, []);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => vi.unstubAllGlobals());

// antd's forms are slow to drive in jsdom.
vi.setConfig({ testTimeout: 20_000 });

function renderPage(url = `/convocatory/inscription/${convocatoryId}/student`) {
  return renderWithProviders(<EnrolmentByIdPage />, { path: '/convocatory/inscription/:convocatoryId/:role', url });
}

async function startWith(email: string) {
  const input = await screen.findByLabelText('Email');
  await userEvent.clear(input);
  await userEvent.type(input, email);
  await userEvent.click(screen.getByRole('checkbox', { name: /Acepto los Términos y Condiciones/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
}

const startCall = () => calls.find((call) => call.url === '/api/convocatory/startInscription');

/** An unsigned token with the given claims: the page only reads who is signed in, the server verifies. */
function accessTokenOf(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.firma`;
}

describe('the enrolment page', () => {
  it('shows the title, the role and the five steps, and asks for the email and the terms', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Inscripción al programa Mentoras 2026' })).toBeInTheDocument();
    expect(screen.getByText('Mentee')).toBeInTheDocument();
    for (const title of ['Email', 'Información personal', 'Intereses', 'Mi empresa', 'Motivación']) {
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Complete este campo')).toBeInTheDocument();
    expect(screen.getByText(enrolmentMessages.terms)).toBeInTheDocument();
    expect(startCall()).toBeUndefined();
  });

  it("a PIT convocatoria with a partner: the PIT subtitle, and the partner's consent box required and sent", async () => {
    settings = { isPit: true, dataSharingPartner: 'Fundación Aliada' };
    startAnswer = () => json(200, { status: 'RESUME_LINK_SENT' });
    renderPage();
    expect(await screen.findByText('Profesional en Entrenamiento (PIT)')).toBeInTheDocument();
    await startWith('ana@example.com');
    expect(await screen.findByText(enrolmentMessages.partnerConsentRequired('Fundación Aliada'))).toBeInTheDocument();
    expect(startCall()).toBeUndefined();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Acepto que mis datos sean compartidos con Fundación Aliada' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(startCall()?.body).toMatchObject({ termsAccepted: true, partnerConsent: true }));
  });

  it('a new email continues with the personal data, keeping the token for that email', async () => {
    startAnswer = () =>
      json(200, {
        status: 'CONTINUE',
        userId: null,
        profileId,
        inscriptionToken: 'token-ana',
        nextStep: 'PERSONAL',
        profile: emptyProfile,
        canEditProfile: true,
      });
    renderPage();
    await startWith('Ana@Example.com');

    expect(await screen.findByLabelText('Nombre')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(startCall()?.body).toEqual({
      convocatoryId,
      inscriptionType: 'STUDENT',
      email: 'ana@example.com',
      termsAccepted: true,
      isMentorup: false,
    });
    expect(startCall()?.headers.get('Authorization')).toBeNull();
    expect(localStorage.getItem('enlaza_inscription_token:ana@example.com')).toBe('token-ana');
  });

  it('sends the mail link’s resume token and shows the resume-link panel when the server mails it', async () => {
    startAnswer = () => json(200, { status: 'RESUME_LINK_SENT' });
    renderPage(`/convocatory/inscription/${convocatoryId}/STUDENT?email=ana%40example.com&resume=from-mail`);
    expect(await screen.findByLabelText('Email')).toHaveValue('ana@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: /Acepto los Términos y Condiciones/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText(enrolmentMessages.resumeLinkSent('ana@example.com'))).toBeInTheDocument();
    expect(startCall()?.body).toMatchObject({ email: 'ana@example.com', resumeToken: 'from-mail' });
  });

  it("an account's email typed without signing in: the link was mailed, or she signs in and comes back", async () => {
    startAnswer = () => json(200, { status: 'ACCOUNT_LINK_SENT' });
    const { router } = renderPage();
    await startWith('mentora@example.com');

    expect(await screen.findByText(enrolmentMessages.accountLinkSent('mentora@example.com'))).toBeInTheDocument();
    expect(screen.getByText('Revisa tu correo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const next = new URLSearchParams(router.state.location.search).get('next');
    expect(next).toBe(`/convocatory/inscription/${convocatoryId}/student?email=mentora%40example.com`);
  });

  it('signed in, the email step carries the session', async () => {
    localStorage.setItem('enlaza_access_token', accessTokenOf({ userId, role: 'USER', roles: ['USER'], sid: 's1' }));
    startAnswer = () => json(200, { status: 'ACCOUNT_LINK_SENT' });
    renderPage();
    await startWith('otra@example.com');
    await screen.findByText(enrolmentMessages.accountLinkSent('otra@example.com'));
    expect(startCall()?.headers.get('Authorization')).toBe(`Bearer ${localStorage.getItem('enlaza_access_token')}`);
    // Signed in already: no sign-in button, only another email.
    expect(screen.queryByRole('button', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usar otro email' })).toBeInTheDocument();
  });

  it('an account holder writes only the motivation, which is sent with the token, and lands on the result page', async () => {
    localStorage.setItem('enlaza_inscription_token:mentora@example.com', 'older');
    startAnswer = () =>
      json(200, {
        status: 'CONTINUE',
        userId,
        profileId: null,
        inscriptionToken: 'token-user',
        nextStep: 'MOTIVATION',
        profile: null,
        canEditProfile: false,
      });
    const { router } = renderPage();
    await startWith('mentora@example.com');
    expect(startCall()?.body).toMatchObject({ resumeToken: 'older' });

    const motivation = await screen.findByLabelText('¿Por qué quieres participar en este programa?');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Complete este campo')).toBeInTheDocument();
    await userEvent.type(motivation, 'Quiero acompañar a otras mujeres.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/convocatory/inscription_result'));
    const inscribe = calls.find((call) => call.url === '/api/convocatory/inscribe');
    expect(inscribe?.headers.get('inscription-token')).toBe('token-user');
    expect(inscribe?.body).toEqual({
      convocatoryId,
      inscriptionType: 'STUDENT',
      profileId: null,
      userId,
      motivation: 'Quiero acompañar a otras mujeres.',
    });
    expect(localStorage.getItem('enlaza_inscription_token:mentora@example.com')).toBeNull();
  });

  it('someone already inscribed goes to the result page', async () => {
    startAnswer = () =>
      json(409, {
        error: {
          message: 'profile already inscribed in this convocatory.',
          type: 'convocatory_profile_already_inscribed',
        },
      });
    const { router } = renderPage();
    await startWith('ana@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/convocatory/inscription_result'));
  });

  it('another failure of the email step shows the enrolment error', async () => {
    startAnswer = () => json(500, { error: { message: 'Error', type: 'internal' } });
    renderPage();
    await startWith('ana@example.com');
    expect(await screen.findByText(enrolmentMessages.inscriptionFailed)).toBeInTheDocument();
  });

  it('a draft convocatory shows the not-started page with the estimated open date', async () => {
    status = 'DRAFT';
    renderPage();
    expect(await screen.findByText(enrolmentMessages.notStarted)).toBeInTheDocument();
    expect(screen.getByText('Fecha estimada de apertura: 09-03-2026')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('an unknown role is an invalid link', async () => {
    renderPage(`/convocatory/inscription/${convocatoryId}/coach`);
    expect(await screen.findByText(enrolmentMessages.invalidLink)).toBeInTheDocument();
  });
});

import type { PublicCertificate } from '@enlaza/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MyCertificatePage } from './MyCertificatePage';
import { PublicCertificatePage } from './PublicCertificatePage';

const ID = 'a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const certificate: PublicCertificate = {
  certificateId: ID,
  title: 'Participación Programa Mujeres Líderes',
  programName: 'Mujeres Líderes',
  personName: 'Camila Soto',
  role: 'STUDENT',
  clientName: 'Banco Andino',
  issuedYear: 2026,
  issuedMonth: 3,
  brand: 'default',
  createdAt: '2026-03-10T12:00:00.000Z',
};

/** A credential as the server signs it, with `key`, and the JWKS publishing `published`. */
async function signed(overrides: { name?: string } = {}) {
  const credential = {
    id: `urn:uuid:${ID}`,
    name: overrides.name ?? certificate.title,
    issuer: { id: 'http://localhost', type: ['Profile'], name: 'Enlaza' },
    credentialSubject: { identifier: [{ identityHash: 'Camila Soto' }] },
  };
  return new SignJWT(credential).setProtectedHeader({ alg: 'EdDSA', kid: 'k1', typ: 'vc+jwt' }).sign(keys.privateKey);
}

let keys: Awaited<ReturnType<typeof generateKeyPair>>;
let jwks: { keys: object[] };
beforeAll(async () => {
  keys = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  jwks = { keys: [{ ...(await exportJWK(keys.publicKey)), kid: 'k1' }] };
});

const fetchMock = vi.fn<typeof fetch>();
const routes = new Map<string, () => Response | Promise<Response>>();
beforeEach(() => {
  routes.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    const answer = routes.get(key);
    if (!answer) throw new Error(`unexpected ${key}`);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const credentialAnswer = (jwt: string) => () =>
  Response.json({ certificateId: ID, format: 'vc+jwt', jwt, credential: {}, jwksUrl: 'http://x/jwks' });

describe('PublicCertificatePage', () => {
  const open = () =>
    renderWithProviders(<PublicCertificatePage />, { path: '/certificate/:certificateId', url: `/certificate/${ID}` });

  it('shows the certificate and says it is verified when its credential matches the published key', async () => {
    const jwt = await signed();
    routes.set(`GET /api/certificates/${ID}`, () => Response.json(certificate));
    routes.set(`GET /api/certificates/${ID}/credential`, credentialAnswer(jwt));
    routes.set('GET /api/certificates/jwks.json', () => Response.json(jwks));
    open();
    expect(await screen.findByRole('heading', { name: /Participación Programa Mujeres Líderes/ })).toBeVisible();
    expect(await screen.findByText('Certificado verificado')).toBeVisible();
    expect(screen.getByText(/La firma digital de Enlaza es válida/)).toBeVisible();
    expect(
      screen.getByRole('img', { name: /Certificado Participación Programa Mujeres Líderes de Camila Soto/ }),
    ).toHaveAttribute('src', `/api/certificates/${ID}/file/image?isMentorup=false`);
    expect(screen.getByText('marzo de 2026')).toBeVisible();
  });

  it('says it cannot be verified when the credential was changed after signing', async () => {
    const jwt = await signed();
    const [header, , signature] = jwt.split('.');
    const forgedBody = btoa(JSON.stringify({ id: `urn:uuid:${ID}`, name: certificate.title })).replace(/=+$/, '');
    routes.set(`GET /api/certificates/${ID}`, () => Response.json(certificate));
    routes.set(`GET /api/certificates/${ID}/credential`, credentialAnswer(`${header}.${forgedBody}.${signature}`));
    routes.set('GET /api/certificates/jwks.json', () => Response.json(jwks));
    open();
    expect(await screen.findByText('No se pudo verificar el certificado')).toBeVisible();
    expect(screen.getByText(/La firma de la credencial no coincide/)).toBeVisible();
  });

  it('says a signed credential of other data does not match this certificate', async () => {
    const jwt = await signed({ name: 'Otro programa' });
    routes.set(`GET /api/certificates/${ID}`, () => Response.json(certificate));
    routes.set(`GET /api/certificates/${ID}/credential`, credentialAnswer(jwt));
    routes.set('GET /api/certificates/jwks.json', () => Response.json(jwks));
    open();
    expect(await screen.findByText(/no corresponde a los datos de este certificado/)).toBeVisible();
  });

  it('shows the 404 with a login button, and says a revoked one was revoked', async () => {
    routes.set(`GET /api/certificates/${ID}`, () =>
      Response.json(
        {
          error: {
            type: 'certificate_revoked',
            message: 'Lo sentimos, no hemos podido encontrar el certificado.',
          },
        },
        { status: 404 },
      ),
    );
    const { router } = renderWithProviders(<PublicCertificatePage />, {
      path: '/certificate/:certificateId',
      url: `/certificate/${ID}`,
      otherRoutes: [{ path: '/login', element: <p>Ingreso</p> }],
    });
    expect(await screen.findByText('Lo sentimos, no hemos podido encontrar el certificado.')).toBeVisible();
    expect(screen.getByText('Este certificado fue revocado')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('MyCertificatePage', () => {
  it("offers the PDF, the credential and LinkedIn's add-to-profile link with the certificate's data", async () => {
    routes.set(`GET /api/certificates/${ID}`, () => Response.json(certificate));
    renderWithProviders(<MyCertificatePage />, {
      path: '/my-certificate/:certificateId',
      url: `/my-certificate/${ID}`,
    });
    const share = await screen.findByRole('link', { name: /Compartir en LinkedIn/ });
    const href = new URL(share.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Participación Programa Mujeres Líderes',
      organizationName: 'Enlaza',
      issueYear: '2026',
      issueMonth: '3',
      certUrl: `${window.location.origin}/certificate/${ID}`,
      certId: ID,
    });
    expect(screen.getByRole('button', { name: /Descargar PDF/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /Descargar credencial/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver página pública' })).toHaveAttribute('href', `/certificate/${ID}`);
  });
});

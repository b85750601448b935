import type { PublicConfig, PublicConvocatory } from '@enlaza/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { EntrepreneurApplicationPage, MentorApplicationPage } from './ApplicationLandingPages';

/** The landing-page settings the server injects, per test. */
const served = vi.hoisted(() => ({
  landingPages: { mentorFormUrl: null, entrepreneurFormUrl: null, mentorApplicationsClosedYear: null } as {
    mentorFormUrl: string | null;
    entrepreneurFormUrl: string | null;
    mentorApplicationsClosedYear: number | null;
  },
}));
vi.mock('../../../app/publicConfig', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../app/publicConfig')>();
  return {
    ...actual,
    publicConfig: new Proxy(actual.publicConfig, {
      get: (target, key) =>
        key === 'landingPages' ? served.landingPages : target[key as keyof PublicConfig as keyof typeof target],
    }),
  };
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const open: PublicConvocatory = {
  convocatoryId: 'c1',
  name: 'Mentoras 2027',
  logoUrl: null,
  status: 'OPEN',
  convocatoryType: 'MASSIVE',
  estimatedOpenDate: '2027-01-01',
  estimatedCloseDate: '2027-03-31',
  isPit: false,
  dataSharingPartner: null,
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  served.landingPages = { mentorFormUrl: null, entrepreneurFormUrl: null, mentorApplicationsClosedYear: null };
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the public landing pages', () => {
  it('without settings, list the open convocatorias with a link to apply in the right role', async () => {
    fetchMock.mockResolvedValue(json(200, [open]));
    renderWithProviders(<MentorApplicationPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Postula a ser mentora' })).toBeInTheDocument();
    const apply = await screen.findByRole('link', { name: 'Postular a Mentoras 2027' });
    expect(apply).toHaveAttribute('href', '/convocatory/inscription/c1/mentor');
    expect(screen.getByText('Postulaciones hasta el 31-03-2027')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/convocatory/public/open?type=MASSIVE');
  });

  it('say so when nothing is open, with the contact', async () => {
    fetchMock.mockResolvedValue(json(200, []));
    renderWithProviders(<EntrepreneurApplicationPage />);
    expect(await screen.findByText(/No hay convocatorias abiertas en este momento/)).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/convocatory/public/open?type=EMPRENDE');
  });

  it('embed the configured form instead', () => {
    served.landingPages = { ...served.landingPages, entrepreneurFormUrl: 'https://formularios.example.org/emprende' };
    renderWithProviders(<EntrepreneurApplicationPage />);
    expect(screen.getByTitle('Formulario de inscripción de emprendedoras')).toHaveAttribute(
      'src',
      'https://formularios.example.org/emprende',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("the mentor page says the configured year's applications are closed", () => {
    served.landingPages = {
      ...served.landingPages,
      mentorFormUrl: 'https://formularios.example.org/mentoras',
      mentorApplicationsClosedYear: 2025,
    };
    renderWithProviders(<MentorApplicationPage />);
    expect(screen.getByText(/Las postulaciones de mentoras para 2025 están cerradas/)).toBeInTheDocument();
    expect(screen.queryByTitle('Formulario de postulación de mentoras')).not.toBeInTheDocument();
  });
});

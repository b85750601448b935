import { reportMessages, type MdiFeedbackReport, type ReportTexts } from '@enlaza/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../lib/auth/tokenStorage';
import { unsignedAccessToken } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MdiFeedbackReportPage } from './MdiFeedbackReportPage';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});
vi.setConfig({ testTimeout: 20_000 });

const report: MdiFeedbackReport = {
  processes: 2,
  measurements: [
    {
      subType: 'BASELINE',
      label: 'Línea base',
      total: 10,
      completed: 3,
      percentage: 30,
      light: 'RED',
      mentors: { total: 4, completed: 1, percentage: 25, light: 'RED' },
      students: { total: 6, completed: 2, percentage: 33, light: 'RED' },
    },
  ],
  questions: [
    {
      key: 'STUDENT|bank|q1',
      title: 'Seguridad al liderar',
      role: 'STUDENT',
      kind: 'RATING',
      choices: ['1', '2', '3'],
      byMeasurement: [{ subType: 'BASELINE', label: 'Línea base', answers: 2, counts: [1, 0, 1], mean: 2 }],
      changes: [
        {
          subType: 'POST_PROCESS',
          label: 'Post proceso',
          people: 2,
          meanChange: 0.5,
          improvedShare: 50,
          low: -5.85,
          high: 6.85,
          sentence: 'Entre la línea base y post proceso, la respuesta subió.',
        },
      ],
    },
  ],
  sessions: [],
};
const texts: ReportTexts = { docs: [], totalDocs: 0, page: 1, limit: 10 };

function answer(overrides: Partial<MdiFeedbackReport> = {}) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/reports/mdi-feedback/texts')) return json(texts);
    if (url.includes('/reports/mdi-feedback')) return json({ ...report, ...overrides });
    return json({ docs: [], totalDocs: 0, page: 1, limit: 10 });
  });
}

const requested = (path: string) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes(path));

describe('MdiFeedbackReportPage', () => {
  it("shows an admin the response rates, each question's chart and its change, with the client filter", async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, unsignedAccessToken({ userId: 'a1', role: 'ADMIN', roles: ['ADMIN'] }));
    answer();
    renderWithProviders(<MdiFeedbackReportPage />, { path: '/admin/reports' });
    const rates = await screen.findByRole('region', { name: 'Tasas de respuesta por medición' });
    expect(within(rates).getByText('3 de 10 respondieron (30 %)')).toBeInTheDocument();
    expect(within(rates).getByText('Rojo')).toBeInTheDocument();
    expect(screen.getByText('2 procesos con estos filtros.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'P1. Seguridad al liderar (Mentee)' })).toBeInTheDocument();
    expect(screen.getByText('Entre la línea base y post proceso, la respuesta subió.')).toBeInTheDocument();
    expect(screen.getByText('Post proceso: +0,5')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toBeInTheDocument();
  });

  it('sends the chosen filters and keeps them in the address', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, unsignedAccessToken({ userId: 'a1', role: 'ADMIN', roles: ['ADMIN'] }));
    answer();
    const { router } = renderWithProviders(<MdiFeedbackReportPage />, {
      path: '/admin/reports',
      url: '/admin/reports?brand=mentorup',
    });
    await screen.findByRole('region', { name: 'Tasas de respuesta por medición' });
    expect(requested('/reports/mdi-feedback?')[0]).toContain('brand=mentorup');
    await userEvent.click(screen.getByRole('combobox', { name: 'Tipo de servicio' }));
    await userEvent.click(await screen.findByTitle('Networking'));
    expect(router.state.location.search).toContain('serviceType=NETWORKING');
    await vi.waitFor(() =>
      expect(requested('/reports/mdi-feedback?').some((url) => url.includes('serviceType=NETWORKING'))).toBe(true),
    );
  });

  it('tells a company admin what to do when there are no answers, without a client filter', async () => {
    localStorage.setItem(
      ACCESS_TOKEN_KEY,
      unsignedAccessToken({ userId: 'e1', role: 'COMPANY_ADMIN', roles: ['COMPANY_ADMIN'] }),
    );
    answer({ processes: 0, measurements: [], questions: [], sessions: [] });
    renderWithProviders(<MdiFeedbackReportPage />, { path: '/company-admin/reports' });
    expect(await screen.findByText(reportMessages.noAnswers)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Cliente' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Proceso' })).toBeNull();
  });
});

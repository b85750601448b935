import { reportMessages, type WorkshopReport } from '@enlaza/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../lib/auth/tokenStorage';
import { unsignedAccessToken } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { WorkshopReportPage } from './WorkshopReportPage';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(
    ACCESS_TOKEN_KEY,
    unsignedAccessToken({ userId: 'e1', role: 'COMPANY_ADMIN', roles: ['COMPANY_ADMIN'] }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});
vi.setConfig({ testTimeout: 20_000 });

const byMethodology: WorkshopReport = {
  groupBy: 'methodology',
  groups: [
    { key: 'ON_SITE', label: 'Presencial', surveys: 2, responses: 5 },
    { key: 'REMOTE', label: 'Remoto', surveys: 1, responses: 1 },
  ],
  questions: [
    {
      key: 'qa|nota',
      title: '¿Qué nota le pones al taller?',
      survey: 'Feedback de taller',
      kind: 'RATING',
      choices: ['1', '2', '3'],
      answers: 6,
      counts: [1, 2, 3],
      mean: 2.33,
      byGroup: [
        { key: 'ON_SITE', answers: 5, counts: [0, 2, 3], mean: 2.6 },
        { key: 'REMOTE', answers: 1, counts: [1, 0, 0], mean: 1 },
      ],
    },
  ],
};

describe('WorkshopReportPage', () => {
  it('groups by what the coordinator chooses and shows each group in the question chart', async () => {
    fetchMock.mockImplementation(async (input) =>
      json(
        String(input).includes('groupBy=methodology')
          ? byMethodology
          : { ...byMethodology, groupBy: 'workshop', groups: [], questions: [] },
      ),
    );
    const { router } = renderWithProviders(<WorkshopReportPage />, { path: '/company-admin/workshop-report' });
    expect(await screen.findByText(reportMessages.noWorkshopAnswers)).toBeInTheDocument();
    // A company admin's reports are her client's: no client grouping nor filter.
    expect(screen.queryByText('Cliente')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Taller' })).toBeNull();

    await userEvent.click(screen.getByText('Metodología', { selector: '.ant-segmented-item-label' }));
    expect(router.state.location.search).toContain('groupBy=methodology');
    expect(await screen.findByRole('heading', { name: 'Respuestas por metodología' })).toBeInTheDocument();
    expect(screen.getByText('Presencial:')).toBeInTheDocument();
    const chart = screen
      .getByRole('heading', { name: 'P1. ¿Qué nota le pones al taller? (Feedback de taller)' })
      .closest('.ant-card') as HTMLElement;
    expect(within(chart).getByText('Promedio: Total 2,33 · Presencial 2,6 · Remoto 1')).toBeInTheDocument();
  });
});

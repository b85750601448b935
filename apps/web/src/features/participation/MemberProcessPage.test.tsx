import {
  guideAnsweringErrorTypes,
  guideAnsweringMessages,
  type MemberProcessView,
  type MemberSession,
} from '@enlaza/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MemberProcessPage } from './MemberProcessPage';

const PAIR_ID = 'a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const PROCESS_ID = 'b1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const ANSWERED = 'c1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const TO_ANSWER = 'd1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const session = (sessionNumber: number, overrides: Partial<MemberSession>): MemberSession => ({
  sessionNumber,
  title: `Tema ${sessionNumber}`,
  status: 'PENDING_NO_DATE',
  enabled: true,
  scheduleDate: null,
  completedAt: null,
  range: null,
  feedback: null,
  ...overrides,
});

const held = '2026-03-10T22:00:00.000Z';
const view: MemberProcessView = {
  pairId: PAIR_ID,
  myRole: 'STUDENT',
  process: {
    processId: PROCESS_ID,
    name: 'Mentoría Talento',
    clientName: 'Compañía Demo',
    status: 'IN_PROGRESS',
    estimatedStartDate: '2026-02-01',
    startDate: '2026-02-01T12:00:00.000Z',
    estimatedEndDate: '2026-06-01',
    endDate: null,
    serviceType: 'MENTORING',
    ungrouped: false,
    mentorshipName: 'Pauta',
  },
  partner: {
    userId: 'e1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    name: 'Valentina',
    lastName: 'Soto',
    email: 'mentora@example.com',
    photoUrl: null,
    biography: null,
    company: null,
    position: null,
  },
  sessions: [
    session(1, {
      status: 'COMPLETED',
      scheduleDate: held,
      completedAt: held,
      feedback: { invitationId: ANSWERED, answered: true },
    }),
    session(2, {
      status: 'REALIZED',
      scheduleDate: held,
      completedAt: held,
      feedback: { invitationId: TO_ANSWER, answered: false },
    }),
    session(3, { status: 'REALIZED', scheduleDate: held, completedAt: held }),
    session(4, {}),
  ],
  events: [],
  certificate: null,
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => Response.json(view, { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("MemberProcessPage: 'Evaluar sesión'", () => {
  it('leads to the answering page of a held session, and shows an answered one as Contestado', async () => {
    const { router } = renderWithProviders(<MemberProcessPage />, {
      path: '/home/process/:pairId/:as',
      url: `/home/process/${PAIR_ID}/student`,
      otherRoutes: [{ path: '/answer/:invitationId', element: <p>Página de respuesta</p> }],
    });

    const first = await screen.findByRole('region', { name: 'Primera sesión' });
    expect(within(first).getByText('Realizada')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: /Contestado/ })).toBeDisabled();
    expect(within(first).queryByRole('link', { name: /Evaluar sesión/ })).not.toBeInTheDocument();

    const second = screen.getByRole('region', { name: 'Segunda sesión' });
    expect(within(second).getByText('Sin feedback')).toBeInTheDocument();
    const evaluate = within(second).getByRole('link', { name: 'Evaluar sesión 2' });
    expect(evaluate).toHaveAttribute('href', `/answer/${TO_ANSWER}`);
    expect(evaluate).toHaveTextContent('Evaluar sesión');

    // Without a feedback sent (the process has no questionary for it), nothing to evaluate.
    const third = screen.getByRole('region', { name: 'Tercera sesión' });
    expect(within(third).queryByRole('link', { name: /Evaluar/ })).not.toBeInTheDocument();
    const fourth = screen.getByRole('region', { name: 'Cuarta sesión' });
    expect(within(fourth).queryByRole('link', { name: /Evaluar/ })).not.toBeInTheDocument();

    await userEvent.click(evaluate);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/answer/${TO_ANSWER}`));
  });
});

describe("MemberProcessPage: 'Pauta'", () => {
  it('says so, and stays disabled, when the process has no guide for the session', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const request = new Request(input instanceof Request ? input : new URL(String(input), 'http://localhost'), init);
      if (request.method === 'POST' && request.url.endsWith(`/process/pair/${PAIR_ID}/session/1/guide`)) {
        return Response.json(
          { error: { message: guideAnsweringMessages.noGuide, type: guideAnsweringErrorTypes.noGuide } },
          { status: 404 },
        );
      }
      return Response.json(view, { status: 200 });
    });
    const { router } = renderWithProviders(<MemberProcessPage />, {
      path: '/home/process/:pairId/:as',
      url: `/home/process/${PAIR_ID}/student`,
    });
    const button = await screen.findByRole('button', { name: 'Pauta de la sesión 1' });
    await userEvent.click(button);
    const refused = () => screen.getByRole('button', { name: 'Pauta de la sesión 1' });
    await waitFor(() => expect(refused()).toBeDisabled());
    expect(router.state.location.pathname).toBe(`/home/process/${PAIR_ID}/student`);
    // Said beside it, and read with it.
    const first = screen.getByRole('region', { name: 'Primera sesión' });
    expect(within(first).getByRole('status')).toHaveTextContent(guideAnsweringMessages.noGuide);
    expect(refused()).toHaveAccessibleDescription(guideAnsweringMessages.noGuide);
  });
});

describe("MemberProcessPage: the stepper's 'Diploma'", () => {
  const CERTIFICATE = 'f1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
  const openWith = (changes: Partial<MemberProcessView>) => {
    fetchMock.mockImplementation(async () => Response.json({ ...view, ...changes }, { status: 200 }));
    return renderWithProviders(<MemberProcessPage />, {
      path: '/home/process/:pairId/:as',
      url: `/home/process/${PAIR_ID}/student`,
    });
  };
  const finalized = { ...view.process, status: 'FINALIZED' as const, estimatedEndDate: '2026-01-31' };

  it('opens, with a link to the certificate, once it is issued and the end date has passed', async () => {
    openWith({
      process: finalized,
      certificate: { certificateId: CERTIFICATE, title: 'Participación Programa de Mentoría' },
    });
    const link = await screen.findByRole('link', { name: 'Participación Programa de Mentoría' });
    expect(link).toHaveAttribute('href', `/my-certificate/${CERTIFICATE}`);
    expect(screen.getByText('Diploma')).toBeInTheDocument();
    expect(screen.queryByText('Diploma Bloqueado')).not.toBeInTheDocument();
  });

  it("stays 'Diploma Bloqueado' without a certificate, or before the estimated end date", async () => {
    const { unmount } = openWith({ process: finalized, certificate: null });
    expect(await screen.findByText('Diploma Bloqueado')).toBeInTheDocument();
    expect(screen.getByText('El proceso terminó, pero tu diploma aún no ha sido emitido.')).toBeInTheDocument();
    unmount();
    openWith({
      process: { ...finalized, estimatedEndDate: '2999-12-31' },
      certificate: { certificateId: CERTIFICATE, title: 'Participación Programa de Mentoría' },
    });
    expect(await screen.findByText('Diploma Bloqueado')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Participación Programa de Mentoría' })).not.toBeInTheDocument();
  });
});

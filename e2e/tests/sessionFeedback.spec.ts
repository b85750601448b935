import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { confirmInDialog } from '../support/antd';
import { bearer, tokenOf } from '../support/api';
import { mailCount, waitForMail } from '../support/mail';
import { preKickoffProcess, releaseDemoPeople } from '../support/preKickoff';
import { signIn } from '../support/session';

test.describe.configure({ timeout: 120_000 });

const MENTEE = 'mentee@enlaza.test';
const MENTOR = 'mentora@enlaza.test';

interface Question {
  id: string;
  type: string;
  required: boolean;
  options: { id: string; value: string }[];
  rangeInfo?: { startValue: number; endValue: number } | null;
}
interface Invitation {
  questionary: { questionGroups: { questions: Question[]; range?: { end: number } | null }[] };
}

/**
 * Answers a session feedback as its mail's link lets anyone do, without signing in (`usertoken`): the first option
 * of each choice (the session was held), `score` on every scale, a number and a text. Answers to questions that the
 * chosen ones hide are dropped by the server.
 */
async function answerFromMail(request: APIRequestContext, link: string, score: number, text: string) {
  const url = new URL(link);
  const invitationId = url.pathname.split('/').pop()!;
  const headers = { 'user-token': url.searchParams.get('usertoken')! };
  const invitation = await request.get(`/api/questionary-invitations/${invitationId}`, { headers });
  expect(invitation.status(), await invitation.text()).toBe(200);
  const { questionary } = (await invitation.json()) as Invitation;
  const answers = questionary.questionGroups.flatMap((group) =>
    group.questions.flatMap((q): { questionId: string; value: unknown }[] => {
      switch (q.type) {
        case 'OPTIONS':
          return [{ questionId: q.id, value: q.options[0]!.id }];
        case 'MULTIPLE_CHOICE':
          return [{ questionId: q.id, value: q.options.slice(0, 2).map((o) => o.id) }];
        case 'RATE':
          return [{ questionId: q.id, value: Math.min(score, q.rangeInfo?.endValue ?? score) }];
        case 'NUMERIC':
          return [{ questionId: q.id, value: 60 }];
        case 'LIKERT-LIKE-GROUP':
          return [{ questionId: q.id, value: Object.fromEntries(q.options.map((row) => [row.id, 1])) }];
        case 'TEXT':
        case 'SESSION_OBJECTIVE':
          return [{ questionId: q.id, value: text }];
        default:
          return [];
      }
    }),
  );
  const sent = await request.post(`/api/questionary-invitations/answer/${invitationId}`, {
    headers,
    data: { answers },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return invitationId;
}

/** Signs in afresh as `email` (whoever was signed in before). */
async function signInAfresh(page: Page, email: string, home: string) {
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).toHaveURL((u) => u.pathname === home);
}

async function openSessionAs(page: Page, email: string, pairId: string, as: 'student' | 'mentor') {
  await signInAfresh(page, email, '/home');
  await page.goto(`/home/process/${pairId}/${as}`);
  return page.getByRole('region', { name: 'Primera sesión' });
}

test('a pair marks its session done, both evaluate it from their mails, and the admin sees the answers', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, 'admin@enlaza.test');
  const headers = bearer(token);
  const name = `Feedback e2e ${Date.now().toString(36)}`;
  const processId = await preKickoffProcess(request, token, { name });
  try {
    // The demo mentee and mentor paired in a process of their own, started, their first session held yesterday.
    const paired = await request.post(`/api/process/${processId}/add_pairs_from_emails`, {
      headers,
      data: { pairs: [{ studentEmail: MENTEE, mentorEmail: MENTOR }] },
    });
    expect(paired.status(), await paired.text()).toBe(201);
    const [pairId] = ((await paired.json()) as { pairIds: string[] }).pairIds;
    const started = await request.put(`/api/process/${processId}/start?confirmUnpaired=true`, { headers });
    expect(started.ok(), await started.text()).toBe(true);
    const yesterday = new Date(Date.now() - 86_400_000);
    yesterday.setUTCMinutes(0, 0, 0);
    const scheduled = await request.put(`/api/process/${processId}/schedule_session`, {
      headers: bearer(await tokenOf(request, MENTEE)),
      data: { pairId, sessionNumber: 1, scheduleDate: yesterday.toISOString() },
    });
    expect(scheduled.ok(), await scheduled.text()).toBe(true);

    // The mentee confirms it in her process view: the session is held, to evaluate.
    const since = mailCount();
    let first = await openSessionAs(page, MENTEE, pairId!, 'student');
    await first.getByRole('button', { name: 'Sesión Realizada?' }).click();
    await confirmInDialog(
      page.getByRole('dialog').filter({ hasText: 'Confirmas que la sesión ya fue realizada?' }),
      'Confirmar',
    );
    await expect(first.getByText('Sin feedback')).toBeVisible();
    const evaluate = first.getByRole('link', { name: 'Evaluar sesión 1' });
    await expect(evaluate).toHaveText('Evaluar sesión');

    // Each gets a mail with a link of their own; the mentee's is the one her button opens.
    const menteeMail = await waitForMail(MENTEE, since, /^Evalúa tu sesión$/);
    const mentorMail = await waitForMail(MENTOR, since, /^Evalúa tu sesión$/);
    expect(menteeMail.text).toContain(name);
    const linkOf = (text: string) => /https?:\/\/\S+\/answer\/[\w-]+\?usertoken=\S+/.exec(text)![0];
    const menteeInvitation = await answerFromMail(request, linkOf(menteeMail.text), 6, 'Definimos metas claras');
    await expect(evaluate).toHaveAttribute('href', `/answer/${menteeInvitation}`);

    // Answered: 'Realizada' and 'Contestado' for her, still to evaluate for the mentor until she answers too.
    await page.reload();
    first = page.getByRole('region', { name: 'Primera sesión' });
    await expect(first.getByText('Realizada')).toBeVisible();
    await expect(first.getByRole('button', { name: 'Contestado' })).toBeDisabled();
    first = await openSessionAs(page, MENTOR, pairId!, 'mentor');
    await expect(first.getByText('Sin feedback')).toBeVisible();
    await expect(first.getByRole('link', { name: 'Evaluar sesión 1' })).toBeVisible();
    await answerFromMail(request, linkOf(mentorMail.text), 5, 'Muy buena disposición');
    await page.reload();
    first = page.getByRole('region', { name: 'Primera sesión' });
    await expect(first.getByText('Realizada')).toBeVisible();
    await expect(first.getByRole('button', { name: 'Contestado' })).toBeDisabled();

    // The admin's Feedback tab: both answers under the first session, and the Excel with them.
    await signInAfresh(page, 'admin@enlaza.test', '/admin/home');
    await page.goto(`/admin/processes/in_progress/${processId}?tab=feedback`);
    await expect(page.getByText('2 de 2 evaluaciones de sesión contestadas')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sesión 1' })).toHaveAttribute('aria-selected', 'true');
    const mentees = page.getByRole('list', { name: /Mentees/ });
    await expect(mentees.getByText('Definimos metas claras')).toBeVisible();
    await expect(mentees.getByText('Promedio: 6').first()).toBeVisible();
    const mentors = page.getByRole('list', { name: /Mentoras/ });
    await expect(mentors.getByText('Muy buena disposición')).toBeVisible();
    await expect(mentors.getByText('Promedio: 5').first()).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar feedback' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Feedback-${name}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const sheet = workbook.getWorksheet('Mentees')!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Mentee');
    expect(sheet.actualRowCount).toBe(2);
    expect(sheet.getRow(2).getCell(3).value).toBe(MENTEE);
    expect((sheet.getRow(2).values as unknown[]).includes('Definimos metas claras')).toBe(true);
  } finally {
    await releaseDemoPeople(request, token, processId);
  }
});

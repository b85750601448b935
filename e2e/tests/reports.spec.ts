import { expect, test, type APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { selectByLabel } from '../support/antd';
import { bearer, getJson, tokenOf } from '../support/api';
import { mailCount, waitForMail } from '../support/mail';
import { openAdminMenuLink } from '../support/navigation';
import { expectSignedInAt, signIn } from '../support/session';

const MENTEE = 'mentee@enlaza.test';

/**
 * A client of its own with one workshop whose baseline asks a rating and a choice, sent and answered by the demo
 * mentee from her mail's link: the client's whole MDI-Feedback report.
 */
async function clientWithAnsweredBaseline(request: APIRequestContext, token: string) {
  const headers = bearer(token);
  const id = Date.now().toString(36);
  const clientName = `Cliente Reportes ${id}`;
  const client = await request.post('/api/clients', {
    headers,
    data: { name: clientName, contact: { name: 'Rosa Díaz', email: 'rosa@reportes.cl', phone: '+56 912341234' } },
  });
  expect(client.status(), await client.text()).toBe(201);
  const clientId = ((await client.json()) as { clientId: string }).clientId;

  const rating = `¿Qué tan preparada te sientes para liderar? ${id}`;
  const choice = `¿Qué te trajo al programa? ${id}`;
  const questionIds: string[] = [];
  for (const data of [
    // A scale of 5 runs from 0 to 5.
    { question: rating, type: 'RATE', scale: 5, rate: { left: 'Nada', right: 'Mucho' } },
    { question: choice, type: 'ALTERNATIVE', alternatives: ['Crecer', 'Emprender'] },
  ]) {
    const res = await request.post('/api/questions', { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    questionIds.push(((await res.json()) as { questionId: string }).questionId);
  }
  const mdi = await request.post('/api/mdi', {
    headers,
    data: {
      name: `Medición reportes ${id}`,
      measurements: [
        {
          measurementName: 'Línea base',
          subType: 'BASELINE',
          mentorQuestions: questionIds,
          studentQuestions: questionIds,
        },
      ],
    },
  });
  expect(mdi.status(), await mdi.text()).toBe(201);

  const me = await getJson<{ id: string }>(request, token, '/api/users/me');
  const today = new Date().toISOString().slice(0, 10);
  const created = await request.post('/api/process', {
    headers,
    data: {
      name: `Taller reportes ${id}`,
      clientId,
      serviceTypes: ['WORKSHOP'],
      mdiId: ((await mdi.json()) as { mdiId: string }).mdiId,
      estimatedStartDate: today,
      estimatedEndDate: today.replace(/^(\d{4})/, (y) => String(Number(y) + 1)),
      ownerId: me.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const processId = ((await created.json()) as { processId: string }).processId;
  const added = await request.put(`/api/process/${processId}/add_user_to_process_by_email`, {
    headers,
    data: { email: MENTEE },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const accepted = await request.put(`/api/process/${processId}/accept_invitation`, {
    headers: bearer(await tokenOf(request, MENTEE)),
    data: {},
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const kickoff = await request.put(`/api/process/${processId}/kickoff`, { headers });
  expect(kickoff.ok(), await kickoff.text()).toBe(true);

  const since = mailCount();
  const sent = await request.post(`/api/process/${processId}/mdi`, { headers, data: { entitySubType: 'BASELINE' } });
  expect(sent.status(), await sent.text()).toBe(201);
  const mail = await waitForMail(MENTEE, since, /^Tienes una nueva medición pendiente/);
  const [, invitationId, userToken] = /\/answer\/([\w-]+)\?usertoken=([\w.-]+)/.exec(mail.text) ?? [];
  expect(invitationId, mail.text).toBeDefined();
  const answered = await request.post(`/api/questionary-invitations/answer/${invitationId}?usertoken=${userToken}`, {
    data: {
      answers: [
        { questionId: questionIds[0], value: 4 },
        { questionId: questionIds[1], value: '1' },
      ],
    },
  });
  expect(answered.status(), await answered.text()).toBe(201);
  return { clientName, processId, rating, choice };
}

/** Leaves the demo mentee's lists as they were: the workshop goes back to draft and is deleted. */
async function removeProcess(request: APIRequestContext, token: string, processId: string) {
  await request.put(`/api/process/${processId}/draft`, { headers: bearer(token) });
  await request.delete(`/api/process/${processId}`, { headers: bearer(token) });
}

test('an admin filters the MDI-Feedback report to one client and downloads its Excel; the company admin of another client never sees it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await tokenOf(request, 'admin@enlaza.test');
  const { clientName, processId, rating, choice } = await clientWithAnsweredBaseline(request, token);
  try {
    await signIn(page, 'admin@enlaza.test');
    await expectSignedInAt(page, '/admin/home', 'Andrea');
    await openAdminMenuLink(page, 'Reportes', 'MDI-Feedback');
    await expect(page.getByRole('heading', { level: 2, name: 'Reportes' })).toBeVisible();

    await selectByLabel(page, 'Cliente', clientName, { search: true });
    await expect(page).toHaveURL(/clientId=/);
    await expect(page.getByText('1 proceso con estos filtros.')).toBeVisible();
    const rates = page.getByRole('region', { name: 'Tasas de respuesta por medición' });
    await expect(rates.getByText('1 de 1 respondieron (100 %)')).toBeVisible();
    await expect(rates.getByText('Verde')).toBeVisible();
    const questions = page.getByRole('region', { name: 'Preguntas de las mediciones' });
    await expect(questions.getByRole('heading', { name: `P1. ${rating} (Mentee)` })).toBeVisible();
    await expect(questions.getByRole('heading', { name: `P2. ${choice} (Mentee)` })).toBeVisible();
    const ratingCard = questions.locator('.ant-card').filter({ hasText: rating });
    await expect(ratingCard.getByText('Promedio: Línea base 4')).toBeVisible();
    // The figures behind the chart, for whoever would rather read them.
    await ratingCard.getByRole('button', { name: 'Ver cifras' }).click();
    await expect(ratingCard.getByRole('row', { name: /^4 1 \(100 %\)/ })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar Excel' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Reporte-MDI-Feedback.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Tasas de respuesta')!.getRow(3).values).toEqual([
      undefined,
      'Línea base',
      1,
      1,
      '100 %',
      'Verde',
      '1/1',
      '0/0',
    ]);
    const ratingSheet = workbook.worksheets.find((sheet) => sheet.getCell('A1').value === `${rating} (Mentees)`);
    expect(ratingSheet?.getRow(3).values).toEqual([undefined, 'Línea base', 1, 4, 0, 0, 0, 0, 1, 0]);

    // The demo company admin administers 'Compañía Demo': her report is her client's, without this client's answers.
    const companyAdmin = await browser.newPage();
    await signIn(companyAdmin, 'empresa@enlaza.test');
    await expect(companyAdmin).toHaveURL(/\/company-admin\/home/);
    await companyAdmin.goto('/company-admin/reports');
    const hers = companyAdmin.getByRole('region', { name: 'Preguntas de las mediciones' });
    await expect(hers).toBeVisible();
    await expect(companyAdmin.getByRole('combobox', { name: 'Cliente' })).toHaveCount(0);
    await expect(hers.getByText(rating)).toHaveCount(0);
    await expect(hers.getByText(choice)).toHaveCount(0);
    await companyAdmin.close();
  } finally {
    await removeProcess(request, token, processId);
  }
});

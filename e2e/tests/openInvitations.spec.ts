import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { selectByLabel } from '../support/antd';
import { bearer, tokenOf } from '../support/api';
import { openAdminMenuLink } from '../support/navigation';
import { expectSignedInAt, signIn } from '../support/session';

/** A workshop-feedback questionary, a workshop and a coach of this run's own, through the API as the demo admin. */
async function workshopData(request: APIRequestContext, stamp: string) {
  const headers = bearer(await tokenOf(request, 'admin@enlaza.test'));
  const questionary = await request.post('/api/questionaries', {
    headers,
    data: {
      name: `Feedback taller e2e ${stamp}`,
      overview: 'Cuéntanos cómo te fue',
      type: 'WORKSHOP_FEEDBACK',
      target_user_role: 'ANY',
      questionGroups: [
        {
          id: 'g1',
          title: 'El taller',
          questions: [
            {
              id: 'useful',
              type: 'OPTIONS',
              title: '¿Te sirvió el taller?',
              required: true,
              options: [
                { id: 'yes', value: 'Mucho' },
                { id: 'no', value: 'Poco' },
              ],
            },
            { id: 'comment', type: 'TEXT', title: '¿Qué mejorarías?', required: true },
          ],
        },
      ],
    },
  });
  expect(questionary.status(), await questionary.text()).toBe(201);
  const workshop = await request.post('/api/workshops', { headers, data: { name: `Taller e2e ${stamp}` } });
  expect(workshop.status(), await workshop.text()).toBe(201);
  const coach = await request.post('/api/coaches', {
    headers,
    data: { name: 'Coach', lastName: `E2e ${stamp}`, email: `coach-${stamp}@coaches.enlaza.test` },
  });
  expect(coach.status(), await coach.text()).toBe(201);
  return {
    questionaryId: ((await questionary.json()) as { id: string }).id,
    workshopName: `Taller e2e ${stamp}`,
    coachName: `Coach E2e ${stamp}`,
  };
}

/** The number under 'Respuestas' on the invitation's page. */
const answerCount = (page: Page) =>
  page.locator('.ant-statistic').filter({ hasText: 'Respuestas' }).locator('.ant-statistic-content-value');

test('an admin shares an open invitation, an anonymous visitor answers it on a phone, and the admin downloads the answers', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const surveyName = `Taller de negociación ${stamp}`;
  const data = await workshopData(request, stamp);

  await signIn(page, 'admin@enlaza.test');
  await expectSignedInAt(page, '/admin/home', 'Andrea');
  await page.goto(`/questionary/${data.questionaryId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vista previa' })).toBeVisible();

  await page.getByRole('button', { name: 'Crear invitación abierta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear invitación abierta' });
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(dialog.getByText('Ingrese el nombre de la encuesta')).toBeVisible();
  await expect(dialog.getByText('Seleccione el taller')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Nombre de la encuesta' }).fill(surveyName);
  await selectByLabel(dialog, 'Taller', data.workshopName, { search: true });
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(dialog.getByText('Seleccione el tipo de taller')).toBeVisible();
  await expect(dialog.getByText('Seleccione el coach')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Independiente' }).check();
  await dialog.getByRole('radio', { name: 'Presencial' }).check();
  await selectByLabel(dialog, 'Cliente', 'Compañía Demo', { search: true });
  await selectByLabel(dialog, 'Coach', data.coachName, { search: true });
  await dialog.getByRole('button', { name: 'Crear' }).click();

  await expect(page).toHaveURL(/\/admin\/open-invitation\/[0-9a-f-]{36}$/);
  const invitationId = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(page.getByRole('heading', { level: 1, name: surveyName })).toBeVisible();
  await expect(answerCount(page)).toHaveText('0');
  await expect(page.getByText('Cualquiera')).toBeVisible();
  const link = new URL(`/answer/${invitationId}`, page.url()).href;
  await expect(page.getByRole('textbox', { name: 'Enlace para responder' })).toHaveValue(link);
  await expect(page.getByRole('img', { name: `Código QR del enlace para responder ${surveyName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Ver información extra' }).click();
  const extra = page.getByRole('dialog', { name: 'Información extra' });
  await expect(extra).toContainText(data.workshopName);
  await expect(extra).toContainText('Independiente');
  await expect(extra).toContainText(data.coachName);
  await page.keyboard.press('Escape');
  await expect(extra).toBeHidden();

  // Someone without an account, on a phone, opens the shared link.
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  const question = visitor.getByText('¿Te sirvió el taller?');
  const formShown = await question
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (formShown) {
    await visitor.getByRole('radio', { name: 'Mucho' }).check();
    await visitor.getByRole('textbox').first().fill('Más ejercicios en parejas');
    await visitor.getByRole('button', { name: /Enviar/ }).click();
    await expect(visitor.getByText(`Se registraron tus respuestas en ${surveyName}`)).toBeVisible();
  } else {
    // The answering page is not drawn here yet: the visitor's browser sends what its form would send.
    const sent = await visitor.request.post(`/api/questionary-invitations/answer/${invitationId}`, {
      data: {
        answers: [
          { questionId: 'useful', value: 'yes' },
          { questionId: 'comment', value: 'Más ejercicios en parejas' },
        ],
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    expect(((await sent.json()) as { subTypeLabel: string }).subTypeLabel).toBe(surveyName);
  }
  await visitorContext.close();

  // Back on the admin's tab, the count follows.
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(answerCount(page)).toHaveText('1');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar respuestas' }).click();
  const download = await downloading;
  await expect(page.getByText('Respuestas descargadas').first()).toBeVisible();
  expect(download.suggestedFilename()).toBe(`Respuestas-${surveyName}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet('Respuestas')!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
    'Fecha de respuesta',
    '¿Te sirvió el taller?',
    '¿Qué mejorarías?',
  ]);
  expect(sheet.rowCount).toBe(2);
  expect((sheet.getRow(2).values as unknown[]).slice(2)).toEqual(['Mucho', 'Más ejercicios en parejas']);

  // The public list shows it, newest first.
  await openAdminMenuLink(page, 'Cuestionarios', 'Públicos');
  await expect(page.getByRole('heading', { level: 1, name: 'Cuestionarios públicos' })).toBeVisible();
  await page.getByLabel('Buscar cuestionarios públicos').fill(stamp);
  const row = page.getByRole('row', { name: new RegExp(surveyName) });
  await expect(row).toContainText('Cualquiera');
  await row.getByRole('link', { name: `Ver ${surveyName}` }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/admin/open-invitation/${invitationId}`);
});

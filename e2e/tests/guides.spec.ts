import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { selectByLabel } from '../support/antd';
import { ACCESS_TOKEN_KEY, expectSignedInAt, signIn, storedToken } from '../support/session';
import { openAdminMenuLink } from '../support/navigation';

/** A tiny, well-formed PDF made in the test. */
function pdf(title: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\n` +
      `endobj\n% ${title}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  );
}

/** A guide questionnaire (type MENTORSHIP_GUIDE) created through the API, as the questionnaire builder would. */
async function createGuideQuestionary(page: Page, name: string) {
  const token = await storedToken(page, ACCESS_TOKEN_KEY);
  const response = await page.request.post('/api/questionaries', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      overview: 'Guía de conversación',
      type: 'MENTORSHIP_GUIDE',
      target_user_role: 'ANY',
      questionGroups: [
        {
          id: 'g1',
          title: 'Conversación',
          questions: [{ id: 'q1', type: 'TEXT', title: '¿Qué acuerdos se llevan?' }],
        },
      ],
    },
  });
  expect(response.status()).toBe(201);
}

const session = (page: Page, number: number) =>
  page.locator('.ant-card').filter({ has: page.getByText(`Sesión ${number}`, { exact: true }) });

test('an admin builds a guide with two sessions and documents, views it, downloads a document and duplicates it', async ({
  page,
}) => {
  // A long journey (a form with two sessions and their documents, the view, two downloads, a duplicate, the editor):
  // more than the default 30 s on a busy machine.
  test.slow();
  const stamp = Date.now();
  const name = `Pauta Liderazgo ${stamp}`;
  const templateOne = `Pauta sesión 1 e2e ${stamp}`;
  const templateTwo = `Pauta sesión 2 e2e ${stamp}`;

  await signIn(page, 'admin@enlaza.test');
  await expectSignedInAt(page, '/admin/home', 'Andrea');
  await createGuideQuestionary(page, templateOne);
  await createGuideQuestionary(page, templateTwo);

  // The guides list is under 'Cuestionarios' in the side menu.
  await openAdminMenuLink(page, 'Cuestionarios', 'Pautas de sesión');
  await expect(page).toHaveURL((url) => url.pathname === '/admin/mentorship');
  await expect(page.getByRole('heading', { level: 1, name: 'Pautas' })).toBeVisible();

  await page.getByRole('button', { name: 'Nueva pauta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pautas / Nueva Pauta' })).toBeVisible();

  // The spec's messages for an empty form.
  await page.getByRole('button', { name: 'Crear pauta' }).click();
  for (const text of [
    'Ingrese nombre de la pauta',
    'Marque al menos 1 opción',
    'Ingrese titulo de la sesión',
    'Ingrese una pauta',
  ]) {
    await expect(page.getByText(text)).toBeVisible();
  }

  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByLabel('Descripción').first().fill('Cuatro conversaciones sobre liderazgo');
  await page.getByRole('checkbox', { name: 'Liderazgo' }).check();

  const first = session(page, 1);
  await first.getByLabel('Título').fill('Conociéndonos');
  await selectByLabel(first, 'Pauta', templateOne, { search: true });
  await first
    .getByRole('group', { name: 'Mentora' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'Guía mentora 1.pdf', mimeType: 'application/pdf', buffer: pdf('mentora 1') });
  await expect(page.getByText('Archivo subido correctamente!').first()).toBeVisible();
  const menteeOfFirst = first.getByRole('group', { name: 'Mentee' });
  await menteeOfFirst.getByText('Link', { exact: true }).click();
  await menteeOfFirst.getByLabel('Link para Mentee, sesión 1').fill('https://example.cl/mentee-1');

  await page.getByRole('button', { name: 'Agregar sesión' }).click();
  const second = session(page, 2);
  await second.getByLabel('Título').fill('Plan de acción');
  await selectByLabel(second, 'Pauta', templateTwo, { search: true });
  await second
    .getByRole('group', { name: 'Mentee' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'mentee-2.pdf', mimeType: 'application/pdf', buffer: pdf('mentee 2') });
  await expect(second.getByText('mentee-2.pdf')).toBeVisible();

  // Listening before the click, so a quick answer is not missed.
  const created = page.waitForResponse((r) => r.url().endsWith('/api/mentorships') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Crear pauta' }).click();
  expect((await created).status()).toBe(201);
  await expect(page.getByText('Pauta creada con exito')).toBeVisible();

  // The read-only view.
  await expect(page.getByRole('heading', { level: 1, name: 'Pautas / Ver pauta' })).toBeVisible();
  await expect(page.getByText('Sesión 1: Conociéndonos')).toBeVisible();
  await expect(page.getByText('Sesión 2: Plan de acción')).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://example.cl/mentee-1' })).toBeVisible();
  await expect(page.getByText(templateTwo)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar Mentora, sesión 1: Guía mentora 1.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Guía mentora 1.pdf');
  expect((await readFile(await download.path())).toString()).toBe(pdf('mentora 1').toString());

  // In the list, then duplicated.
  await page.getByRole('button', { name: 'Volver al listado' }).click();
  await page.getByRole('searchbox', { name: 'Buscar pautas' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  // Two sessions.
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Duplicar ${name}` }).click();
  await expect(page.getByText(`Pauta duplicada con exito: ${name} (copia)`)).toBeVisible();
  const copyRow = page.getByRole('row').filter({ hasText: `${name} (copia)` });
  await expect(copyRow).toBeVisible();

  // The copy has its own documents: it downloads too.
  await copyRow.getByRole('button', { name: `Ver ${name} (copia)` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pautas / Ver pauta' })).toBeVisible();
  const copyDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar Mentee, sesión 2: mentee-2.pdf' }).click();
  expect((await copyDownload).suggestedFilename()).toBe('mentee-2.pdf');

  // Editing opens the form with the stored document.
  await page.getByRole('button', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pautas / Editar pauta' })).toBeVisible();
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(`${name} (copia)`);
  await expect(page.getByRole('button', { name: 'Descargar Mentora, sesión 1: Guía mentora 1.pdf' })).toBeVisible();
});

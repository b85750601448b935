import { expect, test, type Page } from '@playwright/test';
import { DEMO_PROCESSES } from '../support/demoProcesses';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expectSignedInAt, signIn } from '../support/session';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const IN_PROGRESS = DEMO_PROCESSES.inProgress.name;
const SECTIONS = ['General', 'Duplas', 'Seguimiento', 'Eventos', 'Recursos'];

const sectionButton = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Secciones del proceso' }).getByRole('button', { name, exact: true });

async function openInProgressAsAdmin(page: Page) {
  await signIn(page, 'admin@enlaza.test');
  await expectSignedInAt(page, '/admin/home', 'Andrea');
  await page.goto('/admin/processes');
  await page
    .getByRole('region', { name: /^En curso/ })
    .getByRole('button', { name: `Ver proceso ${IN_PROGRESS}` })
    .click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/admin/processes/in_progress/'));
  await expect(page.getByRole('heading', { level: 2, name: IN_PROGRESS })).toBeVisible();
}

test('the admin reads an in-progress process by section, edits its end date and downloads its files', async ({
  page,
}) => {
  await openInProgressAsAdmin(page);
  for (const name of SECTIONS) await expect(sectionButton(page, name)).toBeVisible();

  // General: the schedule, the programme and its participants; the coordinator and end date can change.
  await sectionButton(page, 'General').click();
  await expect(page).toHaveURL((url) => url.searchParams.get('tab') === 'general');
  await expect(page.getByText('Cronograma')).toBeVisible();
  await expect(page.getByText('Inicio estimado')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Mentoras' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();

  await page.getByRole('button', { name: /Editar$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar coordinadora y fecha de término' });
  const endDate = dialog.getByLabel('Fecha de término');
  await endDate.fill('30/12/2027');
  await dialog.getByText('Editar coordinadora y fecha de término').click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Editado exitosamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('30/12/2027').first()).toBeVisible();

  // Back removes the tab and shows the grid again; Seguimiento shows the progress and the pairs.
  await page.getByRole('button', { name: /Volver$/ }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('tab'));
  await sectionButton(page, 'Seguimiento').click();
  await expect(page.getByText('Avance del proceso', { exact: true })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();

  // Downloads: the participants workbook and the summary PDF.
  const participants = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar participantes' }).click();
  const workbookDownload = await participants;
  expect(workbookDownload.suggestedFilename()).toBe(`Participantes-${IN_PROGRESS}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await workbookDownload.path());
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Mentoras', 'Mentees']);
  expect(workbook.getWorksheet('Mentoras')!.getRow(1).getCell(1).value).toBe('Nombre');
  expect(workbook.getWorksheet('Mentees')!.rowCount).toBeGreaterThan(1);

  const summary = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Resumen del proceso' }).click();
  const pdf = await summary;
  expect(pdf.suggestedFilename()).toBe('Resumen_proceso.pdf');
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the company admin sees its processes and reads one without edit actions, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'empresa@enlaza.test');
  await expectSignedInAt(page, '/company-admin/home', 'Carolina');
  await page.goto('/company-admin/processes');
  await expect(page.getByRole('heading', { level: 1, name: 'Procesos' })).toBeVisible();
  await expect(page.getByLabel('Cantidad de procesos en curso')).toContainText(/\d/);
  await expect(page.getByLabel('Cantidad de procesos finalizados')).toContainText(/\d/);

  await page.getByRole('region', { name: 'Procesos en curso' }).getByRole('link', { name: IN_PROGRESS }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/company-admin/processes/in_progress/'));
  await expect(page.getByRole('heading', { level: 2, name: IN_PROGRESS })).toBeVisible();
  for (const name of SECTIONS) await expect(sectionButton(page, name)).toBeVisible();
  await expect(sectionButton(page, 'Mediciones')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Finalizar/ })).toHaveCount(0);

  await sectionButton(page, 'General').click();
  await expect(page.getByText('Cronograma')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Mentees' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('general-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('button', { name: /Editar$/ })).toHaveCount(0);
  await expect(page.getByText('Fechas de sesiones')).toHaveCount(0);

  await page.getByRole('button', { name: /Volver$/ }).click();
  await sectionButton(page, 'Seguimiento').click();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByText('Avance del proceso', { exact: true })).toHaveCount(0);

  const participants = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar participantes' }).click();
  expect((await participants).suggestedFilename()).toBe(`Participantes-${IN_PROGRESS}.xlsx`);
});

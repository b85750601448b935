import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { selectByLabel } from '../support/antd';
import { ACCESS_TOKEN_KEY, expectSignedInAt, signIn, storedToken } from '../support/session';

const tag = randomBytes(3).toString('hex');
// Long forms filled field by field: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** A GET through the app's own session, as the signed-in user. */
async function apiGet(page: Page, url: string) {
  const token = await storedToken(page, ACCESS_TOKEN_KEY);
  return page.request.get(url, { headers: { authorization: `Bearer ${token}` } });
}

test('an admin creates a mentor, then edits her type and state', async ({ page }) => {
  await signIn(page, 'admin@enlaza.test');
  await expectSignedInAt(page, '/admin/home', 'Andrea');
  // A click that lands while the submenu is still opening is lost: open it again and click until the page comes.
  const mentors = page.getByRole('menuitem', { name: 'Mentoras' });
  await expect(async () => {
    if (!(await mentors.isVisible())) await page.getByRole('menuitem', { name: 'Usuarios' }).click({ timeout: 2_000 });
    await mentors.click({ timeout: 2_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Mentoras' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Agregar mentora' }).click();
  const drawer = page.getByRole('dialog', { name: 'Agregar mentora' });
  await drawer.getByLabel('Nombre', { exact: true }).fill('Renata');
  await drawer.getByLabel('Apellido', { exact: true }).fill(`Vidal ${tag}`);
  await drawer.getByLabel('Email', { exact: true }).fill(`RENATA.${tag}@Example.com`);
  await expect(drawer.getByLabel('Email', { exact: true })).toHaveValue(`renata.${tag}@example.com`);
  await drawer.getByRole('textbox', { name: /^Teléfono/ }).fill('912341234');
  await expect(drawer.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await selectByLabel(drawer, 'Región', 'Región de Valparaíso', { search: true });
  await selectByLabel(drawer, 'Género', 'Femenino');
  await drawer.getByLabel('Empresa', { exact: true }).fill('Constructora Andes');
  await drawer.getByLabel('Cargo', { exact: true }).fill('Gerenta de proyectos');
  await selectByLabel(drawer, 'Nivel', 'Gerencia');
  await drawer.getByLabel('Universidad / casa de estudios', { exact: true }).fill('Universidad de Chile');
  await drawer.getByLabel('Carrera', { exact: true }).fill('Ingeniería civil');
  // MENTOR and STUDENT exclude each other; the list's own role is locked.
  await expect(drawer.getByRole('checkbox', { name: 'Mentora', exact: true })).toBeDisabled();
  await expect(drawer.getByRole('checkbox', { name: 'Mentee' })).toBeDisabled();
  await expect(drawer.getByRole('checkbox', { name: 'Administradora' })).toHaveCount(0);

  const advices = drawer.getByRole('group', { name: 'Objetivos de mentoría' }).getByRole('checkbox');
  for (let i = 0; i < 3; i++) await advices.nth(i).check();
  await expect(
    drawer.getByText('Debes marcar 1 objetivo de mentoría principal haciendo click en la estrella'),
  ).toBeVisible();
  await drawer
    .getByRole('button', { name: /como objetivo principal/ })
    .nth(1)
    .click();
  const qualities = drawer.locator('.directory-attributes').getByRole('checkbox');
  for (let i = 0; i < 3; i++) await qualities.nth(i).check();

  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(drawer.getByText('Ingrese un teléfono válido (+56 912341234)')).toBeVisible();
  await drawer.getByRole('textbox', { name: /^Teléfono/ }).fill('+56 912341234');
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Mentora creada con éxito!')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar mentoras' }).fill(tag);
  const row = page.getByRole('row', { name: new RegExp(`Renata Vidal ${tag}`) });
  await expect(row).toContainText('Interna');
  await expect(row).toContainText('Activa');

  await row.getByRole('button', { name: `Editar Renata Vidal ${tag}` }).click();
  const editor = page.getByRole('dialog', { name: 'Editar mentora' });
  await expect(editor.getByLabel('Nombre', { exact: true })).toHaveValue('Renata');
  const external = editor.getByRole('radio', { name: 'Externa' });
  const active = editor.getByRole('checkbox', { name: 'Mentora Activa' });
  await expect(active).toBeChecked();
  // On a loaded machine the form may still settle its loaded values after the first click: set both until they hold.
  await expect(async () => {
    await external.check();
    await active.uncheck();
    await expect(external).toBeChecked();
    await expect(active).not.toBeChecked();
  }).toPass();
  await editor.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Mentora editada con éxito!')).toBeVisible();
  await expect(row).toContainText('Externa');
  await expect(row).toContainText('Inactiva');
});

test('an admin imports mentees from an Excel file and sees them listed', async ({ page }) => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'enlaza-import-')), 'mentees.xlsx');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Mentees');
  sheet.addRow(['Nombre', 'Apellido', 'Email', 'Género', 'Área', 'Cargo', 'Extranjero']);
  const people: Array<[string, string]> = [
    ['Ignacia', 'Femenino'],
    ['Josefa', 'femenino'],
    ['Martina', 'Otro'],
  ];
  for (const [name, gender] of people) {
    sheet.addRow([
      name,
      `Import ${tag}`,
      `${name.toUpperCase()}.${tag}@Example.com`,
      gender,
      'Ventas',
      'Analista',
      'No',
    ]);
  }
  await book.xlsx.writeFile(file);

  await signIn(page, 'admin@enlaza.test');
  await expectSignedInAt(page, '/admin/home', 'Andrea');
  await page.goto('/admin/students');
  await page.getByRole('button', { name: 'Importar Excel' }).click();
  const modal = page.getByRole('dialog', { name: 'Importar mentees desde Excel' });
  await modal.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByText('Debes seleccionar un archivo excel primero')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Descargar plantilla' })).toBeVisible();

  await modal.locator('input[type=file]').setInputFiles(file);
  await modal.getByRole('button', { name: 'Importar' }).click();
  await expect(modal.getByText('Se crearon 3 mentees de 3 filas.')).toBeVisible();
  await modal.getByRole('button', { name: 'Cerrar' }).first().click();

  await page.getByRole('searchbox', { name: 'Buscar mentees' }).fill(`import ${tag}`);
  for (const name of ['Ignacia', 'Josefa', 'Martina']) {
    await expect(
      page.getByRole('row', {
        name: new RegExp(`${name} Import ${tag}.*${name.toLowerCase()}\\.${tag}@example\\.com`),
      }),
    ).toBeVisible();
  }

  // The same file again creates nobody and names the existing emails.
  await page.getByRole('button', { name: 'Importar Excel' }).click();
  await modal.locator('input[type=file]').setInputFiles(file);
  await modal.getByRole('button', { name: 'Importar' }).click();
  await expect(modal.getByText('Se crearon 0 mentees de 3 filas.')).toBeVisible();
  await expect(modal.getByText(`ignacia.${tag}@example.com`)).toBeVisible();
});

test('an admin deletes another admin after confirming', async ({ page }) => {
  await signIn(page, 'admin@enlaza.test');
  await expectSignedInAt(page, '/admin/home', 'Andrea');
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Agregar administradora' }).click();
  const drawer = page.getByRole('dialog', { name: 'Agregar administradora' });
  // An email that is taken is refused with the spec's words.
  await drawer.getByLabel('Nombre', { exact: true }).fill('Repetida');
  await drawer.getByLabel('Apellido', { exact: true }).fill('Admin');
  await drawer.getByLabel('Email', { exact: true }).fill('admin@enlaza.test');
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Verifique que email sea único')).toBeVisible();

  await drawer.getByLabel('Nombre', { exact: true }).fill('Temporal');
  await drawer.getByLabel('Apellido', { exact: true }).fill(`Admin ${tag}`);
  await drawer.getByLabel('Email', { exact: true }).fill(`temporal.${tag}@example.com`);
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Administradora creada con éxito!')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar administradoras' }).fill(`admin ${tag}`);
  const row = page.getByRole('row', { name: new RegExp(`Temporal Admin ${tag}`) });
  await row.getByRole('button', { name: `Eliminar Temporal Admin ${tag}` }).click();
  await expect(page.getByText(`¿Eliminar a Temporal Admin ${tag}? Esta acción no se puede deshacer.`)).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(page.getByText('Eliminado exitosamente')).toBeVisible();
  await expect(row).toHaveCount(0);
  // No one is offered to delete themselves.
  await page.getByRole('searchbox', { name: 'Buscar administradoras' }).fill('admin@enlaza.test');
  await expect(page.getByRole('row', { name: /Andrea Rojas/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Eliminar Andrea Rojas' })).toHaveCount(0);
});

test('a company admin sees only the company admins of its own client', async ({ page }) => {
  await signIn(page, 'empresa@enlaza.test');
  await expectSignedInAt(page, '/company-admin/home', 'Carolina');
  const me = await (await apiGet(page, '/api/users/me')).json();
  const own = await apiGet(page, `/api/company-admins/${me.clientId}`);
  expect(own.status()).toBe(200);
  const { docs } = await own.json();
  expect(docs.map((d: { email: string }) => d.email)).toEqual(
    expect.arrayContaining(['empresa@enlaza.test', 'multi@enlaza.test']),
  );
  expect(docs.every((d: { clientId: string }) => d.clientId === me.clientId)).toBe(true);
  expect((await apiGet(page, '/api/company-admins/00000000-0000-4000-8000-000000000000')).status()).toBe(403);
  expect((await apiGet(page, '/api/company-admins')).status()).toBe(403);
  expect((await apiGet(page, '/api/mentors')).status()).toBe(403);
  // The admin lists themselves stay out of reach.
  await page.goto('/admin/company-admins');
  await expect(page).toHaveURL((url) => url.pathname === '/company-admin/home');
});

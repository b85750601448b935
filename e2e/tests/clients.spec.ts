import { expect, test, type Page } from '@playwright/test';
import { formatRut, rutCheckDigit } from '../../packages/contract/src/clients';
import { expectSignedInAt, signIn } from '../support/session';

/** A valid RUT no other test of this run uses (all tests share one database). */
function freshRut(): string {
  const body = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  return `${body}${rutCheckDigit(body)}`;
}

async function openClients(page: Page) {
  await signIn(page, 'admin@enlaza.test');
  await expectSignedInAt(page, '/admin/home', 'Andrea');
  await page
    .getByRole('navigation', { name: 'Menú de administración' })
    .getByRole('link', { name: 'Clientes' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
}

test('an admin creates a client with a valid RUT, edits it and sees its detail', async ({ page }) => {
  const name = `Minera Cordillera ${Date.now()}`;
  const rut = freshRut();
  await openClients(page);

  await page.getByRole('button', { name: 'Agregar cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
  await dialog.getByLabel('Nombre de empresa').fill(name);
  // A wrong check digit: the body of a valid RUT with another digit.
  const wrongDigit = rut.slice(-1) === '1' ? '2' : '1';
  await dialog.getByLabel('RUT').pressSequentially(rut.slice(0, -1) + wrongDigit);
  await dialog.getByLabel('Nombre de contacto').fill('Paula Vera');
  await dialog.getByLabel('Email de contacto').fill('Paula.Vera@Cordillera.CL');
  await dialog.getByLabel('Teléfono de contacto').fill('+56 912341234');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Ingrese un rut valido')).toBeVisible();

  await dialog.getByLabel('RUT').fill('');
  await dialog.getByLabel('RUT').pressSequentially(rut);
  await expect(dialog.getByLabel('RUT')).toHaveValue(formatRut(rut));
  await expect(dialog.getByLabel('Email de contacto')).toHaveValue('paula.vera@cordillera.cl');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/clients') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  // Sent without dots.
  expect(response.request().postDataJSON().rut).toBe(`${rut.slice(0, -1)}-${rut.slice(-1)}`);
  await expect(page.getByText('Cliente creado con exito')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Search (debounced) finds it.
  await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(formatRut(rut));

  await row.getByRole('button', { name: `Editar ${name}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Editar cliente' });
  await expect(editDialog.getByLabel('RUT')).toHaveValue(formatRut(rut));
  await editDialog.getByLabel('Ciudad').fill('Antofagasta');
  await editDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cliente editado con exito')).toBeVisible();
  await expect(row).toContainText('Antofagasta');

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(formatRut(rut))).toBeVisible();
  await expect(page.getByText('paula.vera@cordillera.cl')).toBeVisible();
  await expect(page.getByText('Este cliente aún no tiene administradoras de empresa')).toBeVisible();
  await page.getByRole('link', { name: 'Volver a clientes' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/clients');
});

test("a client's company admins appear on its detail; the client cannot be deleted while they belong to it", async ({
  page,
}) => {
  await openClients(page);
  await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill('Compañía Demo');
  const row = page.getByRole('row').filter({ hasText: 'Compañía Demo' });
  await row.getByRole('button', { name: 'Eliminar Compañía Demo' }).click();
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(page.getByText(/No se puede eliminar el cliente porque tiene \d+ usuarios asociados/)).toBeVisible();

  // The click may land while the refused deletion's popover is still closing: click until the detail opens.
  await expect(async () => {
    await row.getByRole('link', { name: 'Compañía Demo' }).click({ timeout: 2_000 });
    await expect(page).toHaveURL((url) => /^\/admin\/clients\/[^/]+$/.test(url.pathname), { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('cell', { name: 'empresa@enlaza.test' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'multi@enlaza.test' })).toBeVisible();
});

test('a company admin cannot open the client list', async ({ page }) => {
  await signIn(page, 'empresa@enlaza.test');
  await expectSignedInAt(page, '/company-admin/home', 'Carolina');
  await page.goto('/admin/clients');
  await expect(page).toHaveURL((url) => url.pathname === '/company-admin/home');
  await expect(page.getByRole('heading', { name: 'Clientes' })).toHaveCount(0);
});

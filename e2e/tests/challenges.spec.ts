import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

test('an admin builds the challenge library: creates a challenge with two messages, edits it and deletes it', async ({
  page,
}) => {
  const title = `Desafío e2e ${Date.now().toString(36)}`;
  await signIn(page, 'admin@enlaza.test');
  await expect(page).toHaveURL(/\/admin\/home$/);
  await page.getByRole('link', { name: 'Desafíos' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Desafíos' })).toBeVisible();
  await page.getByRole('button', { name: /Agregar/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Desafíos / Nuevo desafío' })).toBeVisible();

  // What is missing is said with the spec's words.
  await page.getByRole('button', { name: 'Crear desafío' }).click();
  await expect(page.getByText('Ingrese título del desafío')).toBeVisible();

  await page.getByRole('textbox', { name: 'Título del desafío' }).fill(title);
  await page.getByRole('textbox', { name: 'Título del mensaje' }).fill('Bienvenida');
  await page.getByRole('textbox', { name: 'Texto del mensaje' }).fill('Presenten a su equipo y su idea.');
  await page.getByRole('button', { name: /Agregar mensaje/ }).click();
  await page.getByRole('textbox', { name: 'Título del mensaje' }).nth(1).fill('Prototipo');
  await page.getByRole('textbox', { name: 'Texto del mensaje' }).nth(1).fill('Muestren un prototipo en papel.');
  await page.getByRole('button', { name: 'Crear desafío' }).click();
  await expect(page.getByText('Desafío creado correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/challenges$/);

  await page.getByRole('searchbox', { name: 'Buscar desafíos' }).fill(title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('2');
  await row.getByRole('button', { name: `Editar ${title}` }).click();
  await expect(page.getByRole('textbox', { name: 'Texto del mensaje' }).nth(1)).toHaveValue(
    'Muestren un prototipo en papel.',
  );
  await page.getByRole('textbox', { name: 'Título del desafío' }).fill(`${title} (v2)`);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Desafío actualizado correctamente')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar desafíos' }).fill(`${title} (v2)`);
  await page.getByRole('button', { name: `Eliminar ${title} (v2)` }).click();
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(page.getByText('Desafío eliminado correctamente')).toBeVisible();
  await expect(page.getByText('No se encontraron desafíos con ese título')).toBeVisible();
});

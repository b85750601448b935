import { expect, test } from '@playwright/test';
import { expectSignedInAt, signIn } from '../support/session';
import { openAdminMenuLink } from '../support/navigation';

test('an admin adds an industry with a specialty, renames it and deletes it', async ({ page }) => {
  const stamp = Date.now();
  const industry = `Economía circular ${stamp}`;
  const renamed = `Economía regenerativa ${stamp}`;

  await signIn(page, 'admin@enlaza.test');
  await expectSignedInAt(page, '/admin/home', 'Andrea');
  await openAdminMenuLink(page, 'Usuarios', 'Listas de referencia');
  await expect(page).toHaveURL((url) => url.pathname === '/admin/metadata');
  await expect(page.getByRole('heading', { level: 1, name: 'Listas de referencia' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Industrias y especialidades' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('cell', { name: 'Minería', exact: true })).toBeVisible();

  // A name is required, and an existing one is refused with the server's message.
  await page.getByRole('button', { name: 'Agregar industria' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nueva industria' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Ingrese un nombre')).toBeVisible();
  await dialog.getByLabel('Nombre').fill('minería');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Ya existe una industria con ese nombre')).toBeVisible();
  await dialog.getByLabel('Nombre').fill(industry);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();

  // The new industry opens at once to receive its specialties.
  await page.getByRole('searchbox', { name: 'Buscar industria o especialidad' }).fill(String(stamp));
  await expect(page.getByRole('cell', { name: industry, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Agregar especialidad a ${industry}` }).click();
  dialog = page.getByRole('dialog', { name: `Nueva especialidad en ${industry}` });
  await dialog.getByLabel('Nombre').fill('Reciclaje industrial');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  const specialties = page.getByRole('group', { name: `Especialidades de ${industry}` });
  await expect(specialties.getByText('Reciclaje industrial')).toBeVisible();

  await page.getByRole('button', { name: `Editar industria ${industry}` }).click();
  dialog = page.getByRole('dialog', { name: 'Editar industria' });
  await expect(dialog.getByLabel('Nombre')).toHaveValue(industry);
  await dialog.getByLabel('Nombre').fill(renamed);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: industry, exact: true })).toHaveCount(0);

  // Deleting asks first; cancelling keeps it.
  await page.getByRole('button', { name: `Eliminar industria ${renamed}` }).click();
  const confirm = page.getByRole('tooltip').filter({ hasText: 'Eliminar industria' });
  await expect(confirm.getByText(`¿Eliminar "${renamed}" y sus especialidades?`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Eliminar industria ${renamed}` }).click();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText(`Se eliminó "${renamed}"`)).toBeVisible();
  await expect(page.getByRole('cell', { name: renamed, exact: true })).toHaveCount(0);

  // Gone for everyone: the list the profile forms read no longer has it.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Buscar industria o especialidad' }).fill(String(stamp));
  await expect(page.getByText('No hay resultados para esta búsqueda')).toBeVisible();
});

test('a mentee cannot open the reference lists', async ({ page }) => {
  await signIn(page, 'mentee@enlaza.test');
  await expectSignedInAt(page, '/home', 'Camila');
  await page.goto('/admin/metadata');
  await expect(page).toHaveURL((url) => url.pathname === '/home');
  await expect(page.getByRole('heading', { name: 'Listas de referencia' })).toHaveCount(0);
});

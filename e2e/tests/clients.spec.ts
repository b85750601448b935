import { expect, test, type Page } from '@playwright/test';
import { formatRut, rutCheckDigit } from '../../packages/contract/src/clients';
import { bearer, getJson, tokenOf } from '../support/api';
import { workshopDraft } from '../support/draftProcess';
import { mailCount, waitForMail } from '../support/mail';
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

test("a client's page lists its processes, each opening its own page", async ({ page, request }) => {
  // A client of its own with two processes: the demo client's list fills with other journeys' processes.
  const token = await tokenOf(request, 'admin@enlaza.test');
  const run = Date.now().toString(36);
  const clientName = `Cooperativa Listado ${run}`;
  const created = await request.post('/api/clients', {
    headers: bearer(token),
    data: { name: clientName, contact: { name: 'Inés Mora', email: 'ines@listado.cl', phone: '+56 912341234' } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { clientId } = (await created.json()) as { clientId: string };
  const names = [`Ciclo ${run} A`, `Ciclo ${run} B`];
  for (const name of names) await workshopDraft(request, token, { name, clientId });

  await openClients(page);
  await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill(clientName);
  // The debounced search redraws the table: a click on the row drawn before it is lost, so click until it opens.
  const link = page.getByRole('row').filter({ hasText: clientName }).getByRole('link', { name: clientName });
  await expect(async () => {
    await link.click({ timeout: 2_000 });
    await expect(page).toHaveURL((url) => url.pathname === `/admin/clients/${clientId}`, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: clientName })).toBeVisible();

  const processes = page.getByRole('region', { name: /^Procesos/ });
  for (const name of names) {
    const row = processes.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Borrador');
    await expect(row).toContainText('Talleres');
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}/);
  }
  await processes.getByRole('link', { name: names[1]!, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/admin/processes/draft/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Procesos / Borrador procesos' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: names[1]! })).toBeVisible();
});

test("an admin adds a client's company admins (an existing account, a new one with its welcome mail) and removes them", async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, 'admin@enlaza.test');
  const run = Date.now().toString(36);
  const clientName = `Viña Los Robles ${run}`;
  const created = await request.post('/api/clients', {
    headers: bearer(token),
    data: { name: clientName, contact: { name: 'Rosa Díaz', email: 'rosa@robles.cl', phone: '+56 912341234' } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const clientId = ((await created.json()) as { clientId: string }).clientId;
  // An existing account of no client: another admin, who keeps her admin role throughout.
  const existingEmail = `coordinadora-${run}@example.com`;
  const existing = await request.post('/api/users', {
    headers: bearer(token),
    data: { name: 'Marta', lastName: 'Solar', email: existingEmail, country: 'Chile', roles: ['ADMIN'] },
  });
  expect(existing.status(), await existing.text()).toBe(201);
  const existingId = ((await existing.json()) as { userId: string }).userId;
  const newEmail = `gerencia-${run}@robles.cl`;

  try {
    await signIn(page, 'admin@enlaza.test');
    await expectSignedInAt(page, '/admin/home', 'Andrea');
    await page.goto(`/admin/clients/${clientId}`);
    await expect(page.getByRole('heading', { level: 1, name: clientName })).toBeVisible();
    await expect(page.getByText('Este cliente aún no tiene procesos')).toBeVisible();
    const admins = page.getByRole('region', { name: 'Administradoras de empresa' });
    await expect(admins.getByText('Este cliente aún no tiene administradoras de empresa')).toBeVisible();

    // An existing account, by email.
    await admins.getByRole('button', { name: 'Agregar administrador' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar administrador' });
    await dialog.getByLabel('Email').fill(existingEmail.toUpperCase());
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await expect(page.getByText(`Marta Solar ahora es administradora de empresa de ${clientName}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(admins.getByRole('cell', { name: existingEmail })).toBeVisible();

    // Twice is refused, in Spanish.
    await admins.getByRole('button', { name: 'Agregar administrador' }).click();
    await dialog.getByLabel('Email').fill(existingEmail);
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await expect(dialog.getByText('Esta persona ya es administradora de empresa de este cliente')).toBeVisible();

    // An unknown email offers a new account, which gets the welcome mail to choose its password.
    await dialog.getByLabel('Email').fill(newEmail);
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await expect(dialog.getByText(/^Usuario no encontrado: no hay una cuenta con ese email/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Crear cuenta nueva' }).click();
    await dialog.getByLabel('Nombre').fill('Elena');
    await dialog.getByLabel('Apellido').fill('Robles');
    await expect(dialog.getByLabel('Email')).toHaveValue(newEmail);
    const mailsBefore = mailCount();
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await expect(page.getByText(/^Administradora de empresa creada con éxito!/)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(admins.getByRole('cell', { name: newEmail })).toBeVisible();
    const welcome = await waitForMail(newEmail, mailsBefore, /bienvenida/);
    expect(welcome.text).toContain('crea tu contraseña');

    // Removing: the admin keeps her account; the account that only administered the client is deleted.
    await admins.getByRole('button', { name: 'Quitar a Marta Solar' }).click();
    await page.getByRole('button', { name: 'Quitar', exact: true }).click();
    await expect(page.getByText(`Marta Solar ya no es administradora de empresa de ${clientName}`)).toBeVisible();
    await expect(admins.getByRole('cell', { name: existingEmail })).toHaveCount(0);
    await admins.getByRole('button', { name: 'Quitar a Elena Robles' }).click();
    await expect(
      page.getByText('"Elena Robles" sólo es administradora de empresa: se eliminará su cuenta.', { exact: false }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
    await expect(admins.getByText('Este cliente aún no tiene administradoras de empresa')).toBeVisible();
    const stillAdmin = await getJson<{ docs: { userId: string; roles: string[] }[] }>(
      request,
      token,
      `/api/admins?searchTerm=${encodeURIComponent(existingEmail)}`,
    );
    expect(stillAdmin.docs).toEqual([expect.objectContaining({ userId: existingId, roles: ['ADMIN'] })]);
  } finally {
    await request.delete(`/api/users/${existingId}`, { headers: bearer(token) });
    await request.delete(`/api/clients/${clientId}`, { headers: bearer(token) });
  }
});

test('a company admin cannot open the client list', async ({ page }) => {
  await signIn(page, 'empresa@enlaza.test');
  await expectSignedInAt(page, '/company-admin/home', 'Carolina');
  await page.goto('/admin/clients');
  await expect(page).toHaveURL((url) => url.pathname === '/company-admin/home');
  await expect(page.getByRole('heading', { name: 'Clientes' })).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { mailCount, waitForMail } from '../support/mail';
import { expectSignedInAt, signIn } from '../support/session';

const RECIPIENT = 'nueva@enlaza.test';

test('an admin finds a sent recovery mail in the outbox, reads it, and sees no failed jobs', async ({
  page,
  request,
}) => {
  // A password recovery request writes a mail, which the delivery job hands to the mail server.
  const since = mailCount();
  const recovery = await request.post('/api/auth/recoverPassword', { data: { email: RECIPIENT } });
  expect(recovery.ok()).toBe(true);
  await waitForMail(RECIPIENT, since);

  await signIn(page, 'admin@enlaza.test');
  await expectSignedInAt(page, '/admin/home', 'Andrea');
  await page
    .getByRole('navigation', { name: 'Menú de administración' })
    .getByRole('link', { name: 'Correos y tareas' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Correos y tareas' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Bandeja de salida' })).toHaveAttribute('aria-selected', 'true');
  // This run has a mail server: no notice about mails kept in the outbox.
  await expect(page.getByText(/Sin servidor de correo configurado/)).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Buscar correos' }).fill(RECIPIENT);
  const row = page
    .getByRole('row')
    .filter({ hasText: RECIPIENT })
    .filter({ hasText: 'Recupera tu contraseña de Enlaza' })
    .first();
  await expect(row).toBeVisible();
  await expect(row.getByText('Enviado', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /Reintentar/ })).toHaveCount(0);

  await row.getByRole('button', { name: `Ver correo a ${RECIPIENT}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Recupera tu contraseña de Enlaza' });
  // Delivered through SMTP (this run has a server): the admin sees where the link goes, never its token.
  await expect(drawer.getByText(/\/password-recovery\/new-password\?…/)).toBeVisible();
  await expect(drawer.getByText(/usertoken/)).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Cerrar' }).click();
  await expect(drawer).toBeHidden();

  // The status filter counts the search's mails; none of them failed.
  const filter = page.getByRole('radiogroup', { name: 'Filtrar por estado' });
  await filter.getByText(/^Fallido \(0\)$/).click();
  await expect(page.getByText('No hay correos que coincidan con la búsqueda')).toBeVisible();
  await filter.getByText(/^Todos/).click();
  await expect(row).toBeVisible();

  // On a phone (390 px) the page fits the screen's width; the table scrolls within it.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeAttached();
  await page.screenshot({ path: test.info().outputPath('outbox-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('tab', { name: 'Tareas fallidas' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('tab') === 'failed-jobs');
  await expect(page.getByText('No hay tareas fallidas')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('failed-jobs-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

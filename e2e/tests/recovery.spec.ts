import { expect, test } from '@playwright/test';
import { tokenOf } from '../support/api';
import { mailCount, waitForMail } from '../support/mail';
import { choosePasswordByMail, createMenteeLackingInterests } from '../support/people';
import { expectSignedInAt, signIn } from '../support/session';

// Her own account: a journey that changes a password must not leave a shared demo account locked out if it stops
// half-way.
const FIRST_NAME = 'Rocío';
const FIRST_PASSWORD = 'MiPrimeraClave-2026';
const NEW_PASSWORD = 'MiNuevaClave-2026';

function resetLink(text: string): string {
  const link = text.match(/https?:\/\/\S+\/password-recovery\/new-password\?usertoken=[\w-]+/)?.[0];
  expect(link).toBeDefined();
  return link!;
}

test('the whole recovery journey: mail, new password, sign in with it', async ({ page, request }) => {
  const EMAIL = `recupera.${Date.now()}@enlaza.test`;
  const admin = await tokenOf(request, 'admin@enlaza.test');
  await createMenteeLackingInterests(request, admin, {
    name: FIRST_NAME,
    lastName: 'Recupera',
    email: EMAIL,
    company: 'Compañía Demo',
  });
  await choosePasswordByMail(request, EMAIL, FIRST_PASSWORD);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Olvidé mi contraseña' }).click();
  await expect(page).toHaveURL(/\/password-recovery$/);

  await page.getByRole('button', { name: 'Recuperar contraseña' }).click();
  await expect(page.getByText('Complete este campo')).toBeVisible();
  await page.getByLabel('Email').fill('no-es-mail');
  await page.getByRole('button', { name: 'Recuperar contraseña' }).click();
  await expect(page.getByText('Ingrese un mail válido')).toBeVisible();
  await page.getByLabel('Email').fill('nadie@enlaza.test');
  await page.getByRole('button', { name: 'Recuperar contraseña' }).click();
  await expect(page.getByText('No existe una administradora con ese email')).toBeVisible();

  const since = mailCount();
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByRole('button', { name: 'Recuperar contraseña' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  // By subject: other mails (a measurement sent on its own) may reach the same person meanwhile.
  const first = await waitForMail(EMAIL, since, /^Recupera tu contraseña/);
  expect(first.subject).toBe('Recupera tu contraseña de Enlaza');

  // 'Reenviar correo' sends another one.
  const beforeResend = mailCount();
  await page.getByText('Reenviar correo').click();
  await expect(page.getByText('Correo reenviado con éxito')).toBeVisible();
  const mail = await waitForMail(EMAIL, beforeResend, /^Recupera tu contraseña/);

  await page.goto(resetLink(mail.text));
  await page.getByLabel('Nueva contraseña').fill('corta');
  await page.getByLabel('Repetir contraseña').fill('otra');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('La contraseña debe tener un mínimo de 8 carácteres')).toBeVisible();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await page.getByLabel('Nueva contraseña').fill(NEW_PASSWORD);
  await page.getByLabel('Repetir contraseña').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  // The link works once only.
  await page.goto(resetLink(mail.text));
  await page.getByLabel('Nueva contraseña').fill('OtraClave-2026');
  await page.getByLabel('Repetir contraseña').fill('OtraClave-2026');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Error al actualizar contraseña, este link no es válido')).toBeVisible();

  await signIn(page, EMAIL, FIRST_PASSWORD);
  await expect(page.getByText('Email o contraseña incorrectas')).toBeVisible();
  await signIn(page, EMAIL, NEW_PASSWORD);
  await expectSignedInAt(page, '/home', FIRST_NAME);

  // Signed in, the same page changes the password with the session and the current password (and puts the demo
  // password back); without the current one nothing changes.
  await page.goto('/password-recovery/new-password');
  await page.getByLabel('Nueva contraseña').fill(FIRST_PASSWORD);
  await page.getByLabel('Repetir contraseña').fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Ingresa tu contraseña actual para cambiar tu email o tu contraseña')).toBeVisible();
  await page.getByLabel('Contraseña actual').fill('no-es-la-clave');
  // The field's message folds away once it is filled, moving the button up: press it where it comes to rest.
  await expect(page.getByText('Ingresa tu contraseña actual para cambiar tu email o tu contraseña')).toBeHidden();
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('La contraseña actual no es correcta')).toBeVisible();
  await page.getByLabel('Contraseña actual').fill(NEW_PASSWORD);
  await page.getByLabel('Nueva contraseña').fill(FIRST_PASSWORD);
  await page.getByLabel('Repetir contraseña').fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Tu contraseña fue actualizada')).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, EMAIL, FIRST_PASSWORD);
  await expectSignedInAt(page, '/home', FIRST_NAME);
});

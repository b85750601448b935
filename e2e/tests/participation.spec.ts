import { expect, test } from '@playwright/test';
import { workshopDraft } from '../support/draftProcess';
import { DEMO_PROCESSES } from '../support/demoProcesses';
import { chooseOption, confirmInDialog } from '../support/antd';
import { mailCount, waitForMail } from '../support/mail';
import { ACCESS_TOKEN_KEY, signIn, storedToken } from '../support/session';
import { bearer, getJson, tokenOf } from '../support/api';
import { createMenteeLackingInterests } from '../support/people';

test.describe.configure({ timeout: 90_000 });

const IN_PROGRESS = DEMO_PROCESSES.inProgress.name;

/** DD/MM/YYYY of the day `days` from today in America/Santiago. */
function santiagoDay(days: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Santiago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(new Date(Date.now() + days * 86_400_000))
    .split('-');
  return `${parts[2]}/${parts[1]}/${parts[0]}`;
}

test('a new mentee invited by mail completes the profile, confirms with a password and accepts', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, 'admin@enlaza.test');
  const industries = await getJson<{ industryId: string; specialties: { specialtyId: string }[] }[]>(
    request,
    token,
    '/api/users/metadata/industries',
  );

  // A new mentee whose profile lacks only the interest areas.
  const stamp = Date.now().toString(36);
  const email = `invitada-${stamp}@example.com`;
  const userId = await createMenteeLackingInterests(request, token, {
    name: 'Lucía',
    lastName: 'Invitada',
    email,
    company: 'Empresa e2e',
  });

  const processId = await workshopDraft(request, token, { name: `Invitación e2e ${stamp}` });

  try {
    const added = await request.put(`/api/process/${processId}/add_user_to_process_by_email`, {
      headers: bearer(token),
      data: { email },
    });
    expect(added.ok(), await added.text()).toBe(true);
    const since = mailCount();
    const invited = await request.post(`/api/process/${processId}/invite_students`, {
      headers: bearer(token),
      data: { studentIds: [userId] },
    });
    expect(invited.ok(), await invited.text()).toBe(true);

    // The account's welcome mail (sent when it was created) may arrive after `since`: wait for the invitation.
    const mail = await waitForMail(email, since, /^Te invitamos a participar/);
    const link = /https?:\/\/\S*\/process_invitation\/student\?\S+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    await page.goto(url.pathname + url.search);

    // The profile is incomplete: its summary, with 'Editar' leading to the profile wizard.
    await expect(page.getByRole('tab', { name: 'Información personal' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Intereses' })).toBeVisible();
    await expect(page.getByText('Lucía Invitada')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Editar información personal' })).toBeVisible();

    // The link signed the invitee in; the interest areas are filled in with that session (the wizard's own call).
    const session = await storedToken(page, ACCESS_TOKEN_KEY);
    expect(session).toBeTruthy();
    const industry = industries.find((i) => i.specialties.length > 0)!;
    const saved = await request.put(`/api/users/myProfile/${userId}`, {
      headers: bearer(session!),
      data: {
        interests: [
          { industryId: industry.industryId, specialtyId: industry.specialties[0]!.specialtyId, experienceYears: 1 },
        ],
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirma tu participación' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Ingrese su contraseña')).toBeVisible();
    await expect(page.getByText('Ingrese confirmación de contraseña')).toBeVisible();
    await page.getByLabel('Contraseña', { exact: true }).fill('Invitada-2026');
    await page.getByLabel('Confirmación de contraseña').fill('Otra-2026');
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
    await page.getByLabel('Confirmación de contraseña').fill('Invitada-2026');
    await page.getByRole('button', { name: 'Confirmar' }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Me comprometo a participar activamente del programa')).toBeVisible();
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/process_invitation/result');
    await expect(page.getByRole('heading', { name: 'Gracias por aceptar este compromiso!' })).toBeVisible();

    // The same link again: already subscribed.
    await page.goto(url.pathname + url.search);
    await expect(page.getByRole('heading', { name: 'Ya te has suscrito a este proceso exitosamente!' })).toBeVisible();

    // The chosen password now signs in.
    const login = await request.post('/api/auth', { data: { email, password: 'Invitada-2026' } });
    expect(login.ok()).toBe(true);
  } finally {
    // Leave the demo client with its own processes only.
    await request.delete(`/api/process/${processId}`, { headers: bearer(token) });
  }
});

test('the demo mentee sees the process in progress, confirms a held session and schedules the next one', async ({
  page,
}) => {
  await signIn(page, 'mentee@enlaza.test');
  await expect(page).toHaveURL((url) => url.pathname === '/home');
  await expect(page.getByRole('heading', { name: 'Mis procesos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Importante' })).toBeVisible();
  await expect(page.getByText('Próximo Evento')).toBeVisible();
  await expect(page.getByText('Mis pendientes')).toBeVisible();
  await page.getByRole('link', { name: `Abrir ${IN_PROGRESS}` }).click();

  await expect(page).toHaveURL((url) => /^\/home\/process\/[\w-]+\/student$/.test(url.pathname));
  await expect(page.getByRole('heading', { level: 1, name: IN_PROGRESS })).toBeVisible();
  await expect(page.getByText('Diploma Bloqueado')).toBeVisible();
  await expect(page.getByText(/Se desbloquea cuando termine el proceso \(\d{2}\/\d{2}\/\d{4}\)/)).toBeVisible();
  await expect(page.getByText('Valentina Soto')).toBeVisible();

  // The third session was held yesterday: confirm it.
  const third = page.getByRole('region', { name: 'Tercera sesión' });
  await third.getByRole('button', { name: 'Sesión Realizada?' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Confirmas que la sesión ya fue realizada?' });
  await confirmInDialog(confirm, 'Confirmar');
  await expect(third.getByText('Sin feedback')).toBeVisible();

  // The fourth is now enabled: schedule it inside its range.
  const fourth = page.getByRole('region', { name: 'Cuarta sesión' });
  await expect(fourth.getByText('Sin agendar')).toBeVisible();
  await fourth.getByRole('button', { name: 'Agendar cuarta sesión' }).click();
  const modal = page.getByRole('dialog', { name: 'Agendar cuarta sesión' });
  // Today is before the session's period: greyed out until the mentee asks for a day outside it.
  const day = modal.getByRole('textbox', { name: /Día$/ });
  const todayCell = page.locator('.ant-picker-dropdown .ant-picker-cell-today');
  await day.click();
  await expect(todayCell).toHaveClass(/ant-picker-cell-disabled/);
  await modal.getByText(/^Periodo asignado:/).click();
  const outside = modal.getByRole('checkbox', { name: 'Elegir un día fuera del periodo asignado' });
  await outside.check();
  await day.click();
  await expect(todayCell).not.toHaveClass(/ant-picker-cell-disabled/);
  // A day already past is warned about, before the spec's out-of-period question.
  await day.fill(santiagoDay(-1));
  await day.press('Enter');
  await chooseOption(modal.getByRole('combobox', { name: 'Hora' }), '10:15', { search: true });
  await modal.getByRole('button', { name: 'Agendar' }).click();
  const past = page.getByRole('dialog', { name: 'Fecha pasada' });
  await expect(past.getByText('La fecha y hora elegidas ya pasaron', { exact: false })).toBeVisible();
  await expect(past.getByText('Estás agendando fuera del periodo', { exact: false })).toBeVisible();
  await confirmInDialog(past, 'Cancelar');
  await outside.uncheck();
  await expect(day).toHaveValue('');
  await day.fill(santiagoDay(20));
  await day.press('Enter');
  await chooseOption(modal.getByRole('combobox', { name: 'Hora' }), '10:15', { search: true });
  await modal.getByRole('button', { name: 'Agendar' }).click();
  const sure = page.getByRole('dialog').filter({ hasText: '¿Seguro/a que ambos/as han acordado esta fecha?' });
  await expect(sure).toBeVisible();
  await expect(sure.getByText('Estás agendando fuera del periodo')).toHaveCount(0);
  await confirmInDialog(sure, 'Confirmar');
  await expect(fourth.getByText('Agendada')).toBeVisible();
  await expect(fourth.getByText(`${santiagoDay(20)} 10:15`)).toBeVisible();

  // On a phone (390 px) the page and the home fit the screen's width.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [new URL(page.url()).pathname, '/home']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: path === '/home' ? 2 : 1 }).first()).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath(`phone-${path === '/home' ? 'home' : 'process'}.png`),
      fullPage: true,
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});

import { expect, test, type Page } from '@playwright/test';
import { confirmInDialog, selectByLabel } from '../support/antd';
import { bearer, tokenOf } from '../support/api';
import { composer, messageWindow, signedInPage, write } from '../support/chat';
import { expectSignedInAt, signIn } from '../support/session';

// A whole programme in a real browser: challenge, wizard, groups, start, messages, chat, finalization.
test.describe.configure({ timeout: 300_000 });

/** The demo's attraction people with a password (apps/api/src/db/seed/attractionInProgress.ts). */
const TUTORS = [
  { email: 'tutora@enlaza.test', name: 'Paula Fuentes' },
  { email: 'tutor@enlaza.test', name: 'Diego Araya' },
];
const STUDENTS = [
  { email: 'estudiante@enlaza.test', name: 'Camila Torres' },
  { email: 'estudiante2@enlaza.test', name: 'Javiera Muñoz' },
  { email: 'estudiante3@enlaza.test', name: 'Matías Vera' },
  { email: 'estudiante4@enlaza.test', name: 'Florencia Rivas' },
];

/**
 * Adds each person by email on a wizard step, selects them all and invites them; the step's message confirms. An
 * email typed while the step is still settling can be cleared by it, so adding is repeated until the person is listed.
 */
async function invite(page: Page, people: typeof STUDENTS, confirmation: string) {
  for (const person of people) {
    const box = page.getByRole('checkbox', { name: `Seleccionar a ${person.name}` });
    await expect(async () => {
      if (!(await box.isVisible())) {
        await page.getByLabel('Email', { exact: true }).fill(person.email);
        await page.getByRole('button', { name: 'Agregar', exact: true }).click();
      }
      await expect(box).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await box.check();
  }
  await page.getByRole('button', { name: 'Invitar' }).click();
  await expect(page.getByText(confirmation)).toBeVisible();
}

/** Presses a lifecycle button of the page, then the button of the same name in its confirmation. */
async function transition(page: Page, action: string) {
  await page.getByRole('button', { name: action, exact: true }).first().click();
  await confirmInDialog(page.getByRole('dialog'), action);
}

/** The students listed in a group's card of the swap view. */
const groupCard = (page: Page, tutor: string) =>
  page.getByRole('region', { name: new RegExp(`^Grupo \\d: ${tutor}$`) });

test('an attraction process runs from its challenge to its finalization in the browser', async ({ page, browser }) => {
  const run = Date.now().toString(36);
  const challengeTitle = `Desafío recorrido ${run}`;
  const name = `Atracción recorrido ${run}`;
  const admin = await tokenOf(page.request, 'admin@enlaza.test');
  let processId: string | undefined;

  try {
    // 1. The challenge library: a new challenge with one message.
    await signIn(page, 'admin@enlaza.test');
    await expectSignedInAt(page, '/admin/home', 'Andrea');
    await page.goto('/admin/challenge/create');
    await page.getByRole('textbox', { name: 'Título del desafío' }).fill(challengeTitle);
    await page.getByRole('textbox', { name: 'Título del mensaje' }).fill('Semana 1: el pitch');
    await page.getByRole('textbox', { name: 'Texto del mensaje' }).fill('Preparen un pitch de 3 minutos.');
    await page.getByRole('button', { name: 'Crear desafío' }).click();
    await expect(page.getByText('Desafío creado correctamente')).toBeVisible();

    // 2. The wizard: the process with that challenge, then its students and tutors invited.
    await page.goto('/admin/processes/select');
    await page.getByRole('link', { name: /Crear Proceso de Atracción/ }).click();
    await page.getByLabel('Nombre del proceso').fill(name);
    await selectByLabel(page, 'Cliente', 'Compañía Demo');
    await selectByLabel(page, 'Desafío', challengeTitle, { search: true });
    await selectByLabel(page, 'Coordinadora', 'Andrea Rojas', { search: true });
    await page.getByLabel('Fecha de inicio').fill('01/12/2026');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByLabel('Fecha de término')).toHaveValue('01/02/2027');
    await page.getByRole('button', { name: 'Crear proceso' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('step') === '2');
    processId = new URL(page.url()).pathname.split('/').at(-1)!;
    await invite(page, STUDENTS, 'Las estudiantes fueron invitadas exitosamente!');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('step') === '3');
    await invite(page, TUTORS, 'Los tutores fueron invitadas exitosamente!');

    // 3. Everyone accepts (answering an invitation in the browser is memberInvitation.spec's journey).
    for (const person of [...STUDENTS, ...TUTORS]) {
      const accepted = await page.request.put(`/api/process/${processId}/accept_invitation`, {
        headers: bearer(await tokenOf(page.request, person.email)),
        data: {},
      });
      expect(accepted.ok(), `${person.email}: ${await accepted.text()}`).toBe(true);
    }

    // 4. Pre-kickoff: nobody pending any more, so the draft moves on (after its confirmation).
    await page.goto(`/admin/processes/attraction/draft/${processId}`);
    await transition(page, 'Pasar a pre-kickoff');
    await expect(page).toHaveURL(`/admin/processes/attraction/kickoff/${processId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Procesos / Pre-kickoff' })).toBeVisible();

    // Starting is not offered before the groups exist.
    await page.getByRole('tab', { name: 'Iniciar proceso' }).click();
    await expect(page.getByText(/Para iniciar el proceso, los grupos deben haber sido creados!/)).toBeVisible();
    const startTab = page.getByRole('tabpanel', { name: 'Iniciar proceso' });
    await expect(startTab.getByRole('button', { name: 'Iniciar proceso' })).toBeDisabled();

    // 5. Automatic groups: two balanced groups, one per tutor.
    await page.getByRole('tab', { name: 'Grupos' }).click();
    await page.getByRole('button', { name: 'Crear grupos automáticamente' }).click();
    await expect(page.getByText('Grupos creados correctamente')).toBeVisible();
    for (const tutor of TUTORS) {
      await expect(groupCard(page, tutor.name).getByRole('checkbox')).toHaveCount(2);
    }

    // 6. Swap: the rules first (two from one group refused), then Camila trades places with someone of the other group.
    const camilaTutor = (await groupCard(page, TUTORS[0]!.name).getByText('Camila Torres').count())
      ? TUTORS[0]!
      : TUTORS[1]!;
    const otherTutor = TUTORS.find((t) => t !== camilaTutor)!;
    const ownGroup = groupCard(page, camilaTutor.name).getByRole('checkbox');
    await ownGroup.nth(0).check();
    await ownGroup.nth(1).click();
    await expect(page.getByText('Solo puede seleccionar como maximo 1 estudiante por grupo')).toBeVisible();
    await expect(ownGroup.nth(1)).not.toBeChecked();
    await ownGroup.nth(0).uncheck();
    let partner = '';
    for (const student of STUDENTS) {
      if (await groupCard(page, otherTutor.name).getByRole('checkbox', { name: student.name }).count()) {
        partner = student.name;
      }
    }
    await groupCard(page, camilaTutor.name).getByRole('checkbox', { name: 'Camila Torres' }).check();
    await groupCard(page, otherTutor.name).getByRole('checkbox', { name: partner }).check();
    await page.getByRole('button', { name: 'Intercambiar' }).click();
    await expect(page.getByText('Grupos reasignados correctamente')).toBeVisible();
    await expect(groupCard(page, otherTutor.name).getByRole('checkbox', { name: 'Camila Torres' })).toBeVisible();
    await expect(groupCard(page, camilaTutor.name).getByRole('checkbox', { name: partner })).toBeVisible();
    // Camila's tutor is now the other group's.
    const tutor = otherTutor;

    // 7. Start: the condition is met now.
    await page.getByRole('tab', { name: 'Iniciar proceso' }).click();
    await expect(startTab.getByText('Los grupos fueron creados.')).toBeVisible();
    await startTab.getByRole('button', { name: 'Iniciar proceso' }).click();
    await confirmInDialog(page.getByRole('dialog'), 'Iniciar proceso');
    await expect(page).toHaveURL((url) => url.pathname === '/admin/processes');

    // 8. Camila and her tutor open their group chat in their own browsers.
    const camila = await signedInPage(browser, STUDENTS[0]!.email);
    await camila.goto('/home');
    await camila.getByRole('link', { name: `Abrir ${name}` }).click();
    await expect(camila).toHaveURL(`/attraction/student/${processId}`);
    await expect(camila.getByText('Aun no se han enviado desafíos')).toBeVisible();
    await expect(camila.getByRole('link', { name: tutor.name })).toBeVisible();
    await camila.getByRole('link', { name: 'Ir al chat grupal' }).click();
    await expect(camila).toHaveURL(`/groupchat/${processId}`);
    const tutorPage = await signedInPage(browser, tutor.email);
    await tutorPage.goto(`/groupchat/${processId}`);
    await expect(composer(tutorPage)).toBeVisible();

    // 9. The coordinator's group table: every group inactive; she sends the challenge's message from it.
    await page.goto(`/admin/processes/attraction/in_progress/${processId}?tab=tracking`);
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByText('Inactivo')).toHaveCount(2);
    await page.getByRole('button', { name: 'Enviar desafío' }).click();
    const challengeDialog = page.getByRole('dialog', { name: 'Enviar desafío' });
    await selectByLabel(challengeDialog, 'Mensaje del desafío', 'Semana 1: el pitch');
    await expect(challengeDialog.getByLabel('Texto')).toHaveValue('Preparen un pitch de 3 minutos.');
    await challengeDialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Desafío enviado a todos los grupos')).toBeVisible();

    // It arrives live in both chats, as a challenge.
    for (const member of [camila, tutorPage]) {
      await expect(messageWindow(member).getByRole('heading', { name: 'Semana 1: el pitch' })).toBeVisible();
    }

    // 10. A mass message to Camila's group only.
    await page.getByRole('button', { name: 'Mensaje masivo' }).click();
    const massDialog = page.getByRole('dialog', { name: 'Mensaje masivo' });
    await massDialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(massDialog.getByText('Debe seleccionar al menos un Grupo')).toBeVisible();
    await expect(massDialog.getByText('Ingrese texto del mensaje masivo')).toBeVisible();
    await massDialog.getByRole('checkbox', { name: new RegExp(tutor.name) }).check();
    await massDialog.getByLabel('Mensaje').fill(`Recuerden la sesión del jueves ${run}`);
    await massDialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Mensaje masivo enviado')).toBeVisible();
    for (const member of [camila, tutorPage]) {
      await expect(messageWindow(member).getByText(`Recuerden la sesión del jueves ${run}`)).toBeVisible();
    }

    // 11. They talk, live.
    await write(camila, `Hola, soy Camila ${run}`);
    await expect(messageWindow(tutorPage).getByText(`Hola, soy Camila ${run}`)).toBeVisible();
    await write(tutorPage, `Bienvenida Camila ${run}`);
    await expect(messageWindow(camila).getByText(`Bienvenida Camila ${run}`)).toBeVisible();

    // 12. The group table shows the new activity: Camila's group is active (two of its three wrote), the other not.
    await page.reload();
    const camilaRow = table.getByRole('row').filter({ hasText: tutor.name });
    await expect(camilaRow.getByText('Activo', { exact: true }).first()).toBeVisible();
    await expect(camilaRow.getByRole('cell', { name: '2', exact: true })).toBeVisible();
    await expect(
      table.getByRole('row').filter({ hasText: camilaTutor.name }).getByText('Inactivo').first(),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('attraction-groups-1366.png'), fullPage: true });

    // 13. Finalization: the table stays, without the admin's actions and messaging.
    await transition(page, 'Finalizar');
    await expect(page).toHaveURL(`/admin/processes/attraction/finalized/${processId}`);
    await page.getByRole('button', { name: 'Seguimiento' }).click();
    await expect(table.getByRole('row').filter({ hasText: tutor.name }).getByText('Activo').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Cambiar tutor/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Enviar desafío' })).toHaveCount(0);

    for (const member of [camila, tutorPage]) await member.context().close();
  } finally {
    if (processId) {
      // A finalized process stays (like any programme that ran); one that stopped half-way is removed.
      const detail = await page.request.get(`/api/process/${processId}`, { headers: bearer(admin) });
      const status = detail.ok() ? ((await detail.json()) as { status: string }).status : 'FINALIZED';
      if (status === 'IN_PROGRESS') {
        await page.request.put(`/api/process/${processId}/finalize`, { headers: bearer(admin) });
      } else if (status !== 'FINALIZED') {
        if (status === 'KICKOFF') await page.request.put(`/api/process/${processId}/draft`, { headers: bearer(admin) });
        await page.request.delete(`/api/process/${processId}`, { headers: bearer(admin) });
      }
    }
  }
});

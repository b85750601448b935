import { expect, test, type Page } from '@playwright/test';
import { selectByLabel } from '../support/antd';
import { bearer, tokenOf } from '../support/api';
import { expectSignedInAt, signIn } from '../support/session';

// A whole wizard in a real browser: longer than the default budget.
test.describe.configure({ timeout: 150_000 });

const run = Date.now().toString(36);

interface Challenge {
  challengeId: string;
  title: string;
}

/** A challenge of its own in the library, for the wizard to choose (removed at the end). */
async function challengeFor(page: Page, token: string): Promise<Challenge> {
  const created = await page.request.post('/api/challenge', {
    headers: bearer(token),
    data: { title: `Desafío ${run}`, messages: [{ title: 'Bienvenida', text: 'Preséntense al grupo.' }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Challenge;
}

test('the admin creates an attraction process, invites a student and a tutor, and sees the draft', async ({ page }) => {
  const token = await tokenOf(page.request, 'admin@enlaza.test');
  // Two people of the demo attraction process (they never sign in): a student and a tutor to invite again here.
  const people = {
    student: { name: 'Catalina', lastName: 'Vera', email: 'catalina.vera@enlaza.test' },
    tutor: { name: 'Paula', lastName: 'Soto', email: 'paula.soto@enlaza.test' },
  };
  const challenge = await challengeFor(page, token);
  const name = `Atracción asistente ${run}`;
  let processId: string | undefined;

  try {
    await signIn(page, 'admin@enlaza.test');
    await expectSignedInAt(page, '/admin/home', 'Andrea');
    await page.goto('/admin/processes/select');
    await page.getByRole('link', { name: /Crear Proceso de Atracción/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin/attraction/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Procesos / Nuevo proceso de atracción' })).toBeVisible();

    // Step 1: the spec's messages, then the data.
    await page.getByRole('button', { name: 'Crear proceso' }).click();
    for (const message of [
      'Ingrese nombre del proceso',
      'Ingrese un cliente válido',
      'Ingrese un desafío válido',
      'Seleccione fecha de inicio',
      'Seleccione fecha de término',
      'Selecciona una coordinadora para este proceso',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('Fecha de término')).toBeDisabled();
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: test.info().outputPath('attraction-wizard-1366.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('attraction-wizard-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByLabel('Nombre del proceso').fill(name);
    await selectByLabel(page, 'Cliente', 'Compañía Demo');
    await selectByLabel(page, 'Desafío', challenge.title);
    await selectByLabel(page, 'Coordinadora', 'Andrea Rojas', { search: true });
    await page.getByLabel('Fecha de inicio').fill('02/03/2027');
    await page.getByRole('heading', { level: 1 }).click();
    // The end date proposed two months after the start.
    await expect(page.getByLabel('Fecha de término')).toHaveValue('02/05/2027');
    await page.getByRole('button', { name: 'Crear proceso' }).click();

    // Step 2: the students.
    await expect(page).toHaveURL(
      (url) => url.pathname.startsWith('/admin/attraction/edit/') && url.searchParams.get('step') === '2',
    );
    processId = new URL(page.url()).pathname.split('/').at(-1)!;
    await expect(page.getByRole('heading', { name: 'Estudiantes' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(people.student.email);
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    const studentBox = page.getByRole('checkbox', {
      name: `Seleccionar a ${people.student.name} ${people.student.lastName}`,
    });
    await studentBox.check();
    await page.getByRole('button', { name: 'Invitar' }).click();
    await expect(page.getByText('Las estudiantes fueron invitadas exitosamente!')).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();

    // Step 3: the tutors.
    await expect(page).toHaveURL((url) => url.searchParams.get('step') === '3');
    await expect(page.getByRole('heading', { name: 'Tutores' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(people.tutor.email);
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await page.getByRole('checkbox', { name: `Seleccionar a ${people.tutor.name} ${people.tutor.lastName}` }).check();
    await page.getByRole('button', { name: 'Invitar' }).click();
    await expect(page.getByText('Los tutores fueron invitadas exitosamente!')).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();

    // Step 4 (events) and 5 (summary), then the draft page.
    await expect(page).toHaveURL((url) => url.searchParams.get('step') === '4');
    await page.goto(`/admin/attraction/edit/${processId}?step=5`);
    await expect(page.getByRole('heading', { name: 'Resumen' })).toBeVisible();
    await expect(page.getByText(challenge.title)).toBeVisible();
    await page.getByRole('button', { name: 'Ir al proceso' }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/admin/processes/attraction/draft/${processId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Procesos / Borrador procesos' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Resumen', selected: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Tutores' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Estudiantes' })).toBeVisible();
    await expect(page.getByText(challenge.title)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('attraction-draft-1366.png'), fullPage: true });
    await page.getByRole('tab', { name: 'Estudiantes' }).click();
    await expect(page.getByRole('link', { name: 'Agregar estudiantes' })).toHaveAttribute(
      'href',
      `/admin/attraction/edit/${processId}?step=2`,
    );
    await expect(page.getByText(people.student.email)).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Resumen' }).click();
    await page.screenshot({ path: test.info().outputPath('attraction-draft-390.png'), fullPage: true });

    // The invitations are still pending: pre-kickoff is refused with the reason.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: 'Pasar a pre-kickoff' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pasar a pre-kickoff' }).click();
    await expect(page.getByText(/deben haber respondido a la invitación/)).toBeVisible();
  } finally {
    if (processId) await page.request.delete(`/api/process/${processId}`, { headers: bearer(token) });
    await page.request.delete(`/api/challenge/${challenge.challengeId}`, { headers: bearer(token) });
  }
});

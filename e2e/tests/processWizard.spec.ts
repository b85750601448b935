import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { demoProcessId } from '../support/demoProcesses';
import { selectByLabel } from '../support/antd';
import { DEMO_PASSWORD } from '../support/environment';
import { expectSignedInAt, signIn } from '../support/session';

// A whole wizard in a real browser: longer than the default budget.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = Date.now().toString(36);
const STUDENT_CAMPUS = 'Campus Mentees: Liderazgo y desarrollo profesional';
const MENTOR_CAMPUS = 'Campus Mentoras: Acompañar con propósito';

async function tokenOf(request: APIRequestContext, email = 'admin@enlaza.test'): Promise<string> {
  const response = await request.post('/api/auth', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signInAsAdmin(page: Page) {
  await signIn(page, 'admin@enlaza.test');
  await expectSignedInAt(page, '/admin/home', 'Andrea');
}

/** The demo client's finalized convocatory (its selected mentee Isidora Rivas and mentor Patricia Lagos). */
async function finalizedDemoConvocatory(request: APIRequestContext, token: string): Promise<string> {
  const clients = await request.get(`/api/clients?searchFilter=${encodeURIComponent('Compañía Demo')}`, {
    headers: bearer(token),
  });
  const client = ((await clients.json()) as { docs: { clientId: string; name: string }[] }).docs.find(
    (c) => c.name === 'Compañía Demo',
  )!;
  const list = await request.get(`/api/convocatory?status=FINALIZED&clientId=${client.clientId}`, {
    headers: bearer(token),
  });
  const { docs } = (await list.json()) as { docs: { name: string }[] };
  return docs.find((c) => c.name.startsWith('Mentoría Liderazgo Femenino'))!.name;
}

/** Types a date and leaves the field (Enter would also submit the form). */
async function typeDate(page: Page, field: Locator, value: string) {
  await field.fill(value);
  await page.getByRole('heading', { level: 1 }).click();
}

const stepIs = (page: Page, step: number) =>
  expect(page).toHaveURL(
    (url) => url.pathname.startsWith('/admin/processes/edit/') && url.searchParams.get('step') === String(step),
  );

test('the admin creates a mentoring and networking process through the seven steps', async ({ page, request }) => {
  const token = await tokenOf(request);
  const convocatoryName = await finalizedDemoConvocatory(request, token);
  const name = `Proceso asistente ${run}`;

  await signInAsAdmin(page);
  await page.goto('/admin/processes');
  await page.getByRole('button', { name: 'Crear proceso' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/processes/select');
  await expect(page.getByRole('heading', { level: 1, name: 'Qué deseas crear?' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Crear Proceso de Atracción/ })).toHaveAttribute(
    'href',
    '/admin/attraction/create?step=1',
  );
  await page.getByRole('link', { name: /Crear Proceso Mentoria/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/processes/create');

  // Step 1: the spec's messages first, then the data; the name follows the choices until the admin writes one.
  await page.getByRole('button', { name: 'Crear proceso' }).click();
  await expect(page.getByText('Ingrese un cliente válido')).toBeVisible();
  await expect(page.getByText('Ingrese una pauta')).toBeVisible();
  await expect(page.getByText('Ingrese un MDI valido')).toBeVisible();
  await expect(page.getByText('Ingrese un feedback de sesion valido')).toBeVisible();
  await expect(page.getByText('Seleccione fecha de inicio')).toBeVisible();
  await expect(page.getByText('Selecciona una coordinadora para este proceso')).toBeVisible();

  await selectByLabel(page, 'Cliente', 'Compañía Demo');
  await page.getByRole('checkbox', { name: 'Networking' }).check();
  await selectByLabel(page, /^\*? ?Pauta$/, 'Pauta Mentoría Enlaza', { search: true });
  await selectByLabel(page, 'Feedback de sesiones', 'Feedback sesiones Programa Mentoras', { search: true });
  await selectByLabel(page, /^\*? ?MDI$/, 'Medición de impacto Programa Mentoras', { search: true });
  await selectByLabel(page, 'Coordinadora', 'Andrea Rojas', { search: true });
  const start = page.getByLabel('Fecha de inicio');
  await typeDate(page, start, '01/03/2031');
  await expect(page.getByLabel('Fecha de término')).toHaveValue('01/06/2031');
  const nameField = page.getByLabel('Nombre del proceso');
  await expect(nameField).toHaveValue('Compañía Demo - Mentoría y Networking - 2031');
  await nameField.fill(name);
  await typeDate(page, start, '02/03/2032');
  await expect(page.getByLabel('Fecha de término')).toHaveValue('02/06/2032');
  await expect(nameField).toHaveValue(name);
  await page.getByRole('button', { name: 'Crear proceso' }).click();
  await expect(page.getByText('Proceso creado con exito')).toBeVisible();
  await stepIs(page, 2);
  const processId = new URL(page.url()).pathname.split('/').pop()!;

  // Step 2: campuses for both audiences.
  await page.getByRole('checkbox', { name: STUDENT_CAMPUS }).check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Se debe seleccionar al menos un campus para mentee y mentor/a')).toBeVisible();
  await page.getByRole('checkbox', { name: MENTOR_CAMPUS }).check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await stepIs(page, 3);

  // Step 3: the convocatory's selected applicants join the process.
  await page.getByRole('button', { name: 'Asignar convocatoria' }).click();
  await expect(page.getByText('Seleccione una convocatoria')).toBeVisible();
  await selectByLabel(page, 'Convocatoria', `${convocatoryName} (Finalizada)`);
  await page.getByRole('button', { name: 'Asignar convocatoria' }).click();
  await expect(page.getByText('Se ha asignado la convocatoria correctamente')).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await stepIs(page, 4);

  // Step 4: the mentor goes to the mentor campus with the keyboard alternative (her card's select).
  const confirm = page.getByRole('button', { name: /Confirmar asignación/ });
  await expect(page.getByRole('tab', { name: 'Mentores' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Sin campus' }).getByText('Patricia Lagos')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await selectByLabel(page, 'Campus de Patricia Lagos', MENTOR_CAMPUS);
  await expect(page.getByRole('region', { name: MENTOR_CAMPUS }).getByText('Patricia Lagos')).toBeVisible();
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByText('Usuarios asignados con exito')).toBeVisible();
  await expect(confirm).toBeDisabled();
  // The mentee is dragged by her card's handle onto the mentee campus.
  await page.getByRole('tab', { name: 'Mentees' }).click();
  await expect(page.getByRole('region', { name: 'Sin campus' }).getByText('Isidora Rivas')).toBeVisible();
  const menteeCampus = page.getByRole('region', { name: STUDENT_CAMPUS });
  await page.getByRole('button', { name: 'Arrastrar a Isidora Rivas' }).hover();
  await page.mouse.down();
  const target = (await menteeCampus.boundingBox())!;
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(menteeCampus.getByText('Isidora Rivas')).toBeVisible();
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(confirm).toBeDisabled();
  // Besides the convocatory (or without one), people are added here by email and wait for a campus.
  const byEmail = page.getByRole('region', { name: 'Agregar participantes por email' });
  await byEmail.getByLabel('Email', { exact: true }).fill('nueva@enlaza.test');
  await byEmail.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(page.getByText('El participante fue agregado con éxito')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sin campus' }).getByText('Fernanda')).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await stepIs(page, 5);

  // Step 5: every criterion is required.
  await expect(page.getByRole('heading', { name: 'Configuración Matchs' })).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Seleccione una opción')).toHaveCount(4);
  for (const [criterion, choice] of [
    ['Área en la empresa', 'Similares'],
    ['Nivel en la empresa', 'Distintos'],
    ['Intereses', 'Similares'],
    ['Región', 'Indiferente'],
  ] as const) {
    await page.getByRole('radiogroup', { name: criterion }).getByRole('radio', { name: choice }).check();
  }
  await selectByLabel(page, 'Número de matchs por mentee', '2');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Configuración guardada con exito')).toBeVisible();
  await stepIs(page, 6);

  // Step 6: proceeding asks first, and an event without a date keeps the wizard here. Events get a date when they
  // are made, so the list answered to the page gains one without a date (an event from before dates were required).
  const eventsUrl = `**/api/process/${processId}/events`;
  await page.route(eventsUrl, async (route) => {
    const response = await route.fetch();
    const events = (await response.json()) as unknown[];
    const undated = {
      eventId: crypto.randomUUID(),
      processId,
      name: 'Evento sin fecha',
      roles: [],
      eventDate: null,
      attendeesCount: 0,
    };
    await route.fulfill({ response, json: [...events, undated] });
  });
  await page.getByRole('button', { name: 'Siguiente' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Confirmas los eventos del proceso?' });
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Por favor agregar una fecha a todos los eventos')).toBeVisible();
  await stepIs(page, 6);
  await page.unroute(eventsUrl);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await stepIs(page, 7);

  // Step 7: the summary, with 'Editar' back to each block's step.
  await expect(page.getByRole('heading', { level: 2, name: 'Resumen' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Resumen' });
  await expect(summary).toContainText(name);
  await expect(summary).toContainText('Compañía Demo');
  await expect(summary).toContainText(STUDENT_CAMPUS);
  await expect(summary).toContainText(convocatoryName);
  await expect(summary).toContainText('Similares');
  await expect(page.getByRole('link', { name: 'Editar datos generales' })).toHaveAttribute(
    'href',
    `/admin/processes/edit/${processId}?step=1`,
  );
  await expect(page.getByRole('link', { name: 'Editar participantes' })).toHaveAttribute(
    'href',
    `/admin/processes/edit/${processId}?step=4`,
  );
  await page.getByRole('button', { name: 'Ir al proceso' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/admin/processes/draft/${processId}`);

  await page.goto('/admin/processes');
  await page.getByRole('searchbox', { name: 'Buscar procesos' }).fill(name);
  await expect(page.getByRole('region', { name: /^Borrador/ }).getByRole('link', { name })).toBeVisible();

  // Step rules: beyond 7 back to the boards.
  await page.goto(`/admin/processes/edit/${processId}?step=8`);
  await expect(page).toHaveURL((url) => url.pathname === '/admin/processes');

  // Leave the demo data as the other journeys expect it.
  const deleted = await request.delete(`/api/process/${processId}`, { headers: bearer(token) });
  expect(deleted.status()).toBe(204);
});

test('a process past pre-kickoff opens its status page instead of the wizard', async ({ page, request }) => {
  const token = await tokenOf(request);
  const finalized = { processId: await demoProcessId(request, 'finalized', token) };
  await signInAsAdmin(page);
  await page.goto(`/admin/processes/edit/${finalized.processId}?step=2`);
  await expect(page).toHaveURL((url) => url.pathname === `/admin/processes/finalized/${finalized.processId}`);
});

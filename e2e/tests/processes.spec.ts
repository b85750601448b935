import { processStatusSlugs, type ProcessStatus } from '@enlaza/contract';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PROCESSES } from '../support/demoProcesses';
import { DEMO_PASSWORD } from '../support/environment';
import { expectSignedInAt, signIn } from '../support/session';
import { confirmInDialog } from '../support/antd';
import { bearer, tokenOf } from '../support/api';
import { draftWithConfirmedMentor, preKickoffProcess } from '../support/preKickoff';

// The lifecycle tests take a process of their own through it, one after the other, in this order; the demo
// processes, which other journeys read, keep their statuses.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const DRAFT = DEMO_PROCESSES.draft.name;
const KICKOFF = DEMO_PROCESSES.kickoff.name;
const IN_PROGRESS = DEMO_PROCESSES.inProgress.name;
const FINALIZED = DEMO_PROCESSES.finalized.name;

async function signInAsAdmin(page: Page) {
  await signIn(page, 'admin@enlaza.test');
  await expectSignedInAt(page, '/admin/home', 'Andrea');
}

async function openProcesses(page: Page) {
  await signInAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Menú de administración' })
    .getByRole('link', { name: 'Procesos' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/processes');
  await expect(page.getByRole('heading', { level: 1, name: 'Procesos' })).toBeVisible();
}

const board = (page: Page, status: string) => page.getByRole('region', { name: new RegExp(`^${status}`) });

async function openProcess(page: Page, status: string, name: string, slug: string) {
  await openProcesses(page);
  await board(page, status)
    .getByRole('button', { name: `Ver proceso ${name}` })
    .click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith(`/admin/processes/${slug}/`));
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

async function confirmDialog(page: Page, button: string) {
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: button }) });
  await confirmInDialog(dialog, button);
}

test('the admin home shows the process figures and the recent processes', async ({ page, request }) => {
  const auth = await request.post('/api/auth', { data: { email: 'admin@enlaza.test', password: DEMO_PASSWORD } });
  const { accessToken } = (await auth.json()) as { accessToken: string };
  const report = (await (
    await request.get('/api/process/progress-report', { headers: { authorization: `Bearer ${accessToken}` } })
  ).json()) as { mentorsCount: number; studentsCount: number };
  await signInAsAdmin(page);
  const figures = page.getByRole('region', { name: 'Procesos', exact: true });
  // One demo process per status, plus any an earlier journey finalized (a started process cannot be deleted).
  const statuses = { Borrador: 'DRAFT', 'Pre-kickoff': 'KICKOFF', 'En curso': 'IN_PROGRESS', Finalizado: 'FINALIZED' };
  for (const [label, status] of Object.entries(statuses)) {
    const { totalDocs } = (await (
      await request.get(`/api/process?status=${status}`, { headers: { authorization: `Bearer ${accessToken}` } })
    ).json()) as { totalDocs: number };
    expect(totalDocs).toBeGreaterThanOrEqual(1);
    await expect(figures.getByLabel(label, { exact: true })).toHaveText(new RegExp(`^${label}\\s*${totalDocs}$`));
  }
  // Distinct people across the demo processes (the living one has more pairs than the demo mentor and mentee).
  await expect(figures.getByLabel('Mentoras', { exact: true })).toContainText(String(report.mentorsCount));
  await expect(figures.getByLabel('Mentees', { exact: true })).toContainText(String(report.studentsCount));
  // The five most recently updated processes: the demo's, or those other journeys on this server created since.
  const latest = (await (
    await request.get('/api/process/list-partial?limit=5', { headers: { authorization: `Bearer ${accessToken}` } })
  ).json()) as { processId: string; name: string; status: ProcessStatus; serviceType: string[] }[];
  expect(latest.length).toBeGreaterThanOrEqual(4);
  const recent = page.getByRole('region', { name: 'Procesos recientes' });
  await expect(recent.getByRole('listitem')).toHaveCount(latest.length);
  for (const { name } of latest) {
    await expect(recent.getByRole('link', { name, exact: true }).first()).toBeVisible();
  }
  // Each opens its own page: an attraction process (another journey's, perhaps) under /admin/processes/attraction/.
  const opened = latest.find(({ status }) => status === 'KICKOFF') ?? latest[0]!;
  const kind = opened.serviceType.includes('ATTRACTION') ? 'attraction/' : '';
  await recent.getByRole('link', { name: opened.name, exact: true }).first().click();
  await expect(page).toHaveURL(
    (url) => url.pathname === `/admin/processes/${kind}${processStatusSlugs[opened.status]}/${opened.processId}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: /^Procesos/ })).toBeVisible();
});

test('the boards list the demo processes in their sections, and the search narrows them', async ({ page }) => {
  await openProcesses(page);
  await expect(page.getByRole('button', { name: 'Crear proceso' })).toBeVisible();
  // Each by its name: other journeys add processes of their own, which may fill a board's first page.
  const search = page.getByRole('searchbox', { name: 'Buscar procesos' });
  for (const [status, name] of [
    ['Borrador', DRAFT],
    ['Pre-kickoff', KICKOFF],
    ['En curso', IN_PROGRESS],
    ['Finalizado', FINALIZED],
  ] as const) {
    await search.fill(name);
    await expect(board(page, status).getByRole('link', { name, exact: true })).toBeVisible();
  }

  await search.fill('Talento');
  await expect(board(page, 'Borrador').getByText('No hay procesos en este estado')).toBeVisible();
  await expect(board(page, 'En curso').getByRole('link', { name: IN_PROGRESS })).toBeVisible();
});

test('the draft cannot move to pre-kickoff while its mentee has not confirmed', async ({ page, request }) => {
  // A draft of its own: its mentor confirmed, its mentee invited and not yet confirmed (the demo draft is shared).
  const token = await tokenOf(request, 'admin@enlaza.test');
  const name = `Borrador sin confirmar ${Date.now()}`;
  const processId = await draftWithConfirmedMentor(request, token, { name });

  await openProcess(page, 'Borrador', name, 'draft');
  await expect(page.getByRole('heading', { level: 1, name: 'Procesos / Borrador procesos' })).toBeVisible();
  await page.getByRole('tab', { name: 'Mentees' }).click();
  const mentees = page.getByRole('region', { name: 'Mentees' });
  await expect(mentees.getByRole('row', { name: /mentee@enlaza\.test/ }).getByText('Pendiente')).toBeVisible();
  await page.getByRole('button', { name: 'Pasar a pre-kickoff' }).click();
  await confirmDialog(page, 'Pasar a pre-kickoff');
  await expect(
    page.getByText('Para iniciar el proceso, todos los mentees deben haber confirmado su participación en el proceso!'),
  ).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === `/admin/processes/draft/${processId}`);

  const deleted = await request.delete(`/api/process/${processId}`, { headers: bearer(token) });
  expect(deleted.ok(), await deleted.text()).toBe(true);
});

/** This journey's own process: pre-kickoff, its people confirmed and paired, ready to start. */
let lifecycleName = '';

test('starting a pre-kickoff process with its pairs moves it to En curso', async ({ page, request }) => {
  const token = await tokenOf(request, 'admin@enlaza.test');
  lifecycleName = `Ciclo de vida ${Date.now()}`;
  const processId = await preKickoffProcess(request, token, { name: lifecycleName, withoutDemoPeople: true });
  const paired = await request.post(`/api/process/${processId}/create_pairs`, { headers: bearer(token) });
  expect(paired.status(), await paired.text()).toBe(201);

  await openProcess(page, 'Pre-kickoff', lifecycleName, 'kickoff');
  await page.getByRole('button', { name: 'Iniciar proceso' }).click();
  await confirmDialog(page, 'Iniciar proceso');
  await expect(page.getByText('El proceso ahora se encuentra en progreso.')).toBeVisible();
  // Spec 001 §4: starting returns to the boards.
  await expect(page).toHaveURL((url) => url.pathname === '/admin/processes');
  await expect(board(page, 'En curso').getByRole('link', { name: lifecycleName })).toBeVisible();
  await expect(board(page, 'Pre-kickoff').getByRole('link', { name: lifecycleName })).toHaveCount(0);
});

test('finalizing the process in progress asks first and moves it to Finalizado', async ({ page }) => {
  expect(lifecycleName, 'the process the previous test started').not.toBe('');
  await openProcess(page, 'En curso', lifecycleName, 'in_progress');
  await page.getByRole('button', { name: 'Finalizar' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '¿Finalizar el proceso?' });
  await expect(dialog).toBeVisible();
  await confirmInDialog(dialog, 'Finalizar');
  await expect(page.getByText('Proceso finalizado con exito')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/admin/processes/finalized/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Procesos / Finalizado' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finalizar' })).toHaveCount(0);
  // The demo process in progress, which other journeys follow, is still running.
  await page.goto('/admin/processes');
  await expect(board(page, 'En curso').getByRole('link', { name: IN_PROGRESS })).toBeVisible();
});

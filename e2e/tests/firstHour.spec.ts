import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { confirmInDialog, selectByLabel } from '../support/antd';
import { expectSignedInAt, signIn } from '../support/session';

/**
 * A newcomer's first hour, as `npm start` runs it with no configuration: no SMTP server, so every mail waits in the
 * outbox. The admin creates a process with the wizard and invites two demo members; each accepts from her home in
 * the browser (no mail needed); the admin moves the process to pre-kickoff. The shared e2e server has an SMTP sink,
 * so this journey starts its own server, without one, on its own port and its own empty data folder.
 */

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MENTOR = { email: 'mentora@enlaza.test', name: 'Valentina Soto', firstName: 'Valentina' };
const MENTEE = { email: 'mentee@enlaza.test', name: 'Camila González', firstName: 'Camila' };
const STUDENT_CAMPUS = 'Campus Mentees: Liderazgo y desarrollo profesional';
const MENTOR_CAMPUS = 'Campus Mentoras: Acompañar con propósito';
const PROCESS_NAME = `Mi primer proceso ${Date.now().toString(36)}`;
const BULK_EMAILS_LABEL = 'Emails (separados por coma o salto de línea)';

let server: ChildProcess | undefined;
let serverOutput = '';
let dataDir = '';
let baseURL = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  baseURL = `http://localhost:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'enlaza-first-hour-'));
  // The compiled server, as `npm start` runs it: demo data on, and no SMTP_URL.
  server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      S3_BUCKET: '',
      SMTP_URL: '',
      SEED_DEMO_DATA: 'true',
      PUBLIC_URL: baseURL,
      SECOND_BRAND_URL: `http://mentorup.localhost:${port}`,
      JWT_SECRET: 'first-hour-secret-for-signing-test-tokens-0123456789',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    serverOutput = (serverOutput + chunk.toString()).slice(-4000);
  };
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);

  const deadline = Date.now() + 75_000;
  for (;;) {
    const ok = await fetch(`${baseURL}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${serverOutput}`);
    if (Date.now() > deadline) throw new Error(`the server did not become healthy:\n${serverOutput}`);
    await new Promise((r) => setTimeout(r, 300));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A browser context of its own (its own session) on this journey's server. */
const newContext = (browser: Browser) =>
  browser.newContext({ baseURL, locale: 'es-CL', timezoneId: 'America/Santiago' });

const stepIs = (page: Page, step: number) =>
  expect(page).toHaveURL(
    (url) => url.pathname.startsWith('/admin/processes/edit/') && url.searchParams.get('step') === String(step),
  );

/** The draft page's bulk add by email (the Mentees tab, or whichever participant tab is open). */
async function addByEmails(page: Page, scope: Locator) {
  await scope.getByLabel(BULK_EMAILS_LABEL).fill(`${MENTOR.email}\n${MENTEE.email}`);
  await scope.getByRole('button', { name: 'Agregar participantes' }).click();
  await expect(page.getByRole('list', { name: 'Agregados' })).toContainText(MENTOR.email);
  await expect(page.getByRole('list', { name: 'Agregados' })).toContainText(MENTEE.email);
}

/** Steps 1 to 7 of 'Crear proceso' for a mentoring process of the demo client; answers the new process's id. */
async function createProcessWithWizard(page: Page): Promise<string> {
  await page
    .getByRole('navigation', { name: 'Menú de administración' })
    .getByRole('link', { name: 'Procesos' })
    .click();
  await page.getByRole('button', { name: 'Crear proceso' }).click();
  await page.getByRole('link', { name: /Crear Proceso Mentoria/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/processes/create');

  // Step 1: general data.
  await selectByLabel(page, 'Cliente', 'Compañía Demo');
  await selectByLabel(page, /^\*? ?Pauta$/, 'Pauta Mentoría Enlaza', { search: true });
  await selectByLabel(page, 'Feedback de sesiones', 'Feedback sesiones Programa Mentoras', { search: true });
  await selectByLabel(page, /^\*? ?MDI$/, 'Medición de impacto Programa Mentoras', { search: true });
  await selectByLabel(page, 'Coordinadora', 'Andrea Rojas', { search: true });
  // A typed date is left with a click elsewhere (Enter in a date field does not submit the step).
  await page.getByLabel('Fecha de inicio').fill('02/03/2031');
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByLabel('Fecha de término')).toHaveValue('02/06/2031');
  await page.getByLabel('Nombre del proceso').fill(PROCESS_NAME);
  await page.getByRole('button', { name: 'Crear proceso' }).click();
  await expect(page.getByText('Proceso creado con exito')).toBeVisible();
  await stepIs(page, 2);
  const processId = new URL(page.url()).pathname.split('/').pop()!;

  // Step 2: a campus for each audience.
  await page.getByRole('checkbox', { name: STUDENT_CAMPUS }).check();
  await page.getByRole('checkbox', { name: MENTOR_CAMPUS }).check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await stepIs(page, 3);

  // Step 3: no convocatory; people are added by email.
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await stepIs(page, 4);

  // Step 4 'Asignar usuarios': the client has no convocatory, so people are added by email here.
  const step4 = page.getByRole('region', { name: 'Asignar usuarios' });
  await expect(step4.getByRole('heading', { name: 'Asignar usuarios' })).toBeVisible();
  await expect(step4.locator('.ant-skeleton')).toHaveCount(0);
  await addByEmails(page, step4);
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Step 5 (networking) is skipped for a mentoring process; step 6: the events, confirmed.
  await stepIs(page, 6);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await confirmInDialog(page.getByRole('dialog', { name: '¿Confirmas los eventos del proceso?' }), 'Confirmar');
  await stepIs(page, 7);
  await expect(page.getByRole('region', { name: 'Resumen' })).toContainText(PROCESS_NAME);
  await page.getByRole('button', { name: 'Ir al proceso' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/admin/processes/draft/${processId}`);
  return processId;
}

/** Selects one person on a participant tab of the draft and sends her invitation. */
async function invite(page: Page, tab: 'Mentoras' | 'Mentees', personName: string, success: string) {
  await page.getByRole('tab', { name: tab }).click();
  const region = page.getByRole('region', { name: tab });
  await region.getByRole('checkbox', { name: `Seleccionar a ${personName}` }).check();
  await region.getByRole('button', { name: 'Invitar' }).click();
  await expect(page.getByText(success)).toBeVisible();
  await expect(region.getByRole('row', { name: new RegExp(personName) }).getByText('1/3')).toBeVisible();
}

/** An invited member, in a browser of her own: the home shows the invitation; she opens it and accepts. */
async function acceptFromHome(browser: Browser, member: typeof MENTOR) {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await signIn(page, member.email);
    await expectSignedInAt(page, '/home', member.firstName);
    const card = page.getByRole('region', { name: `Tienes una invitación pendiente: ${PROCESS_NAME}` });
    await expect(card.getByText('Tienes una invitación pendiente')).toBeVisible();
    await expect(card.getByText('Andrea Rojas')).toBeVisible();
    await card.getByRole('button', { name: 'Ver invitación' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirma tu participación' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Me comprometo a participar activamente del programa')).toBeVisible();
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByRole('heading', { name: 'Gracias por aceptar este compromiso!' })).toBeVisible();
    await page.getByRole('button', { name: 'Ir al inicio' }).click();
    await expect(page.getByRole('heading', { name: 'Mis procesos' })).toBeVisible();
    await expect(card).toHaveCount(0);
  } finally {
    await context.close();
  }
}

test('with no SMTP, an admin creates and staffs a process, the members accept in the app, and it reaches pre-kickoff', async ({
  browser,
}) => {
  let admin: BrowserContext | undefined;
  try {
    admin = await newContext(browser);
    const page = await admin.newPage();
    await signIn(page, 'admin@enlaza.test');
    await expectSignedInAt(page, '/admin/home', 'Andrea');

    const processId = await createProcessWithWizard(page);
    await invite(page, 'Mentoras', MENTOR.name, 'Las mentoras fueron invitadas exitosamente!');
    await invite(page, 'Mentees', MENTEE.name, 'Las estudiantes fueron invitadas exitosamente!');

    await acceptFromHome(browser, MENTOR);
    await acceptFromHome(browser, MENTEE);

    // Both confirmed: the draft moves to pre-kickoff.
    await page.reload();
    await page.getByRole('tab', { name: 'Mentees' }).click();
    await expect(
      page.getByRole('region', { name: 'Mentees' }).getByRole('row', { name: new RegExp(MENTEE.name) }),
    ).toContainText('Confirmada');
    await page.getByRole('button', { name: 'Pasar a pre-kickoff' }).click();
    await confirmInDialog(
      page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Pasar a pre-kickoff' }) }),
      'Pasar a pre-kickoff',
    );
    await expect(page.getByText('El proceso ahora se encuentra en etapa pre-kickoff')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === `/admin/processes/kickoff/${processId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Procesos / Pre-kickoff' })).toBeVisible();

    // No mail was lost: both invitations wait in the outbox, unsent, for the admin to read.
    await page.goto('/admin/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Correos y tareas' })).toBeVisible();
    await expect(page.getByText(/^Sin servidor de correo configurado/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar correos' }).fill(PROCESS_NAME);
    for (const member of [MENTOR, MENTEE]) {
      const row = page
        .getByRole('row')
        .filter({ hasText: member.email })
        .filter({ hasText: `Te invitamos a participar en ${PROCESS_NAME}` });
      await expect(row).toHaveCount(1);
      await expect(row.getByText('En cola', { exact: true })).toBeVisible();
    }

    // Anyone on this demo start, signed in or not, reads them on 'Correos enviados' with their links whole.
    const visitor = await newContext(browser);
    try {
      const mails = await visitor.newPage();
      await mails.goto('/login');
      await mails.getByRole('link', { name: 'Correos enviados' }).click();
      await expect(mails.getByRole('heading', { level: 1, name: 'Correos enviados' })).toBeVisible();
      // Opened from a phone, the list scrolls inside the page instead of widening it.
      await mails.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => mails.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      await mails.getByRole('searchbox', { name: 'Buscar correos' }).fill(PROCESS_NAME);
      // Once the search applies, the one row left is this process's invitation (the demo holds other mails).
      await mails
        .getByRole('row')
        .filter({ hasText: `Te invitamos a participar en ${PROCESS_NAME}` })
        .getByRole('button', { name: `Ver correo a ${MENTEE.email}` })
        .click();
      const mail = mails.getByRole('dialog', { name: `Te invitamos a participar en ${PROCESS_NAME}` });
      await expect(mail.getByRole('link', { name: /\/process_invitation\/student\?usertoken=/ })).toBeVisible();
    } finally {
      await visitor.close();
    }
  } finally {
    await admin?.close();
  }
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { devices, expect, test, type Locator, type Page } from '@playwright/test';
import { bearer, tokenOf } from '../support/api';
import { demoProcessId } from '../support/demoProcesses';
import { createConvocatory } from '../support/convocatories';
import { E2E_SECOND_BRAND_URL } from '../support/environment';

/**
 * What a person's phone downloads to show the pages people open first, from a mail or a QR code: the JavaScript of
 * each page, gzip-sized (sizes are deterministic: a build that grows past a budget fails here). The goals are
 * 150 KB for /login and 200 KB for the public enrolment and attendance pages; the budgets below hold today's sizes
 * with a small margin, so they can only come down towards them. (The entry no longer lists every screen's files for
 * preloading, see apps/web/vite.config.ts: a new screen adds only its route and its stylesheets' names, about
 * 0.1 KB.)
 */
// The attendance page reads its event through the query-key registry (lib/api/queryKeys.ts): 0.4 KB more. The
// enrolment page checks the date of birth with the contract's date formatters, a chunk of their own shared by every
// page that shows dates: 0.5 KB more. Signing out without waiting on a slow server (the menu every signed-in page
// carries) brought the attendance page to 377.61 KB: 0.5 KB more. Keying every read by its endpoint, with the viewer
// where the answer depends on who asks, and one reader of /users/me with the whole profile's schema, measured the
// login at 303.97 KB (+5), the enrolment at 340.38 and the attendance page at 378.69.
const BUDGET_KB = { login: 304.5, enrolment: 341, attendance: 379 };

/** Chunks of parts only some screens show, named in apps/web/vite.config.ts: none of these pages may load them. */
const SCREEN_ONLY_CHUNKS = [
  'date-picker',
  'reference-lists',
  'QuestionaryBuilderPage',
  'ProcessDetailView',
  // The blog's Markdown renderer (react-markdown and its parser), shared by the blog's two pages only.
  'Markdown',
];

const manifestPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/dist/.vite/manifest.json',
);

function screenOnlyFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; name?: string }>;
  const files = Object.values(manifest)
    .filter(({ name }) => name !== undefined && SCREEN_ONLY_CHUNKS.includes(name))
    .map(({ file }) => path.basename(file));
  expect(files.length, 'the build names its screen-only chunks').toBeGreaterThanOrEqual(SCREEN_ONLY_CHUNKS.length);
  return new Set(files);
}

interface Loaded {
  gzipKb: number;
  files: string[];
}

/** Opens a page in a fresh phone context and measures the JavaScript it loaded once its content shows. */
async function scriptsOf(page: Page, url: string, ready: (page: Page) => Locator): Promise<Loaded> {
  const scripts: { file: string; body: Buffer; encoding?: string; cache?: string }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) =>
          void scripts.push({
            file: path.basename(new URL(response.url()).pathname),
            body,
            encoding: response.headers()['content-encoding'],
            cache: response.headers()['cache-control'],
          }),
      ),
    );
  });
  await page.goto(url);
  await expect(ready(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  for (const script of scripts) {
    // Sent as the brotli copy made at build time (above 1 KB), and cached for good (names carry a content hash).
    if (script.body.length > 1024) expect(script.encoding, `${script.file} compressed`).toBe('br');
    expect(script.cache, `${script.file} cached`).toBe('public, max-age=31536000, immutable');
  }
  const gzipBytes = scripts.reduce((sum, { body }) => sum + gzipSync(body).length, 0);
  return { gzipKb: gzipBytes / 1024, files: scripts.map(({ file }) => file) };
}

function expectWithin(loaded: Loaded, budgetKb: number, screenOnly: Set<string>) {
  expect(loaded.files.filter((file) => screenOnly.has(file))).toEqual([]);
  expect(loaded.gzipKb, `JavaScript loaded (KB gzip): ${loaded.gzipKb.toFixed(1)}`).toBeLessThanOrEqual(budgetKb);
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the sign-in page loads compressed JavaScript within its budget and no screen-only code', async ({ page }) => {
  const loaded = await scriptsOf(page, '/login', (p) => p.getByRole('button', { name: 'Iniciar sesión' }));
  expectWithin(loaded, BUDGET_KB.login, screenOnlyFiles());
});

test("the sign-in page's HTML names the page's own scripts, fetched with the entry instead of after it", async ({
  request,
}) => {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
  const loginChunk = manifest['src/features/auth/LoginPage.tsx']!.file;
  const html = await (await request.get('/login')).text();
  expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${loginChunk}">`);
  const other = await (await request.get('/password-recovery')).text();
  expect(other).not.toContain(loginChunk);
});

test('the sign-in page comes drawn in its HTML, inert until the app has drawn it again', async ({
  browser,
  baseURL,
}) => {
  // Before any script runs (here, none ever does) the visitor already sees the page, in the brand's colours.
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const still = await withoutScripts.newPage();
  await still.goto('/login');
  await expect(still.getByRole('heading', { name: 'Ingresa a tu cuenta' })).toBeVisible();
  await expect(still.locator('#root')).toHaveAttribute('inert', '');
  await expect(still.locator('html')).toHaveAttribute('style', /--brand-color:#5b2a86/);
  await withoutScripts.close();

  const scripted = await browser.newContext({ baseURL: E2E_SECOND_BRAND_URL });
  const page = await scripted.newPage();
  await page.goto('/password-recovery');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle(/MentorUp/);
  await scripted.close();
});

/** Sizes and distances a visitor sees on the enrolment page's first step (from its heading, whatever is above it). */
async function lookOf(page: Page) {
  const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const button = (await page.getByRole('button', { name: 'Continuar' }).boundingBox())!;
  const stepTitle = page.locator('.ant-steps-item-title').nth(1);
  return {
    headingSize: [heading.width, heading.height],
    buttonFromHeading: [button.x - heading.x, button.y - heading.y, button.width, button.height],
    stepTitle: await stepTitle.evaluate((title) => [getComputedStyle(title).fontSize, title.clientHeight]),
  };
}

test('the enrolment page comes drawn with its convocatoria; the app takes it over without asking again', async ({
  browser,
  baseURL,
  request,
}) => {
  const name = `Dibujada ${Date.now().toString(36)}`;
  const convocatory = await createConvocatory(request, { name, convocatoryType: 'MASSIVE' });
  const address = `/convocatory/inscription/${convocatory.convocatoryId}/student`;

  // A phone's browser: the page is drawn for a phone's screen, the one the app then finds.
  const phone = { ...devices['Pixel 7'], baseURL };
  const withoutScripts = await browser.newContext({ ...phone, javaScriptEnabled: false });
  const still = await withoutScripts.newPage();
  await still.goto(address);
  await expect(still.getByRole('heading', { name: `Inscripción al programa ${name}` })).toBeVisible();
  await expect(still.getByLabel('Email')).toBeVisible();
  await expect(still.locator('#root')).toHaveAttribute('inert', '');
  const drawnLook = await lookOf(still);
  await withoutScripts.close();

  const scripted = await browser.newContext(phone);
  const page = await scripted.newPage();
  // The heading the server drew, kept aside as the page arrives: the app is to take over that very element.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector('h1');
    });
  });
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/convocatory/public/')) asked.push(sent.url());
  });
  await page.goto(address);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // The drawn page, with only the styles it uses, looked as the app's own does with all of them.
  expect(await lookOf(page)).toEqual(drawnLook);
  await page.getByLabel('Email').fill('dibujada@enlaza.test');
  await expect(page.getByLabel('Email')).toHaveValue('dibujada@enlaza.test');
  expect(
    await page.evaluate(
      () => (window as unknown as { drawnHeading: Element | null }).drawnHeading === document.querySelector('h1'),
    ),
  ).toBe(true);
  // The convocatoria came with the page: the app starts from it instead of asking the server again.
  expect(asked).toEqual([]);
  await scripted.close();
});

test('the public enrolment page loads its first step within budget; later steps come when needed', async ({
  page,
  request,
}) => {
  const convocatory = await createConvocatory(request, {
    name: `Presupuesto ${Date.now().toString(36)}`,
    convocatoryType: 'MASSIVE',
  });
  const loaded = await scriptsOf(page, `/convocatory/inscription/${convocatory.convocatoryId}/student`, (p) =>
    p.getByRole('button', { name: 'Continuar' }),
  );
  expectWithin(loaded, BUDGET_KB.enrolment, screenOnlyFiles());
});

test('the attendance page a QR code opens comes drawn with its event, and loads within its budget', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const admin = await tokenOf(request, 'admin@enlaza.test');
  // The demo's mentoring process in progress: other journeys' processes in progress may be of other kinds.
  const processId = await demoProcessId(request, 'inProgress', admin);
  const inAnHour = new Date(Date.now() + 3600_000);
  inAnHour.setUTCMinutes(0, 0, 0);
  const created = await request.post('/api/events', {
    headers: bearer(admin),
    data: { processId, name: 'Encuentro medido', roles: [], eventDate: inAnHour.toISOString() },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { event } = (await created.json()) as { event: { eventId: string } };

  // The phone shows the event and the name picker before any script has run (here, none ever does).
  const withoutScripts = await browser.newContext({ ...devices['Pixel 7'], baseURL, javaScriptEnabled: false });
  const still = await withoutScripts.newPage();
  await still.goto(`/mark-attendance/${event.eventId}`);
  await expect(still.getByRole('heading', { name: 'Encuentro medido' })).toBeVisible();
  await expect(still.getByText('Tu nombre', { exact: true })).toBeVisible();
  await withoutScripts.close();

  const loaded = await scriptsOf(page, `/mark-attendance/${event.eventId}`, (p) =>
    p.getByRole('heading', { name: 'Encuentro medido' }),
  );
  expectWithin(loaded, BUDGET_KB.attendance, screenOnlyFiles());
});

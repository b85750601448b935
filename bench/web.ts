/**
 * Web speed benchmark (`npm run bench:web`, about fifteen minutes): Lighthouse, on Debian Chromium (CHROME_PATH,
 * default /usr/bin/chromium), against the production build served by the real server with the demo data, for the pages a
 * person opens first: /login, the public enrolment page of the demo's open convocatoria, /mark-attendance/{eventId}
 * (the page a QR code opens), and, signed in, /home (mentee) and /admin/home. Each page runs with the mobile preset
 * (slow 4G, a 4× slower CPU) and the desktop one, side by side in one run, on a fresh browser profile each time (an
 * empty cache, as a first visit), three times over (the median run is printed). It prints, per page and preset, the
 * performance and accessibility scores, the first and largest contentful paints, the total blocking time and the
 * bytes transferred, next to the goals (mobile performance ≥ 90, accessibility ≥ 95, desktop performance ≥ 95).
 * Scores move with other work on the machine: run it on a quiet one. Words after `--` pick pages by their label (`npm run bench:web -- home login`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DEMO_PASSWORD = 'Enlaza2026!';
const GOALS = { mobile: 90, desktop: 95, accessibility: 95 };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (health?.ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /api/health within two minutes');
}

interface Session {
  accessToken: string;
  refreshToken: string;
}

async function api<T>(base: string, url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const res = await fetch(`${base}/api${url}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

const signIn = (base: string, email: string) =>
  api<Session>(base, '/auth', { method: 'POST', body: JSON.stringify({ email, password: DEMO_PASSWORD }) });

interface PageToMeasure {
  label: string;
  path: string;
  session?: Session;
}

/** The demo's pages: its open convocatoria, and an event of today on its process in progress (as a QR opens it). */
async function pagesToMeasure(base: string): Promise<PageToMeasure[]> {
  const admin = await signIn(base, 'admin@enlaza.test');
  const mentee = await signIn(base, 'mentee@enlaza.test');
  const open = await api<{ docs: { convocatoryId: string }[] }>(base, '/convocatory?status=OPEN&page=1', {
    token: admin.accessToken,
  });
  const convocatory = open.docs[0];
  if (!convocatory) throw new Error('the demo data has no open convocatoria');
  const inProgress = await api<{ docs: { processId: string }[] }>(base, '/process?status=IN_PROGRESS&page=1', {
    token: admin.accessToken,
  });
  const processId = inProgress.docs[0]?.processId;
  if (!processId) throw new Error('the demo data has no process in progress');
  const today = new Date();
  today.setHours(today.getHours() + 1, 0, 0, 0);
  const { event } = await api<{ event: { eventId: string } }>(base, '/events', {
    method: 'POST',
    token: admin.accessToken,
    body: JSON.stringify({ processId, name: 'Encuentro de medición', roles: [], eventDate: today.toISOString() }),
  });
  return [
    { label: '/login', path: '/login' },
    { label: 'inscripción pública', path: `/convocatory/inscription/${convocatory.convocatoryId}/student` },
    { label: 'marcar asistencia', path: `/mark-attendance/${event.eventId}` },
    { label: '/home (mentee)', path: '/home', session: mentee },
    { label: '/admin/home', path: '/admin/home', session: admin },
  ];
}

interface Measure {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  blockingMs: number;
  transferredKiB: number;
}

/** One Lighthouse run on a fresh Chromium profile; a signed-in page gets its tokens first, without the app cached. */
async function measure(base: string, page: PageToMeasure, preset: 'mobile' | 'desktop'): Promise<Measure> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    };
    if (page.session) {
      // The tokens go in through a bare JSON response of the same origin, so no script or style is cached yet.
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const tab = await browser.newPage();
      await tab.goto(`${base}/api/health`);
      await tab.evaluate(
        `localStorage.setItem('enlaza_access_token', ${JSON.stringify(page.session.accessToken)});` +
          `localStorage.setItem('enlaza_refresh_token', ${JSON.stringify(page.session.refreshToken)});`,
      );
      await tab.close();
      await browser.disconnect();
      flags.disableStorageReset = true;
    }
    const result = await lighthouse(`${base}${page.path}`, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr;
    if (runtimeError)
      throw new MeasurementFailed(`${page.path} (${preset}): ${runtimeError.code} ${runtimeError.message}`);
    if (new URL(finalDisplayedUrl).pathname !== new URL(`${base}${page.path}`).pathname) {
      throw new Error(`${page.path} ended on ${finalDisplayedUrl}`);
    }
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      blockingMs: audits['total-blocking-time']?.numericValue ?? NaN,
      transferredKiB: (audits['total-byte-weight']?.numericValue ?? NaN) / 1024,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse could not trace the page (it happens now and then on a busy machine): measured again. */
class MeasurementFailed extends Error {}

async function measureWithRetry(...args: Parameters<typeof measure>) {
  try {
    return await measure(...args);
  } catch (error) {
    if (!(error instanceof MeasurementFailed)) throw error;
    console.error(`${error.message}; midiendo otra vez`);
    return measure(...args);
  }
}

/**
 * Lighthouse's own advice on its variability: a page measured once may land on a good or a bad run (how the
 * simulated slow network overlaps the page's downloads changes between runs), so each page is measured
 * RUNS_PER_PAGE times and the run with the median performance is the one printed.
 */
const RUNS_PER_PAGE = 3;

async function measureMedian(...args: Parameters<typeof measure>): Promise<Measure> {
  const runs: Measure[] = [];
  for (let run = 0; run < RUNS_PER_PAGE; run += 1) runs.push(await measureWithRetry(...args));
  runs.sort((a, b) => a.performance - b.performance);
  return runs[Math.floor(runs.length / 2)]!;
}

async function main() {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html')) || !existsSync(path.join(root, 'apps/api/dist'))) {
    throw new Error('build first: npm run build');
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'enlaza-bench-web-'));
  const port = await freePort();
  const server = await startServer(port, dataDir);
  const base = `http://localhost:${port}`;
  try {
    // `npm run bench:web -- home` measures only the pages whose label holds one of the words given.
    const only = process.argv.slice(2);
    const pages = (await pagesToMeasure(base)).filter(
      ({ label }) => only.length === 0 || only.some((word) => label.includes(word)),
    );
    const rows: string[][] = [];
    let missed = 0;
    for (const page of pages) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const m = await measureMedian(base, page, preset);
        const goal = GOALS[preset];
        const met = m.performance >= goal && m.accessibility >= GOALS.accessibility;
        if (!met) missed += 1;
        rows.push([
          page.label,
          preset,
          `${m.performance} (≥ ${goal})`,
          `${m.accessibility} (≥ ${GOALS.accessibility})`,
          `${(m.fcpMs / 1000).toFixed(2)} s`,
          `${(m.lcpMs / 1000).toFixed(2)} s`,
          `${m.blockingMs.toFixed(0)} ms`,
          `${m.transferredKiB.toFixed(0)} KiB`,
          met ? 'sí' : 'NO',
        ]);
      }
    }
    const header = ['página', 'preset', 'rendimiento', 'accesibilidad', 'FCP', 'LCP', 'bloqueo', 'transferido', 'meta'];
    const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
    const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
    const { version } = createRequire(import.meta.url)('lighthouse/package.json') as { version: string };
    console.log(`Lighthouse ${version}, Chromium ${CHROME_PATH}, ${os.cpus().length} núcleos`);
    console.log(line(header));
    for (const row of rows) console.log(line(row));
    console.log(missed === 0 ? 'Todas las metas se cumplen.' : `${missed} de ${rows.length} mediciones bajo su meta.`);
  } finally {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

// Every test of the project, in the order that fails fastest: static checks, then unit and API tests on PGlite,
// then the end-to-end suite in Chromium. When TEST_DATABASE_URL is set, the API suite runs again on PostgreSQL
// alongside the end-to-end suite: they share nothing (the end-to-end app has its own embedded database), and the
// browser suite leaves the processor idle while it waits on pages, so running both at once shortens the whole run.
// The concurrent step's output is held back and printed whole when it ends, so neither log interleaves.
import { spawn } from 'node:child_process';

const checks = ['type check and lint', 'npm', ['run', 'check']];
const unit = ['unit and API tests (PGlite)', 'npx', ['vitest', 'run'], { TEST_DATABASE_URL: '' }];
// At a lower priority: the browser suite's app and Chromium get the processor first, so its pages keep their pace.
// One file at a time there: the browser suite has the other core.
const postgres = [
  'API tests (PostgreSQL)',
  'nice',
  ['-n', '10', 'npx', 'vitest', 'run', '--project', 'api', '--maxWorkers', '1'],
];
const endToEnd = ['end-to-end tests (Chromium)', 'npm', ['run', 'test:e2e']];

/** Runs one step; with `quiet`, its output is collected and printed once it ends. Resolves to its exit code. */
function run([title, command, args, env = {}], { quiet = false } = {}) {
  console.log(`\n▶ ${title}${quiet ? ' (its output follows when it ends)' : ''}`);
  const started = Date.now();
  const child = spawn(command, args, {
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  const output = [];
  if (quiet) {
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (quiet) {
        console.log(`\n▼ ${title}: output`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(code === 0 ? `✓ ${title} (${seconds} s)` : `\n✗ ${title} failed (${seconds} s)`);
      resolve(code ?? 1);
    });
  });
}

for (const step of [checks, unit]) {
  const code = await run(step);
  if (code !== 0) process.exit(code);
}
const last = [run(endToEnd)];
if (process.env.TEST_DATABASE_URL) last.push(run(postgres, { quiet: true }));
const codes = await Promise.all(last);
process.exit(codes.find((code) => code !== 0) ?? 0);

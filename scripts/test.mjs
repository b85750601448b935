// Every test of the project, in the order that fails fastest: static checks, unit and API tests on PGlite,
// the API suite again on PostgreSQL when TEST_DATABASE_URL is set, then the end-to-end suite in Chromium.
import { spawnSync } from 'node:child_process';

const steps = [
  ['type check and lint', 'npm', ['run', 'check']],
  ['unit and API tests (PGlite)', 'npx', ['vitest', 'run'], { TEST_DATABASE_URL: '' }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(['API tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'api']]);
}
steps.push(['end-to-end tests (Chromium)', 'npm', ['run', 'test:e2e']]);

for (const [title, command, args, env = {}] of steps) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds} s)`);
}

import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startOidcProvider } from '../../apps/api/test/oidcProvider';
import { startSmtpSink } from '../../apps/api/test/smtpSink';
import {
  E2E_BASE_URL,
  E2E_JWT_SECRET,
  E2E_MAIL_FILE,
  E2E_OIDC_IDENTITY_FILE,
  E2E_PORT,
  E2E_SECOND_BRAND_URL,
} from './environment';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts a real SMTP sink, a local OpenID provider and the production build of the app on a fresh embedded database. */
export default async function globalSetup() {
  writeFileSync(E2E_MAIL_FILE, '');
  const smtp = await startSmtpSink((mail) => appendFileSync(E2E_MAIL_FILE, JSON.stringify(mail) + '\n'));

  // A real OpenID provider stands in for Google; the identity it signs in as is read from a file tests write.
  writeFileSync(E2E_OIDC_IDENTITY_FILE, JSON.stringify({ email: 'nadie@example.com', emailVerified: true }));
  const oidc = await startOidcProvider({
    clientId: 'enlaza-e2e',
    clientSecret: 'e2e-client-secret',
    redirectUris: [`${E2E_BASE_URL}/api/auth/google/callback`, `${E2E_SECOND_BRAND_URL}/api/auth/google/callback`],
    identity: () => JSON.parse(readFileSync(E2E_OIDC_IDENTITY_FILE, 'utf8')),
  });

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'enlaza-e2e-data-'));
  // The compiled server, as production runs it (`npm run test:e2e` builds it first).
  const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: E2E_BASE_URL,
      SECOND_BRAND_URL: E2E_SECOND_BRAND_URL,
      SMTP_URL: smtp.url,
      JWT_SECRET: E2E_JWT_SECRET,
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      ENROLMENT_RATE_LIMIT_PER_IP: '1000',
      EVENT_ATTENDANCE_RATE_LIMIT_PER_IP: '1000',
      GOOGLE_ISSUER: oidc.issuer,
      GOOGLE_CLIENT_ID: 'enlaza-e2e',
      GOOGLE_CLIENT_SECRET: 'e2e-client-secret',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));

  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${E2E_BASE_URL}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (server.exitCode !== null) throw new Error(`the app exited with code ${server.exitCode} while starting`);
    if (Date.now() > deadline) throw new Error('the app did not become healthy within 60 s');
    await new Promise((r) => setTimeout(r, 300));
  }

  return async () => {
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    await smtp.close();
    await oidc.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

import os from 'node:os';
import path from 'node:path';

/** Where the app under test listens, and the secrets the tests share with it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_SECOND_BRAND_URL = `http://mentorup.localhost:${E2E_PORT}`;
export const E2E_JWT_SECRET = 'e2e-secret-for-signing-test-tokens-only-0123456789';
/** Mails the SMTP sink received, one JSON object per line (the sink runs in the runner, tests in workers). */
export const E2E_MAIL_FILE = path.join(os.tmpdir(), `enlaza-e2e-mail-${E2E_PORT}.jsonl`);
/** The identity the stand-in OpenID provider signs in as (JSON: email, emailVerified). */
export const E2E_OIDC_IDENTITY_FILE = path.join(os.tmpdir(), `enlaza-e2e-oidc-${E2E_PORT}.json`);
export const DEMO_PASSWORD = 'Enlaza2026!';

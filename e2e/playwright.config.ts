import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL } from './support/environment';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/globalSetup.ts',
  // One app with one embedded database serves every test: run them one after another.
  workers: 1,
  fullyParallel: false,
  // A whole journey (sign in, build, preview, list) takes 15–35 s on two shared cores; the limit catches a hang.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});

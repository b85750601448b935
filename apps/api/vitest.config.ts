import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Node loads `graphql` through its "main" (CommonJS) for mercurius and for the API's own imports alike; Vite
    // would pick its "module" build for source files, and two copies of graphql refuse each other's schema.
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
  },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share a worker's loaded modules (the app's module graph loads once per worker, not once per file): each
    // file builds its own app and database, and the one file that mocks a module starts its modules afresh.
    isolate: false,
  },
});

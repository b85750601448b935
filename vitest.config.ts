import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web'],
    // At least two files at a time, also on a two-core machine (where the default is one): each waits on its
    // database or its rendering often enough that a second one keeps both cores busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});

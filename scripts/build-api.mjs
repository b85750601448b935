// Compiles the API for production into apps/api/dist: the server and the solver pool's worker thread as two ES
// module bundles side by side (server.js, solverWorker.js, with source maps), and the database migrations beside
// them (dist/migrations, read at start-up). Packages from node_modules stay outside the bundles and load at run
// time, native ones such as sharp and those that read their own files such as pdfkit's fonts; only the workspace's
// @enlaza/contract, published as TypeScript sources, is bundled in.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api');
const outdir = path.join(apiDir, 'dist');
const bundledPackages = ['@enlaza/contract'];

/** Every bare import is external but the bundled packages (and their subpaths). */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      bundledPackages.some((name) => specifier === name || specifier.startsWith(`${name}/`))
        ? undefined
        : { external: true },
    );
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: apiDir,
  // The worker must sit beside the server: the solver pool finds it next to the bundle that starts it.
  entryPoints: { server: 'src/server.ts', solverWorker: 'src/solvers/solverWorker.ts' },
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
// database.ts reads the migrations from the folder beside its module, which in the build is the server bundle.
await cp(path.join(apiDir, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`API built in ${path.relative(process.cwd(), outdir) || outdir}`);

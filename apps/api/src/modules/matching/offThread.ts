/**
 * Runs a CPU-heavy solve (an exported function of a module) in a worker thread, so the instance keeps answering
 * other requests while a large cohort is scored and solved. Small cohorts are solved in place by the callers: a
 * thread's start-up costs more than their solve.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const here = fileURLToPath(import.meta.url);
const extension = path.extname(here);

export interface OffThreadJob<I> {
  /** The module's URL (its import.meta.url). */
  moduleUrl: string;
  /** The function to call: it takes the input and returns a structured-clonable result. */
  exportName: string;
  input: I;
}

/**
 * Where the worker starts. From compiled JavaScript, the worker file itself. From TypeScript sources (tsx, vitest),
 * a small bootstrap that registers tsx's loader in the worker first: loader flags are not inherited by workers on
 * Node 20.
 */
function workerEntry(): { entry: string | URL; eval: boolean } {
  const workerFile = pathToFileURL(path.join(path.dirname(here), `offThread.worker${extension}`));
  if (extension !== '.ts') return { entry: workerFile, eval: false };
  // require.resolve gives the CommonJS build of tsx/esm/api; its ES module build sits beside it.
  const tsxApiCjs = createRequire(import.meta.url).resolve('tsx/esm/api');
  const tsxApi = pathToFileURL(tsxApiCjs.replace(/\.cjs$/, '.mjs')).href;
  const bootstrap = `(async () => {
    const { register } = await import(${JSON.stringify(tsxApi)});
    register();
    await import(${JSON.stringify(workerFile.href)});
  })();`;
  return { entry: bootstrap, eval: true };
}

export function runOffThread<I, O>(job: OffThreadJob<I>): Promise<O> {
  const { entry, eval: isEval } = workerEntry();
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry, { workerData: job, eval: isEval });
    worker.once('message', (result: O) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`solver worker exited with code ${code}`));
    });
  });
}

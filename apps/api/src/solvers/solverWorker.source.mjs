// The solver worker when the API runs from its TypeScript sources (tsx, vitest): on Node 20 a worker thread does
// not inherit the parent's loader, so this registers tsx in the thread before loading the worker.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./solverWorker.ts');
export default worker.default;

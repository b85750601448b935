/**
 * The worker thread the server starts to render the public pages (renderPublicPage.tsx). The app's modules read the
 * browser's `window` as they load (the settings the server injects, the stored session): here a stand-in with the
 * server's settings and no stored session, set before they load, in a thread of its own so the server's globals
 * stay untouched.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { BrandId } from '../app/brand';

interface Job {
  publicConfig: unknown;
  pages: { path: string; brandId: BrandId }[];
}

const { publicConfig, pages } = workerData as Job;
const storage = new Map<string, string>();
Object.assign(globalThis, {
  window: {
    __ENLAZA_CONFIG__: publicConfig,
    location: { hostname: 'localhost' },
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
    addEventListener() {},
    removeEventListener() {},
  },
});

const { renderPublicPage } = await import('./renderPublicPage');
const rendered = [];
for (const page of pages) rendered.push({ ...page, rendered: await renderPublicPage(page.path, page.brandId) });
parentPort?.postMessage(rendered);

/**
 * The worker thread the server keeps to draw the public pages (renderPublicPage.tsx). The app's modules read the
 * browser's `window` as they load (the settings the server injects, the stored session): here a stand-in with the
 * server's settings, no stored session and a screen of the width the page is drawn for, set before they load, in a
 * thread of its own so the server's globals stay untouched. The app's calls to the API (`fetch('/api/…')`) go to the
 * server as messages: the server answers them itself, as it would a signed-out visitor, without the network.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { RENDERED_VIEWPORT_WIDTHS, type RendererMessage, type RendererRequest } from '@enlaza/contract';
// Reads no browser global as it loads, unlike the app's modules imported below.
import { widthMatchesMedia } from '../lib/useMediaQuery';

const server = parentPort;
if (!server) throw new Error('prerenderWorker runs as a worker thread of the server');
const send = (message: RendererMessage) => server.postMessage(message);

const settings = workerData as { publicConfig: unknown; webDistDir: string };
let screenWidth = RENDERED_VIEWPORT_WIDTHS.desktop;
const storage = new Map<string, string>();
Object.assign(globalThis, {
  window: {
    __ENLAZA_CONFIG__: settings.publicConfig,
    location: { hostname: 'localhost' },
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
    matchMedia: (query: string) => ({
      matches: widthMatchesMedia(query, screenWidth),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }),
    addEventListener() {},
    removeEventListener() {},
  },
});

const answers = new Map<number, (response: Response) => void>();
let lastFetchId = 0;
globalThis.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if ((init?.method ?? 'GET') !== 'GET') throw new TypeError('the server-drawn pages only read');
  const fetchId = ++lastFetchId;
  const answered = new Promise<Response>((resolve) => answers.set(fetchId, resolve));
  send({ type: 'fetch', fetchId, url });
  return answered;
};

const { drawnRoutes, renderPublicPage } = await import('./renderPublicPage');

// One page at a time: the screen's width is the worker's own, for the page being drawn.
let drawing = Promise.resolve();
server.on('message', (request: RendererRequest) => {
  if (request.type === 'fetched') {
    answers.get(request.fetchId)?.(
      new Response(request.body, { status: request.status, headers: { 'content-type': request.contentType } }),
    );
    answers.delete(request.fetchId);
    return;
  }
  drawing = drawing.then(async () => {
    screenWidth = RENDERED_VIEWPORT_WIDTHS[request.viewport];
    try {
      const stylesheets = { hrefs: request.stylesheets, webDistDir: settings.webDistDir };
      const page = await renderPublicPage(request.path, request.brandId, stylesheets);
      send({ type: 'rendered', id: request.id, page });
    } catch (error) {
      send({
        type: 'rendered',
        id: request.id,
        page: null,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  });
});
send({ type: 'ready', drawnRoutes });

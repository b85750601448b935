import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  DEFERRED_STYLESHEET_ATTRIBUTE,
  DRAWN_FOR_ATTRIBUTE,
  DRAWN_STYLES_ATTRIBUTE,
  PAGE_DATA_ELEMENT_ID,
  type PublicConfig,
  type RenderedBrandId,
  type RenderedPage,
  type RenderedViewport,
  type RendererMessage,
  type RendererRequest,
  type RoutePreload,
} from '@enlaza/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { errorBody } from './errors';

/** The API package's folder (apps/api): the nearest one up with a package.json, from src/plugins or from dist. */
function apiPackageDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

export const defaultWebDistDir = path.resolve(apiPackageDir(), '../web/dist');

/** The inline script that hands the run-time settings to the web app, and its CSP hash. */
export function configScript(publicConfig: PublicConfig) {
  const body = `window.__ENLAZA_CONFIG__=${JSON.stringify(publicConfig).replace(/</g, '\\u003c')};`;
  return { body, cspHash: `'sha256-${createHash('sha256').update(body).digest('base64')}'` };
}

/**
 * The app's own stylesheet (a few KB) goes inside the page: a phone paints the page without first fetching it
 * alongside the scripts, which share the same slow connection.
 */
function inlineStylesheets(indexHtml: string, webDistDir: string): string {
  return indexHtml.replace(STYLESHEET_LINK, (link, href: string) =>
    existsSync(path.join(webDistDir, href))
      ? `<style>${readFileSync(path.join(webDistDir, href), 'utf8')}</style>`
      : link,
  );
}

/**
 * What a visitor sees before the app's script has run: the brand's logo, centred as on the app's own loading screen,
 * painted with the page itself (the logo and its layout are inline: nothing else to download first) instead of a
 * blank window while a phone downloads the script. The app replaces it when it starts.
 */
function withBootScreen(indexHtml: string, webDistDir: string, brandFolder: string, brandName: string): string {
  const logoPath = path.join(webDistDir, 'brands', brandFolder, 'logo.svg');
  const logo = existsSync(logoPath) ? readFileSync(logoPath, 'utf8').trim() : brandName;
  return indexHtml.replace(
    '<div id="root"></div>',
    '<div id="root"><div class="full-page-loading" role="status" aria-label="Cargando" ' +
      `style="display:flex;align-items:center;justify-content:center;min-height:100vh">${logo}</div></div>`,
  );
}

/** A router path (`/convocatory/inscription/:id`, `/files/*`) as a pattern for a request's path. */
function routePattern(routePath: string): RegExp {
  const source = routePath
    .split('/')
    .map((segment) =>
      segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * The page a path opens, as the router would pick it: a path written out in full wins over one with parameters
 * (`/user_profile/edit` before `/user_profile/:userId`).
 */
export function pagePreloadsFor(preloads: readonly RoutePreload[]) {
  const ordered = [...preloads].sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')));
  const patterns = ordered.map((preload) => ({ preload, pattern: routePattern(preload.path) }));
  return (requestPath: string): RoutePreload | undefined =>
    patterns.find(({ pattern }) => pattern.test(requestPath))?.preload;
}

/** The links that let the browser fetch a page's own scripts and styles with the entry, not after it has run. */
function preloadLinks(preload: RoutePreload): string {
  return [
    // With `crossorigin` as the app asks for them (Vite's loader), so the browser uses what it fetched early.
    ...preload.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    ...preload.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('');
}

function readRoutePreloads(webDistDir: string): RoutePreload[] {
  const file = path.join(webDistDir, 'route-preloads.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[]) : [];
}

/** The two brands: the key the host picks, the folder of its files in the build (and the renderer's id for it). */
const BRANDS = {
  default: { id: 'enlaza', name: 'Enlaza' },
  second: { id: 'mentorup', name: 'MentorUp' },
} as const satisfies Record<string, { id: RenderedBrandId; name: string }>;
type BrandKey = keyof typeof BRANDS;

/** How long a drawn page waits for the renderer before it goes out with the loading screen instead. */
const RENDER_WAIT_MS = 2_000;

/**
 * The web app's renderer (apps/web/src/prerender) in a worker thread of its own (the app's modules expect a browser's
 * globals, which the worker fakes without touching the server's). It draws a page when asked; the API calls the page
 * makes come back here and are answered by the server itself, as for a signed-out visitor.
 */
class PageRenderer {
  private lastId = 0;
  private closing = false;
  private running = true;
  private readonly waiting = new Map<number, (page: RenderedPage | null) => void>();

  private constructor(
    private readonly worker: Worker,
    /** The router paths the renderer draws (`/mark-attendance/:eventId`). */
    private readonly drawnRoutes: ReadonlySet<string>,
    private readonly log: FastifyInstance['log'],
  ) {}

  /** Starts the renderer; none when it is not built or does not start (the pages then keep the loading screen). */
  static start(
    rendererFile: string,
    workerData: { publicConfig: PublicConfig; webDistDir: string },
    app: FastifyInstance,
    isReady: () => boolean,
  ): Promise<PageRenderer | null> {
    if (!existsSync(rendererFile)) return Promise.resolve(null);
    const worker = new Worker(rendererFile, { workerData });
    // The renderer must not keep the server's process alive on its own.
    worker.unref();
    return new Promise((resolve) => {
      let renderer: PageRenderer | null = null;
      const giveUp = (reason: string) => {
        app.log.warn(
          `las páginas públicas no se dibujan en el servidor (${reason}): se sirven con la pantalla de carga`,
        );
        void worker.terminate();
        resolve(null);
      };
      // The server starts regardless: a renderer that hangs costs the drawn pages, never the start.
      const timer = setTimeout(() => giveUp('sin respuesta en 30 s'), 30_000);
      worker.on('message', (message: RendererMessage) => {
        if (message.type === 'ready') {
          clearTimeout(timer);
          renderer = new PageRenderer(worker, new Set(message.drawnRoutes), app.log);
          resolve(renderer);
        } else if (message.type === 'rendered') {
          if (message.error) app.log.warn(`la página no se dibujó en el servidor: ${message.error}`);
          renderer?.settle(message.id, message.page);
        } else {
          void answerFetch(app, message.url, isReady()).then((answer) =>
            worker.postMessage({ type: 'fetched', fetchId: message.fetchId, ...answer } satisfies RendererRequest),
          );
        }
      });
      worker.once('error', (err) => {
        clearTimeout(timer);
        if (renderer) renderer.stopped(err.message);
        else giveUp(err.message);
      });
      worker.once('exit', () => {
        clearTimeout(timer);
        renderer?.stopped('terminó');
        resolve(renderer);
      });
    });
  }

  /** Whether pages of this router path are drawn here; none once the renderer has stopped. */
  draws(routePath: string): boolean {
    return this.running && this.drawnRoutes.has(routePath);
  }

  /** The page drawn at an address (its path and query), or null when the renderer does not draw it in time. */
  render(
    address: string,
    brandId: RenderedBrandId,
    viewport: RenderedViewport,
    stylesheets: string[],
  ): Promise<RenderedPage | null> {
    const id = ++this.lastId;
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.settle(id, null), RENDER_WAIT_MS);
      this.waiting.set(id, (page) => {
        clearTimeout(timer);
        resolve(page);
      });
      this.worker.postMessage({
        type: 'render',
        id,
        path: address,
        brandId,
        viewport,
        stylesheets,
      } satisfies RendererRequest);
    });
  }

  close() {
    this.closing = true;
    return this.worker.terminate();
  }

  private settle(id: number, page: RenderedPage | null) {
    this.waiting.get(id)?.(page);
    this.waiting.delete(id);
  }

  private stopped(reason: string) {
    if (!this.closing) this.log.warn(`el dibujo de páginas en el servidor se detuvo (${reason})`);
    this.running = false;
    for (const id of [...this.waiting.keys()]) this.settle(id, null);
  }
}

/** A phone's browser says so (Chromium's `Sec-CH-UA-Mobile: ?1`; the others in their user agent). */
function viewportOf(request: FastifyRequest): RenderedViewport {
  const mobileHint = request.headers['sec-ch-ua-mobile'];
  if (mobileHint !== undefined) return mobileHint === '?1' ? 'phone' : 'desktop';
  return /Mobi|Android|iPhone|iPad/i.test(String(request.headers['user-agent'] ?? '')) ? 'phone' : 'desktop';
}

/** A read of the public API for the renderer: signed out, GET only, answered in-process. */
async function answerFetch(app: FastifyInstance, url: string, ready: boolean) {
  const unavailable = { status: 503, contentType: 'application/json', body: '{}' };
  if (!ready || !url.startsWith('/api/')) return unavailable;
  try {
    const response = await app.inject({ method: 'GET', url });
    return {
      status: response.statusCode,
      contentType: String(response.headers['content-type'] ?? 'application/json'),
      body: response.body,
    };
  } catch {
    return unavailable;
  }
}

/** The app's own stylesheets, as the build names them in the index (`<link rel="stylesheet" … href="/assets/…css">`). */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The index with a page drawn in it: the markup in place of the loading screen, with the brand's colours and title
 * and, inside the document, the styles that markup uses (nothing to fetch before it paints). The app's stylesheets
 * load without holding the paint (`media="print"`); the app applies them when it starts (main.tsx). The page is not
 * interactive (`inert`) until the app draws it again: nothing typed before is lost in between.
 */
function withRenderedPage(indexHtml: string, page: RenderedPage, viewport: RenderedViewport): string {
  // JSON that cannot close its element: `<` only ever appears inside its strings, where \u003c reads the same.
  const pageData =
    page.pageData === null
      ? ''
      : `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${page.pageData.replace(/</g, '\\u003c')}</script>`;
  return indexHtml
    .replace('<html lang="es">', `<html lang="es" style="${page.documentStyle}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
    .replace(
      /<div id="root">[\s\S]*?<\/div><\/div>/,
      () =>
        `<div id="root" inert aria-disabled="true" ${DRAWN_FOR_ATTRIBUTE}="${viewport}">${page.html}</div>${pageData}`,
    )
    .replace(STYLESHEET_LINK, (link) =>
      link.replace('<link rel="stylesheet"', `<link rel="stylesheet" media="print" ${DEFERRED_STYLESHEET_ATTRIBUTE}`),
    )
    .replace(
      '</head>',
      () => `<style>${page.themeStyles}</style><style ${DRAWN_STYLES_ATTRIBUTE}>${page.styles}</style></head>`,
    );
}

/** One page's HTML, with its brotli and gzip copies made the first time it is asked for. */
class CompressedPage {
  private brotli?: Buffer;
  private gzip?: Buffer;
  constructor(readonly html: string) {}
  body(acceptEncoding: string): { body: string | Buffer; encoding?: 'br' | 'gzip' } {
    if (/\bbr\b/.test(acceptEncoding)) {
      this.brotli ??= brotliCompressSync(this.html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } });
      return { body: this.brotli, encoding: 'br' };
    }
    if (/\bgzip\b/.test(acceptEncoding)) {
      this.gzip ??= gzipSync(this.html);
      return { body: this.gzip, encoding: 'gzip' };
    }
    return { body: this.html };
  }
}

/** Serves the built web app: files as they are, every other non-API path the single-page app's index. */
export async function webApp(
  app: FastifyInstance,
  {
    publicConfig,
    distDir = defaultWebDistDir,
    rendererFile = path.resolve(distDir, '../dist-ssr/prerenderWorker.js'),
  }: { publicConfig: PublicConfig; distDir?: string; rendererFile?: string },
) {
  const webDistDir = path.resolve(distDir);
  const indexPath = path.join(webDistDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`web app not built (${indexPath} missing): run "npm run build"; serving the API only`);
    return;
  }
  const script = configScript(publicConfig);
  const withConfig = readFileSync(indexPath, 'utf8').replace('<!--enlaza-config-->', `<script>${script.body}</script>`);
  const entryStylesheets = [...withConfig.matchAll(STYLESHEET_LINK)].map(([, href]) => href!);
  const withBootScreenOf = Object.fromEntries(
    Object.entries(BRANDS).map(([key, brand]) => [key, withBootScreen(withConfig, webDistDir, brand.id, brand.name)]),
  ) as Record<BrandKey, string>;
  // The pages the server does not draw carry the app's stylesheets inside them: read once, at start.
  const withStylesOf = Object.fromEntries(
    Object.entries(withBootScreenOf).map(([key, html]) => [key, inlineStylesheets(html, webDistDir)]),
  ) as Record<BrandKey, string>;
  // The same rule as the web app's: a host naming the second brand's domain is that brand's.
  const secondBrandDomain = publicConfig.secondBrandDomain.trim().toLowerCase();
  const brandOf = (hostname: string): BrandKey =>
    secondBrandDomain !== '' && hostname.toLowerCase().includes(secondBrandDomain) ? 'second' : 'default';
  const preloadFor = pagePreloadsFor(readRoutePreloads(webDistDir));

  let ready = false;
  app.addHook('onReady', async () => {
    ready = true;
  });
  const renderer = await PageRenderer.start(rendererFile, { publicConfig, webDistDir }, app, () => ready);
  app.addHook('onClose', async () => {
    await renderer?.close();
  });

  /** The index for a page, with its own files named: one per brand and route, each compressed once. */
  const withPreloads = (html: string, preload: RoutePreload | undefined) =>
    preload ? html.replace('</head>', () => `${preloadLinks(preload)}</head>`) : html;
  const indexPages = new Map<string, CompressedPage>();
  const indexPageFor = (brand: BrandKey, preload: RoutePreload | undefined) => {
    const key = `${brand} ${preload?.path ?? ''}`;
    let page = indexPages.get(key);
    if (!page) {
      page = new CompressedPage(withPreloads(withStylesOf[brand], preload));
      indexPages.set(key, page);
    }
    return page;
  };

  // Drawn pages by brand and address. One without data (the sign-in) stays; one drawn with data (a convocatoria,
  // an event) is drawn again after as long as the app itself keeps an answer fresh, and only the most visited stay.
  const drawnPages = new LRUCache<string, Promise<CompressedPage | null>>({ max: 500, ttl: 30_000 });
  const drawnPageFor = (brand: BrandKey, viewport: RenderedViewport, preload: RoutePreload, address: string) => {
    const key = `${brand} ${viewport} ${address}`;
    let page = drawnPages.get(key);
    if (!page) {
      const stylesheets = [...entryStylesheets, ...preload.styles];
      page = renderer!.render(address, BRANDS[brand].id, viewport, stylesheets).then((rendered) => {
        if (!rendered) {
          // Not drawn (a path that leads elsewhere, a renderer too slow): the next visit asks again.
          drawnPages.delete(key);
          return null;
        }
        const drawn = new CompressedPage(
          withRenderedPage(withPreloads(withBootScreenOf[brand], preload), rendered, viewport),
        );
        if (rendered.pageData === null) drawnPages.set(key, Promise.resolve(drawn), { ttl: 0 });
        return drawn;
      });
      drawnPages.set(key, page);
    }
    return page;
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const brand = brandOf(request.hostname);
    const requestPath = request.url.split('?')[0]!;
    const preload = preloadFor(requestPath);
    const drawn =
      preload && renderer?.draws(preload.path)
        ? // With its query: the page may read it (the enrolment's mailed link names the email to resume with).
          await drawnPageFor(brand, viewportOf(request), preload, request.url)
        : null;
    const { body, encoding } = (drawn ?? indexPageFor(brand, preload)).body(
      String(request.headers['accept-encoding'] ?? ''),
    );
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', drawn ? 'accept-encoding, sec-ch-ua-mobile, user-agent' : 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(body);
  };

  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    // The build writes a brotli and a gzip copy of each asset: sent as they are, by what the browser accepts.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      return reply.code(404).send(errorBody('not_found', 'No encontrado'));
    }
    return sendIndex(request, reply);
  });
  app.get('/', { schema: { hide: true } }, async (request, reply) => sendIndex(request, reply));
}

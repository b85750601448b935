import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { PublicConfig } from '@enlaza/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  return indexHtml.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const cssPath = path.join(webDistDir, file);
    return existsSync(cssPath) ? `<style>${readFileSync(cssPath, 'utf8')}</style>` : link;
  });
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

/** What the build says each page loads beyond the entry (apps/web/vite/routePreloads.ts). */
interface RoutePreload {
  path: string;
  scripts: string[];
  styles: string[];
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
    ...preload.styles.map((href) => `<link rel="preload" as="style" href="${href}">`),
    ...preload.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('');
}

function readRoutePreloads(webDistDir: string): RoutePreload[] {
  const file = path.join(webDistDir, 'route-preloads.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[]) : [];
}

/** The public pages drawn on the server (apps/web/src/prerender), for a signed-out visitor of each brand. */
export const PRERENDERED_PATHS = ['/login', '/password-recovery'];
const BRAND_IDS = { default: 'enlaza', second: 'mentorup' } as const;
type BrandKey = keyof typeof BRAND_IDS;

interface RenderedPage {
  html: string;
  styles: string;
  title: string;
  documentStyle: string;
}

/**
 * Renders the public pages once, in a worker thread (the app's modules expect a browser's globals, which the worker
 * fakes without touching the server's). Resolves to the pages by `${brand} ${path}`; to none when the renderer is
 * not built or fails, and the pages are then served with the loading screen as before.
 */
function renderPublicPages(
  rendererFile: string,
  publicConfig: PublicConfig,
  log: FastifyInstance['log'],
): Promise<Map<string, RenderedPage>> {
  const pages = new Map<string, RenderedPage>();
  if (!existsSync(rendererFile)) return Promise.resolve(pages);
  const jobs = (Object.keys(BRAND_IDS) as BrandKey[]).flatMap((brand) =>
    PRERENDERED_PATHS.map((pagePath) => ({ brand, path: pagePath, brandId: BRAND_IDS[brand] })),
  );
  return new Promise((resolve) => {
    const worker = new Worker(rendererFile, { workerData: { publicConfig, pages: jobs } });
    const giveUp = (reason: string) => {
      log.warn(`las páginas públicas no se dibujaron en el servidor (${reason}): se sirven con la pantalla de carga`);
      void worker.terminate();
      resolve(pages);
    };
    // The server starts regardless: a renderer that hangs costs the drawn pages, never the start.
    const timer = setTimeout(() => giveUp('sin respuesta en 30 s'), 30_000);
    worker.once('message', (results: ((typeof jobs)[number] & { rendered: RenderedPage | null })[]) => {
      clearTimeout(timer);
      for (const { brand, path: pagePath, rendered } of results)
        if (rendered) pages.set(`${brand} ${pagePath}`, rendered);
      void worker.terminate();
      resolve(pages);
    });
    worker.once('error', (err) => {
      clearTimeout(timer);
      giveUp(err.message);
    });
    // A worker that ends without a word (after the message, or instead of it) leaves whatever was drawn.
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve(pages);
    });
  });
}

/**
 * The index with a page drawn in it: the markup in place of the loading screen, with the brand's colours and title,
 * antd's theme variables and the page's own styles inside the document (no stylesheet to fetch before it paints).
 * Not interactive (`inert`) until the app starts and draws it again: nothing typed before is lost in between.
 */
function withRenderedPage(html: string, page: RenderedPage, pageStyles: string): string {
  return html
    .replace('<html lang="es">', `<html lang="es" style="${page.documentStyle}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
    .replace(/<div id="root">[\s\S]*?<\/div><\/div>/, `<div id="root" inert aria-disabled="true">${page.html}</div>`)
    .replace(/<link rel="preload" as="style" href="[^"]+">/g, '')
    .replace('</head>', `<style>${pageStyles}${page.styles}</style></head>`);
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
  const withConfig = inlineStylesheets(
    readFileSync(indexPath, 'utf8').replace('<!--enlaza-config-->', `<script>${script.body}</script>`),
    webDistDir,
  );
  const indexHtmlOf = {
    default: withBootScreen(withConfig, webDistDir, 'enlaza', 'Enlaza'),
    second: withBootScreen(withConfig, webDistDir, 'mentorup', 'MentorUp'),
  };
  // The same rule as the web app's: a host naming the second brand's domain is that brand's.
  const secondBrandDomain = publicConfig.secondBrandDomain.trim().toLowerCase();
  const brandOf = (hostname: string) =>
    secondBrandDomain !== '' && hostname.toLowerCase().includes(secondBrandDomain) ? 'second' : 'default';
  const preloadFor = pagePreloadsFor(readRoutePreloads(webDistDir));
  // Drawn once as the server starts (about a second, in a worker thread), before it answers any page.
  const renderedPages = await renderPublicPages(rendererFile, publicConfig, app.log);
  // One page per brand and route (a few dozen at most), each compressed once.
  const pages = new Map<string, CompressedPage>();
  const pageFor = (hostname: string, requestPath: string) => {
    const brand = brandOf(hostname);
    const preload = preloadFor(requestPath);
    const rendered = renderedPages.get(`${brand} ${requestPath}`);
    const key = `${brand} ${preload?.path ?? ''} ${rendered ? requestPath : ''}`;
    let page = pages.get(key);
    if (!page) {
      let html = indexHtmlOf[brand];
      if (preload) html = html.replace('</head>', `${preloadLinks(preload)}</head>`);
      if (rendered) {
        const pageStyles = (preload?.styles ?? [])
          .map((href) => path.join(webDistDir, href))
          .map((file) => (existsSync(file) ? readFileSync(file, 'utf8') : ''))
          .join('');
        html = withRenderedPage(html, rendered, pageStyles);
      }
      page = new CompressedPage(html);
      pages.set(key, page);
    }
    return page;
  };
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const { body, encoding } = pageFor(request.hostname, request.url.split('?')[0]!).body(
      String(request.headers['accept-encoding'] ?? ''),
    );
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
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

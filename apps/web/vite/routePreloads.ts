/**
 * Which files each page needs, written next to the build (`route-preloads.json`) for the server.
 *
 * A page's code is a chunk of its own, loaded when the router reaches it: without help, a phone first downloads and
 * runs the app's entry, and only then asks for the page and the chunks it imports, one slow round trip after the
 * other. The server reads this file and names the page's scripts and styles in the HTML it sends for that address
 * (`<link rel="modulepreload">`), so the browser fetches them alongside the entry.
 *
 * The pages come from `src/app/pages.ts`: each `{ path: '…', load: () => import('…') }` entry.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RoutePreload } from '@enlaza/contract';
import type { Plugin } from 'vite';

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

const PAGE_ENTRY = /path:\s*'([^']+)',\s*load:\s*\(\)\s*=>\s*import\('([^']+)'\)/g;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}

export function routePreloads({ pagesFile }: { pagesFile: string }): Plugin {
  return {
    name: 'enlaza:route-preloads',
    apply: 'build',
    enforce: 'post',
    // After Vite has folded the chunks that only carried CSS into their importers: the names read here are the
    // files the build writes.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // The server-side renderer's build has no pages of its own to preload.
        if (this.environment.config.build.ssr) return;
        const chunks = Object.values(bundle).filter(
          (output): output is never => output.type === 'chunk',
        ) as ChunkLike[];
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const staticClosure = (fileName: string, seen = new Set<string>()) => {
          if (seen.has(fileName)) return seen;
          seen.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) staticClosure(imported, seen);
          return seen;
        };
        // A page's stylesheets in the order they apply: a chunk's imports' before its own, as Vite links them.
        const stylesheetsOf = (fileName: string, skipped: Set<string>, ordered = new Set<string>()) => {
          if (skipped.has(fileName)) return ordered;
          skipped.add(fileName);
          const chunk = byFile.get(fileName);
          for (const imported of chunk?.imports ?? []) stylesheetsOf(imported, skipped, ordered);
          for (const css of chunk?.viteMetadata?.importedCss ?? []) ordered.add(`/${css}`);
          return ordered;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return this.error('the build has no entry chunk');
        const loadedByEntry = staticClosure(entry.fileName);

        const source = readFileSync(pagesFile, 'utf8');
        const preloads: RoutePreload[] = [];
        for (const [, routePath, specifier] of source.matchAll(PAGE_ENTRY)) {
          const base = path.resolve(path.dirname(pagesFile), specifier!);
          const page = chunks.find((chunk) =>
            chunk.moduleIds.some((id) => id === `${base}.tsx` || id === `${base}.ts`),
          );
          if (!page) return this.error(`no chunk holds the page ${specifier} of ${routePath}`);
          const files = [...staticClosure(page.fileName)].filter((file) => !loadedByEntry.has(file));
          const absent = files.filter((file) => !(file in bundle));
          if (absent.length > 0)
            return this.error(`${routePath} names files the build does not write: ${absent.join(', ')}`);
          preloads.push({
            path: routePath!,
            scripts: files.map((file) => `/${file}`),
            styles: [...stylesheetsOf(page.fileName, new Set(loadedByEntry))],
          });
        }
        this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
      },
    },
  };
}

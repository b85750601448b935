/**
 * The brands' documents (FAQ, terms, privacy): one template each in `brandDocuments/`, inside one layout, filled in
 * with each brand's words (`src/app/brandWords.ts`). The build writes `brands/{brand}/{file}`; the dev server
 * answers the same addresses.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Mustache from 'mustache';
import type { Plugin } from 'vite';
import { brandDocuments, brandDocumentWords, brandWords, type BrandId } from '../src/app/brandWords.ts';

const TEMPLATES = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../brandDocuments');

const readTemplate = (file: string) => readFileSync(path.join(TEMPLATES, file), 'utf8');

/** Every brand's every document: its address under the web root and its HTML. */
export function renderBrandDocuments(): { fileName: string; html: string }[] {
  const layout = readTemplate('layout.html');
  return (Object.keys(brandWords) as BrandId[]).flatMap((brand) =>
    brandDocuments.map(({ file, title }) => ({
      fileName: `brands/${brand}/${file}`,
      html: Mustache.render(
        layout,
        { ...brandWords[brand], ...brandDocumentWords[brand], title },
        { document: readTemplate(file) },
      ),
    })),
  );
}

export function brandDocumentsPlugin(): Plugin {
  return {
    name: 'enlaza:brand-documents',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const address = request.url?.split('?')[0]?.replace(/^\//, '');
        const found = renderBrandDocuments().find((document) => document.fileName === address);
        if (!found) return next();
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(found.html);
      });
    },
    generateBundle() {
      // The server-side renderer's build serves no files of its own.
      if (this.environment.config.build.ssr) return;
      for (const { fileName, html } of renderBrandDocuments()) this.emitFile({ type: 'asset', fileName, source: html });
    },
  };
}

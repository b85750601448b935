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

/** One brand's document (`file` as in `brandDocuments`): the layout around its template, in the brand's words. */
function renderBrandDocument(brand: BrandId, file: string, title: string): string {
  const view = { ...brandWords[brand], ...brandDocumentWords[brand], title };
  return Mustache.render(readTemplate('layout.html'), view, { document: readTemplate(file) });
}

/** Every brand's every document: its address under the web root and its HTML. */
export function renderBrandDocuments(): { fileName: string; html: string }[] {
  return (Object.keys(brandWords) as BrandId[]).flatMap((brand) =>
    brandDocuments.map(({ file, title }) => ({
      fileName: `brands/${brand}/${file}`,
      html: renderBrandDocument(brand, file, title),
    })),
  );
}

const DOCUMENT_ADDRESS = /^\/brands\/([a-z]+)\/([a-z]+\.html)$/;

export function brandDocumentsPlugin(): Plugin {
  return {
    name: 'enlaza:brand-documents',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        // Only a document's own address is rendered (afresh, so an edited template shows on reload).
        const [, brand, file] = DOCUMENT_ADDRESS.exec(request.url?.split('?')[0] ?? '') ?? [];
        const document = brandDocuments.find((candidate) => candidate.file === file);
        if (!brand || !(brand in brandWords) || !document) return next();
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(renderBrandDocument(brand as BrandId, document.file, document.title));
      });
    },
    generateBundle() {
      // The server-side renderer's build serves no files of its own.
      if (this.environment.config.build.ssr) return;
      for (const { fileName, html } of renderBrandDocuments()) this.emitFile({ type: 'asset', fileName, source: html });
    },
  };
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderBrandDocuments } from './brandDocuments';

const documentOf = (fileName: string) => {
  const found = renderBrandDocuments().find((document) => document.fileName === fileName);
  if (!found) throw new Error(`${fileName} is not built`);
  return new DOMParser().parseFromString(found.html, 'text/html');
};

describe("the brands' documents", () => {
  it('builds the FAQ, terms and privacy of both brands, each at the address the footer links to', () => {
    expect(renderBrandDocuments().map((document) => document.fileName)).toEqual([
      'brands/enlaza/faq.html',
      'brands/enlaza/terminos.html',
      'brands/enlaza/privacidad.html',
      'brands/mentorup/faq.html',
      'brands/mentorup/terminos.html',
      'brands/mentorup/privacidad.html',
    ]);
  });

  it('speaks of each brand by its name, in its colours, and says what each one offers', () => {
    const enlaza = documentOf('brands/enlaza/faq.html');
    const mentorup = documentOf('brands/mentorup/faq.html');
    expect(enlaza.title).toBe('Preguntas frecuentes · Enlaza');
    expect(mentorup.title).toBe('Preguntas frecuentes · MentorUp');
    expect(mentorup.querySelector('header img')?.getAttribute('alt')).toBe('MentorUp: volver a la plataforma');
    expect(mentorup.querySelector('style')?.textContent).toContain('--brand: #0f6b63;');
    expect(enlaza.querySelector('style')?.textContent).toContain('--brand: #5b2a86;');
    expect(enlaza.getElementById('que-es')?.textContent).toContain(
      'con el propósito de potenciar la equidad de género',
    );
    expect(mentorup.getElementById('que-es')?.textContent).toContain(
      'con el propósito de potenciar el talento dentro de cada organización',
    );
    expect(mentorup.body.textContent).not.toContain('Enlaza');
    expect(mentorup.querySelectorAll('nav.indice li')).toHaveLength(8);
    expect(documentOf('brands/mentorup/privacidad.html').querySelector('h1')?.textContent).toBe(
      'Política de privacidad',
    );
  });

  it('leaves no blank to fill in, and puts each document inside the layout once', () => {
    for (const { fileName, html } of renderBrandDocuments()) {
      expect(html, fileName).not.toMatch(/\{\{|\}\}/);
      const document = new DOMParser().parseFromString(html, 'text/html');
      expect(document.querySelectorAll('main h1'), fileName).toHaveLength(1);
      expect(document.querySelectorAll('footer a'), fileName).toHaveLength(3);
    }
  });

  it('links each document to the stylesheet they share', () => {
    const css = readFileSync(
      path.resolve(path.dirname(new URL(import.meta.url).pathname), '../public/brands/documents.css'),
      'utf8',
    );
    expect(css).toContain('var(--brand)');
    expect(documentOf('brands/enlaza/terminos.html').querySelector('link[rel=stylesheet]')?.getAttribute('href')).toBe(
      '../documents.css',
    );
  });
});

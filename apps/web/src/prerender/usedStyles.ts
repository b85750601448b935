/**
 * The rules of a page's stylesheets that its drawn markup uses. The app's stylesheets hold every component the app
 * may show (about 340 KB on the enrolment page); the drawn page needs a tenth of that to paint, and a phone parses and
 * applies the rest only once the app has started.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PurgeCSS } from 'purgecss';

const files = new Map<string, Promise<string>>();

/** A file of the build by its address (`/assets/form-1.css`), read once; one that is missing reads as empty. */
function distFile(webDistDir: string, href: string): Promise<string> {
  let file = files.get(href);
  if (!file) {
    file = readFile(path.join(webDistDir, href), 'utf8').catch(() => '');
    files.set(href, file);
  }
  return file;
}

export async function usedStyles(markup: string, stylesheets: readonly string[], webDistDir: string): Promise<string> {
  const css = (await Promise.all(stylesheets.map((href) => distFile(webDistDir, href)))).join('\n');
  if (css === '') return '';
  const [result] = await new PurgeCSS().purge({
    // The markup inside a document, as the page has it: the rules for the document's own elements stay.
    content: [{ raw: `<html><body>${markup}</body></html>`, extension: 'html' }],
    css: [{ raw: css }],
    // Animations and fonts a kept rule names stay with it; variables stay (the brand's colours are variables).
    keyframes: true,
    fontFace: true,
    variables: false,
  });
  return result?.css ?? '';
}

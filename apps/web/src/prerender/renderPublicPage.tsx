/**
 * A public page (the sign-in, the password recovery) rendered to HTML on the server, so a phone paints the real page
 * with the first response instead of after the app's script has arrived and run. The app then starts as always and
 * draws the page again in its place. Run in a worker thread of the server (prerenderWorker.ts): the app's modules
 * read `window` as they load.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { brands, type BrandId } from '../app/brand';
import { appRoutes } from '../app/router';

export interface RenderedPage {
  /** The markup of the app's root element. */
  html: string;
  /** antd's theme variables for that markup (the component styles are files made at build time). */
  styles: string;
  /** The document's title and colour variables, which the app sets when it starts (applyBrandToDocument). */
  title: string;
  documentStyle: string;
}

/** The page at `path` for a signed-out visitor of the brand; null when that path sends the visitor elsewhere. */
export async function renderPublicPage(path: string, brandId: BrandId): Promise<RenderedPage | null> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache();
  const { prelude } = await prerender(
    <StyleProvider cache={cache}>
      <AppProviders brand={brands[brandId]} queryClient={new QueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StyleProvider>,
  );
  // Waits for every lazy part (the page's own code) before it gives the markup.
  const html = await new Response(prelude).text();
  const brand = brands[brandId];
  return {
    html,
    styles: extractStyle(cache, { plain: true, types: ['token', 'cssVar'] }),
    title: brand.pageTitle,
    documentStyle: `--brand-color:${brand.primaryColor};--brand-tint:${brand.tintColor}`,
  };
}

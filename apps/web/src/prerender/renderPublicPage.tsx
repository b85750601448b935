/**
 * A public page (the sign-in, the password recovery, the enrolment, the attendance QR's page) rendered to HTML on the
 * server, so a phone paints the real page with the first response instead of after the app's script has arrived and
 * run. The app then starts as always, from the same data, and draws the page again in its place. Run in a worker
 * thread of the server (prerenderWorker.ts): the app's modules read `window` as they load.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { parseInscriptionType, type RenderedBrandId, type RenderedPage } from '@enlaza/contract';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type Params } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { brands } from '../app/brand';
import { createQueryClient } from '../app/queryClient';
import { appRoutes } from '../app/router';
import { enrolmentLinkQuery, publicConvocatoryQuery } from '../features/enrolment/enrolmentApi';
import { attendancePageQuery } from '../features/events/attendancePageApi';
import { usedStyles } from './usedStyles';

type DataOfPage = (params: Params, queryClient: QueryClient) => Promise<unknown>;

/**
 * The pages drawn on the server, by the router's path, with the public data each is drawn with (the same queries
 * the page itself makes). A page opened from a mail or a QR code, on a phone, is worth drawing.
 */
const drawnPages: Record<string, DataOfPage> = {
  '/login': async () => undefined,
  '/password-recovery': async () => undefined,
  '/convocatory/inscription/:convocatoryId/:role': ({ convocatoryId = '', role }, queryClient) =>
    parseInscriptionType(role) ? queryClient.prefetchQuery(publicConvocatoryQuery(convocatoryId)) : Promise.resolve(),
  '/convocatory/inscription/:token': ({ token = '' }, queryClient) =>
    queryClient.prefetchQuery(enrolmentLinkQuery(token)),
  '/mark-attendance/:eventId': ({ eventId = '' }, queryClient) =>
    queryClient.prefetchQuery(attendancePageQuery(eventId)),
};

export const drawnRoutes = Object.keys(drawnPages);

/** Markup with nothing left for a script to do: no pending segment, no part left for the browser to draw. */
function isWhole(html: string): boolean {
  return !/<script|<template|hidden id="S:/.test(html);
}

/**
 * The page at `path` for a signed-out visitor of the brand; null when that path is not drawn here or sends the
 * visitor elsewhere.
 */
export async function renderPublicPage(
  path: string,
  brandId: RenderedBrandId,
  stylesheets: { hrefs: readonly string[]; webDistDir: string },
): Promise<RenderedPage | null> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) return null;
  const page = context.matches.at(-1);
  const dataOfPage = page?.route.path === undefined ? undefined : drawnPages[page.route.path];
  if (!page || !dataOfPage) return null;

  const queryClient = createQueryClient();
  await dataOfPage(page.params, queryClient);
  // A question that failed (an unknown convocatoria, a lost connection) is drawn as the app first shows it, loading:
  // the app asks again and shows the answer itself.
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
  const hasData = queryClient.getQueryCache().getAll().length > 0;

  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache();
  const drawPage = async () => {
    const { prelude } = await prerender(
      <StyleProvider cache={cache}>
        <AppProviders brand={brands[brandId]} queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StyleProvider>,
      // A large part would otherwise come out apart, for an inline script to put in place (the page runs none).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return new Response(prelude).text();
  };
  // A part whose code was still loading when React reached it (a lazy part) comes out as a hidden segment that an
  // inline script would put in place: the page's scripts may not run inline, and the app must find the page whole to
  // take it over. Once loaded, the code stays: drawn again, the page comes out whole.
  let html = await drawPage();
  for (let pass = 1; !isWhole(html) && pass < 3; pass += 1) html = await drawPage();
  if (!isWhole(html)) throw new Error(`${path} no queda completa al dibujarla en el servidor`);
  const brand = brands[brandId];
  return {
    html,
    styles: await usedStyles(html, stylesheets.hrefs, stylesheets.webDistDir),
    themeStyles: extractStyle(cache, { plain: true, types: ['token', 'cssVar'] }),
    title: brand.pageTitle,
    documentStyle: `--brand-color:${brand.primaryColor};--brand-tint:${brand.tintColor}`,
    pageData: hasData ? JSON.stringify(dehydrate(queryClient)) : null,
  };
}

/**
 * How the server and the web build speak of pages: which files a page needs (written by the build), and the pages
 * the web app's renderer draws on the server (apps/web/src/prerender), with the messages of its worker thread.
 */

/** A page of the app and what it loads beyond the entry (`route-preloads.json`, apps/web/vite/routePreloads.ts). */
export interface RoutePreload {
  /** The page's path as the router declares it (`/convocatory/inscription/:id`). */
  path: string;
  /** Scripts (`/assets/…`) the page loads beyond the entry's, in an order the browser may fetch them. */
  scripts: string[];
  /** Its stylesheets beyond the entry's, in the order they apply (a chunk's imports' before its own). */
  styles: string[];
}

/** The brands the renderer draws for (their folders under `brands/` in the build). */
export type RenderedBrandId = 'enlaza' | 'mentorup';

/**
 * The screen a page is drawn for: the server cannot measure it, so it draws a phone's (390 px wide) for a browser that
 * says it is a phone's, and a computer's (1366 px) for any other.
 */
export type RenderedViewport = 'phone' | 'desktop';
export const RENDERED_VIEWPORT_WIDTHS: Record<RenderedViewport, number> = { phone: 390, desktop: 1366 };

/**
 * Names, on a drawn page's root, the screen it was drawn for: the app takes the page over as drawn for that screen,
 * then adapts it to its own (instead of finding a different page and building it again, losing what was typed).
 */
export const DRAWN_FOR_ATTRIBUTE = 'data-drawn-for';

/** A page drawn on the server for a signed-out visitor. */
export interface RenderedPage {
  /** The markup of the app's root element. */
  html: string;
  /**
   * The rules of the page's stylesheets its markup uses: all it needs to paint, without the rest of the app's styles.
   * The app removes them once its own stylesheets apply (they would override the rules that came after them).
   */
  styles: string;
  /** antd's theme variables for that markup (kept: the app's own stylesheets use them). */
  themeStyles: string;
  /** The document's title and colour variables, which the app sets when it starts (applyBrandToDocument). */
  title: string;
  documentStyle: string;
  /**
   * The answers the page was drawn with (TanStack Query's dehydrated state, as JSON), for the app to start from the
   * same data instead of asking again; null for a page that asks for none.
   */
  pageData: string | null;
}

/** The element that carries a drawn page's data in the HTML (JSON, not a script that runs). */
export const PAGE_DATA_ELEMENT_ID = 'enlaza-page-data';

/**
 * Marks the app's stylesheets in a drawn page: they load without holding its paint (`media="print"`), and the app
 * applies them (`media="all"`) when it starts.
 */
export const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-enlaza-deferred';

/** Marks the drawn page's own rules (`<style data-enlaza-drawn-styles>`), which the app removes once it has its own. */
export const DRAWN_STYLES_ATTRIBUTE = 'data-enlaza-drawn-styles';

/** Server → renderer. `fetched` answers a `fetch` the renderer asked for (a public GET of the API). */
export type RendererRequest =
  | {
      type: 'render';
      id: number;
      path: string;
      brandId: RenderedBrandId;
      viewport: RenderedViewport;
      /** The page's stylesheets in the build (`/assets/…css`), in the order the page applies them. */
      stylesheets: string[];
    }
  | { type: 'fetched'; fetchId: number; status: number; contentType: string; body: string };

/** Renderer → server: the routes it draws (once, when started), a drawn page (null: the path goes elsewhere), a GET. */
export type RendererMessage =
  | { type: 'ready'; drawnRoutes: string[] }
  | { type: 'rendered'; id: number; page: RenderedPage | null; error?: string }
  | { type: 'fetch'; fetchId: number; url: string };

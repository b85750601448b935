import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { DEFERRED_STYLESHEET_ATTRIBUTE, DRAWN_STYLES_ATTRIBUTE, PAGE_DATA_ELEMENT_ID } from '@enlaza/contract';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '../lib/dayjsLocale';
import { tokenStore } from '../lib/auth/tokenStorage';
import { wrapTabInModalDialogs } from '../lib/dialogTabWrap';
import { AppProviders } from './AppProviders';
import { applyBrandToDocument, brands, detectBrandId } from './brand';
import './global.css';
import { publicConfig } from './publicConfig';
import { createQueryClient } from './queryClient';
import { createAppRouter } from './router';

const brand = brands[detectBrandId(window.location.hostname, publicConfig.secondBrandDomain)];
applyBrandToDocument(brand);
wrapTabInModalDialogs();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const appRoot = root;

/**
 * A page the server drew stays inert until the app has taken it over (its first commit): only then can it be used,
 * so nothing is typed into a page the app does not yet answer.
 */
function ReleaseServerDrawnPage({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    appRoot.removeAttribute('inert');
    appRoot.removeAttribute('aria-disabled');
  }, []);
  return children;
}

/**
 * The answers a page drawn on the server was drawn with: the app starts from them, so its first frame is that same
 * page (not a loading one), and asks again only once they are older than it keeps answers fresh.
 */
function withServerPageData(queryClient: QueryClient): QueryClient {
  const pageData = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (pageData) hydrate(queryClient, JSON.parse(pageData));
  return queryClient;
}

const queryClient = withServerPageData(createQueryClient());
/**
 * A drawn page came with only the rules it uses, and the app's stylesheets loading without holding its paint: they
 * apply now, and are loaded when this settles.
 */
async function applyAppStylesheets(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET_ATTRIBUTE}]`)];
  await Promise.all(
    links.map((link) => {
      link.media = 'all';
      if (link.sheet) return undefined;
      return new Promise((settled) => {
        link.addEventListener('load', settled, { once: true });
        link.addEventListener('error', settled, { once: true });
      });
    }),
  );
}
const router = createAppRouter();
const app = (
  <StrictMode>
    <ReleaseServerDrawnPage>
      <AppProviders brand={brand} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </ReleaseServerDrawnPage>
  </StrictMode>
);
const drawnOnServer = appRoot.hasAttribute('inert');
// The server draws pages as a signed-out visitor sees them: someone signed in may see them otherwise.
const signedIn = tokenStore.getAccessToken() !== null || tokenStore.getRefreshToken() !== null;
// Over a page the server drew, React takes over the elements already there (hydration) instead of building them
// again, then adapts them to this screen if it is not the one drawn for. The first render is a transition: React
// works in short slices and lets the browser answer the person in between, instead of holding the page in one long
// task while the whole screen is built (a phone's slow CPU).
const startApp = () =>
  startTransition(() => {
    if (drawnOnServer && !signedIn) hydrateRoot(appRoot, app);
    else createRoot(appRoot).render(app);
  });

if (drawnOnServer) {
  // The app's first frame is the drawn page, with the app's own styles: not the loading screen the router shows while
  // it fetches the page's code.
  const routerReady = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stopWatching = router.subscribe((state) => {
      if (!state.initialized) return;
      stopWatching();
      resolve();
    });
  });
  void Promise.all([routerReady, applyAppStylesheets()]).then(() => {
    // With the app's stylesheets and the page's own applied, the drawn page's rules go: kept, they would override
    // the app's rules that came after them in its stylesheets (a page reached later would find them in its way).
    document.querySelector(`style[${DRAWN_STYLES_ATTRIBUTE}]`)?.remove();
    startApp();
  });
} else {
  startApp();
}

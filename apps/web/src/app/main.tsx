import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '../lib/dates';
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
 * A page the server drew (the sign-in) stays on screen, inert, until the app has drawn its own in its place (React
 * empties the root on its first commit): only then can it be used, so nothing is typed into a page about to go.
 */
function ReleaseServerDrawnPage({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    appRoot.removeAttribute('inert');
    appRoot.removeAttribute('aria-disabled');
  }, []);
  return children;
}

const router = createAppRouter();
// The first render as a transition: React then works in short slices and lets the browser answer the person in
// between, instead of holding the page in one long task while the whole screen is built (a phone's slow CPU).
const renderApp = () =>
  startTransition(() =>
    createRoot(appRoot).render(
      <StrictMode>
        <ReleaseServerDrawnPage>
          <AppProviders brand={brand} queryClient={createQueryClient()}>
            <RouterProvider router={router} />
          </AppProviders>
        </ReleaseServerDrawnPage>
      </StrictMode>,
    ),
  );

if (appRoot.hasAttribute('inert') && !router.state.initialized) {
  // Over a page the server drew, the app's first frame is its page, not the loading screen the router shows while
  // it fetches the page's code.
  const stopWatching = router.subscribe((state) => {
    if (!state.initialized) return;
    stopWatching();
    renderApp();
  });
} else {
  renderApp();
}

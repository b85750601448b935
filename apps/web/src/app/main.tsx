import { startTransition, StrictMode } from 'react';
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

// The first render as a transition: React then works in short slices and lets the browser answer the person in
// between, instead of holding the page in one long task while the whole screen is built (a phone's slow CPU).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders brand={brand} queryClient={createQueryClient()}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  ),
);

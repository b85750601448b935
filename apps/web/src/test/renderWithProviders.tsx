import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { brands, type Brand } from '../app/brand';
import { createQueryClient } from '../app/queryClient';

interface Options {
  brand?: Brand;
  path?: string;
  url?: string;
}

/** Renders one screen at `url` inside the app's providers and a memory router. */
export function renderWithProviders(
  element: ReactNode,
  { brand = brands.enlaza, path = '/', url = path }: Options = {},
) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  const result = render(
    <AppProviders brand={brand} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { brands, type Brand } from '../app/brand';
import { createQueryClient } from '../app/queryClient';

interface Options {
  brand?: Brand;
  path?: string;
  url?: string;
  /** Other screens the one under test leads to, so a navigation lands where the app would take it. */
  otherRoutes?: RouteObject[];
}

/** Renders one screen at `url` inside the app's providers and a memory router. */
export function renderWithProviders(
  element: ReactNode,
  { brand = brands.enlaza, path = '/', url = path, otherRoutes = [] }: Options = {},
) {
  const router = createMemoryRouter([{ path, element }, ...otherRoutes], { initialEntries: [url] });
  const result = render(
    <AppProviders brand={brand} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullPageLoading } from '../components/FullPageLoading';
import { pageRoutes } from './pages';
import { RouteError } from './RouteError';
import { preloadLayoutFor, RouteGate } from './RouteGate';

export const appRoutes: RouteObject[] = [
  {
    element: <RouteGate />,
    HydrateFallback: FullPageLoading,
    errorElement: <RouteError />,
    children: [
      ...pageRoutes.map(({ path, load }) => ({
        path,
        lazy: async () => {
          preloadLayoutFor(path);
          return { Component: await load() };
        },
      })),
      // Spec 001 §2: /admin is the admin home as well.
      { path: '/admin', element: <Navigate to="/admin/home" replace /> },
    ],
  },
  // Unknown paths, and spec paths whose screens are not built yet, go to the login (spec 000 §2).
  { path: '*', element: <Navigate to="/login" replace /> },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

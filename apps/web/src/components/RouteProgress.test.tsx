import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { RouteProgress } from './RouteProgress';

function Shell() {
  return (
    <>
      <RouteProgress />
      <Outlet />
    </>
  );
}

describe('RouteProgress', () => {
  it('shows at once while a navigation waits for a screen that is not loaded yet, and goes when it is shown', async () => {
    let finishLoading: () => void = () => {};
    const slowScreenLoaded = new Promise<void>((resolve) => (finishLoading = resolve));
    const router = createMemoryRouter([
      {
        element: <Shell />,
        children: [
          { path: '/', element: <h1>Inicio</h1> },
          {
            path: '/procesos',
            lazy: async () => {
              await slowScreenLoaded;
              return { Component: () => <h1>Procesos</h1> };
            },
          },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();

    act(() => void router.navigate('/procesos'));
    // The old screen is still up, and the indicator says the click was taken.
    expect(screen.getByRole('progressbar', { name: 'Cargando página' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeInTheDocument();

    await act(async () => finishLoading());
    expect(await screen.findByRole('heading', { name: 'Procesos' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { theme } from '@/app/theme';
import { NavbarSearchProvider } from '@/lib/navbar-search';

/**
 * Renders routes in a memory router with the app's providers and a fresh query cache. The
 * navbar's search is provided as the dashboard layout does, so a list screen renders on its own.
 */
export function renderRoutes(
  routes: RouteObject[],
  initialEntries: (string | { pathname: string; search?: string; state?: unknown })[] = ['/'],
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries });
  const view = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <NavbarSearchProvider>
          <RouterProvider router={router} />
        </NavbarSearchProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router };
}

/** Renders one element at `path` (the root by default), with the providers of `renderRoutes`. */
export function renderWithProviders(element: ReactElement, path = '/') {
  return renderRoutes([{ path, element }], [path]);
}

import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { theme } from '@/app/theme';

/** Renders routes in a memory router with the app's providers and a fresh query cache. */
export function renderRoutes(
  routes: RouteObject[],
  initialEntries: (string | { pathname: string; search?: string; state?: unknown })[] = ['/'],
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries });
  const view = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router };
}

export function renderWithProviders(element: ReactElement) {
  return renderRoutes([{ path: '/', element }]);
}

import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppRouter } from './router';
import { theme } from './theme';

/** The app's own router (BrowserRouter over the route table), at a real address of the window. */
function openAt(path: string) {
  window.history.replaceState(null, '', path);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <AppRouter />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the app router', () => {
  it('opens the login screen at /login', async () => {
    openAt('/login');
    expect(await screen.findByRole('button', { name: 'Login' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('sends an unknown address and a dashboard address without a session to /login', async () => {
    const first = openAt('/no-such-page');
    expect(await screen.findByRole('button', { name: 'Login' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    first.unmount();
    openAt('/dashboard/jobs');
    expect(await screen.findByRole('button', { name: 'Login' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });
});

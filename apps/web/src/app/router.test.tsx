import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppRouter } from './router';
import { theme } from './theme';
import { ticketListResponseSchema } from '@shop/domain/contracts/ticket-list';
import { returnPath, saveSession } from '@/lib/session';
import { fakeApi } from '@/testing/api';
import { listPage } from '@/testing/list-page';

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

describe('an address that leads nowhere, signed in', () => {
  it('shows Page not found in the dashboard (not the login page), the address kept', async () => {
    saveSession('token', 'staff');
    // The dashboard frame's sidebar counts the open tickets.
    fakeApi.get('/api/support-tickets/tickets', ticketListResponseSchema, listPage([], { pageSize: 1 }));
    openAt('/dashboard/manage-customerz');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard/manage-customerz');
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('the login goes back to where the session was needed', () => {
  it('returns to a screen of this app, and never to another site or the login itself', () => {
    expect(returnPath({ from: '/dashboard/jobs/12' })).toBe('/dashboard/jobs/12');
    expect(returnPath({ from: '/dashboard/booking-form?customer=7' })).toBe('/dashboard/booking-form?customer=7');
    for (const from of ['//evil.test/x', '/\\evil.test', 'https://evil.test', '/login', '/', '/login?x=1', 42]) {
      expect(returnPath({ from })).toBe('/dashboard');
    }
    expect(returnPath(null)).toBe('/dashboard');
  });
});

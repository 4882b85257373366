import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '@/testing/render';
import { saveSession, takeLoginFlash } from '@/lib/session';
import { RequireRole, RequireSession } from './guards';

describe('guards', () => {
  it('sends a visitor without a token to /login with the session-expired message', async () => {
    const { router } = renderRoutes(
      [
        { path: '/dashboard', element: <RequireSession>secret page</RequireSession> },
        { path: '/login', element: <p>login page</p> },
      ],
      ['/dashboard'],
    );
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(takeLoginFlash()).toBe('Session expired. Please log in again.');
  });

  it('shows the page to a signed-in user', async () => {
    saveSession('token', 'staff');
    renderRoutes([{ path: '/', element: <RequireSession>secret page</RequireSession> }]);
    expect(await screen.findByText('secret page')).toBeInTheDocument();
  });

  it('tells a staff member a superadmin page is not for them', async () => {
    saveSession('token', 'staff');
    renderRoutes([{ path: '/', element: <RequireRole action="storeInvoices:read">invoices</RequireRole> }]);
    expect(await screen.findByText('You are not eligible to access it.')).toBeInTheDocument();
    expect(screen.queryByText('invoices')).not.toBeInTheDocument();
    // Pages outside the dashboard layout (the store-invoice editor) still offer a way back.
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('lets a superadmin open it', async () => {
    saveSession('token', 'superadmin');
    renderRoutes([{ path: '/', element: <RequireRole action="storeInvoices:read">invoices</RequireRole> }]);
    expect(await screen.findByText('invoices')).toBeInTheDocument();
  });
});

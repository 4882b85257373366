import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/testing/render';
import { setLoginFlash } from '@/lib/session';
import { loginResponseSchema } from '@shop/domain/contracts/accounts';
import { fakeApi } from '@/testing/api';
import LoginPage from './login';

const LOGIN = '/api/admin/login';

function renderLogin() {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/dashboard', element: <p>Dashboard home</p> },
      { path: '/register', element: <p>Register page</p> },
    ],
    ['/login'],
  );
}

async function submit(email: string, password: string) {
  const emailInput = screen.getByLabelText('Email');
  const passwordInput = screen.getByLabelText('Password', { selector: 'input' });
  await userEvent.clear(emailInput);
  await userEvent.clear(passwordInput);
  if (email) await userEvent.type(emailInput, email);
  if (password) await userEvent.type(passwordInput, password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login screen', { timeout: 20_000 }, () => {
  it('shows the documented messages for missing fields and a bad email without calling the server', async () => {
    const login = fakeApi.noContent('post', LOGIN);
    renderLogin();
    await screen.findByLabelText('Email');
    await submit('', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter both email and password.');
    await submit('admin@demo.test', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password.');
    await submit('admin@demo', 'secret-1');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email format.');
    expect(login.count()).toBe(0);
  });

  it("shows the server's error for a wrong password and keeps no session", async () => {
    fakeApi.failure('post', LOGIN, 401, 'Invalid email or password.');
    renderLogin();
    await screen.findByLabelText('Email');
    await submit('admin@demo.test', 'wrong-pass-1');
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it("falls back to 'Something went wrong. Please try again.' when the server answers without a sentence", async () => {
    fakeApi.failure('post', LOGIN, 502, '');
    renderLogin();
    await screen.findByLabelText('Email');
    await submit('admin@demo.test', 'demo-pass-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('saves token and role under adminToken and adminRole and goes to /dashboard', async () => {
    const login = fakeApi.post(LOGIN, loginResponseSchema, {
      token: 'tok-123',
      role: 'admin',
      expiresAt: '2030-01-01T00:00:00Z',
      message: 'Login successful.',
    });
    renderLogin();
    await screen.findByLabelText('Email');
    await submit(' Admin@Demo.test ', 'demo-pass-2026');
    expect(await screen.findByText('Dashboard home')).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBe('tok-123');
    expect(localStorage.getItem('adminRole')).toBe('admin');
    expect(login.calls.map((call) => call.body)).toEqual([
      { email: 'Admin@Demo.test', password: 'demo-pass-2026', recaptchaToken: '' },
    ]);
  });

  it('shows the session-expired flash once', async () => {
    setLoginFlash('Session expired. Please log in again.');
    renderLogin();
    expect(await screen.findByText('Session expired. Please log in again.')).toBeInTheDocument();
    expect(sessionStorage.getItem('loginFlash')).toBeNull();
  });

  it('the Register button opens the registration screen', async () => {
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Register page')).toBeInTheDocument();
  });
});

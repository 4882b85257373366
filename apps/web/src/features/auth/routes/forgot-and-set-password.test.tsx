import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES, profileResponseSchema } from '@shop/domain/contracts/accounts';
import { messageResponseSchema } from '@shop/domain/contracts/common';
import { fakeApi } from '@/testing/api';
import { renderRoutes } from '@/testing/render';
import ForgotPasswordPage from './forgot-password';
import SetPasswordPage from './set-password';
import ProfilePage from './profile';

const FORGOT = '/api/admin/forgot-password';
const SET = '/api/admin/set-password';

const login = { path: '/login', element: <p>Login page</p> };

describe('forgot password screen', { timeout: 20_000 }, () => {
  const open = () =>
    renderRoutes([{ path: '/forgot-password', element: <ForgotPasswordPage /> }, login], ['/forgot-password']);

  it('asks for the email, then for a valid one, without calling the server', async () => {
    const calls = fakeApi.post(FORGOT, messageResponseSchema, { message: ACCOUNT_MESSAGES.resetLinkSent });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email.');
    await userEvent.type(screen.getByLabelText('Email'), 'not an email');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email format.');
    expect(calls.count()).toBe(0);
  });

  it('shows the documented success sentence', async () => {
    const calls = fakeApi.post(FORGOT, messageResponseSchema, { message: ACCOUNT_MESSAGES.resetLinkSent });
    open();
    await userEvent.type(await screen.findByLabelText('Email'), ' staff@shop.test ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('A password reset link has been sent to your email.')).toBeInTheDocument();
    expect(calls.calls.map((call) => call.body)).toEqual([{ email: 'staff@shop.test' }]);
  });

  it('shows the documented failure sentence, with the reason when rate limited', async () => {
    fakeApi.failure('post', FORGOT, 500, 'boom');
    open();
    await userEvent.type(await screen.findByLabelText('Email'), 'staff@shop.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset link. Try again.');
  });

  it('Back to Login goes to /login', async () => {
    open();
    await userEvent.click(await screen.findByRole('link', { name: 'Back to Login' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });
});

describe('set password screen', { timeout: 20_000 }, () => {
  const open = (path = '/admin/set-password?token=tok-9') =>
    renderRoutes([{ path: '/admin/set-password', element: <SetPasswordPage /> }, login], [path]);

  it('says the link is invalid and disables the form without a token', async () => {
    open('/admin/set-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.invalidToken);
    expect(screen.getByRole('button', { name: 'Set Password' })).toBeDisabled();
  });

  it("says 'Passwords do not match.' without calling the server", async () => {
    const calls = fakeApi.post(SET, messageResponseSchema, { message: ACCOUNT_MESSAGES.passwordSet });
    open();
    await userEvent.type(await screen.findByLabelText('Password', { selector: 'input' }), 'Tennis-racket-stringing');
    await userEvent.type(screen.getByLabelText('Confirm Password', { selector: 'input' }), 'Abcdefghi2');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(calls.count()).toBe(0);
  });

  it('sends the token, shows the server message and offers Login', async () => {
    const calls = fakeApi.post(SET, messageResponseSchema, { message: ACCOUNT_MESSAGES.passwordSet });
    open();
    await userEvent.type(await screen.findByLabelText('Password', { selector: 'input' }), 'Tennis-racket-stringing');
    await userEvent.type(screen.getByLabelText('Confirm Password', { selector: 'input' }), 'Tennis-racket-stringing');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordSet)).toBeInTheDocument();
    expect(calls.calls.map((call) => call.body)).toEqual([
      { token: 'tok-9', password: 'Tennis-racket-stringing', confirmPassword: 'Tennis-racket-stringing' },
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it("shows the server's error", async () => {
    fakeApi.failure('post', SET, 400, ACCOUNT_MESSAGES.invalidToken);
    open();
    await userEvent.type(await screen.findByLabelText('Password', { selector: 'input' }), 'Tennis-racket-stringing');
    await userEvent.type(screen.getByLabelText('Confirm Password', { selector: 'input' }), 'Tennis-racket-stringing');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.invalidToken);
  });
});

describe('profile screen', { timeout: 20_000 }, () => {
  const open = () => renderRoutes([{ path: '/dashboard/profile', element: <ProfilePage /> }], ['/dashboard/profile']);

  it('shows name, email and created date', async () => {
    fakeApi.get('/api/admin/profile', profileResponseSchema, {
      first_name: 'Amal',
      last_name: 'Saeed',
      email: 'amal@shop.test',
      role: 'admin',
      date_created: '2026-03-04T08:00:00.000Z',
    });
    open();
    expect((await screen.findAllByText('Amal Saeed')).length).toBeGreaterThan(0);
    expect(screen.getByText('amal@shop.test')).toBeInTheDocument();
    expect(screen.getByText('Created')).toBeInTheDocument();
    expect(screen.getByText(/2026/)).toBeInTheDocument();
  });

  it('shows an error state when the profile cannot be loaded', async () => {
    fakeApi.failure('get', '/api/admin/profile', 500, '');
    open();
    expect(await screen.findByText('Failed to load your profile.')).toBeInTheDocument();
  });
});

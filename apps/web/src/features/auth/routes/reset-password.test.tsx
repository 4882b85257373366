import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/testing/render';
import { ACCOUNT_MESSAGES } from '@shop/domain/contracts/accounts';
import { messageResponseSchema } from '@shop/domain/contracts/common';
import { fakeApi } from '@/testing/api';
import ResetPasswordPage from './reset-password';

afterEach(() => {
  vi.useRealTimers();
});

const RESET = '/api/admin/reset-password';
const fakeReset = () => fakeApi.post(RESET, messageResponseSchema, { message: ACCOUNT_MESSAGES.passwordReset });

function renderReset(path = '/reset-password?token=tok-1') {
  return renderRoutes(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    [path],
  );
}

describe('reset password screen', { timeout: 20_000 }, () => {
  it('asks for both fields, then for matching passwords, without calling the server', async () => {
    const calls = fakeReset();
    renderReset();
    await userEvent.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both password fields.');
    await userEvent.type(screen.getByLabelText('New Password', { selector: 'input' }), 'Tennis-racket-stringing');
    await userEvent.type(screen.getByLabelText('Confirm Password', { selector: 'input' }), 'Abcdefghi2');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(calls.count()).toBe(0);
  });

  it('sends the token from the link, shows success and goes to /login after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = fakeReset();
    renderReset();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText('New Password', { selector: 'input' }), 'Tennis-racket-stringing');
    await user.type(screen.getByLabelText('Confirm Password', { selector: 'input' }), 'Tennis-racket-stringing');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password has been reset successfully.')).toBeInTheDocument();
    expect(calls.calls.map((call) => call.body)).toEqual([
      { token: 'tok-1', password: 'Tennis-racket-stringing', confirmPassword: 'Tennis-racket-stringing' },
    ]);
    await act(async () => vi.advanceTimersByTime(1500));
    expect(screen.queryByText('Login page')).toBeNull();
    await act(async () => vi.advanceTimersByTime(600));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('shows the documented failure with the reason from the server', async () => {
    fakeApi.failure('post', RESET, 400, 'This link is invalid or has expired. Please ask for a new one.');
    renderReset();
    await userEvent.type(
      await screen.findByLabelText('New Password', { selector: 'input' }),
      'Tennis-racket-stringing',
    );
    await userEvent.type(screen.getByLabelText('Confirm Password', { selector: 'input' }), 'Tennis-racket-stringing');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to reset password. Try again.');
    expect(alert).toHaveTextContent('This link is invalid or has expired. Please ask for a new one.');
  });

  it('without a token says where the link comes from, with no failure before anything was tried', async () => {
    const calls = fakeReset();
    renderRoutes(
      [
        { path: '/reset-password', element: <ResetPasswordPage /> },
        { path: '/forgot-password', element: <p>Forgot password page</p> },
      ],
      ['/reset-password'],
    );
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.resetLinkMissing);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(ACCOUNT_MESSAGES.passwordResetFailed)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    await userEvent.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByText('Forgot password page')).toBeInTheDocument();
    expect(calls.count()).toBe(0);
  });
});

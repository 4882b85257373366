import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/testing/render';
import { messageResponseSchema } from '@shop/domain/contracts/common';
import { fakeApi } from '@/testing/api';
import RegisterPage from './register';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderRegister() {
  return renderRoutes(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    ['/register'],
  );
}

const REGISTER = '/api/admin/register';

describe('staff register screen', { timeout: 20_000 }, () => {
  it('requires every field, then checks the email, without calling the server', async () => {
    const calls = fakeApi.post(REGISTER, messageResponseSchema, { message: 'Registration request sent successfully!' });
    renderRegister();
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required.');
    await userEvent.type(screen.getByLabelText('First Name'), 'Nadia');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Faris');
    await userEvent.type(screen.getByLabelText('Email'), 'nadia at shop');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email format.');
    expect(calls.count()).toBe(0);
  });

  it('sends role staff by default, shows the success message and goes to /login after 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = fakeApi.post(REGISTER, messageResponseSchema, { message: 'Registration request sent successfully!' });
    renderRegister();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText('First Name'), 'Nadia');
    await user.type(screen.getByLabelText('Last Name'), 'Faris');
    await user.type(screen.getByLabelText('Email'), 'nadia@shop.test');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration request sent successfully!')).toBeInTheDocument();
    expect(calls.calls.map((call) => call.body)).toEqual([
      { firstName: 'Nadia', lastName: 'Faris', email: 'nadia@shop.test', role: 'staff', recaptchaToken: '' },
    ]);
    await act(async () => vi.advanceTimersByTime(2500));
    expect(screen.queryByText('Login page')).toBeNull();
    await act(async () => vi.advanceTimersByTime(600));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it("shows the response's error text, else the fallback", async () => {
    fakeApi.failure('post', REGISTER, 409, 'An account or request with this email already exists.');
    renderRegister();
    await userEvent.type(await screen.findByLabelText('First Name'), 'A');
    await userEvent.type(screen.getByLabelText('Last Name'), 'B');
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account or request with this email already exists.');
    fakeApi.failure('post', REGISTER, 502, '');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });
});

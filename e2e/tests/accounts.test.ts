import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD, login, PHONE, screenshot, useShop, type RunningServer } from '../harness';
import { loaded } from '../page-rest';
import { ACCOUNT_PAGE_DELAYS_MS, passDelay, useTestClock } from '../page-clock';

const shop = useShop();
let server: RunningServer;
let page: Page;
beforeAll(() => {
  ({ server, page } = shop);
});
beforeAll(() => useTestClock(page));
// The forgot-password test changes the staff demo password; later tests use whatever it is now.
let staffPassword = DEMO_PASSWORD;

const alert = () => page.getByRole('alert');

async function logout() {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(`${server.url}/login`);
}

async function fillLogin(email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Opens the mailbox from the user menu and follows the first link of the newest email to `to`. */
async function followMailLink(to: string, linkPath: string) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Mailbox' }).click();
  await page.waitForURL(`${server.url}/dashboard/mailbox`);
  const mail = page
    .locator('article')
    .filter({ hasText: `To ${to}` })
    .first();
  await mail.waitFor();
  await mail.getByRole('link', { name: new RegExp(linkPath.replace(/\//g, '\\/')) }).click();
  await page.waitForURL(new RegExp(`${linkPath}\\?token=`));
}

describe('accounts in the browser', () => {
  it('login shows each validation message and refuses a wrong password', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Forgot Password' }).waitFor();
    await page.getByRole('button', { name: 'Register' }).waitFor();
    await screenshot(page, 'accounts-login-desktop');

    await page.getByRole('button', { name: 'Login' }).click();
    expect(await alert().textContent()).toBe('Please enter both email and password.');
    await fillLogin('admin@demo', DEMO_PASSWORD);
    expect(await alert().textContent()).toBe('Invalid email format.');
    await fillLogin('admin @demo.test', DEMO_PASSWORD);
    expect(await alert().textContent()).toBe('Invalid email format.');
    await fillLogin(DEMO.admin, 'wrong-password-1');
    await page.getByText('Invalid email or password.').waitFor();
    expect(page.url()).toBe(`${server.url}/login`);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

    // The show/hide toggle reveals the password.
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show or hide characters' }).click();
    expect(await password.getAttribute('type')).toBe('text');
  });

  it('a dashboard page without a session goes to /login with the session message', async () => {
    await page.goto(`${server.url}/dashboard/profile`);
    await page.waitForURL(`${server.url}/login`);
    await page.getByText('Session expired. Please log in again.').waitFor();
  });

  it('register, approve as admin, set the password from the mailbox link, log in', async () => {
    const email = `nadia.${Date.now()}@demo.test`;
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(`${server.url}/register`);
    // The screen's chunk loads after the URL changes (the login form stays until then, with its own Register button).
    await page.getByLabel('First Name').waitFor();
    await page.getByRole('button', { name: 'Register' }).click();
    expect(await alert().textContent()).toBe('All fields are required.');
    await page.getByLabel('First Name').fill('Nadia');
    await page.getByLabel('Last Name').fill('Faris');
    await page.getByLabel('Email').fill('nadia@@demo');
    await page.getByRole('button', { name: 'Register' }).click();
    expect(await alert().textContent()).toBe('Invalid email format.');
    expect(await page.getByRole('combobox', { name: 'Role' }).inputValue()).toBe('Staff');
    await screenshot(page, 'accounts-register-desktop');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Registration request sent successfully!').waitFor();
    // The message shows on the register screen, which then moves on to /login by itself (the
    // 3000 ms delay, passed here on the page's clock, is checked with fake timers in register.test.tsx).
    expect(new URL(page.url()).pathname).toBe('/register');
    await passDelay(page, ACCOUNT_PAGE_DELAYS_MS.registerRedirect);
    await page.waitForURL(`${server.url}/login`);

    await login(page, server.url, DEMO.admin);
    await page.getByRole('link', { name: 'Pending Request' }).click();
    await page.waitForURL(`${server.url}/pending-requests`);
    await page.getByRole('heading', { name: 'Pending Admin Approvals' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Request approved. A set-password link has been emailed.').waitFor();
    const decided = page.getByRole('row').filter({ hasText: email });
    await decided.getByText('approved').waitFor();
    expect(await decided.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await screenshot(page, 'accounts-pending-requests-desktop');

    await page.goto(`${server.url}/dashboard`);
    await followMailLink(email, '/admin/set-password');
    await screenshot(page, 'accounts-mailbox-followed-set-password-desktop');
    await page.getByLabel('Password', { exact: true }).fill('Nadia-pass-2026');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Nadia-pass-2027');
    await page.getByRole('button', { name: 'Set Password' }).click();
    expect(await alert().textContent()).toBe('Passwords do not match.');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Nadia-pass-2026');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await page.getByText('Your password has been set. You can now log in.').waitFor();
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.waitForURL(`${server.url}/login`);
    await fillLogin(email, 'Nadia-pass-2026');
    await page.waitForURL(`${server.url}/dashboard`);
    expect(await page.evaluate(() => localStorage.getItem('adminRole'))).toBe('staff');
    await page.goto(`${server.url}/dashboard/profile`);
    await page.getByText(email).first().waitFor();
    await page.getByText('Nadia Faris').first().waitFor();
    await logout();
  });

  it('forgot password emails a reset link that resets the password, then goes to /login', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await page.waitForURL(`${server.url}/forgot-password`);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    expect(await alert().textContent()).toBe('Please enter your email.');
    await page.getByLabel('Email').fill(DEMO.staff);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('A password reset link has been sent to your email.').waitFor();
    await screenshot(page, 'accounts-forgot-password-desktop');

    await login(page, server.url, DEMO.superadmin);
    await followMailLink(DEMO.staff, '/reset-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    expect(await alert().textContent()).toBe('Please enter both password fields.');
    await page.getByLabel('New Password').fill('Staff-new-pass-1');
    await page.getByLabel('Confirm Password').fill('Staff-new-pass-2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    expect(await alert().textContent()).toBe('Passwords do not match.');
    await screenshot(page, 'accounts-reset-password-desktop');
    await page.getByLabel('Confirm Password').fill('Staff-new-pass-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password has been reset successfully.').waitFor();
    // The message shows on the reset screen, which then moves on to /login by itself (the 2000 ms
    // delay, passed here on the page's clock, is checked with fake timers in reset-password.test.tsx).
    expect(new URL(page.url()).pathname).toBe('/reset-password');
    await passDelay(page, ACCOUNT_PAGE_DELAYS_MS.resetRedirect);
    await page.waitForURL(`${server.url}/login`);
    await fillLogin(DEMO.staff, DEMO_PASSWORD);
    await page.getByText('Invalid email or password.').waitFor();
    await fillLogin(DEMO.staff, 'Staff-new-pass-1');
    await page.waitForURL(`${server.url}/dashboard`);
    staffPassword = 'Staff-new-pass-1';
    await logout();
  });

  it('shows each role its sidebar and the Pending Request button only to admin and superadmin', async () => {
    const passwords = { staff: staffPassword, admin: DEMO_PASSWORD, superadmin: DEMO_PASSWORD };
    for (const role of ['staff', 'admin', 'superadmin'] as const) {
      await login(page, server.url, DEMO[role], passwords[role]);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Send Invite' }).waitFor();
      for (const label of ['Manage Customers', 'View Bookings', 'Send Invite']) {
        expect(await nav.getByRole('link', { name: label }).count(), `${role} ${label}`).toBe(1);
      }
      expect(await nav.getByRole('link', { name: 'BigCommerce Invoices' }).count(), role).toBe(
        role === 'superadmin' ? 1 : 0,
      );
      expect(await page.getByRole('link', { name: 'Pending Request' }).count(), role).toBe(role === 'staff' ? 0 : 1);
      await loaded(page);
      await screenshot(page, `accounts-dashboard-${role}-desktop`);
      if (role === 'staff') {
        await page.goto(`${server.url}/dashboard/bigcommerce-invoices`);
        await page.getByText('You are not eligible to access it.').waitFor();
        await screenshot(page, 'accounts-not-eligible-staff-desktop');
        await page.goto(`${server.url}/pending-requests`);
        await page.getByText('You are not eligible to access it.').waitFor();
        await page.goto(`${server.url}/dashboard`);
      }
      await logout();
      expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    }
  });

  it('logout revokes the session on the server', async () => {
    await login(page, server.url, DEMO.admin);
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    await logout();
    const res = await fetch(`${server.url}/api/admin/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
  });

  it('screens at desktop and phone widths', async () => {
    await login(page, server.url, DEMO.admin);
    const screens = [
      ['/dashboard/profile', 'profile'],
      ['/dashboard/mailbox', 'mailbox'],
      ['/pending-requests', 'pending-requests'],
    ] as const;
    const shoot = async (width: 'desktop' | 'phone', list: readonly (readonly [string, string])[]) => {
      for (const [path, name] of list) {
        await page.goto(`${server.url}${path}`);
        await loaded(page);
        await screenshot(page, `accounts-${name}-${width}`);
      }
    };
    await shoot('desktop', screens);
    await page.setViewportSize(PHONE);
    await shoot('phone', [['/dashboard', 'dashboard'], ...screens]);
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Manage Customers' }).waitFor();
    await screenshot(page, 'accounts-dashboard-menu-phone');
    await logout();
    for (const path of [
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password?token=x',
      '/admin/set-password?token=x',
    ]) {
      await page.goto(`${server.url}${path}`);
      await loaded(page);
      await screenshot(page, `accounts-public${path.split('?')[0]!.replace(/\//g, '-')}-phone`);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});

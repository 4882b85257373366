import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { profileResponseSchema } from '@shop/domain/contracts/accounts';
import {
  staffAccountChangeResponseSchema,
  staffAccountListResponseSchema,
  type StaffAccount,
} from '@shop/domain/contracts/staff-accounts';
import { fakeApi, PROFILE } from '@/testing/api';
import { listPage } from '@/testing/list-page';
import { renderRoutes } from '@/testing/render';
import StaffAccountsPage from './staff-accounts';

const ACCOUNTS = '/api/admin/accounts';
const account = (over: Partial<StaffAccount>): StaffAccount => ({
  id: 1,
  first_name: 'Karim',
  last_name: 'Youssef',
  email: 'karim@demo.test',
  role: 'staff',
  active: true,
  last_login_at: '2026-11-26T06:30:00Z',
  deactivated_at: null,
  ...over,
});
const karim = account({});
const me = account({ id: 2, first_name: 'Amal', last_name: 'Admin', email: 'amal@demo.test', role: 'admin' });
const owner = account({ id: 3, first_name: 'Omar', last_name: 'Owner', email: 'omar@demo.test', role: 'superadmin' });
const gone = account({
  id: 4,
  first_name: 'Lina',
  last_name: 'Left',
  email: 'lina@demo.test',
  active: false,
  last_login_at: null,
  deactivated_at: '2026-11-20T10:00:00Z',
});

function renderPage() {
  fakeApi.get('/api/admin/profile', profileResponseSchema, { ...PROFILE, email: me.email, role: 'admin' });
  return renderRoutes([
    {
      path: '/',
      element: (
        <ModalsProvider>
          <StaffAccountsPage />
        </ModalsProvider>
      ),
    },
  ]);
}

const row = async (name: string) => (await screen.findAllByText(name)).map((c) => c.closest('tr')).find(Boolean)!;

describe('Staff screen', () => {
  it('lists accounts with role, last login and status, offering only what the admin may do', async () => {
    fakeApi.get(ACCOUNTS, staffAccountListResponseSchema, listPage([karim, me, owner, gone]));
    renderPage();
    const karimRow = await row('Karim Youssef');
    expect(within(karimRow).getByText('Active')).toBeInTheDocument();
    expect(await within(karimRow).findByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    // Their own account and a superadmin's: no action for an admin.
    expect(within(await row('Amal Admin')).queryByRole('button')).toBeNull();
    expect(within(await row('Omar Owner')).getByText('Super Admin')).toBeInTheDocument();
    expect(within(await row('Omar Owner')).queryByRole('button')).toBeNull();
    const linaRow = await row('Lina Left');
    expect(within(linaRow).getByText('Deactivated')).toBeInTheDocument();
    expect(within(linaRow).getByText('Never')).toBeInTheDocument();
    expect(within(linaRow).getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    expect(screen.getByText('4 accounts')).toBeInTheDocument();
  });

  it('deactivates after saying what happens, and shows the account deactivated', async () => {
    let accounts = [karim];
    fakeApi.get(ACCOUNTS, staffAccountListResponseSchema, () => listPage(accounts));
    const off = fakeApi.post(`${ACCOUNTS}/1/deactivate`, staffAccountChangeResponseSchema, () => {
      accounts = [{ ...karim, active: false, deactivated_at: '2026-11-27T10:00:00Z' }];
      return {
        message: 'Account deactivated. Its sessions have ended and it can no longer log in.',
        account: accounts[0]!,
      };
    });
    renderPage();
    await userEvent.click(await within(await row('Karim Youssef')).findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Karim Youssef?' });
    expect(within(dialog).getByText(/logged out everywhere and can no longer log in/)).toBeInTheDocument();
    expect(off.calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(await row('Karim Youssef')).findByText('Deactivated')).toBeInTheDocument();
    expect(off.calls).toHaveLength(1);
  });
});

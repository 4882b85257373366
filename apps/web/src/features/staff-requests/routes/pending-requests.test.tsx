import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { renderRoutes } from '@/testing/render';
import { stubFetch } from '@/features/auth/testing/stub-fetch';
import PendingRequestsPage from './pending-requests';

afterEach(() => vi.unstubAllGlobals());

const pending = {
  user_id: 7,
  first_name: 'Karim',
  last_name: 'Youssef',
  email: 'karim@demo.test',
  requested_role: 'staff',
  action: 'pending',
  created_at: '2026-11-20T08:00:00Z',
};
const approved = {
  ...pending,
  user_id: 8,
  first_name: 'Leila',
  last_name: 'Rahman',
  email: 'leila@demo.test',
  action: 'approved',
};

function renderPage() {
  return renderRoutes([
    {
      path: '/',
      element: (
        <ModalsProvider>
          <PendingRequestsPage />
        </ModalsProvider>
      ),
    },
  ]);
}

describe('pending admin approvals screen', { timeout: 20_000 }, () => {
  it('shows Approve and Reject only on pending requests', async () => {
    stubFetch(() => ({ status: 200, body: [pending, approved] }));
    renderPage();
    const karim = (await screen.findByText('Karim Youssef')).closest('tr')!;
    expect(within(karim).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(karim).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    const leila = screen.getByText('Leila Rahman').closest('tr')!;
    expect(within(leila).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(leila).getByText('approved')).toBeInTheDocument();
  });

  it("says 'No pending Requests' when nothing waits", async () => {
    stubFetch(() => ({ status: 200, body: [approved] }));
    renderPage();
    expect(await screen.findByText('No pending Requests')).toBeInTheDocument();
  });

  it('approves with adminId and status approved', async () => {
    let list = [pending];
    const calls = stubFetch((path) => {
      if (path === '/api/admin/approve') {
        list = [{ ...pending, action: 'approved' }];
        return { status: 200, body: { message: 'Request approved. A set-password link has been emailed.' } };
      }
      return { status: 200, body: list };
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No pending Requests')).toBeInTheDocument();
    expect(calls.mock.calls.find(([path]) => path === '/api/admin/approve')![1]).toEqual({
      adminId: 7,
      status: 'approved',
    });
  });
});

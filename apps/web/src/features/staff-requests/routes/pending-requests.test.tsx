import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { staffRequestListSchema, type StaffRequest } from '@shop/domain/contracts/accounts';
import { messageResponseSchema } from '@shop/domain/contracts/common';
import { fakeApi } from '@/testing/api';
import { renderRoutes } from '@/testing/render';
import PendingRequestsPage from './pending-requests';

const REQUESTS = '/api/admin/staff-registration-requests';
const pending: StaffRequest = {
  user_id: 7,
  first_name: 'Karim',
  last_name: 'Youssef',
  email: 'karim@demo.test',
  requested_role: 'staff',
  action: 'pending',
  created_at: '2026-11-20T08:00:00Z',
};
const approved: StaffRequest = {
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
    fakeApi.get(REQUESTS, staffRequestListSchema, [pending, approved]);
    renderPage();
    // The table row and, for phones, the card of each request.
    const inRow = async (name: string) =>
      (await screen.findAllByText(name)).map((cell) => cell.closest('tr')).find(Boolean)!;
    const karim = await inRow('Karim Youssef');
    expect(within(karim).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(karim).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    const leila = await inRow('Leila Rahman');
    expect(within(leila).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(leila).getByText('approved')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Karim Youssef' });
    for (const text of ['karim@demo.test', 'Requested role', 'Staff', 'pending'])
      expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it("says 'No pending Requests' when nothing waits", async () => {
    fakeApi.get(REQUESTS, staffRequestListSchema, [approved]);
    renderPage();
    expect(await screen.findByText('No pending Requests')).toBeInTheDocument();
  });

  it('approves with adminId and status approved', async () => {
    let list = [pending];
    fakeApi.get(REQUESTS, staffRequestListSchema, () => list);
    const approve = fakeApi.post('/api/admin/approve', messageResponseSchema, () => {
      list = [{ ...pending, action: 'approved' }];
      return { message: 'Request approved. A set-password link has been emailed.' };
    });
    renderPage();
    await userEvent.click((await screen.findAllByRole('button', { name: 'Approve' }))[0]!);
    expect(await screen.findByText('No pending Requests')).toBeInTheDocument();
    expect(approve.last()?.body).toEqual({
      adminId: 7,
      status: 'approved',
    });
  });
});

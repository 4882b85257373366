import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditListResponseSchema, type AuditEntry } from '@shop/domain/contracts/audit';
import { staffAccountListResponseSchema } from '@shop/domain/contracts/staff-accounts';
import { fakeApi } from '@/testing/api';
import { listPage } from '@/testing/list-page';
import { renderRoutes } from '@/testing/render';
import AuditTrailPage from './audit-trail';

const cancel: AuditEntry = {
  id: 41,
  at: '2026-11-27T06:15:00Z',
  actor: { id: 2, name: 'Amal Admin', email: 'amal@demo.test' },
  action: 'bookings.cancel',
  area: 'bookings',
  subject: 'booking:1042',
  details: { refundFils: 21000 },
};
const paid: AuditEntry = { ...cancel, id: 40, actor: null, action: 'payments.paid', area: 'payments', details: {} };

describe('Audit Trail screen', () => {
  it('shows who did what and when, and asks the server again for one area', async () => {
    fakeApi.get('/api/admin/accounts', staffAccountListResponseSchema, listPage([]));
    const audit = fakeApi.get('/api/admin/audit', auditListResponseSchema, ({ query }) =>
      listPage(query.get('what') === 'payments' ? [paid] : [cancel, paid]),
    );
    renderRoutes([{ path: '/', element: <AuditTrailPage /> }]);
    const row = (await screen.findAllByText('booking:1042')).map((c) => c.closest('tr')).find(Boolean)!;
    expect(within(row).getByText('Amal Admin')).toBeInTheDocument();
    expect(within(row).getByText('Bookings and payments at the counter')).toBeInTheDocument();
    expect(within(row).getByText('{"refundFils":21000}')).toBeInTheDocument();
    expect(screen.getAllByText('System').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByLabelText('What', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Online payments and voids', hidden: true }));
    await vi.waitFor(() => expect(audit.last()!.query.get('what')).toBe('payments'));
    await vi.waitFor(() => expect(screen.queryAllByText('Amal Admin')).toHaveLength(0));
  });
});

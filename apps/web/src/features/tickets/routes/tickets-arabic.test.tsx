import { expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ticketListResponseSchema } from '@shop/domain/contracts/ticket-list';
import { describeInArabic } from '@/testing/arabic';
import { listPage } from '@/testing/list-page';
import { fakeApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import SupportTicketsPage from './support-tickets';

describeInArabic('The support tickets in Arabic', () => {
  it('shows the list, its filters, statuses, priorities and count in Arabic', async () => {
    const ticket = (id: number, status: 'open' | 'resolved') => ({
      ticket_id: id,
      customer_id: 7,
      customer: { id: 7, name: 'Sara Haddad' },
      subject: `Subject ${id}`,
      status,
      created_at: '2026-03-05T08:00:00.000Z',
      updated_at: '2026-03-05T08:00:00.000Z',
      issue_type: 'stringing' as const,
      priority_level: 'high' as const,
      description: 'Broke.',
      attachment_url: null,
    });
    fakeApi.get(
      '/api/support-tickets/tickets',
      ticketListResponseSchema,
      listPage([ticket(1, 'open'), ticket(2, 'resolved'), ticket(3, 'open')]),
    );
    renderWithProviders(<SupportTicketsPage />, '/dashboard/support-tickets');
    expect(await screen.findByRole('heading', { name: 'تذاكر الدعم' })).toBeInTheDocument();
    // Three is a "few" in Arabic; the number stays left to right.
    expect(await screen.findByText('\u20663\u2069 تذاكر')).toBeInTheDocument();
    expect(screen.getAllByText('مفتوحة').length).toBeGreaterThan(0);
    expect(screen.getAllByText('تم الحل').length).toBeGreaterThan(0);
    expect(screen.getAllByText('عالية').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('الأولوية', { selector: 'input' })).toHaveValue('كل الأولويات');
    expect(screen.getAllByRole('link', { name: 'فتح التذكرة \u2066#1\u2069' }).length).toBeGreaterThan(0);
  });
});

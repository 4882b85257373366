import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { ticketListResponseSchema } from '@shop/domain/contracts/ticket-list';
import { NavbarSearchProvider } from '@/lib/navbar-search';
import { fakeApi } from '@/testing/api';
import { renderRoutes } from '@/testing/render';
import SupportTicketsPage from './support-tickets';

beforeEach(async () => {
  await i18next.changeLanguage('ar');
});

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('The support tickets in Arabic', { timeout: 20_000 }, () => {
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
    fakeApi.get('/api/support-tickets/tickets', ticketListResponseSchema, {
      items: [ticket(1, 'open'), ticket(2, 'resolved'), ticket(3, 'open')],
      total: 3,
      page: 1,
      pageSize: 10,
      totalIsExact: true,
      hasMore: false,
      nextCursor: null,
    });
    renderRoutes(
      [
        {
          path: '/dashboard/support-tickets',
          element: (
            <NavbarSearchProvider>
              <SupportTicketsPage />
            </NavbarSearchProvider>
          ),
        },
      ],
      ['/dashboard/support-tickets'],
    );
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

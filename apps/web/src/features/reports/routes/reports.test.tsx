import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportSummarySchema, type ReportSummary } from '@shop/domain/contracts/reports';
import { periodRange, shopDate } from '@shop/domain/shop-days';
import { clearSession, saveSession } from '@/lib/session';
import { fakeApi } from '@/testing/api';
import { describeInArabic } from '@/testing/arabic';
import { renderWithProviders } from '@/testing/render';
import ReportsPage from './reports';

const prince = { string_id: 1, name: 'Prince Synthetic Gut Duraflex 16', jobs: 2, metres: 17 };
const rpm = { string_id: 7, name: 'Babolat RPM Blast 1.25', jobs: 1, metres: 6 };

function summary(query: URLSearchParams): ReportSummary {
  return {
    from: query.get('from') ?? '',
    to: query.get('to') ?? '',
    store: null,
    time_zone: 'Asia/Dubai',
    revenue: { online: 530, in_store: 355, fees: 60, total: 945, online_payments: 3, in_store_payments: 4 },
    free_stringings: { count: 1, value: 75 },
    jobs: {
      total: 7,
      stringing: 5,
      grip: 2,
      express: 2,
      express_share: 28.6,
      by_day: [{ date: query.get('from') ?? '', stringing: 5, grip: 2, express: 2 }],
    },
    turnaround: [
      { group: 'all', key: 'all', jobs: 5, median_hours: 24, p90_hours: 38.4 },
      { group: 'store', key: 'Marina Store', jobs: 1, median_hours: 24, p90_hours: 24 },
    ],
    top_strings: { by_jobs: [prince, rpm], by_metres: [prince, rpm] },
    tickets: { opened: 4, resolved: 2, median_first_response_hours: 6 },
    liability: { as_of: '2026-02-10', unused: 28, value: 2100, expiring_30_days: 9, expiring_30_days_value: 675 },
  };
}

afterEach(() => clearSession());

describe('Reports page', { timeout: 20_000 }, () => {
  it("shows this month's figures, then last month's and one store's when chosen", async () => {
    saveSession('tok-1', 'admin');
    const calls = fakeApi.get('/api/reports/summary', reportSummarySchema, ({ query }) => summary(query));
    const asked = () => ({ from: calls.last()?.query.get('from'), to: calls.last()?.query.get('to') });
    /** The period named on `day` or on the shop day read now (the same day unless midnight passed since). */
    const periodsOn = (period: 'this-month' | 'last-month', day: string) =>
      [day, shopDate()].map((d) => periodRange(period, d));
    const openedOn = shopDate();
    renderWithProviders(<ReportsPage />);
    expect(await screen.findByTestId('revenue-total')).toHaveTextContent('945.00 AED');
    // The page's month is the one of the day it read the clock on: the day it opened, or the next for a run
    // crossing the shop's midnight (20:00 UTC) meanwhile.
    expect(periodsOn('this-month', openedOn)).toContainEqual(asked());
    expect(calls.last()?.query.has('store')).toBe(false);
    // Online in the revenue card and in the split's legend.
    expect(screen.getAllByText('530.00 AED')).toHaveLength(2);
    expect(screen.getByText('Worth 75.00 AED')).toBeInTheDocument();
    expect(screen.getByTestId('express-share')).toHaveTextContent('28.6%');
    expect(screen.getByTestId('liability-value')).toHaveTextContent('2,100.00 AED');
    expect(screen.getByText('9 expire in the next 30 days (675.00 AED)')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'All jobs' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '38.4 h' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Prince Synthetic Gut Duraflex 16' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download top strings CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download jobs CSV' })).toBeInTheDocument();

    const clickedOn = shopDate();
    await userEvent.click(screen.getByRole('radio', { name: 'Last month' }));
    await waitFor(() => expect(periodsOn('last-month', clickedOn)).toContainEqual(asked()));

    await userEvent.click(screen.getByLabelText('Store', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Marina Store', hidden: true }));
    await waitFor(() => expect(calls.last()?.query.get('store')).toBe('Marina Store'));
  });

  it("shows the server's message when the report cannot be loaded", async () => {
    saveSession('tok-1', 'admin');
    fakeApi.failure('get', '/api/reports/summary', 400, 'A report covers at most 366 days.');
    renderWithProviders(<ReportsPage />);
    expect(await screen.findByText('A report covers at most 366 days.')).toBeInTheDocument();
  });
});

describeInArabic('Reports page in Arabic', () => {
  it('counts hours with the Arabic plural: 6 ساعات, 24 ساعة', async () => {
    saveSession('tok-1', 'admin');
    fakeApi.get('/api/reports/summary', reportSummarySchema, ({ query }) => summary(query));
    renderWithProviders(<ReportsPage />);
    expect(await screen.findByText('6 ساعات')).toBeInTheDocument();
    expect(screen.getAllByRole('cell', { name: '24 ساعة' }).length).toBeGreaterThan(0);
    expect(screen.queryByText(/7 ساعة|6 ساعة/)).not.toBeInTheDocument();
  });
});

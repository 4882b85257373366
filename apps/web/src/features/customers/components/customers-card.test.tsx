import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customersPageSchema, type CustomersPage } from '@shop/domain/contracts/customers';
import { FakeAnswer, fakeApi } from '@/testing/api';
import { renderRoutes } from '@/testing/render';
import { CustomersCard } from './customers-card';

const CUSTOMERS = '/api/admin/customers';
const count = (total: number, totalIsExact = true): CustomersPage => ({
  items: [],
  total,
  page: 1,
  pageSize: 1,
  totalIsExact,
  hasMore: !totalIsExact,
  nextCursor: totalIsExact ? null : 'a.a',
});
const open = () =>
  renderRoutes(
    [
      { path: '/dashboard', element: <CustomersCard /> },
      { path: '/dashboard/manage-customer', element: <p>Manage customers page</p> },
    ],
    ['/dashboard'],
  );

describe('dashboard customers card', { timeout: 20_000 }, () => {
  it('shows the customer count and View All opens manage-customer', async () => {
    const list = fakeApi.get(CUSTOMERS, customersPageSchema, count(12345));
    open();
    expect(await screen.findByTestId('customer-count')).toHaveTextContent('12,345');
    expect(list.last()?.query.get('pageSize')).toBe('1');
    await userEvent.click(screen.getByRole('link', { name: 'View All' }));
    expect(await screen.findByText('Manage customers page')).toBeInTheDocument();
  });

  it('shows a capped count as 10,000+', async () => {
    fakeApi.get(CUSTOMERS, customersPageSchema, count(10_000, false));
    open();
    expect(await screen.findByTestId('customer-count')).toHaveTextContent('10,000+');
  });

  it('shows loading, then a sentence when the count cannot be fetched', async () => {
    let release: (answer: FakeAnswer) => void = () => undefined;
    fakeApi.get(CUSTOMERS, customersPageSchema, () => new Promise<FakeAnswer>((resolve) => (release = resolve)));
    open();
    expect(await screen.findByRole('status')).toBeInTheDocument();
    release(new FakeAnswer(500, {}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch customers.');
  });
});

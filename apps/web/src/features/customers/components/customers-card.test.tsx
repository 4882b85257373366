import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/testing/render';
import { CustomersCard } from './customers-card';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const open = (answer: () => Promise<Response>) => {
  vi.stubGlobal('fetch', vi.fn(answer));
  return renderRoutes(
    [
      { path: '/dashboard', element: <CustomersCard /> },
      { path: '/dashboard/manage-customer', element: <p>Manage customers page</p> },
    ],
    ['/dashboard'],
  );
};

describe('dashboard customers card', { timeout: 20_000 }, () => {
  it('shows the customer count and View All opens manage-customer', async () => {
    open(() => json({ items: [], total: 12345, page: 1, pageSize: 1 }));
    expect(await screen.findByTestId('customer-count')).toHaveTextContent('12,345');
    await userEvent.click(screen.getByRole('link', { name: 'View All' }));
    expect(await screen.findByText('Manage customers page')).toBeInTheDocument();
  });

  it('shows a capped count as 10,000+', async () => {
    open(() =>
      json({ items: [], total: 10_000, page: 1, pageSize: 1, totalIsExact: false, hasMore: true, nextCursor: 'a.a' }),
    );
    expect(await screen.findByTestId('customer-count')).toHaveTextContent('10,000+');
  });

  it('shows loading, then a sentence when the count cannot be fetched', async () => {
    let release: (r: Response) => void = () => undefined;
    open(() => new Promise<Response>((resolve) => (release = resolve)));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    release(new Response('{}', { status: 500 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch customers.');
  });
});

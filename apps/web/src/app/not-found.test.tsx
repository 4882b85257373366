import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '@/testing/render';
import { describeInArabic } from '@/testing/arabic';
import NotFoundPage from './not-found';

const open = () => renderRoutes([{ path: '*', element: <NotFoundPage /> }], ['/dashboard/no-such-page']);

describe('Page not found', () => {
  it('says so, shows the address and offers the ways on', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/dashboard/no-such-page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Customers' })).toHaveAttribute(
      'href',
      '/dashboard/manage-customer',
    );
    expect(screen.getByRole('link', { name: 'Stringing Bench' })).toHaveAttribute('href', '/dashboard/jobs');
  });
});

describeInArabic('Page not found in Arabic', () => {
  it('says so in Arabic', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى لوحة التحكم' })).toHaveAttribute('href', '/dashboard');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { publicJobStatusSchema, STATUS_LINK_MESSAGES, type PublicJobStatus } from '@shop/domain/contracts/status-links';
import { errorAnswer, fakeApi } from '@/testing/api';
import { renderRoutes } from '@/testing/render';
import { describeInArabic } from '@/testing/arabic';
import StatusPage from './status-page';

const STATUS: PublicJobStatus = {
  job_number: 1042,
  first_name: 'Layla',
  racket: 'Babolat Pure Aero',
  stage: 'in_progress',
  history: [
    { stage: 'received', at: '2026-11-27T06:00:00Z' },
    { stage: 'in_progress', at: '2026-11-27T09:30:00Z' },
  ],
  due_at: '2026-11-28T14:00:00Z',
  balance_due: 150,
  language: 'en',
  photos: [],
  shop: {
    name: 'Racket Lab Tennis',
    address: 'Shop 12, Jumeirah Beach Road',
    phone: '+971 4 555 0123',
    opens: '10:00',
    closes: '22:00',
    store: 'Marina Store',
  },
};

const open = () => renderRoutes([{ path: '/status/:token', element: <StatusPage /> }], ['/status/tok-1']);

afterEach(() => localStorage.clear());

describe('the customer’s status page', { timeout: 20_000 }, () => {
  it('shows the job’s stage with its times, the due time, what is left to pay and the shop, with no login', async () => {
    const read = fakeApi.get('/api/public/status/:token', publicJobStatusSchema, STATUS);
    open();
    expect(await screen.findByRole('heading', { name: 'Hello Layla, here is your racket' })).toBeInTheDocument();
    expect(read.last()?.params.token).toBe('tok-1');
    expect(screen.getByText('Job #1042')).toBeInTheDocument();
    expect(screen.getAllByText('Being strung').length).toBeGreaterThan(0);
    expect(screen.getByText('To pay at pickup: 150.00 AED')).toBeInTheDocument();
    expect(screen.getByText(/^Due /)).toBeInTheDocument();
    const progress = screen.getByLabelText('Progress');
    expect(within(progress).getAllByText('Not yet')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /\+971 4 555 0123/ })).toHaveAttribute('href', 'tel:+97145550123');
  });

  it('says a link that no longer works in one sentence', async () => {
    fakeApi.get('/api/public/status/:token', publicJobStatusSchema, errorAnswer(404, STATUS_LINK_MESSAGES.notFound));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(STATUS_LINK_MESSAGES.notFound);
  });

  it('says a ready racket is ready and where to collect it', async () => {
    fakeApi.get('/api/public/status/:token', publicJobStatusSchema, {
      ...STATUS,
      stage: 'ready',
      balance_due: 0,
      history: [...STATUS.history, { stage: 'ready', at: '2026-11-27T15:00:00Z' }],
    });
    open();
    expect(await screen.findByText('Your racket is ready. Collect it at Marina Store.')).toBeInTheDocument();
    expect(screen.queryByText(/To pay at pickup/)).toBeNull();
  });
});

const WITH_SETTINGS: PublicJobStatus = {
  ...STATUS,
  shop: {
    ...STATUS.shop,
    address_ar: 'الوحدة 7، القوز مول، دبي',
    hours: { en: 'Sat–Thu 10:00–21:00', ar: 'السبت–الخميس 10:00–21:00' },
  },
};

describe('the shop details the superadmin wrote', { timeout: 20_000 }, () => {
  it('shows the opening hours as written instead of the clock hours', async () => {
    fakeApi.get('/api/public/status/:token', publicJobStatusSchema, WITH_SETTINGS);
    open();
    expect(await screen.findByText('Sat–Thu 10:00–21:00')).toBeInTheDocument();
    expect(screen.getByText('Shop 12, Jumeirah Beach Road')).toBeInTheDocument();
    expect(screen.queryByText(/Open 10:00/)).toBeNull();
  });
});

describeInArabic('the shop details in Arabic', () => {
  it('shows the Arabic address and hours', async () => {
    fakeApi.get('/api/public/status/:token', publicJobStatusSchema, { ...WITH_SETTINGS, language: 'ar' });
    open();
    expect(await screen.findByText('السبت–الخميس 10:00–21:00')).toBeInTheDocument();
    expect(screen.getByText('الوحدة 7، القوز مول، دبي')).toBeInTheDocument();
  });

  it('keeps the due date and time in their own direction inside the Arabic sentence', async () => {
    fakeApi.get('/api/public/status/:token', publicJobStatusSchema, { ...WITH_SETTINGS, language: 'ar' });
    open();
    // A date forced left to right inside Arabic text shows scrambled ("/2026/12، 0109:00"): first-strong isolate.
    const due = await screen.findByText(/^موعد التسليم/);
    expect(due.textContent).toMatch(/موعد التسليم \u2068[^\u2066\u2069]*\d{2}:\d{2}\u2069$/);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications, notifications } from '@mantine/notifications';
import { z } from 'zod';
import {
  dueReminderSchema,
  REMINDER_MESSAGES,
  sendRemindersResponseSchema,
  unsubscribeResponseSchema,
  type DueReminder,
} from '@shop/domain/contracts/reminders';
import { fakeApi } from '@/testing/api';
import { renderRoutes } from '@/testing/render';
import RemindersPage from './reminders';
import UnsubscribePage from './unsubscribe';

const row = (id: number, overrides: Partial<DueReminder> = {}): DueReminder => ({
  racket_id: id,
  customer_id: 100 + id,
  customer_name: `Customer ${id}`,
  racket: 'Babolat Pure Aero',
  last_strung_at: '2026-08-01',
  due_at: '2026-10-30',
  channel: 'email',
  reminder_interval_days: 90,
  reminded_at: null,
  whatsapp_url: null,
  ...overrides,
});

const renderPage = () =>
  renderRoutes([
    {
      path: '/',
      element: (
        <>
          <Notifications />
          <RemindersPage />
        </>
      ),
    },
  ]);

const firstRow = async (name: string) =>
  (await screen.findAllByRole('article', { name: `${name}, Babolat Pure Aero` }, { timeout: 5000 }))[0]!;

afterEach(() => notifications.clean());

describe('Reminders', { timeout: 20_000 }, () => {
  it('lists the due rackets and sends one reminder by email with one click', async () => {
    const list = fakeApi.get('/api/reminders/due', z.array(dueReminderSchema), [
      row(1),
      row(2, {
        channel: 'whatsapp',
        whatsapp_url: 'https://wa.me/971501234567?text=Hello',
        customer_name: 'Walk In',
      }),
    ]);
    const sent = fakeApi.post('/api/reminders/send', sendRemindersResponseSchema, { sent: 1, skipped: 0 });
    renderPage();
    const first = await firstRow('Customer 1');
    expect(list.last()?.query.get('within')).toBe('14');
    await userEvent.click(within(first).getByRole('button', { name: 'Send email' }));
    expect(await screen.findByText('Sent: 1. Skipped: 0.')).toBeInTheDocument();
    expect(sent.last()?.body).toEqual({ racket_ids: [1] });
    const whatsapp = within(await firstRow('Walk In')).getByRole('link', { name: 'WhatsApp' });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/971501234567?text=Hello');
  });

  it('sends the WhatsApp reminder through the server when the system sends WhatsApp (no link to open)', async () => {
    fakeApi.get('/api/reminders/due', z.array(dueReminderSchema), [
      row(5, { channel: 'whatsapp', whatsapp_url: null, customer_name: 'Noura' }),
    ]);
    const sent = fakeApi.post('/api/reminders/send', sendRemindersResponseSchema, { sent: 1, skipped: 0 });
    renderPage();
    await userEvent.click(within(await firstRow('Noura')).getByRole('button', { name: 'WhatsApp' }));
    expect(await screen.findByText('Sent: 1. Skipped: 0.')).toBeInTheDocument();
    expect(sent.last()?.body).toEqual({ racket_ids: [5], via: 'whatsapp' });
  });

  it('sends to the selected rackets at once, and asks for due now only', async () => {
    const list = fakeApi.get('/api/reminders/due', z.array(dueReminderSchema), [row(1), row(2), row(3)]);
    const sent = fakeApi.post('/api/reminders/send', sendRemindersResponseSchema, { sent: 2, skipped: 0 });
    renderPage();
    await userEvent.click(within(await firstRow('Customer 1')).getByRole('checkbox', { name: 'Select Customer 1' }));
    await userEvent.click(within(await firstRow('Customer 3')).getByRole('checkbox', { name: 'Select Customer 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send to selected (2)' }));
    expect(await screen.findByText('Sent: 2. Skipped: 0.')).toBeInTheDocument();
    expect(sent.last()?.body).toEqual({ racket_ids: [1, 3] });
    await userEvent.click(screen.getByRole('radio', { name: 'Due now' }));
    await screen.findByText('3 rackets');
    expect(list.last()?.query.get('within')).toBe('0');
  });

  it('says so when nothing is due', async () => {
    fakeApi.get('/api/reminders/due', z.array(dueReminderSchema), []);
    renderPage();
    expect(await screen.findByText('No racket is due for a restring in the next 14 days.')).toBeInTheDocument();
  });
});

describe('Unsubscribe page', { timeout: 20_000 }, () => {
  it('confirms with one button and says reminders stop', async () => {
    const call = fakeApi.post('/api/reminders/unsubscribe', unsubscribeResponseSchema, {
      message: REMINDER_MESSAGES.unsubscribed,
    });
    renderRoutes([{ path: '/unsubscribe', element: <UnsubscribePage /> }], ['/unsubscribe?token=12.abc']);
    await userEvent.click(await screen.findByRole('button', { name: 'Stop reminders' }));
    expect(await screen.findByText(REMINDER_MESSAGES.unsubscribed)).toBeInTheDocument();
    expect(call.last()?.body).toEqual({ token: '12.abc' });
  });

  it('shows the server’s sentence for a bad link', async () => {
    fakeApi.failure('post', '/api/reminders/unsubscribe', 400, REMINDER_MESSAGES.tokenInvalid);
    renderRoutes([{ path: '/unsubscribe', element: <UnsubscribePage /> }], ['/unsubscribe?token=bad']);
    await userEvent.click(await screen.findByRole('button', { name: 'Stop reminders' }));
    expect(await screen.findByText(REMINDER_MESSAGES.tokenInvalid)).toBeInTheDocument();
  });
});

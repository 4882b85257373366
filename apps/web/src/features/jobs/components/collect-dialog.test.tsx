import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { instorePaymentResponseSchema } from '@shop/domain/contracts/complete-instore';
import { jobUpdateResponseSchema } from '@shop/domain/contracts/jobs';
import { clearSession } from '@/lib/session';
import { fakeApi } from '@/testing/api';
import { makeJobView } from '../testing/make-job';
import { renderJob } from '../testing/render-job';

const unpaid = makeJobView(42, {
  stage: 'ready',
  booking_status: 'pending',
  payment_status: 'pay-in-store',
  amount_paid: 0,
  balance_due: 150,
  amount_due_in_store: 150,
});

afterEach(() => {
  notifications.clean();
  clearSession();
});

describe('Collect and Take payment on the job page', { timeout: 20_000 }, () => {
  it('hands an unpaid ready job over in one dialog: the balance prefilled, the receipt typed, one request', async () => {
    const user = userEvent.setup({ delay: null });
    const collect = fakeApi.post('/api/jobs/:id/collect', jobUpdateResponseSchema, {
      message: 'Racket handed over.',
      job: { ...unpaid, stage: 'collected', booking_status: 'completed', balance_due: 0, amount_paid: 150 },
    });
    renderJob(unpaid);
    await user.click(await screen.findByRole('button', { name: 'Collect: job #42' }));
    const dialog = await screen.findByRole('dialog', { name: 'Collect job #42' });
    expect(await within(dialog).findByText('Balance due: 150.00 AED')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount (AED)')).toHaveValue('150');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment and hand over' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A receipt number from the receipt system is required.',
    );
    expect(collect.count()).toBe(0);
    await user.type(within(dialog).getByLabelText('Receipt Number'), 'R-77');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment and hand over' }));
    await waitFor(() => expect(collect.last()?.body).toEqual({ payment: { receipt_number: 'R-77', amount: 150 } }));
    expect(await screen.findByText('Racket handed over.')).toBeInTheDocument();
  });

  it('shows the server’s refusal naming the balance in the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    const message = '30.00 AED is still due on this booking. Take the payment before the racket is collected.';
    fakeApi.failure('post', '/api/jobs/:id/collect', 409, message);
    renderJob(unpaid);
    await user.click(await screen.findByRole('button', { name: 'Collect: job #42' }));
    const dialog = await screen.findByRole('dialog', { name: 'Collect job #42' });
    await user.type(await within(dialog).findByLabelText('Receipt Number'), 'R-78');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment and hand over' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('collects a paid job with no payment fields', async () => {
    const user = userEvent.setup({ delay: null });
    const paid = makeJobView(43, { stage: 'ready', balance_due: 0, amount_paid: 150 });
    const collect = fakeApi.post('/api/jobs/:id/collect', jobUpdateResponseSchema, {
      message: 'Racket handed over.',
      job: { ...paid, stage: 'collected' },
    });
    renderJob(paid);
    await user.click(await screen.findByRole('button', { name: 'Collect: job #43' }));
    const dialog = await screen.findByRole('dialog', { name: 'Collect job #43' });
    expect(await within(dialog).findByText('Nothing is left to pay.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Receipt Number')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    await waitFor(() => expect(collect.last()?.body).toEqual({}));
  });

  it('takes a deposit from the Payment card: the amount lowered, the job left as it is', async () => {
    const user = userEvent.setup({ delay: null });
    const take = fakeApi.post('/api/bookings/:id/instore-payments', instorePaymentResponseSchema, {
      message: 'Payment recorded. The job stays where it is.',
      booking_id: 42,
      amount_paid: 50,
      balance_due: 100,
      invoice_number: 'INV-2026-000901',
    });
    renderJob({ ...unpaid, stage: 'in_progress' });
    expect(await screen.findByText('Amount paid')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take payment: booking #42' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take in-store payment' });
    expect(within(dialog).getByLabelText('Amount (AED)')).toHaveValue('150');
    await user.type(within(dialog).getByLabelText('Receipt Number'), 'R-DEP');
    await user.clear(within(dialog).getByLabelText('Amount (AED)'));
    await user.type(within(dialog).getByLabelText('Amount (AED)'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(take.last()?.body).toEqual({ receipt_number: 'R-DEP', amount: 50 }));
    expect(
      await screen.findByText('Payment recorded (invoice INV-2026-000901). Balance due 100.00 AED.'),
    ).toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications, notifications } from '@mantine/notifications';
import { RECEIPT_MESSAGES, receiptResendResponseSchema } from '@shop/domain/contracts/receipts';
import { clearSession, saveSession } from '@/lib/session';
import { fakeApi } from '@/testing/api';
import { describeInArabic } from '@/testing/arabic';
import { renderWithProviders } from '@/testing/render';
import { ResendReceiptButton } from './resend-receipt-button';

const renderButton = () =>
  renderWithProviders(
    <>
      <Notifications />
      <ResendReceiptButton jobId={42} />
    </>,
  );

afterEach(() => {
  notifications.clean();
  clearSession();
});

describe("sending the job's receipt again", { timeout: 20_000 }, () => {
  it('sends it once while the request runs, then says so in a toast', async () => {
    saveSession('tok-1', 'staff');
    const user = userEvent.setup({ delay: null });
    const resend = fakeApi.post('/api/jobs/:id/receipt/resend', receiptResendResponseSchema, {
      message: RECEIPT_MESSAGES.resent,
      channel: 'email',
      sent_to: 'layla@example.test',
    });
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Send receipt again' }));
    expect(await screen.findByText(RECEIPT_MESSAGES.resent)).toBeInTheDocument();
    expect(resend.count()).toBe(1);
    expect(resend.last()?.params.id).toBe('42');
  });

  it('shows the loading state while it is sent (a second click sends nothing)', async () => {
    saveSession('tok-1', 'staff');
    const user = userEvent.setup({ delay: null });
    const resend = fakeApi.pending('post', '/api/jobs/:id/receipt/resend');
    renderButton();
    const button = screen.getByRole('button', { name: 'Send receipt again' });
    await user.click(button);
    expect(button).toHaveAttribute('data-loading', 'true');
    await user.click(button);
    expect(resend.count()).toBe(1);
  });

  it("shows the server's refusal of a second send", async () => {
    saveSession('tok-1', 'staff');
    const user = userEvent.setup({ delay: null });
    fakeApi.failure('post', '/api/jobs/:id/receipt/resend', 409, RECEIPT_MESSAGES.justSent);
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Send receipt again' }));
    expect(await screen.findByText(RECEIPT_MESSAGES.justSent)).toBeInTheDocument();
  });
});

describeInArabic('إعادة إرسال الإيصال', () => {
  it('says it in Arabic', async () => {
    saveSession('tok-1', 'staff');
    const user = userEvent.setup({ delay: null });
    fakeApi.post('/api/jobs/:id/receipt/resend', receiptResendResponseSchema, {
      message: RECEIPT_MESSAGES.resent,
      channel: 'whatsapp',
      sent_to: '+971 50 123 4567',
    });
    renderButton();
    await user.click(screen.getByRole('button', { name: 'إرسال الإيصال مرة أخرى' }));
    expect(await screen.findByText('أُعيد إرسال الإيصال إلى العميل.')).toBeInTheDocument();
  });
});

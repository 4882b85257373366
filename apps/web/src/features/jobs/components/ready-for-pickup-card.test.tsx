import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jobListResponseSchema, jobViewSchema } from '@shop/domain/contracts/jobs';
import { clearSession, saveSession } from '@/lib/session';
import { fakeApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { makeJobItem, makeJobPage, makeJobView } from '../testing/make-job';
import { ReadyForPickupCard } from './ready-for-pickup-card';

afterEach(() => clearSession());

describe("The customer's rackets ready for pickup", { timeout: 20_000 }, () => {
  it('lists the ready jobs of this customer only, each with Collect opening the handover with its balance', async () => {
    saveSession('tok-1', 'staff');
    const user = userEvent.setup({ delay: null });
    const ready = makeJobItem(42, { stage: 'ready', racket: 'Babolat Pure Aero', spec_summary: 'RPM Blast 24 kg' });
    const list = fakeApi.get('/api/jobs', jobListResponseSchema, makeJobPage([ready]));
    fakeApi.get('/api/jobs/:id', jobViewSchema, makeJobView(42, { stage: 'ready', balance_due: 150, amount_paid: 0 }));
    renderWithProviders(<ReadyForPickupCard customerId={7} />);
    const card = await screen.findByRole('region', { name: /Ready for pickup/ });
    expect(list.last()?.query.get('customer')).toBe('7');
    expect(list.last()?.query.get('stage')).toBe('ready');
    expect(within(card).getByRole('link', { name: /#42 · Babolat Pure Aero/ })).toHaveAttribute(
      'href',
      '/dashboard/jobs/42',
    );
    expect(within(card).getByText('RPM Blast 24 kg')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Collect: job #42' }));
    const dialog = await screen.findByRole('dialog', { name: 'Collect job #42' });
    expect(await within(dialog).findByText('Balance due: 150.00 AED')).toBeInTheDocument();
  });

  it('shows nothing for a customer with nothing ready', async () => {
    saveSession('tok-1', 'staff');
    // Two customers' cards side by side: the one with a ready racket shows, so the other's answer is in too.
    fakeApi.get('/api/jobs', jobListResponseSchema, ({ query }) =>
      makeJobPage(query.get('customer') === '8' ? [makeJobItem(51, { stage: 'ready' })] : []),
    );
    renderWithProviders(
      <>
        <ReadyForPickupCard customerId={7} />
        <ReadyForPickupCard customerId={8} />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Collect: job #51' })).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /Ready for pickup/ })).toHaveLength(1);
  });
});

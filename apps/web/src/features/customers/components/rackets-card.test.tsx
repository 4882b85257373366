import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { customerRacketSchema } from '@shop/domain/contracts/jobs';
import { apiServer, fakeApi, PUBLIC_CONFIG } from '@/testing/api';
import { describeInArabic } from '@/testing/arabic';
import { renderRoutes } from '@/testing/render';
import { fakeRackets, makeRacket } from '@/testing/fake-rackets';
import { storedCheckout, testCustomer } from '@/testing/make-draft';
import { RacketsCard } from './rackets-card';
import { inputByLabel } from '@/testing/fields';

const bought = makeRacket({
  racket_id: 32,
  brand: 'Wilson',
  model: 'Clash 100',
  pattern: '16x19',
  nickname: '',
  purchase_id: 5,
  last_spec: null,
  history: [],
});

function renderCard() {
  return renderRoutes(
    [
      { path: '/', element: <RacketsCard customer={testCustomer} /> },
      { path: '/dashboard/booking-form', element: <p>booking form</p> },
    ],
    ['/'],
  );
}

const inDialog = (dialog: HTMLElement, label: RegExp) => inputByLabel(label, dialog);

describe('the customer’s rackets', { timeout: 30_000 }, () => {
  it('lists the rackets, a bought one marked, each with its stringing history', async () => {
    fakeRackets([makeRacket(), bought]);
    renderCard();
    const history = await screen.findByRole('button', { name: 'Babolat Pure Aero: stringing history' });
    expect(history).toHaveTextContent('Match racket · Last strung 12/09/2026 · Reminder every 90 days');
    const wilson = screen.getByRole('button', { name: 'Wilson Clash 100: stringing history' });
    expect(wilson).toHaveTextContent('Bought here');
    expect(wilson).toHaveTextContent('Not strung here yet');
    expect(history).not.toHaveTextContent('Bought here');

    await userEvent.click(history);
    const rows = within(await screen.findByRole('table', { name: 'Stringing history' })).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      [],
      [
        '12/09/2026',
        'Babolat RPM Blast 1.25 / Luxilon ALU Power 1.25',
        '23.5 kg (51.8 lb) / 22.0 kg (48.5 lb)',
        'Omar Stringer',
        '41',
      ],
      ['02/08/2026', 'Babolat RPM Blast 1.25', '23.5 kg (51.8 lb)', '—', '—'],
    ]);
  });

  it('says so when there are none, and adds one with POST', async () => {
    const { list } = fakeRackets([]);
    const post = fakeApi.post('/api/customers/:id/rackets', customerRacketSchema, ({ body }) => ({
      ...makeRacket({ racket_id: 50, last_spec: null, history: [] }),
      ...(body as object),
    }));
    renderCard();
    expect(await screen.findByText(/No rackets yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add racket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a racket' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add racket' }));
    expect(await within(dialog).findByText('Enter the racket’s brand.')).toBeInTheDocument();
    expect(post.count()).toBe(0);
    await userEvent.type(inDialog(dialog, /^Brand/), 'Yonex');
    await userEvent.type(inDialog(dialog, /^Model/), 'EZONE 100');
    await userEvent.type(inDialog(dialog, /^Nickname/), 'Spare');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add racket' }));
    expect(await screen.findByText(/No rackets yet/)).toBeInTheDocument();
    expect(post.last()?.params.id).toBe(String(testCustomer.id));
    expect(post.last()?.body).toEqual({
      brand: 'Yonex',
      model: 'EZONE 100',
      pattern: '16x19',
      head_size: 100,
      nickname: 'Spare',
      notes: '',
    });
    // The list is read again after the save.
    expect(list.count()).toBe(2);
  });

  it('edits a racket with PUT, and Restring opens the booking form with it picked', async () => {
    fakeRackets([makeRacket()]);
    const put = fakeApi.put('/api/customers/:id/rackets/:racketId', customerRacketSchema, makeRacket());
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Babolat Pure Aero' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit racket' });
    await userEvent.clear(inDialog(dialog, /^Nickname/));
    await userEvent.type(inDialog(dialog, /^Nickname/), 'Old faithful');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save racket' }));
    await screen.findByRole('button', { name: 'Restring Babolat Pure Aero' });
    expect(put.last()?.params).toMatchObject({ id: String(testCustomer.id), racketId: '31' });
    expect(put.last()?.body).toMatchObject({ brand: 'Babolat', model: 'Pure Aero', nickname: 'Old faithful' });

    await userEvent.click(screen.getByRole('button', { name: 'Restring Babolat Pure Aero' }));
    expect(await screen.findByText('booking form')).toBeInTheDocument();
    expect(storedCheckout()?.start).toMatchObject({ racketId: 31, racketName: 'Babolat Pure Aero', counter: true });
  });

  it('changes the restring reminder interval with the rule of thumb beside it, through the racket’s PUT', async () => {
    fakeRackets([makeRacket()]);
    const put = fakeApi.put('/api/customers/:id/rackets/:racketId', customerRacketSchema, ({ body }) => ({
      ...makeRacket(),
      ...(body as object),
    }));
    renderCard();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Restring reminder interval of Babolat Pure Aero' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Restring interval: Babolat Pure Aero' });
    expect(within(dialog).getByLabelText('Days between restrings')).toHaveValue('90');
    expect(within(dialog).getByText(/Rule of thumb: restring as many times a year as you play a week/)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Plays a week (times)'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use the rule of thumb' }));
    expect(within(dialog).getByLabelText('Days between restrings')).toHaveValue('122');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(put.last()?.params).toMatchObject({ id: String(testCustomer.id), racketId: '31' });
    expect(put.last()?.body).toMatchObject({ brand: 'Babolat', model: 'Pure Aero', reminder_interval_days: 122 });
  });
});

describeInArabic('the customer’s rackets in Arabic', () => {
  it('writes the dates and days in Arabic-Indic digits when the shop chose them', async () => {
    apiServer.use(http.get('*/api/public-config', () => HttpResponse.json({ ...PUBLIC_CONFIG, arabicDigits: true })));
    fakeRackets([makeRacket()]);
    renderCard();
    const history = await screen.findByRole('button', { name: 'Babolat Pure Aero: سجل تركيب الأوتار' });
    // Intl's Arabic date: each slash after a right-to-left mark.
    const date = '١٢\u200f/٠٩\u200f/٢٠٢٦';
    await waitFor(() => expect(history).toHaveTextContent(date));
    await userEvent.click(history);
    const rows = within(await screen.findByRole('table', { name: 'سجل تركيب الأوتار' })).getAllByRole('row');
    const cells = [...rows[1]!.querySelectorAll('td')].map((cell) => cell.textContent);
    expect([cells[0], cells[4]]).toEqual([date, '٤١']);
  });
});

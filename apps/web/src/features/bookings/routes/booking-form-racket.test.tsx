import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerRacketSchema } from '@shop/domain/contracts/jobs';
import { fakeApi } from '@/testing/api';
import { renderRoutes } from '@/testing/render';
import { fakeRackets, makeRacket } from '@/testing/fake-rackets';
import type { BookingStartInput } from '@shop/domain/contracts/checkout-draft';
import { storeCheckout, storedCheckout } from '@/testing/make-draft';
import BookingFormPage from './booking-form';
import { inputByLabel, openOptions } from '@/testing/fields';

function renderForm(start: BookingStartInput = {}) {
  storeCheckout({}, start);
  return renderRoutes(
    [
      { path: '/dashboard/booking-form', element: <BookingFormPage /> },
      { path: '/dashboard/booking-details', element: <p>details page</p> },
    ],
    ['/dashboard/booking-form?customer=7'],
  );
}

const inDialog = (dialog: HTMLElement, label: RegExp) => inputByLabel(label, dialog);

const field = (label: RegExp) => inputByLabel(label);

/** The form's price row (the service types' cards show their prices too). */
const linePrice = () => screen.getByText('Price of this stringing').parentElement!;

/** Picks an option of a searchable select: its own list (the spec's string selects have the same options). */
async function chooseIn(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, search: string, option: RegExp) {
  const list = await openOptions(input, user);
  await user.clear(input);
  await user.type(input, search);
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
}

const chooseBookingString = (
  user: ReturnType<typeof userEvent.setup>,
  search = 'Babolat RPM',
  option = /Babolat RPM Blast/,
) => chooseIn(user, screen.getByPlaceholderText('Choose a string'), search, option);

describe('string booking form: the customer’s racket and its spec', { timeout: 60_000 }, () => {
  it('preselects the customer’s only racket, named on the line, when nothing else was asked for', async () => {
    fakeRackets([makeRacket()]);
    renderForm();
    expect(await screen.findByRole('radio', { name: /Match racket/ })).toBeChecked();
    expect(await screen.findByLabelText('Racket Name')).toHaveValue('Babolat Pure Aero');
    expect(screen.getByLabelText('Racket Name')).toBeDisabled();
  });

  it('books a returning customer’s “Same as last time” in three clicks: racket, Same as last time, Next', async () => {
    const user = userEvent.setup({ delay: null });
    fakeRackets([makeRacket()]);
    renderForm();
    const card = await screen.findByRole('radio', { name: /Match racket/ });
    expect(card).toHaveTextContent('Last strung 12/09/2026');
    await user.click(card);
    // A racket starts from the shop's default: RPM Blast at 23 kg, crosses as the mains.
    expect(await screen.findByRole('switch', { name: 'Same as mains' })).toBeChecked();
    expect(field(/^Mains tension/)).toHaveValue('23');
    expect(screen.getByLabelText('Racket Name')).toHaveValue('Babolat Pure Aero');
    expect(screen.getByLabelText('Racket Name')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Same as last time' }));
    expect(field(/^Mains tension/)).toHaveValue('23.5');
    expect(screen.getByRole('switch', { name: 'Same as mains' })).not.toBeChecked();
    expect(field(/^Crosses tension/)).toHaveValue('22');
    expect(screen.getByText('Hybrid')).toBeInTheDocument();
    // One string choice: the spec's strings are what is priced (the hybrid at its dearer side, ALU Power 195 AED).
    expect(screen.queryByPlaceholderText('Choose a string')).not.toBeInTheDocument();
    expect(screen.getByTestId('priced-by-spec')).toHaveTextContent(
      'Hybrid: priced at its dearer string, Luxilon ALU Power 1.25.',
    );
    expect(linePrice()).toHaveTextContent('195.00 AED');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('details page')).toBeInTheDocument();
    expect(storedCheckout()?.pending).toMatchObject({
      racketName: 'Babolat Pure Aero',
      racketId: 31,
      stringId: 9,
      stringType: 'Regular',
      spec: {
        racket: { brand: 'Babolat', model: 'Pure Aero', pattern: '16x19', head_size: 100 },
        mains: { string_id: 7, tension: 23.5, unit: 'kg' },
        crosses: { string_id: 9, tension: 22, unit: 'kg' },
        prestretch_percent: 10,
        stencil: 'Babolat',
      },
    });
  });

  it('keeps a refused spec from going on: the tension’s range is shown and the line waits', async () => {
    const user = userEvent.setup({ delay: null });
    fakeRackets([makeRacket()]);
    renderForm({ racketId: 31 });
    // Restring from the racket: it is picked already.
    expect(await screen.findByRole('radio', { name: /Match racket/ })).toBeChecked();
    await user.clear(field(/^Mains tension/));
    await user.type(field(/^Mains tension/), '90');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Tension must be between 9 and 35 kg (20–77 lb).')).toBeInTheDocument();
    expect(screen.queryByText('details page')).not.toBeInTheDocument();
    expect(storedCheckout()?.pending).toBeNull();
  });

  it('adds a racket (saved at once) and picks it, starting from the shop’s default spec', async () => {
    const user = userEvent.setup({ delay: null });
    fakeRackets([]);
    const added = makeRacket({
      racket_id: 44,
      brand: 'Head',
      model: 'Speed Pro',
      pattern: '18x20',
      nickname: '',
      last_spec: null,
      history: [],
    });
    const post = fakeApi.post('/api/customers/:id/rackets', customerRacketSchema, added);
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Add a racket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a racket' });
    await user.type(inDialog(dialog, /^Brand/), 'Head');
    await user.type(inDialog(dialog, /^Model/), 'Speed Pro');
    expect(inDialog(dialog, /^String pattern/)).toHaveValue('18x20');
    await user.click(within(dialog).getByRole('button', { name: 'Add racket' }));
    expect(await screen.findByText('New racket: starts from the shop’s default')).toBeInTheDocument();
    expect(post.last()?.params.id).toBe('7');
    expect(post.last()?.body).toMatchObject({ brand: 'Head', model: 'Speed Pro', pattern: '18x20', head_size: 100 });
    expect(screen.getByLabelText('Racket Name')).toHaveValue('Head Speed Pro');
    expect(screen.getByRole('button', { name: 'Same as last time' })).toBeDisabled();
  });

  it('prices the spec’s strings: the one string choice, Express the same string, a hybrid at its dearer side', async () => {
    const user = userEvent.setup({ delay: null });
    fakeRackets([makeRacket()]);
    renderForm();
    await user.click(await screen.findByRole('radio', { name: /Match racket/ }));
    expect(await screen.findByRole('switch', { name: 'Same as mains' })).toBeChecked();
    // The shop's default: RPM Blast on both sides.
    expect(await screen.findByTestId('priced-by-spec')).toHaveTextContent(
      'String: Babolat RPM Blast 1.25, as in the spec below.',
    );
    expect(linePrice()).toHaveTextContent('185.00 AED');
    // A popular string strings both sides of the spec in one click.
    await user.click(
      within(screen.getByRole('group', { name: 'Popular strings' })).getByText('Luxilon ALU Power 1.25'),
    );
    expect(field(/^Mains string/)).toHaveValue('Luxilon ALU Power 1.25');
    expect(screen.getByTestId('priced-by-spec')).toHaveTextContent('String: Luxilon ALU Power 1.25');
    expect(linePrice()).toHaveTextContent('195.00 AED');

    await chooseIn(user, field(/^Mains string/), 'Head Lynx', /Head Lynx Tour/);
    expect(screen.getByTestId('priced-by-spec')).toHaveTextContent('String: Head Lynx Tour 1.25');
    expect(linePrice()).toHaveTextContent('150.00 AED');
    await user.click(screen.getByRole('radio', { name: /Express/ }));
    expect(linePrice()).toHaveTextContent('175.00 AED');

    await user.click(screen.getByRole('switch', { name: 'Same as mains' }));
    await chooseIn(user, field(/^Crosses string/), 'Natural', /Babolat Touch VS/);
    expect(screen.getByText('Hybrid')).toBeInTheDocument();
    expect(screen.getByTestId('priced-by-spec')).toHaveTextContent(
      'Hybrid: priced at its dearer string, Babolat Touch VS Natural Gut 1.30.',
    );
    expect(linePrice()).toHaveTextContent('250.00 AED');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('details page')).toBeInTheDocument();
    // Said once, nowhere twice: no "Please select a string and type" for a line whose spec names its strings.
    expect(storedCheckout()?.pending).toMatchObject({
      stringId: 111,
      stringType: 'Express',
      spec: { mains: { string_id: 2, tension: 23 }, crosses: { string_id: 11, tension: 23 } },
    });
  });

  it('never calls a racket strung here before a new racket, even when its last job had no spec', async () => {
    const user = userEvent.setup({ delay: null });
    fakeRackets([makeRacket({ last_spec: null })]);
    renderForm();
    await user.click(await screen.findByRole('radio', { name: /Match racket/ }));
    expect(
      await screen.findByText('Last strung 12/09/2026, without a recorded spec: starts from the shop’s default'),
    ).toBeInTheDocument();
    expect(screen.queryByText('New racket: starts from the shop’s default')).not.toBeInTheDocument();
  });

  it('picks the booked string first, then the racket: the default spec starts with the booked string', async () => {
    const user = userEvent.setup({ delay: null });
    // Two rackets: none is preselected, so the String choice shows until one is picked.
    fakeRackets([makeRacket(), makeRacket({ racket_id: 2, nickname: 'Practice racket' })]);
    renderForm();
    await screen.findByRole('radio', { name: /Match racket/ });
    await chooseBookingString(user, 'Bring Own', /Bring Own String/);
    await user.click(screen.getByRole('radio', { name: /Match racket/ }));
    // The customer's own string: its name is left to write.
    expect(await screen.findByRole('radio', { name: 'Customer’s own' })).toBeChecked();
    expect(field(/^Mains string/)).toHaveValue('');
    await user.type(field(/^Mains string/), 'Kirschbaum Max Power 1.25');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('details page')).toBeInTheDocument();
    expect(storedCheckout()?.pending?.spec).toMatchObject({
      mains: { string_id: null, own_string: 'Kirschbaum Max Power 1.25' },
      crosses: { string_id: null, own_string: 'Kirschbaum Max Power 1.25' },
    });
  });

  it('a free stringing waits for the customer’s rackets, then opens with its racket picked (no other) and the date below', async () => {
    // The bought racket's spec section appears only once the rackets are read: the form waits for them, so nothing
    // moves under the staff's hands (an open calendar pushed off the screen was hidden with it).
    fakeRackets([]);
    let release: () => void = () => undefined;
    const bought = makeRacket({ racket_id: 44, rp_id: 55, nickname: '', brand: 'Yonex', model: 'EZONE 98' });
    fakeApi.get(
      '/api/customers/:id/rackets',
      z.array(customerRacketSchema),
      () => new Promise((resolve) => (release = () => resolve([makeRacket(), bought]))),
    );
    renderForm({ freeRacket: { rpId: 55, claimId: null }, racketName: 'Yonex EZONE 98' });
    expect(await screen.findByText('Loading the customer’s rackets')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Booking Date' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'Booking Date' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Yonex EZONE 98/ })).toBeChecked();
    // The free stringing is the bought racket's: the customer's other rackets cannot be picked for it.
    expect(screen.getByRole('radio', { name: /Match racket/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Another racket/ })).toBeDisabled();
    expect(await screen.findByText('String spec')).toBeInTheDocument();
    expect(screen.queryByText('Loading the customer’s rackets')).not.toBeInTheDocument();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD, DESKTOP, PHONE, screenshot } from '../harness';
import { loaded } from '../page-rest';
import type { RunningServer } from '../harness';
import { bookingSteps, useBookingsShop, type BookingCustomer } from '../bookings-steps';
import { pickTomorrow } from '../booking-date';
import { passPaymentRedirect, passWaitingPage, useTestClock } from '../page-clock';

/**
 * Fast at the counter (issue 13): a walk-in's restring counted in clicks from the customer's search
 * result. Every click of a counted run goes through `counted.click`, so the number is what staff do.
 */
const shop = useBookingsShop();
const { apiCall, shoot, customerRow } = bookingSteps(shop);
let server: RunningServer;
let page: Page;
let customer: BookingCustomer;
beforeAll(() => {
  ({ server, page, customer } = shop);
});

/** Counts what staff do: every click, and every field typed into (`type`, one per field however long the text). */
function clickCounter() {
  let clicks = 0;
  let typed = 0;
  return {
    async click(target: Locator) {
      clicks += 1;
      await target.click();
    },
    async type(target: Locator, text: string) {
      typed += 1;
      await target.fill(text);
    },
    get clicks() {
      return clicks;
    },
    get typed() {
      return typed;
    },
  };
}

/** Booking Final's last three clicks: agree to the terms (checkbox, then the dialog's I Agree), Pay in Store. */
async function agreeAndPayInStore(counted: ReturnType<typeof clickCounter>) {
  await counted.click(page.getByRole('checkbox', { name: /I agree to the/ }));
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await counted.click(terms.getByRole('button', { name: 'I Agree' }));
  await terms.waitFor({ state: 'hidden' });
  await counted.click(page.getByRole('button', { name: 'Pay in Store' }));
  await page.waitForURL(/\/booking-success\?/);
}

type BookingRow = { booking_id: number; instore_location: string | null; free_service: boolean; service_type: string };

async function newestBooking(): Promise<BookingRow> {
  const list = await apiCall<{ items: BookingRow[] }>(
    'GET',
    `bookings?page=1&search=${encodeURIComponent(customer.name)}`,
  );
  return list.items.sort((a, b) => b.booking_id - a.booking_id)[0]!;
}

describe('a restring at the counter', () => {
  it('books a free stringing in store in 6 clicks or fewer from the search result, in the account store', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
    await apiCall('PUT', 'admin/profile', { default_store: 'Marina Store' });
    await apiCall('POST', `manual-purchase/${customer.id}`, {
      purchases: [
        {
          product_id: 9101,
          product_name: 'Babolat Pure Drive counter',
          price: 1250,
          quantity: 1,
          purchase_date: today,
        },
      ],
    });
    const row = await customerRow();
    const counted = clickCounter();

    await counted.click(row.getByRole('button', { name: /^Restring/ }));
    await page.getByRole('heading', { name: 'Booking Form' }).waitFor();
    // Tomorrow, not the form's today, so that a run across the shop's midnight books a valid date (not counted:
    // a counter books today, the form's default).
    await pickTomorrow(page);
    await page.getByText('Free stringing', { exact: true }).first().waitFor();
    await expect(page.getByLabel('Racket Name').inputValue()).resolves.toBe('Babolat Pure Drive counter');
    await expect(page.getByRole('radio', { name: /Regular/ }).isChecked()).resolves.toBe(true);
    await counted.click(page.getByRole('group', { name: 'Popular strings' }).getByText('Luxilon ALU Power 1.25'));
    await shoot('counter-form');
    await counted.click(page.getByRole('button', { name: 'Next' }));

    await page.getByRole('heading', { name: 'Booking Final' }).waitFor();
    await page.getByText('Marina Store').first().waitFor();
    // ALU Power 195 AED less the free stringing's 75: the customer pays the string's difference at the counter.
    await expect(page.getByTestId('overall-cost').textContent()).resolves.toBe('120.00 AED');
    await agreeAndPayInStore(counted);

    expect(counted.clicks).toBeLessThanOrEqual(6);
    await expect(newestBooking()).resolves.toMatchObject({
      instore_location: 'Marina Store',
      free_service: true,
      service_type: 'Regular',
    });
  });

  it('books a paid restring in store in 5 clicks: the only racket is preselected', async () => {
    const row = await customerRow();
    const counted = clickCounter();
    await counted.click(row.getByRole('button', { name: /^Restring/ }));
    await page.getByRole('heading', { name: 'Booking Form' }).waitFor();
    await pickTomorrow(page); // Not counted, as above.
    // The free stringing of this month is used: a paid restring, on the customer's only racket (picked for staff).
    await expect(page.getByLabel('Racket Name').inputValue()).resolves.toMatch(/Pure Drive/);
    await counted.click(page.getByRole('group', { name: 'Popular strings' }).getByText('Babolat RPM Blast 1.25'));
    await counted.click(page.getByRole('button', { name: 'Next' }));
    await page.getByRole('heading', { name: 'Booking Final' }).waitFor();
    await expect(page.getByTestId('overall-cost').textContent()).resolves.toBe('185.00 AED');
    await counted.click(page.getByRole('button', { name: 'Pay in Store' }));
    await counted.click(
      page.getByRole('dialog', { name: 'Terms and Conditions' }).getByRole('button', { name: 'I Agree' }),
    );
    await page.waitForURL(/\/booking-success\?/);
    expect(counted.clicks).toBeLessThanOrEqual(5);
    await expect(newestBooking()).resolves.toMatchObject({ instore_location: 'Marina Store', free_service: false });
  });

  it('after a declined payment, the next restring offers the unfinished booking instead of merging it', async () => {
    const row = await customerRow();
    await row.getByRole('button', { name: /^Restring/ }).click();
    await pickTomorrow(page);
    const racketName = await page.getByLabel('Racket Name').inputValue(); // The only racket, preselected.
    await page.getByRole('group', { name: 'Popular strings' }).getByText('Solinco Hyper-G 1.25').click();
    await page.getByRole('radio', { name: /Express/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Booking Final' }).waitFor();
    await page.getByRole('checkbox', { name: /I agree to the/ }).click();
    await page.getByRole('dialog', { name: 'Terms and Conditions' }).getByRole('button', { name: 'I Agree' }).click();
    await useTestClock(page);
    await page.getByRole('button', { name: 'Proceed to Pay' }).click();
    await passPaymentRedirect(page);
    await page.waitForURL(/\/api\/sandbox-payments\/TXN/);
    await page.getByRole('button', { name: 'Decline' }).click();
    await passWaitingPage(page);
    await page.waitForURL(/\/payment-success\?cart_id=TXN/);
    await page.getByText('Payment verification failed or payment not successful.').waitFor();

    const again = await customerRow();
    await again.getByRole('button', { name: /^Restring/ }).click();
    await page.getByRole('heading', { name: 'Unfinished booking' }).waitFor();
    await page.getByText('Its payment was not completed.', { exact: false }).waitFor();
    await shoot('counter-unfinished');
    await page.getByRole('button', { name: 'Discard it and start a new booking' }).click();
    await page.getByLabel('Racket Name').waitFor();
    // A new booking: the racket is the preselected one again and Regular (not the discarded booking's Express).
    await expect(page.getByLabel('Racket Name').inputValue()).resolves.toBe(racketName);
    await expect(page.getByRole('radio', { name: /Regular/ }).isChecked()).resolves.toBe(true);
  });

  it('the chat button covers no link, field or button, on a desktop and on a phone', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(`${server.url}/dashboard/booking-form?customer=${customer.id}`);
      await page.getByRole('heading', { name: 'Booking Form' }).waitFor();
      const chat = page.getByRole('link', { name: 'Chat with us' });
      await chat.waitFor();
      for (const position of ['top', 'bottom'] as const) {
        await page.evaluate((p) => window.scrollTo(0, p === 'top' ? 0 : document.body.scrollHeight), position);
        const covered = await page.evaluate(() => {
          const fab = document.querySelector('a[aria-label="Chat with us"]')!.getBoundingClientRect();
          const others = Array.from(document.querySelectorAll('a, button, input, textarea, [role="button"], label'))
            .filter(
              (el) => el.getAttribute('aria-label') !== 'Chat with us' && !el.closest('a[aria-label="Chat with us"]'),
            )
            .map((el) => ({ el, r: el.getBoundingClientRect() }))
            .filter(({ r }) => r.width > 0 && r.height > 0);
          return others
            .filter(({ r }) => r.left < fab.right && r.right > fab.left && r.top < fab.bottom && r.bottom > fab.top)
            .map(({ el }) => el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName);
        });
        expect(covered, `${viewport.width}px, ${position}`).toEqual([]);
      }
    }
    await page.setViewportSize(DESKTOP);
  });

  it('a dashboard load makes no call the server refuses (no 401 before the session is known)', async () => {
    const refused: string[] = [];
    const watch = (response: { status(): number; url(): string }) => {
      if (response.status() === 401) refused.push(response.url());
    };
    page.on('response', watch);
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    // Every read the dashboard shows has answered (no loader or skeleton left): the calls it makes are all made.
    await loaded(page);
    page.off('response', watch);
    expect(refused).toEqual([]);
  });
});

type JobRow = {
  job_id: number;
  stage: string;
  spec: { racket: { model: string }; mains: { string_id: number | null } | null } | null;
};

/** Print tag on a result page: the tag opens in a tab of its own (the browser's PDF viewer prints it). */
async function printTag(counted: ReturnType<typeof clickCounter>, jobId: number) {
  const tab = page.context().waitForEvent('page');
  await counted.click(page.getByRole('button', { name: `Print tag of job #${jobId}` }));
  const opened = await tab;
  await expect.poll(() => opened.url()).toMatch(/^blob:/);
  await opened.close();
}

/** The job ids a result page confirms (its `bookingIds`). */
function bookedIds(): number[] {
  return (new URL(page.url()).searchParams.get('bookingIds') ?? '').split(',').filter(Boolean).map(Number);
}

describe('the counter flow, counted from the dashboard', () => {
  // A walk-in nobody knows yet: a unique name and mobile on every run.
  const run = String(Date.now()).slice(-7);
  const walkIn = { first: 'Counter', last: `Walkin ${run}`, mobile: `050 ${run.slice(0, 3)} ${run.slice(3)}` };
  let walkInJob = 0;

  it('adds a walk-in, records the racket bought now, books its free restring, pays in store and prints the tag: 8 clicks', async () => {
    await apiCall('PUT', 'admin/profile', { default_store: 'Marina Store' });
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    const counted = clickCounter();

    // The navbar box searches customers from the dashboard; nobody matches the walk-in.
    await counted.type(page.getByRole('textbox', { name: 'Search' }), `${walkIn.first} ${walkIn.last}`);
    await page.getByRole('heading', { name: 'Manage Customers' }).waitFor();
    await page.getByText('No customers found').waitFor();
    await counted.click(page.getByRole('button', { name: 'Add customer' }).last());
    const dialog = page.getByRole('dialog', { name: 'Add customer' });
    // The names come from the search.
    await expect(dialog.getByLabel('First name').inputValue()).resolves.toBe(walkIn.first);
    await expect(dialog.getByLabel('Last name').inputValue()).resolves.toBe(walkIn.last);
    await counted.type(dialog.getByLabel('Mobile'), walkIn.mobile);
    await counted.type(dialog.getByLabel('Racket bought now'), 'Pure Aero');
    await counted.click(page.getByRole('option', { name: /Babolat Pure Aero 2023/ }));
    await dialog.getByText('Bought today').waitFor();
    await shoot('counter-walk-in');
    await counted.click(dialog.getByRole('button', { name: 'Add customer' }));

    // The racket's free restring opens at once, on the racket just recorded (never "No rackets on file yet").
    await page.getByRole('heading', { name: 'Booking Form' }).waitFor({ timeout: 20_000 });
    await page.getByText('Free stringing', { exact: true }).first().waitFor();
    await expect(page.getByLabel('Racket Name').inputValue()).resolves.toBe('Babolat Pure Aero 2023');
    await expect(page.getByText('No rackets on file yet').count()).resolves.toBe(0);
    await pickTomorrow(page); // Not counted: a counter books today, the form's default (see above).
    await counted.click(page.getByRole('group', { name: 'Popular strings' }).getByText('Luxilon ALU Power 1.25'));
    await shoot('counter-walk-in-form');
    await counted.click(page.getByRole('button', { name: 'Next' }));

    await page.getByRole('heading', { name: 'Booking Final' }).waitFor();
    await page.getByText('Marina Store').first().waitFor();
    // Pay in Store before the terms opens them; I Agree carries on.
    await counted.click(page.getByRole('button', { name: 'Pay in Store' }));
    await counted.click(
      page.getByRole('dialog', { name: 'Terms and Conditions' }).getByRole('button', { name: 'I Agree' }),
    );
    await page.waitForURL(/\/booking-success\?/);
    walkInJob = bookedIds()[0]!;
    await page.getByRole('button', { name: `Print tag of job #${walkInJob}` }).waitFor();
    await shoot('counter-success');
    await printTag(counted, walkInJob);

    expect({ clicks: counted.clicks, typed: counted.typed }).toEqual({ clicks: 8, typed: 3 });
    const job = await apiCall<JobRow>('GET', `jobs/${walkInJob}`);
    // Booked on the racket bought now, with a spec: the tag prints the racket, not "Spec not entered".
    expect(job.spec?.racket.model).toMatch(/Pure Aero/);
    await expect(newestBookingOf(`${walkIn.first} ${walkIn.last}`)).resolves.toMatchObject({
      free_service: true,
      instore_location: 'Marina Store',
    });
  });

  it('books a returning customer "Same as last time", pays later and prints the tag: 4 clicks after the search', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    await page.getByRole('textbox', { name: 'Search' }).fill(walkIn.mobile); // The search: not counted.
    const row = page.getByRole('row').filter({ hasText: walkIn.last });
    await row.waitFor();
    const counted = clickCounter();

    await counted.click(row.getByRole('button', { name: /^Same as last time/ }));
    await page.getByRole('heading', { name: 'Booking Final' }).waitFor();
    // ALU Power as last time, at its price (the free stringing of this month is used).
    await expect(page.getByTestId('overall-cost').textContent()).resolves.toBe('195.00 AED');
    await shoot('counter-same-as-last');
    await counted.click(page.getByRole('button', { name: 'Pay in Store' }));
    await counted.click(
      page.getByRole('dialog', { name: 'Terms and Conditions' }).getByRole('button', { name: 'I Agree' }),
    );
    await page.waitForURL(/\/booking-success\?/);
    const [jobId] = bookedIds();
    await printTag(counted, jobId!);

    expect({ clicks: counted.clicks, typed: counted.typed }).toEqual({ clicks: 4, typed: 0 });
    const job = await apiCall<JobRow>('GET', `jobs/${jobId}`);
    expect(job.spec?.racket.model).toMatch(/Pure Aero/);
    expect(job.spec?.mains?.string_id).toBe(9); // ALU Power, as last time.
  });

  it("the tag's QR address on a phone without a session: log in, then the job with Start as its main button", async () => {
    const phone = await shop.openBrowser({ viewport: PHONE });
    try {
      await phone.page.goto(`${server.url}/dashboard/jobs/${walkInJob}`);
      await phone.page.waitForURL(/\/login$/);
      await phone.page.getByLabel('Email').fill(DEMO.staff);
      await phone.page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await phone.page.getByRole('button', { name: 'Login' }).click();
      await phone.page.waitForURL(new RegExp(`/dashboard/jobs/${walkInJob}$`));
      const start = phone.page.getByRole('button', { name: `Start: job #${walkInJob}` });
      await start.waitFor();
      // The main button is in view on the phone without scrolling.
      const box = await start.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
      await screenshot(phone.page, 'bookings-counter-scanned-job-phone');
      await start.click();
      await phone.page.getByRole('button', { name: `Mark ready: job #${walkInJob}` }).waitFor();
    } finally {
      await phone.close();
    }
  });

  it('a mistyped dashboard address shows Page not found in the dashboard, still signed in', async () => {
    await page.goto(`${server.url}/dashboard/manage-customerz`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/manage-customerz');
    await shoot('not-found');
  });
});

async function newestBookingOf(name: string): Promise<BookingRow> {
  const list = await apiCall<{ items: BookingRow[] }>('GET', `bookings?page=1&search=${encodeURIComponent(name)}`);
  return list.items.sort((a, b) => b.booking_id - a.booking_id)[0]!;
}

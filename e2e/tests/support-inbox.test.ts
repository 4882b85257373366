import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, screenshot, useShop, type RunningServer } from '../harness';
import { chooseOption } from '../choose-option';

const SITE_KEY = 'shop-site-key-for-the-inbox-test';
const shop = useShop({ loginAs: DEMO.staff, env: { SHOP_SITE_API_KEY: SITE_KEY } });
let server: RunningServer;
let page: Page;
beforeAll(() => {
  ({ server, page } = shop);
});

/** The sidebar badge's count of open tickets (0 when it shows none). */
async function openCount(p: Page): Promise<number> {
  const nav = p.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: /Support Tickets/ }).waitFor();
  const badge = nav.getByTestId('open-tickets-badge');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.textContent())!.split(' ')[0]!.replace(/[,+]/g, ''));
}

/** A customer of the demo data, read with the signed-in staff member's session. */
async function firstCustomer(p: Page): Promise<{ id: number; name: string }> {
  return p.evaluate(async () => {
    const res = await fetch('/api/admin/customers?pageSize=1', {
      headers: { authorization: `Bearer ${localStorage.getItem('adminToken')}` },
    });
    const body = (await res.json()) as { items: Array<{ id: number; name: string }> };
    return body.items[0]!;
  });
}

describe('the support inbox in the browser', () => {
  it("shows a ticket raised from the shop's site in the inbox, the sidebar count and the notifications", async () => {
    await page.getByRole('link', { name: 'Dashboard home' }).waitFor();
    await page.getByTestId('open-ticket-count').waitFor();
    const before = await openCount(page);
    const customer = await firstCustomer(page);

    // The shop's site raises the ticket for its customer, with its key (as POST /api/support-tickets/tickets documents).
    const raised = await fetch(`${server.url}/api/support-tickets/tickets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': SITE_KEY },
      body: JSON.stringify({
        customer_id: customer.id,
        subject: 'Racket left at Marina Store not ready',
        description: 'I was told Tuesday; it is Thursday now.',
        issue_type: 'booking',
        priority_level: 'high',
      }),
    });
    expect(raised.status).toBe(201);
    const ticketId = ((await raised.json()) as { ticket: { ticket_id: number } }).ticket.ticket_id;

    await page.reload();
    await expect.poll(() => openCount(page)).toBe(before + 1);
    await expect.poll(async () => page.getByTestId('open-ticket-count').textContent()).toBe(String(before + 1));

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Support Tickets/ })
      .click();
    await page.waitForURL(`${server.url}/dashboard/support-tickets`);
    const row = page.locator(`tr[data-ticket-id="${ticketId}"]`);
    await row.waitFor();
    // Newest first: the ticket just raised heads the list, naming its customer.
    expect(await page.locator('tbody tr').first().getAttribute('data-ticket-id')).toBe(String(ticketId));
    expect(await row.textContent()).toContain(customer.name);
    expect(await row.textContent()).toContain('Racket left at Marina Store not ready');
    await screenshot(page, 'support-inbox-desktop');

    // Filtered to booking tickets, it is still there.
    await chooseOption(page, page.getByRole('combobox', { name: 'Type' }), 'Booking');
    await page.waitForURL(/issue_type=booking/);
    await row.waitFor();

    await row.getByRole('link', { name: `Open ticket #${ticketId}` }).click();
    await page.waitForURL(`${server.url}/dashboard/detailed-ticket/${ticketId}`);
    await page.getByRole('heading', { name: 'Racket left at Marina Store not ready' }).waitFor();

    // The notifications page names the customer for signed-in staff and links to the ticket.
    await page.goto(`${server.url}/notifications`);
    await page.getByText(`${customer.name} raised a high priority booking ticket (#${ticketId}).`).waitFor();
    await page.getByRole('link', { name: `Open ticket #${ticketId}` }).click();
    await page.waitForURL(`${server.url}/dashboard/detailed-ticket/${ticketId}`);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, PHONE, screenshot, useShop, type RunningServer } from '../harness';

const shop = useShop({ loginAs: DEMO.staff });
let server: RunningServer;
let page: Page;
beforeAll(() => {
  ({ server, page } = shop);
});

const button = (p: Page, name: string) => p.getByRole('button', { name, exact: true });

/** Manage Customers -> View Details of the first customer (lowest id: the demo tickets' owner) -> raised tickets. */
async function openFirstCustomerTickets(p: Page) {
  await p.getByRole('link', { name: 'Dashboard home' }).waitFor();
  const link = p.getByRole('link', { name: 'Manage Customers' }).first();
  // Below the sm breakpoint the sidebar sits behind the burger menu.
  if ((p.viewportSize()?.width ?? 1366) < 768) await p.getByRole('button', { name: 'Toggle navigation' }).click();
  await link.click();
  await p.waitForURL(`${server.url}/dashboard/manage-customer`);
  await p
    .getByRole('button', { name: /View Details/ })
    .first()
    .waitFor();
  await p
    .getByRole('button', { name: /View Details/ })
    .first()
    .click();
  await p.waitForURL(`${server.url}/dashboard/customer-details`);
  await p
    .getByRole('button', { name: /tickets/i })
    .first()
    .click();
  await p.waitForURL(/\/dashboard\/ticket-details\?customerId=\d+$/);
  await p.getByRole('heading', { name: 'Tickets' }).waitFor();
}

describe('support in the browser', () => {
  it("answers a ticket and the customer's email shows in the mailbox", async () => {
    await openFirstCustomerTickets(page);
    await page.getByText('Strings snapped after two days').filter({ visible: true }).first().waitFor();
    // The Updated pill: on a ticket changed after it was raised, not on a fresh one.
    const row = (subject: string) => page.locator('tr', { hasText: subject });
    expect(await row('Pickup did not arrive').getByText('Updated', { exact: true }).count()).toBe(1);
    expect(await row('Strings snapped after two days').getByText('Updated', { exact: true }).count()).toBe(0);
    expect(await row('Charged twice for one booking').getByText('Closed', { exact: true }).count()).toBe(1);
    await screenshot(page, 'support-tickets-desktop');

    await page.getByRole('button', { name: 'View ticket Strings snapped after two days' }).click();
    await page.waitForURL(/\/dashboard\/detailed-ticket\/\d+$/);
    const ticketId = Number(page.url().split('/').pop());
    await page.getByRole('heading', { name: 'Strings snapped after two days' }).waitFor();
    expect(await button(page, 'Mark Resolved').isEnabled()).toBe(true);
    expect(await button(page, 'Close Ticket').isDisabled()).toBe(true);
    expect(await button(page, 'Take Action').isEnabled()).toBe(true);
    await screenshot(page, 'support-ticket-open-desktop');

    await button(page, 'Take Action').click();
    await page.waitForURL(/\/dashboard\/ticket-response/);
    await button(page, 'Send Response').click();
    await page.getByText('Please write a response (up to 5000 characters).').waitFor();
    await page
      .getByLabel('Response')
      .fill(
        'We checked the racket: the tension was too high for that string. We will restring it free of charge at 24 kg.',
      );
    await button(page, 'Send Response').click();
    await page.getByText('Response Submitted and Email Sent Successfully').waitFor();
    await screenshot(page, 'support-ticket-response-desktop');

    await page.goto(`${server.url}/dashboard/mailbox`);
    const mail = page
      .locator('article')
      .filter({ hasText: `Re: Strings snapped after two days [Ticket #${ticketId}]` })
      .first();
    await mail.waitFor();
    expect(await mail.textContent()).toContain('We will restring it free of charge at 24 kg.');
    await screenshot(page, 'support-mailbox-desktop');
  });

  it('marks the ticket resolved then closed, and the actions are disabled', async () => {
    await openFirstCustomerTickets(page);
    await page.getByRole('button', { name: 'View ticket Strings snapped after two days' }).click();
    await page.getByText('In Progress').first().waitFor();
    await page.getByText('We will restring it free of charge at 24 kg.').waitFor();

    await button(page, 'Mark Resolved').click();
    await page.getByText('This ticket is resolved. It may be closed or reopened if needed.').waitFor();
    expect(await button(page, 'Mark Resolved').isDisabled()).toBe(true);
    expect(await button(page, 'Take Action').isDisabled()).toBe(true);
    expect(await button(page, 'Close Ticket').isEnabled()).toBe(true);
    await screenshot(page, 'support-ticket-resolved-desktop');

    await button(page, 'Close Ticket').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close ticket' }).click();
    await page.getByText('This ticket is closed. No further actions are possible.').waitFor();
    for (const name of ['Mark Resolved', 'Close Ticket', 'Take Action'])
      expect(await button(page, name).isDisabled()).toBe(true);
    expect(await button(page, 'Reopen').count()).toBe(0);
    await screenshot(page, 'support-ticket-closed-desktop');
  });

  it('sends an invite: validation, success, a polite refusal of a repeat, and the email', async () => {
    await page.getByRole('link', { name: 'Send Invite' }).first().click();
    await page.waitForURL(`${server.url}/dashboard/send-invite`);
    await page.getByLabel('Customer email').fill('not-an-email');
    await button(page, 'Send Invite').click();
    await page.getByText('Please enter a valid email address.').waitFor();

    await page.getByLabel('Customer email').fill('  New.Player@Example.AE ');
    await button(page, 'Send Invite').click();
    await page.getByText('Invitation sent successfully.').waitFor();
    expect(await page.getByLabel('Customer email').inputValue()).toBe('');
    await screenshot(page, 'support-invite-desktop');

    await page.getByLabel('Customer email').fill('new.player@example.ae');
    await button(page, 'Send Invite').click();
    await page
      .getByText('An invitation was already sent to this address in the last hour. Please wait before sending another.')
      .waitFor();

    await page.goto(`${server.url}/dashboard/mailbox`);
    const mail = page.locator('article').filter({ hasText: 'To new.player@example.ae' }).first();
    await mail.waitFor();
    expect(await mail.textContent()).toContain('https://shop.example.ae');
  });

  it('lists public notifications as "title - message" without logging in', async () => {
    const visitor = await shop.openBrowser();
    try {
      await visitor.page.goto(`${server.url}/notifications`);
      await visitor.page.getByRole('heading', { name: 'Notifications' }).waitFor();
      await visitor.page.getByRole('listitem').first().waitFor();
      const items = await visitor.page.getByRole('listitem').allTextContents();
      expect(items.every((text) => / - /.test(text))).toBe(true);
      expect(
        items.filter((text) =>
          /^New support ticket - A customer raised a \w+ priority \w+ ticket \(#\d+\)\.$/.test(text),
        ).length,
      ).toBeGreaterThanOrEqual(8);
      // Public: no customer's name or email from the demo tickets.
      expect(items.join('\n')).not.toMatch(/Ahmed|@/);
      await screenshot(visitor.page, 'support-notifications-desktop');
      await visitor.page.setViewportSize(PHONE);
      await screenshot(visitor.page, 'support-notifications-phone');
    } finally {
      await visitor.close();
    }
  });

  it('works at phone width', async () => {
    const phone = await shop.openBrowser({ viewport: PHONE, loginAs: DEMO.admin });
    try {
      await openFirstCustomerTickets(phone.page);
      await phone.page.getByText('Pickup did not arrive').filter({ visible: true }).first().waitFor();
      await screenshot(phone.page, 'support-tickets-phone');
      await phone.page.getByRole('button', { name: 'View ticket Overgrip feels loose' }).click();
      await phone.page.getByText('This ticket is resolved. It may be closed or reopened if needed.').waitFor();
      await screenshot(phone.page, 'support-ticket-resolved-phone');
      await phone.page.goto(`${server.url}/dashboard/ticket-details`);
      await phone.page.waitForURL(`${server.url}/dashboard/manage-customer`);
      await phone.page.goto(`${server.url}/dashboard/send-invite`);
      await phone.page.getByLabel('Customer email').waitFor();
      await screenshot(phone.page, 'support-invite-phone');
    } finally {
      await phone.close();
    }
  });
});

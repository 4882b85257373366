import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, DESKTOP, screenshot, useShop, type RunningServer } from '../harness';
import { bookInStoreJob, demoCustomers, type StaffApi } from '../staff-api';
import {
  startWhatsAppStandIn,
  whatsappEnv,
  type WhatsAppStandIn,
} from '../../apps/server/test/whatsapp/whatsapp-stand-in';

/**
 * WhatsApp sent by the system, end to end: the built server talks to the loopback Cloud API stand-in; a job booked at
 * the counter and made ready sends the received and ready templates, the stand-in posts signed statuses back, and the
 * job page shows them.
 */
let standIn: WhatsAppStandIn;
const env: Record<string, string> = {};
// Before useShop's own beforeAll: the server starts with the stand-in's address.
beforeAll(async () => {
  standIn = await startWhatsAppStandIn();
  Object.assign(env, whatsappEnv(standIn));
});
afterAll(async () => {
  await standIn?.close();
});
const shop = useShop({ env, viewport: DESKTOP, loginAs: DEMO.staff, api: DEMO.staff });
let server: RunningServer;
let page: Page;
let apiCall: StaffApi;
beforeAll(() => {
  ({ server, page } = shop);
  apiCall = (method, path, body) => shop.api(method, path, body);
});

describe('WhatsApp messages on the job page', () => {
  it('sends the received and ready templates and shows their statuses from the signed webhook', async () => {
    const customerId = (await demoCustomers(apiCall))[2]!.id;
    // The receipt goes by email to a customer with an email unless they prefer WhatsApp (docs/decisions/whatsapp.md).
    await apiCall('PUT', `customers/${customerId}/channel`, { preferred_channel: 'whatsapp' });
    const jobId = await bookInStoreJob(apiCall, customerId, 'Babolat Pure Drive WhatsApp');
    await apiCall('POST', `jobs/${jobId}/stage`, { stage: 'in_progress' });
    await apiCall('POST', `jobs/${jobId}/stage`, { stage: 'ready' });
    // The server's outbox worker sends them (kicked after each commit).
    await expect
      .poll(() => standIn.sends.filter((s) => s.parameters[1] === String(jobId)).map((s) => s.template))
      .toEqual(['racket_received', 'racket_ready']);
    const ready = standIn.sends.find((s) => s.template === 'racket_ready' && s.parameters[1] === String(jobId))!;
    const webhook = `${server.url}/api/webhooks/whatsapp`;
    for (const status of ['delivered', 'read'])
      expect((await standIn.post(webhook, standIn.statusBody(ready.messageId, ready.to, status))).status).toBe(200);
    expect(
      (await standIn.post(webhook, standIn.statusBody(ready.messageId, ready.to, 'read'), 'sha256=00')).status,
    ).toBe(401);

    await page.goto(`${server.url}/dashboard/jobs/${jobId}`);
    const card = page.getByTestId('whatsapp-messages');
    await card.getByText('Read', { exact: true }).waitFor();
    await card.getByText('Received message', { exact: true }).waitFor();
    await page.getByText(/Ready message sent on WhatsApp/).waitFor();
    expect(await page.getByRole('link', { name: 'Send on WhatsApp' }).count()).toBe(0);
    await screenshot(page, 'job-whatsapp-messages');
  });
});

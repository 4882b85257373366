import { afterAll } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { whatsappMessages } from '../../src/db/schema';
import { deliverDueWhatsApp } from '../../src/services/whatsapp/deliver-whatsapp';
import type { TestApp } from '../helpers/app';
import { testAppForFile } from '../helpers/per-file';
import { startWhatsAppStandIn, whatsappEnv, type WhatsAppStandIn } from './whatsapp-stand-in';

/**
 * The product of one test file sending WhatsApp through the loopback stand-in, and listening on a local port so the
 * stand-in can post its webhooks: `const { t, standIn } = whatsappAppForFile();`.
 */
export function whatsappAppForFile(): { t: TestApp; standIn: WhatsAppStandIn; webhookUrl: () => string } {
  const standIn = {} as WhatsAppStandIn;
  let url = '';
  const t = testAppForFile(async () => {
    Object.assign(standIn, await startWhatsAppStandIn());
    return { env: whatsappEnv(standIn) };
  });
  afterAll(async () => {
    await standIn.close?.();
  });
  return {
    t,
    standIn,
    webhookUrl: () => {
      if (!url) {
        const address = t.app.server.address();
        if (!address || typeof address === 'string') throw new Error('listen() first');
        url = `http://127.0.0.1:${address.port}/api/webhooks/whatsapp`;
      }
      return url;
    },
  };
}

/** The outbox worker's round for WhatsApp, a second ahead of the rows just written. */
export const deliverWhatsApp = (t: TestApp) =>
  deliverDueWhatsApp(t.ctx.db, t.ctx.whatsapp, { now: () => new Date(Date.now() + 1000) });

/** The WhatsApp messages of one job, oldest first. */
export const whatsappOfJob = (t: TestApp, bookingId: number) =>
  t.ctx.db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.bookingId, bookingId))
    .orderBy(asc(whatsappMessages.id));

import type { FastifyInstance } from 'fastify';
import accounts from './accounts';
import customers from './customers';
import purchases from './purchases';
import bookings from './bookings';
import tickets from './tickets';
import invoices from './invoices';
import storeInvoices from './store-invoices';
import invites from './invites';
import notifications from './notifications';
import mailbox from './mailbox';
import outbox from './outbox';
import settings from './settings';
import dashboard from './dashboard';
import jobs from './jobs';
import health from './health';
import jobTag from './jobs/tag';
import jobReceipt from './jobs/receipt';
import rackets from './rackets';
import reminders from './reminders';
import customerLanguage from './customers/language';
import customerChannel from './customers/channel';
import reports from './reports';
import stock from './stock';
import staffAccounts from './staff-accounts';
import audit from './audit';
import statusLinks from './status-links';
import backups from './backups';
import whatsapp from './whatsapp';
import jobPhotos from './job-photos';

/** Every API route, by feature area, under /api. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    async (api) => {
      await api.register(health);
      await api.register(accounts);
      await api.register(customers);
      await api.register(purchases);
      await api.register(bookings);
      await api.register(tickets);
      await api.register(invoices);
      await api.register(storeInvoices);
      await api.register(invites);
      await api.register(notifications);
      await api.register(mailbox);
      await api.register(outbox);
      await api.register(settings);
      await api.register(dashboard);
      await api.register(jobTag);
      await api.register(jobReceipt);
      await api.register(jobs);
      await api.register(statusLinks);
      await api.register(rackets);
      await api.register(reminders);
      await api.register(customerLanguage);
      await api.register(customerChannel);
      await api.register(reports);
      await api.register(stock);
      await api.register(staffAccounts);
      await api.register(audit);
      await api.register(backups);
      await api.register(whatsapp);
      await api.register(jobPhotos);
    },
    { prefix: '/api' },
  );
}

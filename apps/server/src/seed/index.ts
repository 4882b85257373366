import type { AppContext } from '../context';
import { seedAccounts } from './accounts';
import { seedCustomers } from './customers';
import { seedBookings } from './bookings';
import { seedJobs } from './jobs';
import { seedReminders } from './reminders';
import { seedHistory } from './history';
import { seedTickets } from './tickets';
import { seedStoreInvoices } from './store-invoices';
import { seedStock } from './stock';

/**
 * Demo data for an empty database (demo mode only). Each area seeds itself; each seed does nothing
 * when its data already exists, so restarts keep what staff changed. Returns the demo logins.
 */
export async function seedDemo(ctx: AppContext): Promise<string[]> {
  const logins = await seedAccounts(ctx);
  await seedCustomers(ctx);
  await seedBookings(ctx);
  await seedJobs(ctx);
  await seedReminders(ctx);
  await seedTickets(ctx);
  await seedStoreInvoices(ctx);
  // Last: the other seeds do nothing once their tables hold rows.
  await seedHistory(ctx);
  // After every job: the stock's ledger follows the jobs that started.
  await seedStock(ctx);
  return logins;
}

import { describe, expect, it } from 'vitest';
import { engine } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { cancelBooking, payInStore } from '../helpers/cancellation-factories';
import { stringLine } from '../helpers/bookings-factories';
import { countsBothWays, moveJob } from '../helpers/jobs-factories';
import { hoursBothWays } from '../helpers/paging-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

describe(`the counters of jobs and of bookings per hour under concurrent writes (${engine})`, () => {
  it('stays equal to the jobs when 24 bookings, Starts and cancellations run at once on 4 accounts', async () => {
    expect(engine).toBe('postgres');
    const customer = await buildCustomer(t.ctx);
    const callers = await Promise.all(Array.from({ length: 4 }, () => authHeaders(t.ctx, 'staff')));
    const ids = await payInStore(
      t,
      staff,
      Array.from({ length: 16 }, (_, i) =>
        stringLine(customer.id, { instore_location: i % 2 ? 'Marina Store' : 'Jumeirah Store' }),
      ),
    );
    const answers = await Promise.all([
      ...ids.slice(0, 8).map((id, i) => moveJob(t, id, callers[i % 4]!, { stage: 'in_progress' })),
      ...ids.slice(8).map((id, i) => cancelBooking(t, id, callers[i % 4]!)),
      ...Array.from({ length: 8 }, (_, i) => payInStore(t, callers[i % 4]!, [stringLine(customer.id)])),
    ]);
    expect(answers.slice(0, 16).map((a) => (a as { statusCode: number }).statusCode)).toEqual(Array(16).fill(200));
    const { counted, kept } = await countsBothWays(t.ctx.db);
    expect(kept).toEqual(counted);
    const hours = await hoursBothWays(t.ctx);
    expect(hours.kept).toEqual(hours.counted);
  });
});

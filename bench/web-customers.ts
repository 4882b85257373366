/**
 * How soon the Manage Customers screen is usable on a slow device: Chromium with the CPU slowed 4×
 * (DevTools' Emulation.setCPUThrottlingRate), the built web app served by the real server in demo
 * mode. Each run opens /dashboard/manage-customer signed in, with an empty cache ("cold") or after a
 * first visit ("warm"), and reads from the page's own clock: the load event, and the moment the
 * screen is usable (the first customer rows shown and the search box enabled). Prints the figures;
 * asserts nothing.
 *   npm run build && node --import tsx bench/web-customers.ts [runs] [--dist <built web app> --dist <another>]
 * With two or more `--dist`, each build gets its own server and browser and the runs alternate between them.
 */
import { parseArgs } from 'node:util';
import { startServer } from '../e2e/harness';
import { signedInSlowBrowser } from './lib/slow-browser';

const RATE = 4;

interface Timing {
  load: number;
  usable: number;
  /** When the customers list answer had arrived (the API's share of the wait). */
  api: number;
}

/** Runs in the page (a function, not a string: the app's CSP forbids eval): the page clock once usable. */
function usableAt(): number | null {
  const doc = (globalThis as unknown as { document: PageDocument }).document;
  const search = doc.querySelector('input[aria-label="Search"]');
  return doc.querySelectorAll('tbody tr').length > 0 && search && !search.disabled ? performance.now() : null;
}
interface PageDocument {
  querySelector(selector: string): { disabled: boolean } | null;
  querySelectorAll(selector: string): { length: number };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { dist: { type: 'string', multiple: true } },
});
const RUNS = Number(positionals[0] ?? 5);
/** Builds to compare (`--dist a --dist b`: each served by its own server, opened in alternation); else apps/web/dist. */
const dists = values.dist ?? [undefined];

/** A server for one build, a browser signed in to it at 4× CPU slowdown, and one open of the screen. */
async function open(dist: string | undefined) {
  const server = await startServer(dist ? { WEB_DIST: dist } : {});
  const browser = await signedInSlowBrowser(server, RATE);
  const { page, cdp } = browser;
  const measure = async (): Promise<Timing> => {
    await page.goto(`${server.url}/dashboard/manage-customer`, { waitUntil: 'load' });
    const usable = await page.waitForFunction(usableAt, undefined, { polling: 'raf', timeout: 30_000 });
    const load = (await page.evaluate(`performance.getEntriesByType('navigation')[0].loadEventEnd`)) as number;
    const api = (await page.evaluate(
      `performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/admin/customers')).map((e) => e.responseEnd)[0] ?? 0`,
    )) as number;
    return { load, api, usable: (await usable.jsonValue()) as number };
  };
  const results: Record<'cold' | 'warm', Timing[]> = { cold: [], warm: [] };
  return {
    results,
    async run() {
      await cdp.send('Network.clearBrowserCache');
      results.cold.push(await measure());
      results.warm.push(await measure());
    },
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}

const targets = [];
try {
  for (const dist of dists) targets.push(await open(dist));
  for (let i = 0; i < RUNS; i++) {
    const order = i % 2 === 0 ? targets : [...targets].reverse();
    for (const target of order) await target.run();
  }
  targets.forEach(({ results }, n) => {
    console.log(
      `Manage Customers at ${RATE}× CPU slowdown, ${RUNS} runs${dists[n] ? ` of ${dists[n]}` : ''} (median, ms from navigation start):`,
    );
    for (const [kind, timings] of Object.entries(results)) {
      const load = median(timings.map((t) => t.load));
      const usable = median(timings.map((t) => t.usable));
      const api = median(timings.map((t) => t.api));
      const after = median(timings.map((t) => t.usable - t.load));
      const max = Math.max(...timings.map((t) => t.usable - t.load));
      console.log(
        `  ${kind}: load event ${load.toFixed(0)}, list answer in ${api.toFixed(0)}, usable ${usable.toFixed(0)}; usable after load ${after.toFixed(0)} (max ${max.toFixed(0)})`,
      );
    }
  });
} finally {
  for (const target of targets) await target.close();
}

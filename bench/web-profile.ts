/**
 * Where the Manage Customers screen's time goes on a slow device: the same set-up as web-customers.ts (Chromium at 4×
 * CPU slowdown, the built app served by the real server in demo mode, signed in), one warm open (after a first visit)
 * or a cold one (`--cold`: empty cache) sampled by DevTools' profiler from navigation until the screen is usable. Prints
 * the main thread's self time by script (chunk) and the functions with the most self time; with `--trace`, a Chromium
 * trace instead: the main thread's time by kind of work (style, layout, compiling, running scripts...). Asserts nothing.
 *   npm run build && node --import tsx bench/web-profile.ts [--cold] [--trace] [--profile /tmp/customers.cpuprofile]
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { CDPSession } from 'playwright-core';
import { startServer } from '../e2e/harness';
import { signedInSlowBrowser } from './lib/slow-browser';

const { values: args } = parseArgs({
  options: { cold: { type: 'boolean', default: false }, profile: { type: 'string' }, trace: { type: 'boolean' } },
});

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Runs in the page: true once the first rows are shown and the search box is enabled. */
function usable(): boolean {
  const doc = (globalThis as unknown as { document: PageDocument }).document;
  const search = doc.querySelector('input[aria-label="Search"]');
  return doc.querySelectorAll('tbody tr').length > 0 && search !== null && !search.disabled;
}
interface PageDocument {
  querySelector(selector: string): { disabled: boolean } | null;
  querySelectorAll(selector: string): { length: number };
}

const top = (totals: Map<string, number>, all: number, count: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([name, us]) =>
        `  ${(us / 1000).toFixed(0).padStart(6)} ms ${((100 * us) / all).toFixed(1).padStart(5)} %  ${name}`,
    )
    .join('\n');

/** Samples the open with DevTools' profiler; prints self time by script and by function. */
async function profileOpen(cdp: CDPSession, screen: string): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await browser.page.goto(screen, { waitUntil: 'commit' });
  await browser.page.waitForFunction(usable, undefined, { polling: 'raf', timeout: 30_000 });
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  if (args.profile) await writeFile(args.profile, JSON.stringify(profile));

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    const frame = nodes.get(id)!.callFrame;
    if (frame.functionName === '(idle)') return;
    all += delta;
    const script = frame.url ? frame.url.replace(/^.*\/assets\//, '') : `(${frame.functionName || 'native'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + delta);
    const name = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber}:${frame.columnNumber}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
  });
  console.log(`Manage Customers, ${args.cold ? 'cold' : 'warm'} open at 4× CPU: ${(all / 1000).toFixed(0)} ms busy`);
  console.log(`By script:\n${top(byScript, all, 25)}`);
  console.log(`By function:\n${top(byFunction, all, 30)}`);
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string };
}

/** A Chromium trace of the open; prints the renderer main thread's self time by kind of work. */
async function traceOpen(cdp: CDPSession, screen: string): Promise<void> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['devtools.timeline', 'v8', 'blink', 'loading', '__metadata'] },
  });
  await browser.page.goto(screen, { waitUntil: 'commit' });
  await browser.page.waitForFunction(usable, undefined, { polling: 'raf', timeout: 30_000 });
  await cdp.send('Tracing.end');
  await complete;
  // The renderer main thread that worked most (the screen's; about:blank's process may be another).
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const work = (t: TraceEvent) =>
    events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X').reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const main = mains.sort((a, b) => work(b) - work(a))[0];
  if (!main) throw new Error('No renderer main thread in the trace');
  const slices = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const stack: { end: number; name: string }[] = [];
  let busy = 0;
  for (const slice of slices) {
    while (stack.length > 0 && stack.at(-1)!.end <= slice.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - slice.dur!);
    else busy += slice.dur!;
    self.set(slice.name, (self.get(slice.name) ?? 0) + slice.dur!);
    stack.push({ end: slice.ts + slice.dur!, name: slice.name });
  }
  const first = slices[0]?.ts ?? 0;
  const last = Math.max(...slices.map((s) => s.ts + s.dur!));
  console.log(
    `Manage Customers at 4× CPU: main thread busy ${(busy / 1000).toFixed(0)} ms of ${((last - first) / 1000).toFixed(0)} ms traced`,
  );
  console.log(`Self time by kind of work:\n${top(self, busy, 25)}`);
}

const server = await startServer();
const browser = await signedInSlowBrowser(server, 4);
try {
  const { page, cdp } = browser;
  const screen = `${server.url}/dashboard/manage-customer`;
  if (args.cold) await cdp.send('Network.clearBrowserCache');
  else {
    await page.goto(screen, { waitUntil: 'load' });
    await page.waitForFunction(usable, undefined, { polling: 'raf', timeout: 30_000 });
  }
  await page.goto('about:blank');
  if (args.trace) await traceOpen(cdp, screen);
  else await profileOpen(cdp, screen);
  // Counts that do not depend on the machine's speed: what the open built and fetched.
  const counts = await page.evaluate(
    `JSON.stringify({ elements: document.querySelectorAll('body *').length, scripts: performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).length })`,
  );
  console.log(`Built and fetched by the open: ${String(counts)}`);
} finally {
  await browser.close();
  await server.stop();
}

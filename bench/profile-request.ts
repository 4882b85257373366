/**
 * The app's own CPU per request for one call, steadier on a shared machine than HTTP throughput: the real app
 * (startTarget: createContext + buildApp, NODE_ENV=production, request logging into a sink) on an already seeded
 * PostgreSQL database, signed in; a child process sends the call's requests on a few keep-alive connections (its CPU
 * is not the app's); the app's process CPU (`process.cpuUsage()`, every thread: GC included) is read around the
 * measured requests, and its main thread is sampled with the inspector's profiler (a .cpuprofile file, open it in
 * Chrome's DevTools or VS Code), with the top functions by self time printed.
 *   node --import tsx bench/profile-request.ts --database bench_rp --call "customer tickets" [--requests 3000]
 *     [--connections 4] [--warmup 500] [--rounds 1] [--profile /tmp/x.cpuprofile] [--floor]
 * With --floor the same is measured on the call's Node floor (bench/lib/floor.ts's bare server, in its worker thread,
 * which process.cpuUsage() counts; --profile samples only this thread, so it sees none of the floor's work) with the
 * statements the app sent for one request: the two CPU figures a request compare the app with the floor.
 * PostgreSQL: DATABASE_URL (the server), else postgres://postgres@127.0.0.1:5432/postgres. A POST call (the
 * checkouts, --call "paid checkout") writes to that database, so use a copy; its bodies are drawn before each measured
 * round, outside the CPU read.
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { captureSql, floorStatements, installCapture, type FloorStatement } from './lib/capture';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { buildCalls } from './lib/calls';
import { startFloor } from './lib/floor';
import { benchServerUrl, databaseUrl, startOnSeededCopy } from './lib/target';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const CLIENT = `
const http = require('node:http');
const [base, path, token, connections, method] = JSON.parse(process.argv[1]);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const statuses = {};
function one(body) {
  return new Promise((resolve, reject) => {
    const headers = { authorization: 'Bearer ' + token };
    if (body !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    const request = http.request(base + path, { method, agent, headers }, (response) => {
      statuses[response.statusCode] = (statuses[response.statusCode] || 0) + 1;
      response.on('data', () => undefined).on('end', resolve).on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
process.on('message', async ({ n, bodies }) => {
  for (const code of Object.keys(statuses)) delete statuses[code];
  let left = n;
  const worker = async () => { while (left > 0) { left -= 1; await one(bodies ? bodies[left] : undefined); } };
  await Promise.all(Array.from({ length: connections }, worker));
  process.send({ statuses });
});
`;

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'bench_rp' },
    call: { type: 'string', default: 'customer tickets' },
    requests: { type: 'string', default: '3000' },
    connections: { type: 'string', default: '4' },
    warmup: { type: 'string', default: '500' },
    rounds: { type: 'string', default: '3' },
    profile: { type: 'string', default: '' },
    top: { type: 'string', default: '25' },
    floor: { type: 'boolean', default: false },
  },
});
const requests = Number(values.requests);
const connections = Number(values.connections);
const serverUrl = benchServerUrl();

const target = await startOnSeededCopy(values.database);
const calls = await buildCalls(target.ctx, target.baseUrl, target.token);
const call = calls.find((c) => c.name.includes(values.call));
if (!call) throw new Error(`No call named like "${values.call}": ${calls.map((c) => c.name).join(', ')}`);

const { method, body } = call.request;
// --floor: the same measure of the call's Node floor (bench/lib/floor.ts's server), on the statements the app sent for
// one request, so the two CPU figures a request compare directly.
const running = values.floor
  ? await startFloor({
      url: databaseUrl(serverUrl, values.database),
      statements: await statementsOf(call.request.path),
      connections,
    })
  : null;
const clientArgs = JSON.stringify([
  running?.url ?? target.baseUrl,
  call.request.path,
  target.token,
  connections,
  method,
]);
const client = spawn(process.execPath, ['-e', CLIENT, clientArgs], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
// A POST call's bodies are drawn here before the measured requests (their CPU is not the app's).
const bodiesOf = (n: number) => (body ? Array.from({ length: n }, () => JSON.stringify(body())).reverse() : undefined);
const send = (n: number, bodies = bodiesOf(n)) =>
  new Promise<Record<string, number>>((resolve) => {
    client.once('message', (m) => resolve((m as { statuses: Record<string, number> }).statuses));
    client.send({ n, bodies });
  });

console.log(
  `${call.name}${running ? ' (its Node floor)' : ''}: ${method} ${call.request.path}, ${requests} requests on ${connections} connections`,
);
await send(Number(values.warmup));
const session = new Session();
session.connect();
const measured: number[] = [];
for (let round = 1; round <= Number(values.rounds); round += 1) {
  const bodies = bodiesOf(requests);
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  const statuses = await send(requests, bodies);
  const wall = Number(process.hrtime.bigint() - started) / 1e6;
  const used = process.cpuUsage(cpu);
  measured.push((used.user + used.system) / requests);
  console.log(
    `round ${round}: ${((used.user + used.system) / requests).toFixed(0)} µs CPU a request ` +
      `(user ${(used.user / requests).toFixed(0)}, system ${(used.system / requests).toFixed(0)}), ` +
      `${(wall / requests).toFixed(3)} ms wall a request, statuses ${JSON.stringify(statuses)}`,
  );
}
measured.sort((a, b) => a - b);
console.log(
  `median ${measured[Math.floor(measured.length / 2)]!.toFixed(0)} µs, least ${measured[0]!.toFixed(0)} µs CPU a request (${call.name})`,
);
if (values.profile) {
  // A round of its own: sampling every 200 µs slows the process, so its CPU is not the figure above.
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  await send(requests);
  const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
  await writeFile(values.profile, JSON.stringify(profile));
  printTop(profile, Number(values.top));
}
session.disconnect();
client.kill();
await running?.stop();
await target.close();

/** The statements the app runs for one GET of `path` (the session lookup left out), as the floor sends them. */
async function statementsOf(path: string): Promise<FloorStatement[]> {
  if (method !== 'GET') throw new Error('--floor measures reads only');
  installCapture();
  const get = () => fetch(target.baseUrl + path, { headers: { authorization: `Bearer ${target.token}` } });
  await (await get()).arrayBuffer();
  return floorStatements(await captureSql(async () => void (await (await get()).arrayBuffer())));
}

/** Self time by function (name and file), as shares of the sampled time. */
function printTop(profile: Profile, top: number): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const delta = profile.timeDeltas[i] ?? 0;
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(apps|packages|bench)\//, '$1/');
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + delta);
    total += delta;
  });
  const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  for (const [key, us] of rows) console.log(`${((100 * us) / total).toFixed(1).padStart(5)} %  ${key}`);
}

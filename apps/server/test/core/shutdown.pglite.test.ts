import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDataFolder } from '../helpers/cli';

const repo = path.resolve(import.meta.dirname, '../../../..');

/** Resolves when `text` has appeared in what the child printed (no fixed waits). */
function waitForOutput(child: ChildProcess, read: () => string, text: string | RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (typeof text === 'string' ? read().includes(text) : text.test(read())) {
        child.stdout?.off('data', check);
        child.stderr?.off('data', check);
        child.off('exit', exited);
        resolve();
      }
    };
    const exited = () => reject(new Error(`server exited before printing ${text}:\n${read()}`));
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', exited);
    check();
  });
}

/** Opens a TCP connection: resolves connected, or with the error code (ECONNREFUSED once the server stopped listening). */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

let child: ChildProcess;
let output = '';
let port = 0;
let dataDir = '';

beforeAll(async () => {
  dataDir = await migratedDataFolder();
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DEMO_MODE: 'false',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  await waitForOutput(child, () => output, /Open: http:\/\/localhost:\d+\//);
  port = Number(/Open: http:\/\/localhost:(\d+)\//.exec(output)![1]);
}, 90_000);

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('SIGTERM', () => {
  it(
    'refuses new connections, finishes the request in flight with 200, stops the workers and the database, exits 0',
    { timeout: 60_000 },
    async () => {
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      // A request in flight: headers sent with "Expect: 100-continue"; the server's "100 Continue"
      // proves it has taken the request. The body follows only after SIGTERM.
      const body = JSON.stringify({ email: 'someone@shop.test' });
      const socket: Socket = connect(port, '127.0.0.1');
      let response = '';
      socket.on('data', (d) => (response += d));
      const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.write(
        'POST /api/admin/forgot-password HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
      );
      await new Promise<void>((resolve) => {
        const check = () => response.includes('100 Continue') && (socket.off('data', check), resolve());
        socket.on('data', check);
        check();
      });

      child.kill('SIGTERM');
      await waitForOutput(child, () => output, 'SIGTERM: shutting down');
      // New connections are refused once the listener is closed (polled, not timed). One accepted by
      // the kernel just as the listener closed is reset: that is a refusal too, so poll on.
      let attempt = await tryConnect(port);
      while (attempt === 'connected' || attempt === 'ECONNRESET') attempt = await tryConnect(port);
      expect(attempt).toBe('ECONNREFUSED');
      expect(child.exitCode).toBeNull();

      // The request in flight completes normally.
      socket.write(body);
      await ended;
      expect(response).toMatch(/HTTP\/1\.1 200 OK/);
      expect(await exited).toBe(0);
      expect(output).toContain('shutdown complete');
    },
  );
});

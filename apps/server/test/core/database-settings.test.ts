import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { DATABASE_MESSAGES, databaseUnavailable } from '../../src/db/errors';

describe('database settings', () => {
  it('default to a pool of 20 connections and a 5 second statement timeout', () => {
    const config = loadConfig({});
    expect(config.dbPoolSize).toBe(20);
    expect(config.dbStatementTimeoutMs).toBe(5000);
  });

  it('read DB_POOL_SIZE and DB_STATEMENT_TIMEOUT_MS (0: no limit)', () => {
    expect(loadConfig({ DB_POOL_SIZE: '50', DB_STATEMENT_TIMEOUT_MS: '2500' })).toMatchObject({
      dbPoolSize: 50,
      dbStatementTimeoutMs: 2500,
    });
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_MS: '0' }).dbStatementTimeoutMs).toBe(0);
  });

  it.each(['0', '-3', '2.5', 'twenty', '1e2', '1001'])('refuse DB_POOL_SIZE=%s with a sentence', (value) => {
    expect(() => loadConfig({ DB_POOL_SIZE: value })).toThrow(
      `DB_POOL_SIZE must be a whole number of connections from 1 to 1000 (got "${value}").`,
    );
  });

  it.each(['-1', '1.5', '5s', '3600001'])('refuse DB_STATEMENT_TIMEOUT_MS=%s with a sentence', (value) => {
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: value })).toThrow(
      `DB_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds (0: no limit) from 0 to 3600000 (got "${value}").`,
    );
  });
});

describe('database failures answered 503', () => {
  const failedQuery = (cause: object) =>
    Object.assign(new Error('Failed query: select 1'), { query: 'select 1', cause });

  it('names a statement timeout or cancel, a full pool and a lost connection', () => {
    expect(
      databaseUnavailable(failedQuery({ code: '57014', message: 'canceling statement due to statement timeout' })),
    ).toBe(DATABASE_MESSAGES.tooSlow);
    expect(databaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(DATABASE_MESSAGES.busy);
    expect(databaseUnavailable(failedQuery(new Error('Connection terminated unexpectedly')))).toBe(
      DATABASE_MESSAGES.unreachable,
    );
    expect(
      databaseUnavailable(failedQuery({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' })),
    ).toBe(DATABASE_MESSAGES.unreachable);
    expect(
      databaseUnavailable(
        failedQuery({ code: '57P01', message: 'terminating connection due to administrator command' }),
      ),
    ).toBe(DATABASE_MESSAGES.unreachable);
  });

  it('leaves other errors alone: a failed constraint, or a socket error outside the database (mail, payments)', () => {
    expect(databaseUnavailable(failedQuery({ code: '23505', message: 'duplicate key' }))).toBeNull();
    expect(
      databaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:587'), { code: 'ECONNREFUSED' })),
    ).toBeNull();
    expect(databaseUnavailable(new Error('boom'))).toBeNull();
  });
});

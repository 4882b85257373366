import { and, asc, desc, eq, gt, inArray, isNull, or, sql, SQL, type SQLWrapper } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { fils } from '@shop/domain/money';
import { drizzleBuild, quickBuild } from '../../src/db/fast-path/quick-sql';
import * as schema from '../../src/db/schema';

const { auditLog, bookings, checkouts, customers, jobEvents, jobs, stringStock, stringStockLedger } = schema;

/**
 * Statements are built by a quicker builder than Drizzle's (db/fast-path/quick-sql.ts): for every kind of statement
 * the app writes, the same text, parameters and typings as Drizzle's own builder.
 */
describe('the quicker statement builder', () => {
  const db = drizzle.mock({ schema });
  const dialect = new PgDialect();

  function builtBy(build: typeof drizzleBuild, statement: SQLWrapper) {
    const installed = SQL.prototype.buildQueryFromSourceParams;
    SQL.prototype.buildQueryFromSourceParams = build as unknown as typeof installed;
    try {
      return dialect.sqlToQuery(statement.getSQL());
    } finally {
      SQL.prototype.buildQueryFromSourceParams = installed;
    }
  }

  const placed = db.$with('placed', { id: checkouts.id }).as(
    db
      .insert(checkouts)
      .values({
        cartId: 'TXN1',
        customerId: 7,
        status: 'pending',
        paymentOption: 'online',
        pickupOption: 'in-store',
        amountFils: fils(12000),
        pickupFeeFils: fils(0),
        provider: 'sandbox',
        settledAt: new Date('2026-11-25T10:00:00Z'),
        createdBy: null,
      })
      .returning({ id: checkouts.id })
      .getSQL(),
  );
  const other = alias(customers, 'other');
  const statements: Record<string, SQLWrapper> = {
    'an insert with a WITH, SQL values, nulls, a date string and RETURNING': db
      .with(placed)
      .insert(bookings)
      .values([
        {
          checkoutId: sql<number>`(SELECT id FROM ${placed})`,
          customerId: 7,
          customerName: 'Mohammed',
          customerEmail: 'm@example.com',
          customerPhone: '+971 50 000 0000',
          gripId: null,
          serviceKind: 'string',
          stringId: 1,
          serviceName: 'Duraflex 16',
          serviceType: 'Regular',
          racketName: 'Blade 98',
          bookingDate: '2026-11-26',
          pickupOption: 'in-store',
          instoreLocation: 'Jumeirah Store',
          priceFils: fils(12000),
          pickupFeeFils: fils(0),
          freeService: false,
          paymentOption: 'online',
          createdBy: null,
        },
      ])
      .returning({ id: bookings.id, createdAt: bookings.createdAt, bookingDate: bookings.bookingDate }),
    'a select with a join, a group, conditions of every kind and an alias': db
      .select({ id: stringStock.stringId, cm: sql<number>`coalesce(sum(${stringStockLedger.deltaCm}), 0)` })
      .from(stringStock)
      .leftJoin(stringStockLedger, eq(stringStockLedger.stringId, stringStock.stringId))
      .innerJoin(other, eq(other.id, sql.placeholder('id')))
      .where(
        and(
          inArray(stringStock.stringId, [1, 2, 3]),
          or(isNull(stringStock.thresholdCm), gt(stringStock.thresholdCm, 5)),
          sql`${stringStock.lowNotified} = ${true}`,
        ),
      )
      .groupBy(stringStock.stringId)
      .orderBy(asc(stringStock.stringId), desc(other.createdAt))
      .limit(10)
      .offset(20),
    'an update with a jsonb value and a timestamp': db
      .update(checkouts)
      .set({ paymentUrl: 'https://pay/1', settledAt: new Date('2026-11-25T10:00:00Z') })
      .where(eq(checkouts.id, 3))
      .returning(),
    'an insert of two rows, each a list with defaults': db.insert(jobEvents).values([
      { bookingId: 1, actorId: null, kind: 'created', what: 'Booked', details: null },
      { bookingId: 2, actorId: 3, kind: 'created', what: 'Booked with its specification', details: { spec: null } },
    ]),
    'an insert of jsonb details': db.insert(auditLog).values({
      actorId: 1,
      action: 'bookings.create-checkout',
      subject: 'checkout:1',
      details: { cartId: 'x', n: 1 },
    }),
    'a template with bare values, raw text, names, identifiers, joins, inlined parameters and null': sql`WITH opened AS (${db
      .insert(jobs)
      .values({ bookingId: 1, store: 'Jumeirah Store', express: false, dueAt: new Date(0), racketId: null })
      .getSQL()}) ${db
      .insert(jobEvents)
      .values({ bookingId: 1, actorId: null, kind: 'created', what: 'Booked', details: null })
      .getSQL()} ${sql.raw('/* raw */')} ${sql.identifier('x')} ${sql.join([sql`${1}`, sql`${'a'}`, sql`${null}`, sql`${10n}`], sql`, `)} ${sql`${'inlined'} ${42} ${customers.email}`.inlineParams()} ${undefined}`,
    'a relational query': db.query.customers.findFirst({
      columns: { id: true, email: true },
      where: (c, { eq: equal }) => equal(c.id, 5),
    }) as unknown as SQLWrapper,
  };

  for (const [name, statement] of Object.entries(statements)) {
    it(`builds ${name} as Drizzle does`, () => {
      const quick = builtBy(quickBuild, statement);
      expect(quick).toEqual(builtBy(drizzleBuild, statement));
      expect(quick.sql.length).toBeGreaterThan(20);
    });
  }
});

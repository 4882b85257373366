import { describe, expect, it } from 'vitest';
import { customersQuerySchema, recordIdSchema } from './customers';

describe('customers contract', () => {
  it('pages ten at a time from page 1 by default, and trims the search', () => {
    expect(customersQuerySchema.parse({})).toEqual({ search: '', page: 1, pageSize: 10 });
    expect(customersQuerySchema.parse({ search: '  +971 50 ', page: '3', pageSize: '25' })).toEqual({
      search: '+971 50',
      page: 3,
      pageSize: 25,
    });
  });

  it('refuses pages below 1 and page sizes above 100', () => {
    expect(customersQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(customersQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
  });

  it('reads record ids as positive whole numbers that fit the database', () => {
    const id = recordIdSchema('Customer ID');
    expect(id.parse('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', '2147483648'])
      expect(id.safeParse(bad).error?.issues[0]?.message).toBe('Customer ID must be a positive whole number.');
  });
});

import { describe, expect, it } from 'vitest';
import { addressHeadersSchema, addressRequestSchema } from './addresses';

const address = { address_line: 'Villa 14', area: 'Umm Suqeim 1', city: 'Dubai', state: 'Dubai', address_type: 'Home' };
const messages = (input: unknown) => addressRequestSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('address contract', () => {
  it('defaults country to UAE, optional fields to empty, and reads is_default 1/0', () => {
    expect(addressRequestSchema.parse({ ...address, is_default: 1 })).toEqual({
      ...address,
      landmark: '',
      pincode: '',
      country: 'UAE',
      is_default: true,
    });
    expect(addressRequestSchema.parse({ ...address, is_default: '0' }).is_default).toBe(false);
    expect(addressRequestSchema.parse(address).is_default).toBe(false);
  });

  it('requires address line, area, city and an emirate, word for word', () => {
    expect(messages({})).toEqual([
      'Address line is required.',
      'Area is required.',
      'City is required.',
      'Please choose an emirate.',
      'Address type must be Home, Office or Other.',
    ]);
  });

  it('accepts only the seven emirates, the UAE, and Home, Office or Other', () => {
    expect(messages({ ...address, state: 'Doha' })).toEqual(['State must be one of the seven emirates.']);
    expect(messages({ ...address, country: 'India' })).toEqual(['We only deliver within the UAE.']);
    expect(messages({ ...address, address_type: 'Villa' })).toEqual(['Address type must be Home, Office or Other.']);
    expect(messages({ ...address, is_default: 'yes' })).toEqual(['is_default must be 1 or 0.']);
  });

  it('reads the customer-id header, with the documented sentence when it is missing', () => {
    expect(addressHeadersSchema.parse({ 'customer-id': '42' })).toEqual({ 'customer-id': 42 });
    expect(addressHeadersSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Customer ID is missing. Please select a customer.',
    );
    expect(addressHeadersSchema.safeParse({ 'customer-id': ' ' }).error?.issues[0]?.message).toBe(
      'Customer ID is missing. Please select a customer.',
    );
    expect(addressHeadersSchema.safeParse({ 'customer-id': '4x' }).error?.issues[0]?.message).toBe(
      'Customer ID must be a positive whole number.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { createCustomerRequestSchema, CUSTOMER_MESSAGES, customerTakenMessage } from './customers';
import { normaliseUaeMobile, uaeMobileKey, whatsappLink } from './patterns';

describe('UAE mobile numbers', () => {
  it('reads every usual form of the same number as one stored form', () => {
    for (const typed of [
      '+971 50 123 4567',
      '+971501234567',
      '00971 50 123 4567',
      '971-50-123-4567',
      '050 123 4567',
      '0501234567',
      '(050) 123-4567',
      '50 123 4567',
    ]) {
      expect(normaliseUaeMobile(typed), typed).toBe('+971 50 123 4567');
      expect(uaeMobileKey(typed), typed).toBe('501234567');
    }
  });

  it('refuses landlines, short or long numbers, other countries and letters', () => {
    for (const typed of [
      '04 123 4567',
      '+971 4 123 4567',
      '050 123 456',
      '050 123 45678',
      '+44 7700 900123',
      'abc',
      '',
    ])
      expect(normaliseUaeMobile(typed), typed).toBeNull();
  });
});

describe('add customer request', () => {
  const valid = { first_name: ' Sara ', last_name: 'Khan', phone: '0501234567' };

  it('trims the names, stores the phone in one form and makes an empty email none', () => {
    expect(createCustomerRequestSchema.parse({ ...valid, email: '' })).toEqual({
      first_name: 'Sara',
      last_name: 'Khan',
      phone: '+971 50 123 4567',
      email: null,
    });
    expect(createCustomerRequestSchema.parse(valid).email).toBeNull();
    expect(createCustomerRequestSchema.parse({ ...valid, email: ' Sara.Khan@Example.AE ' }).email).toBe(
      'sara.khan@example.ae',
    );
  });

  it('names what is wrong in words', () => {
    const message = (body: object) => createCustomerRequestSchema.safeParse(body).error?.issues[0]?.message;
    expect(message({ ...valid, first_name: ' ' })).toBe(CUSTOMER_MESSAGES.firstNameRequired);
    expect(message({ ...valid, last_name: undefined })).toBe(CUSTOMER_MESSAGES.lastNameRequired);
    expect(message({ ...valid, phone: '04 123 4567' })).toBe(CUSTOMER_MESSAGES.phoneInvalid);
    expect(message({ ...valid, email: 'sara@' })).toBe(CUSTOMER_MESSAGES.emailInvalid);
  });

  it('names the customer who already has the phone', () => {
    expect(customerTakenMessage('phone', 'Sara Khan')).toBe('This phone belongs to Sara Khan.');
  });
});

describe('WhatsApp link to a customer', () => {
  it('opens a chat with a UAE mobile in any form, or an international number', () => {
    expect(whatsappLink('050 123 4567')).toBe('https://wa.me/971501234567');
    expect(whatsappLink('+971 50 123 4567')).toBe('https://wa.me/971501234567');
    expect(whatsappLink('+44 7700 900123')).toBe('https://wa.me/447700900123');
    expect(whatsappLink('0044 7700 900123')).toBe('https://wa.me/447700900123');
  });

  it('offers none for a landline written locally, or no phone', () => {
    expect(whatsappLink('04 123 4567')).toBeNull();
    expect(whatsappLink('')).toBeNull();
  });
});

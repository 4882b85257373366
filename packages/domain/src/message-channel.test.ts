import { describe, expect, it } from 'vitest';
import { chooseChannel } from './message-channel';

const both = { email: true, whatsapp: true };

describe('chooseChannel', () => {
  it('sends the receipt by email first, by WhatsApp when there is no email', () => {
    expect(chooseChannel({ kind: 'received', rule: 'first_available', preferred: null, reachable: both })).toBe(
      'email',
    );
    expect(
      chooseChannel({
        kind: 'received',
        rule: 'first_available',
        preferred: null,
        reachable: { email: false, whatsapp: true },
      }),
    ).toBe('whatsapp');
  });

  it("follows the customer's preferred channel, and the other one when it cannot reach them", () => {
    expect(chooseChannel({ kind: 'received', rule: 'first_available', preferred: 'whatsapp', reachable: both })).toBe(
      'whatsapp',
    );
    expect(
      chooseChannel({
        kind: 'ready',
        rule: 'first_available',
        preferred: 'whatsapp',
        reachable: { email: true, whatsapp: false },
      }),
    ).toBe('email');
    expect(chooseChannel({ kind: 'ready', rule: 'first_available', preferred: null, reachable: both })).toBe(
      'whatsapp',
    );
  });

  it('sends on one channel only when the shop says so, and nothing when it cannot reach them', () => {
    expect(chooseChannel({ kind: 'received', rule: 'whatsapp', preferred: 'email', reachable: both })).toBe('whatsapp');
    expect(
      chooseChannel({ kind: 'received', rule: 'email', preferred: null, reachable: { email: false, whatsapp: true } }),
    ).toBeNull();
    expect(
      chooseChannel({
        kind: 'reminder',
        rule: 'first_available',
        preferred: null,
        reachable: { email: false, whatsapp: false },
      }),
    ).toBeNull();
  });
});

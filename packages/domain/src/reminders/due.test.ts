import { describe, expect, it } from 'vitest';
import { addDays } from '../shop-days';
import { isDueWithin, restringDueDate, ruleOfThumbDays } from './due';
import { reminderSubject, reminderText, unsubscribeLine } from './message';

describe('restring due date', () => {
  it('is the last stringing plus the interval, across month and year ends', () => {
    expect(restringDueDate('2026-01-01', 90)).toBe('2026-04-01');
    expect(restringDueDate('2026-11-15', 90)).toBe('2027-02-13');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('counts due now and due within the look-ahead, not later', () => {
    expect(isDueWithin('2026-03-01', '2026-03-10', 0)).toBe(true);
    expect(isDueWithin('2026-03-24', '2026-03-10', 14)).toBe(true);
    expect(isDueWithin('2026-03-25', '2026-03-10', 14)).toBe(false);
  });
});

describe('rule of thumb', () => {
  it('restrings as many times a year as one plays a week', () => {
    expect(ruleOfThumbDays(1)).toBe(365);
    expect(ruleOfThumbDays(2)).toBe(183);
    expect(ruleOfThumbDays(4)).toBe(91);
    expect(ruleOfThumbDays(0)).toBe(730);
    expect(ruleOfThumbDays(100)).toBe(7);
  });
});

describe('reminder text', () => {
  const facts = {
    customerName: 'Amal Saeed',
    racket: 'Babolat Pure Aero',
    lastStrungOn: '2026-01-05',
    shopName: 'Racket Lab Tennis',
    shopPhone: '+971 4 555 0123',
  };
  it('reads in English with the racket and the date of the last stringing', () => {
    const text = reminderText('en', facts);
    expect(text).toContain('Hello Amal Saeed,');
    expect(text).toContain('your Babolat Pure Aero was last strung with us on 05/01/2026.');
    expect(reminderSubject('en', facts.shopName)).toBe('Time to restring your racket – Racket Lab Tennis');
    expect(unsubscribeLine('en', 'http://x/unsubscribe?token=t')).toBe(
      'To stop restring reminders: http://x/unsubscribe?token=t',
    );
  });
  it('reads in Arabic for an Arabic-speaking customer, names staying Latin', () => {
    const text = reminderText('ar', facts);
    expect(text).toContain('مرحباً Amal Saeed،');
    expect(text).toContain('Babolat Pure Aero');
    expect(text).toContain('05/01/2026');
    expect(reminderSubject('ar', facts.shopName)).toContain('أوتار');
  });
});

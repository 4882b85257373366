import { describe, expect, it } from 'vitest';
import { isOverdue, jobDueAt, shopHoursProblem } from './due-time';

/** A Dubai wall-clock time ("2026-03-10 10:00") as the instant it is. */
const dubai = (local: string) => new Date(`${local.replace(' ', 'T')}:00+04:00`);

describe('due times in Asia/Dubai', () => {
  it('makes an express job due the same day by closing', () => {
    const due = jobDueAt({ bookedAt: dubai('2026-03-10 10:00'), bookingDate: '2026-03-10', serviceType: 'Express' });
    expect(due).toEqual(dubai('2026-03-10 21:00'));
  });

  it('makes a regular job due 48 hours after it is in the shop', () => {
    const due = jobDueAt({ bookedAt: dubai('2026-03-10 10:00'), bookingDate: '2026-03-10', serviceType: 'Regular' });
    expect(due).toEqual(dubai('2026-03-12 10:00'));
    const late = jobDueAt({ bookedAt: dubai('2026-03-10 20:30'), bookingDate: '2026-03-10', serviceType: 'Regular' });
    expect(late).toEqual(dubai('2026-03-12 20:30'));
  });

  it('starts the clock at the next opening when booked after closing', () => {
    const express = jobDueAt({
      bookedAt: dubai('2026-03-10 21:30'),
      bookingDate: '2026-03-10',
      serviceType: 'Express',
    });
    expect(express).toEqual(dubai('2026-03-11 21:00'));
    const regular = jobDueAt({
      bookedAt: dubai('2026-03-10 21:30'),
      bookingDate: '2026-03-10',
      serviceType: 'Regular',
    });
    expect(regular).toEqual(dubai('2026-03-13 09:00'));
  });

  it('reads the Dubai day, not the UTC day, across Dubai midnight', () => {
    // 23:30 Dubai on the 10th is 19:30 UTC on the 10th: the shop is closed, the clock starts on the 11th.
    const beforeMidnight = jobDueAt({
      bookedAt: dubai('2026-03-10 23:30'),
      bookingDate: '2026-03-10',
      serviceType: 'Express',
    });
    expect(beforeMidnight).toEqual(dubai('2026-03-11 21:00'));
    // 02:00 Dubai on the 11th is still the 10th in UTC (22:00Z): the Dubai day is the 11th.
    const afterMidnight = new Date('2026-03-10T22:00:00Z');
    expect(jobDueAt({ bookedAt: afterMidnight, bookingDate: '2026-03-11', serviceType: 'Express' })).toEqual(
      dubai('2026-03-11 21:00'),
    );
    expect(jobDueAt({ bookedAt: afterMidnight, bookingDate: '2026-03-11', serviceType: 'Regular' })).toEqual(
      dubai('2026-03-13 09:00'),
    );
  });

  it('starts at the opening of a booking date chosen in the future', () => {
    const due = jobDueAt({ bookedAt: dubai('2026-03-10 12:00'), bookingDate: '2026-03-14', serviceType: 'Express' });
    expect(due).toEqual(dubai('2026-03-14 21:00'));
  });

  it('brings a regular due time outside opening hours forward to the closing before it', () => {
    const hours = { opens: '09:00', closes: '21:00', regularHours: 6 };
    const evening = jobDueAt({
      bookedAt: dubai('2026-03-10 16:00'),
      bookingDate: '2026-03-10',
      serviceType: 'Regular',
      hours,
    });
    expect(evening).toEqual(dubai('2026-03-10 21:00'));
    const night = { opens: '09:00', closes: '21:00', regularHours: 12 };
    const early = jobDueAt({
      bookedAt: dubai('2026-03-10 16:00'),
      bookingDate: '2026-03-10',
      serviceType: 'Regular',
      hours: night,
    });
    expect(early).toEqual(dubai('2026-03-10 21:00'));
  });

  it('checks configured hours', () => {
    expect(shopHoursProblem({ opens: '09:00', closes: '21:00', regularHours: 48 })).toBeNull();
    expect(shopHoursProblem({ opens: '9am', closes: '21:00', regularHours: 48 })).toMatch(/HH:MM/);
    expect(shopHoursProblem({ opens: '21:00', closes: '09:00', regularHours: 48 })).toMatch(/close after/);
    expect(shopHoursProblem({ opens: '09:00', closes: '21:00', regularHours: 0 })).toMatch(/between 1 and 336/);
  });

  it('calls a job overdue only once its due time has passed', () => {
    const due = dubai('2026-03-10 21:00');
    expect(isOverdue(due, dubai('2026-03-10 20:59'))).toBe(false);
    expect(isOverdue(due, dubai('2026-03-10 21:00'))).toBe(false);
    expect(isOverdue(due, dubai('2026-03-10 21:01'))).toBe(true);
  });
});

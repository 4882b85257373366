import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { addDays, shopDate } from '@shop/domain/shop-days';

/**
 * Picks tomorrow (the shop's day) in the booking form's calendar. The form starts on today, and a flow that runs
 * across the shop's midnight (20:00 UTC) would then send a date that has become yesterday, which the server rightly
 * refuses (docs/decisions/dates.md, "Tests at the shop's midnight"). Tomorrow stays valid for the rest of the flow.
 * The calendar opens on the form's date; tomorrow may be the first of the next month, then shown after one click on
 * "Next month" unless the open month's last week already shows it.
 */
export async function pickTomorrow(page: Page, label = 'Booking Date'): Promise<void> {
  await pickDate(page, addDays(shopDate(), 1), label);
}

/** A calendar day's accessible name: Mantine's default label, "26 November 2026" in English. */
export function dayLabel(date: string): string {
  const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', options);
}

/** Picks `date` (YYYY-MM-DD, in the open month or the next) in the calendar of the date field named `label`. */
export async function pickDate(page: Page, date: string, label: string): Promise<void> {
  const name = dayLabel(date);
  await page.getByRole('button', { name: label }).first().click();
  const day = page.getByRole('button', { name, exact: true });
  const nextMonth = page.getByRole('button', { name: 'Next month' });
  await day.or(nextMonth).first().waitFor();
  if (!(await day.isVisible())) await nextMonth.click();
  await day.click();
  // The calendar closes on a pick: wait for it, so that the form's own buttons are the only ones named "Next".
  await nextMonth.waitFor({ state: 'hidden' });
  const [year, month, dayOfMonth] = date.split('-');
  await expect
    .poll(() => page.getByRole('button', { name: label }).first().textContent())
    .toContain(`${dayOfMonth}/${month}/${year}`);
}

import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { apiServer, PUBLIC_CONFIG } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { DateField } from './date-field';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

/** Opens the picker of a field holding 5 November 2026 and answers the month's title once it shows. */
async function openCalendar(title: string): Promise<HTMLElement> {
  renderWithProviders(<DateField label="Date" value="2026-11-05" onChange={() => undefined} />);
  await userEvent.click(await screen.findByRole('button', { name: /Date/ }));
  return screen.findByRole('button', { name: title, hidden: true });
}

/** The weekday names across the top of the calendar, first to last. */
const weekdays = () => screen.getAllByRole('columnheader', { hidden: true }).map((cell) => cell.textContent);

describe('DateField calendar', { timeout: 20_000 }, () => {
  it('shows English month and day names, the week starting on Monday, the date as dd/mm/yyyy', async () => {
    await openCalendar('November 2026');
    expect(weekdays()).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    expect(screen.getByRole('button', { name: /Date/ })).toHaveTextContent('05/11/2026');
  });

  it('shows Arabic month and day names in Arabic, with Latin digits, the week still starting on Monday', async () => {
    await i18next.changeLanguage('ar');
    await openCalendar('نوفمبر 2026');
    expect(weekdays()).toEqual(['ن', 'ث', 'ر', 'خ', 'ج', 'س', 'ح']); // الإثنين … الأحد
    expect(screen.getByRole('button', { name: '5 نوفمبر 2026', hidden: true })).toHaveTextContent(/^5$/);
    expect(screen.getByRole('button', { name: /Date/ })).toHaveTextContent('05/11/2026');
  });

  it('writes the calendar in Arabic-Indic digits when the shop chose them', async () => {
    apiServer.use(http.get('*/api/public-config', () => HttpResponse.json({ ...PUBLIC_CONFIG, arabicDigits: true })));
    await i18next.changeLanguage('ar');
    await openCalendar('نوفمبر ٢٠٢٦');
    expect(screen.getByRole('button', { name: '5 نوفمبر 2026', hidden: true })).toHaveTextContent(/^٥$/);
    expect(screen.getByRole('button', { name: /Date/ })).toHaveTextContent('٠٥/١١/٢٠٢٦');
  });
});

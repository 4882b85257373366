import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { http, HttpResponse } from 'msw';
import { apiServer, PUBLIC_CONFIG } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { usePublicConfig } from '@/lib/use-public-config';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

/** A count a translation inserts, shown once the shop's settings (public-config) have arrived. */
function BookingCount({ count }: { count: number }) {
  const { t } = useTranslation('bookings');
  const config = usePublicConfig();
  return config.data ? <p>{t('bookingCount', { count })}</p> : null;
}

describe('numbers a translation inserts ({{count}})', { timeout: 20_000 }, () => {
  it('are Arabic-Indic in Arabic when the shop chose those digits', async () => {
    apiServer.use(http.get('*/api/public-config', () => HttpResponse.json({ ...PUBLIC_CONFIG, arabicDigits: true })));
    await i18next.changeLanguage('ar');
    renderWithProviders(<BookingCount count={12} />);
    expect(await screen.findByText('١٢ حجزًا')).toBeInTheDocument();
  });

  it('stay Latin in Arabic by default, and in English whatever the setting', async () => {
    await i18next.changeLanguage('ar');
    const { unmount } = renderWithProviders(<BookingCount count={12} />);
    expect(await screen.findByText('12 حجزًا')).toBeInTheDocument();
    unmount();
    apiServer.use(http.get('*/api/public-config', () => HttpResponse.json({ ...PUBLIC_CONFIG, arabicDigits: true })));
    await i18next.changeLanguage('en');
    renderWithProviders(<BookingCount count={12} />);
    expect(await screen.findByText('12 bookings')).toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { apiServer, PUBLIC_CONFIG } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { ListPager } from './list-pager';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

const pager = () => <ListPager page={2} pageSize={20} total={10_000} totalIsExact={false} onChange={() => undefined} />;

describe('the list pager’s range', { timeout: 20_000 }, () => {
  it('reads "21–40 of 10,000+" in English', async () => {
    renderWithProviders(pager());
    expect(await screen.findByText('21–40 of 10,000+')).toBeInTheDocument();
  });

  it('is written in Arabic-Indic digits when the shop chose them', async () => {
    apiServer.use(http.get('*/api/public-config', () => HttpResponse.json({ ...PUBLIC_CONFIG, arabicDigits: true })));
    await i18next.changeLanguage('ar');
    renderWithProviders(pager());
    expect(await screen.findByText('٢١–٤٠ من ١٠٬٠٠٠+')).toBeInTheDocument();
    // The pages too: the current page, its neighbours and the last one.
    expect(screen.getByRole('button', { name: '٢' })).toHaveAttribute('aria-current', 'page');
    for (const page of ['١', '٣', '٥٠٠']) expect(screen.getByRole('button', { name: page })).toBeInTheDocument();
  });
});

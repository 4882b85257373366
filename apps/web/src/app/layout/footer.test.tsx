import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiServer, PUBLIC_CONFIG } from '@/testing/api';
import { describeInArabic } from '@/testing/arabic';
import { renderWithProviders } from '@/testing/render';
import { Footer } from './footer';

const LINKS = [
  { label: 'About us', url: 'https://shop.example.ae/about' },
  { label: 'Terms & Conditions', url: 'https://shop.example.ae/terms' },
  { label: 'Privacy Policy', url: 'https://shop.example.ae/privacy' },
  { label: 'Contact', url: 'https://shop.example.ae/contact' },
  { label: 'Opening hours', url: 'https://shop.example.ae/hours', labelAr: 'أوقات العمل' },
  { label: 'Returns', url: 'https://shop.example.ae/returns' },
];

beforeEach(() => {
  apiServer.use(http.get('*/api/public-config', () => HttpResponse.json({ ...PUBLIC_CONFIG, infoLinks: LINKS })));
});

const linkNames = async () => (await screen.findAllByRole('link')).map((link) => link.textContent);

describe('footer links in English', () => {
  it('shows the configured labels exactly', async () => {
    renderWithProviders(<Footer />);
    expect(await linkNames()).toEqual(LINKS.map((link) => link.label));
  });
});

describeInArabic('footer links in Arabic', () => {
  it('names the default pages in Arabic, uses a configured Arabic label, and keeps any other label', async () => {
    renderWithProviders(<Footer />);
    expect(await linkNames()).toEqual([
      'من نحن',
      'الشروط والأحكام',
      'سياسة الخصوصية',
      'اتصل بنا',
      'أوقات العمل',
      'Returns',
    ]);
    expect(screen.getByRole('link', { name: 'من نحن' })).toHaveAttribute('href', 'https://shop.example.ae/about');
  });
});

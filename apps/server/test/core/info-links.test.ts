import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';

describe('footer links (SHOP_INFO_LINKS)', () => {
  it('reads "Label|url" and an optional Arabic label after a second bar', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      SHOP_INFO_LINKS:
        'Opening hours|https://shop.example.ae/hours|أوقات العمل , Returns|https://shop.example.ae/returns',
    });
    expect(config.shop.infoLinks).toEqual([
      { label: 'Opening hours', url: 'https://shop.example.ae/hours', labelAr: 'أوقات العمل' },
      { label: 'Returns', url: 'https://shop.example.ae/returns' },
    ]);
  });

  it('offers the four default pages without Arabic labels (the web app names them in Arabic)', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).shop.infoLinks.map((link) => link.label)).toEqual([
      'About us',
      'Terms & Conditions',
      'Privacy Policy',
      'Contact',
    ]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { DEMO, PHONE, screenshot, useShop, type RunningServer } from '../harness';

/**
 * Intake photos (docs/decisions/intake-photos.md): at phone width, staff add a real camera photo from the job
 * page's intake card; its thumbnail shows (loaded with the session), and the show-to-customer switch is there.
 */
const shop = useShop({ viewport: PHONE, loginAs: DEMO.staff, api: DEMO.staff });
let server: RunningServer;
let page: Page;
beforeAll(() => {
  ({ server, page } = shop);
});

describe('intake photos on the job page', () => {
  it('adds a photo at phone width and shows its thumbnail', async () => {
    const list = await shop.api<{ items: { job_id: number }[] }>('GET', 'jobs?stage=received');
    const jobId = list.items[0]!.job_id;
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c44030' } })
      .composite([
        { input: { create: { width: 500, height: 400, channels: 3, background: '#ffffff' } }, top: 100, left: 100 },
      ])
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 4/1 0/1' } })
      .toBuffer();

    await page.goto(`${server.url}/dashboard/jobs/${jobId}`);
    const add = page.getByRole('button', { name: 'Add photo' });
    await add.waitFor();
    const input = page.locator('input[type="file"][capture="environment"]');
    expect(await input.getAttribute('accept')).toBe('image/*');
    await input.setInputFiles({ name: 'crack.jpg', mimeType: 'image/jpeg', buffer: photo });

    const thumbnail = page.getByRole('img', { name: 'Intake photo 1' });
    await thumbnail.waitFor();
    await expect.poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1600);
    await page.getByText('Show to customer').first().waitFor();
    await thumbnail.scrollIntoViewIfNeeded();
    await screenshot(page, 'intake-photos-phone');
  });
});

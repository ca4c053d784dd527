import { describe, expect, it } from 'vitest';
import { openPage, shoot, useE2eApp, WIDTHS } from './browser.js';

// A fresh instance: its sources are added but nothing has been fetched yet.
const e2e = useE2eApp(async (app) => {
  await app.ctx.knex('sources').insert([
    { name: 'Wire One', url: 'https://one.example.org/feed.xml' },
    { name: 'Wire Two', url: 'https://two.example.org/feed.xml' },
  ]);
});

describe.each(WIDTHS)('a fresh instance at %i px', (width) => {
  it('says its sources are being fetched and how to load the sample news offline, with Hot News in line', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await page.goto(e2e.app.url);
    const fresh = page.getByRole('region', { name: 'No news yet' });
    await fresh.waitFor();
    // The count arrives with the instance's own answer, which may come after the feed's.
    await fresh.getByText('AlphaWire is fetching its 2 sources; stories appear here as they arrive.').waitFor();
    expect(await fresh.locator('code', { hasText: 'npm run demo' }).isVisible()).toBe(true);
    expect(await page.getByText('No news found for the selected filter.').count()).toBe(0);

    const hot = page.getByRole('region', { name: 'Hot News' });
    const empty = hot.getByText('No featured news available');
    await empty.waitFor();
    const [heading, note] = await Promise.all([hot.getByRole('heading', { name: 'Hot News' }).boundingBox(), empty.boundingBox()]);
    expect(Math.abs((note?.x ?? 0) - (heading?.x ?? -99))).toBeLessThanOrEqual(1);
    await shoot(page, 'empty-home');
    if (width === 390) await shoot(page, 'empty-home-full', { fullPage: true });
    expect(errors).toEqual([]);
    await close();
  });
});

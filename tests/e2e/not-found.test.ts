import { describe, expect, it } from 'vitest';
import { openPage, PHONE_ONLY, shoot, useE2eApp } from './browser.js';

const e2e = useE2eApp();

describe.each(PHONE_ONLY)('the not-found screen at %i px', (width) => {
  it('answers unknown routes, with Back to Home and Go Back', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await page.goto(`${e2e.app.url}/reset-password?token=abc`);
    await page.goto(`${e2e.app.url}/no-such-page`);
    await page.getByRole('heading', { name: '404 - Page Not Found' }).waitFor();
    expect(await page.getByText("The page you're looking for doesn't exist or has been moved.").isVisible()).toBe(true);
    expect(await page.getByText('Please check the URL or navigate back to the home page.').isVisible()).toBe(true);
    await shoot(page, 'not-found');

    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`${e2e.app.url}/reset-password?token=abc`);

    await page.goto(`${e2e.app.url}/no/such/page`);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${e2e.app.url}/`);
    expect(errors).toEqual([]);
    await close();
  });
});

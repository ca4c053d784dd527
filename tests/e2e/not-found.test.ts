import { describe, expect, it } from 'vitest';
import { openPage, PHONE_ONLY, shoot, useE2eApp } from './browser.js';

const e2e = useE2eApp();

describe.each(PHONE_ONLY)('the not-found screen at %i px', (width) => {
  it('answers unknown routes, with Back to Home and Go Back', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    await page.goto(`${e2e.app.url}/reset-password?token=abc`);
    // The router listens for the event below once the app has started: on a busy machine after the load event.
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    // Reached from a page of the app, as a link in it would (the router's own entry in the history).
    await page.evaluate(() => {
      window.history.pushState({ usr: null, key: 'e2e', idx: 1 }, '', '/no-such-page');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await page.getByRole('heading', { name: '404 - Page Not Found' }).waitFor();
    expect(await page.getByText("The page you're looking for doesn't exist or has been moved.").isVisible()).toBe(true);
    expect(await page.getByText('Please check the URL or navigate back to the home page.').isVisible()).toBe(true);
    await shoot(page, 'not-found');

    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`${e2e.app.url}/reset-password?token=abc`);

    // Opened first in its tab, it has no page of the app to go back to: Go Back goes home.
    const first = await openPage(e2e.browser, width);
    await first.page.goto(`${e2e.app.url}/shared/but/gone`);
    await first.page.getByRole('button', { name: 'Go Back' }).click();
    await first.page.waitForURL(`${e2e.app.url}/`);
    expect(first.errors).toEqual([]);
    await first.close();

    await page.goto(`${e2e.app.url}/no/such/page`);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${e2e.app.url}/`);
    expect(errors).toEqual([]);
    await close();
  });
});

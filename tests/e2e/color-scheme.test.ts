import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { headerControls, openPage, useE2eApp, WIDTHS } from './browser.js';

// The light and dark schemes (docs/accessibility.md#colours): the system's until the reader picks
// one with the header's switch, which then holds across reloads.

const e2e = useE2eApp();

const scheme = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** The switch where the header keeps it: in the bar, or on a phone in the burger's panel. */
const schemeSwitch = async (page: Page, name: string) => (await headerControls(page)).getByRole('button', { name });

describe.each(WIDTHS)('at %i px', (width) => {
  it('follows the system scheme while no choice is made, and changes with it', async () => {
    const { page, close } = await openPage(e2e.browser, width);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(e2e.app.url);
    await (await schemeSwitch(page, 'Switch to dark theme')).waitFor();
    expect(await scheme(page)).toBe('light');
    expect(await pageBackground(page)).toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await (await schemeSwitch(page, 'Switch to light theme')).waitFor();
    expect(await scheme(page)).toBe('dark');
    expect(await pageBackground(page)).toBe('rgb(21, 28, 42)'); // navy 7
    await close();
  });

  it('switches the scheme from the header, and keeps the choice over a reload against the system', async () => {
    const { page, close } = await openPage(e2e.browser, width);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(e2e.app.url);
    await (await schemeSwitch(page, 'Switch to light theme')).click();
    await (await schemeSwitch(page, 'Switch to dark theme')).waitFor();
    expect(await scheme(page)).toBe('light');
    await page.reload();
    await (await schemeSwitch(page, 'Switch to dark theme')).waitFor();
    expect(await scheme(page)).toBe('light');
    await (await schemeSwitch(page, 'Switch to dark theme')).click();
    await (await schemeSwitch(page, 'Switch to light theme')).waitFor();
    expect(await scheme(page)).toBe('dark');
    await close();
  });
});

it('sets a chosen scheme before the app runs, so the first paint is in it', async () => {
  const { page, close } = await openPage(e2e.browser, 1280);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${e2e.app.url}/api/version`);
  await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'light'));
  // Without the app's bundle only the page's own small script can have set it.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(e2e.app.url);
  expect(await scheme(page)).toBe('light');
  await close();
});

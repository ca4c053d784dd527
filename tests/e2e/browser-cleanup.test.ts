import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// The two tests run in order: the first stands for a test that fails before its own close().
describe('openPage', () => {
  it('leaves its page open while the test runs', async () => {
    await openPage(browser, 390);
    expect(browser.contexts()).toHaveLength(1);
  });

  it('has closed the page the test before left open', () => {
    expect(browser.contexts()).toEqual([]);
  });
});

import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type TestBrowser } from './browser.js';

let browser: TestBrowser;
// A page that sets a cookie scripts can read: enough to see what one page leaves for the next.
let site: Server;
let url: string;

beforeAll(async () => {
  site = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html', 'set-cookie': 'visited=yes; Path=/' }).end('<p>hello</p>'));
  site.listen(0, '127.0.0.1');
  await once(site, 'listening');
  url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  site?.close();
});

// The two tests run in order: the first stands for a test that fails before its own close().
describe('openPage', () => {
  it('leaves its page open while the test runs', async () => {
    await openPage(browser, 390);
    expect(browser.openPages()).toHaveLength(1);
  });

  it('has closed the page the test before left open', () => {
    expect(browser.openPages()).toEqual([]);
  });
});

describe('a page after another', () => {
  it('leaves cookies and stored values behind', async () => {
    const { page, close } = await openPage(browser, 1280);
    await page.goto(url);
    await page.evaluate(() => localStorage.setItem('left', 'behind'));
    expect(await page.evaluate(() => document.cookie)).toBe('visited=yes');
    await close();
  });

  it('finds none of them', async () => {
    const { page } = await openPage(browser, 1280);
    expect(await page.context().cookies()).toEqual([]);
    await page.goto(url);
    expect(await page.evaluate(() => localStorage.getItem('left'))).toBeNull();
  });

  it('gets a context of its own while another page is open, without its cookies', async () => {
    const first = await openPage(browser, 1280);
    await first.page.goto(url);
    const second = await openPage(browser, 390);
    expect(second.page.context()).not.toBe(first.page.context());
    expect(await second.page.context().cookies()).toEqual([]);
    expect(second.page.viewportSize()).toEqual({ width: 390, height: 844 });
  });
});

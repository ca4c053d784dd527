import { describe, expect, it } from 'vitest';
import { coveredControls, DESKTOP_ONLY, headerControls, openPage, shoot, signInAs, useE2eApp, WIDTHS } from './browser.js';

const e2e = useE2eApp();

describe.each(WIDTHS)('the header at %i px', (width) => {
  it('filters by topic through the address and a topicChanged event, without a reload', async () => {
    const { page, close } = await openPage(e2e.browser, width);
    await page.goto(`${e2e.app.url}/?topic=defi`);
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { seenTopics: seen, loadMarker: true });
      window.addEventListener('topicChanged', (event) => seen.push(String((event as CustomEvent).detail)));
    });
    const controls = await headerControls(page);
    await controls.getByRole('button', { name: 'DeFi' }).click();
    const menu = page.getByRole('menu');
    await menu.getByText('Filter by Topic').waitFor();
    await menu.getByRole('menuitemradio', { name: 'Crypto' }).click();
    await page.waitForURL(/\?topic=crypto$/);
    // The marker survives only if the page was not reloaded.
    const state = await page.evaluate(() => {
      const marked = window as unknown as { seenTopics: string[]; loadMarker?: boolean };
      return { seen: marked.seenTopics, marker: marked.loadMarker === true };
    });
    expect(state).toEqual({ seen: ['crypto'], marker: true });
    // The router re-renders in a transition, so the button may show the new topic just after the address.
    await (await headerControls(page)).getByRole('button', { name: 'Crypto' }).waitFor();
    await close();
  });

  it('offers a skip link first, hidden until focused, that moves focus into the page', async () => {
    const { page, close } = await openPage(e2e.browser, width);
    await page.goto(e2e.app.url);
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    const box = async () => (await skip.boundingBox()) ?? { y: -1, height: 0 };
    expect((await box()).y + (await box()).height).toBeLessThanOrEqual(0);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    expect((await box()).y).toBeGreaterThanOrEqual(0);
    await shoot(page, 'skip-link');
    await page.keyboard.press('Enter');
    // Past the ticker strip too: the next Tab lands in the page's own content.
    await page.waitForFunction(() => document.activeElement?.closest('#main-content') && !document.activeElement.closest('[aria-label="Market ticker"]'));
    await page.getByRole('region', { name: 'Market ticker' }).getByRole('link').first().waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[aria-label="Market ticker"]')))).toBe(false);
    await shoot(page, 'skip-link-past-ticker');
    await close();
  });

  it('shows the topic filter on the home route only', async () => {
    const { page, close } = await openPage(e2e.browser, width);
    await page.goto(`${e2e.app.url}/reset-password`);
    const controls = await headerControls(page);
    await controls.getByRole('button', { name: 'Login' }).waitFor();
    expect(await controls.getByTitle('Filter by Topic').count()).toBe(0);
    await close();
  });
});

describe('returning from an external sign-in', () => {
  it('drops auth=success from the address and keeps the rest', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    await page.goto(`${e2e.app.url}/?auth=success&topic=crypto`);
    await page.waitForURL(`${e2e.app.url}/?topic=crypto`);
    await close();
  });
});

describe('the footer', () => {
  it('shows the tagline, the year and the server version', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    // The page's clock is fixed mid-year: read from the test's own clock, the year could turn
    // between the page drawing it and the check.
    await page.clock.setFixedTime(new Date('2031-06-15T12:00:00Z'));
    await page.goto(e2e.app.url);
    const footer = page.getByRole('contentinfo');
    await footer.getByText(/^v\d+\.\d+\.\d+/).waitFor();
    expect(await footer.getByText('Elite financial intelligence platform', { exact: false }).isVisible()).toBe(true);
    expect(await footer.getByText('© 2031 AlphaWire').isVisible()).toBe(true);
    await close();
  });
});

// The header's menus are drawn only once first opened (src/web/hooks/use-first-open.ts): the first
// press must behave as on a menu that was there all along.
describe.each(DESKTOP_ONLY)('the header menus at %i px', (width) => {
  it('open from the keyboard on first use, say they open a menu, and give the focus back on Escape', async () => {
    const { page, close } = await openPage(e2e.browser, width);
    await page.goto(e2e.app.url);
    const topic = page.getByRole('banner').getByTitle('Filter by Topic');
    expect(await topic.getAttribute('aria-haspopup')).toBe('menu');
    expect(await topic.getAttribute('aria-expanded')).toBe('false');
    for (const time of ['first', 'second']) {
      await topic.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menu').getByRole('menuitemradio', { name: 'Crypto' }).waitFor();
      expect(await topic.getAttribute('aria-expanded'), time).toBe('true');
      // The open menu takes the focus (a frame or two after it shows), and Escape is read there.
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role=menu]') !== null), { message: time }).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('menu').count(), { message: time }).toBe(0);
      expect(await topic.evaluate((button) => button === document.activeElement), time).toBe(true);
    }
    await close();
  });
});

// A member's row holds five links, the topic filter, the search, the bell and the account button:
// from xl (1,408 px) it shows them all, with the longest topic and name; below, they move into the
// burger's panel, as a visitor's do below lg (1,200 px).
describe('the header of a member with the longest name', () => {
  const signInWide = async (width: number) => {
    const member = { username: `w${width}_${'x'.repeat(27)}`, password: 'a-long-enough-password' };
    await e2e.app.ctx.services.accounts.createUser({ username: member.username, email: `${member.username}@example.com`, password: member.password }, 'user');
    const { page, close } = await openPage(e2e.browser, 1280);
    await page.setViewportSize({ width, height: 800 });
    await signInAs(page, e2e.app, member);
    // The longest topic's name on the filter's button.
    await page.goto(`${e2e.app.url}/?topic=regulation`);
    return { member, page, close };
  };

  it.each([1408, 1600])('keeps every control clear of the next and inside the window at %i px', async (width) => {
    const { member, page, close } = await signInWide(width);
    const banner = page.getByRole('banner');
    const lastLink = banner.getByRole('link', { name: 'One-Minute' });
    await lastLink.waitFor();
    expect(await coveredControls(banner)).toEqual([]);
    const linkEnd = await lastLink.evaluate((link) => link.getBoundingClientRect().right);
    const searchStart = await banner.getByRole('button', { name: /search/i }).or(banner.getByRole('searchbox')).first().evaluate((control) => control.getBoundingClientRect().left);
    expect(linkEnd).toBeLessThanOrEqual(searchStart);
    const account = banner.getByRole('button', { name: member.username });
    const box = await account.evaluate((button) => {
      const { left, right } = button.getBoundingClientRect();
      const label = button.querySelector('.mantine-Button-label') ?? button;
      return { left, right, labelWidth: label.getBoundingClientRect().width, windowWidth: window.innerWidth };
    });
    expect(box.right).toBeLessThanOrEqual(box.windowWidth);
    // Room for a dozen characters of the name at least; it is cut, but whole in its title.
    expect(box.labelWidth).toBeGreaterThanOrEqual(90);
    expect(await account.getAttribute('title')).toBe(member.username);
    await shoot(page, 'member-header');
    await close();
  });

  it.each([1200, 1280])('moves the links and the account into the burger panel at %i px', async (width) => {
    const { member, page, close } = await signInWide(width);
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: /^Notifications/ }).waitFor();
    expect(await banner.getByRole('link', { name: 'One-Minute' }).count()).toBe(0);
    expect(await coveredControls(banner)).toEqual([]);
    await banner.getByRole('button', { name: 'Toggle navigation' }).click();
    const panel = page.getByRole('navigation');
    await panel.getByRole('link', { name: 'One-Minute' }).waitFor();
    await panel.getByRole('button', { name: 'Regulation' }).waitFor();
    expect(await panel.getByRole('button', { name: member.username }).isVisible()).toBe(true);
    await shoot(page, 'member-header-panel');
    await close();
  });
});

describe('the navigation panel on a phone', () => {
  it('closes on Escape and gives the focus back to the burger', async () => {
    const { page, close } = await openPage(e2e.browser, 390);
    await page.goto(e2e.app.url);
    const burger = page.getByRole('button', { name: 'Toggle navigation' });
    await burger.click();
    await page.getByRole('navigation').getByRole('link', { name: 'Assets' }).focus();
    await page.keyboard.press('Escape');
    // The panel is gone (the footer's own navigation stays).
    await expect.poll(() => page.getByRole('navigation').getByRole('link', { name: 'Assets' }).count()).toBe(0);
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    expect(await burger.evaluate((button) => button === document.activeElement)).toBe(true);
    await close();
  });
});

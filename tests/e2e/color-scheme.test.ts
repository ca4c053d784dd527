import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { insertArticle } from '../helpers/articles.js';
import { headerControls, openPage, shoot, signInAs, useE2eApp, WIDTHS } from './browser.js';

// The light and dark schemes (docs/accessibility.md#colours): the system's until the reader picks
// one with the header's switch, which then holds across reloads.

const MEMBER = { username: 'schemer', password: 'a-good-password' };
const e2e = useE2eApp(async (app) => {
  await app.ctx.services.accounts.createUser({ username: MEMBER.username, email: 'schemer@example.com', password: MEMBER.password }, 'user');
  await insertArticle(app.ctx.knex, { title: 'Markets drift sideways', sentiment: 'neutral', ai_score: 40, published_at: new Date() });
});

const scheme = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** The switch where the header keeps it: in the bar, or on a phone in the burger's panel. */
const schemeSwitch = async (page: Page, name: string) => (await headerControls(page)).getByRole('button', { name });

/** The WCAG contrast of two computed colours (rgb() or rgba() with full alpha). Runs in the page. */
function contrast([one, two]: [string, string]): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/\d+/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [a, b] = [luminance(one), luminance(two)].sort((x, y) => y - x);
  return (a! + 0.05) / (b! + 0.05);
}

/** A dot badge's dot and what it sits on (the nearest ancestor with a background). */
function dotColours(badge: HTMLElement): [string, string] {
  let surface = badge.parentElement;
  while (surface && getComputedStyle(surface).backgroundColor === 'rgba(0, 0, 0, 0)') surface = surface.parentElement;
  return [getComputedStyle(badge, '::before').backgroundColor, getComputedStyle(surface ?? document.body).backgroundColor];
}

/** A focused field's border and its fill (WCAG 1.4.11 asks 3:1 of them). */
const focusBorder = (field: HTMLElement): [string, string] => [getComputedStyle(field).borderTopColor, getComputedStyle(field).backgroundColor];

/**
 * An off switch's track and what it sits on (the nearest ancestor with a background), and its
 * knob and the track: each pair is what tells the switch and its state apart (WCAG 1.4.11).
 */
function switchColours(input: HTMLElement): { track: [string, string]; knob: [string, string] } {
  const track = input.parentElement!.querySelector<HTMLElement>('.mantine-Switch-track')!;
  const knob = track.querySelector<HTMLElement>('.mantine-Switch-thumb')!;
  let surface = track.parentElement;
  while (surface && getComputedStyle(surface).backgroundColor === 'rgba(0, 0, 0, 0)') surface = surface.parentElement;
  const fill = getComputedStyle(track).backgroundColor;
  return { track: [fill, getComputedStyle(surface ?? document.body).backgroundColor], knob: [getComputedStyle(knob).backgroundColor, fill] };
}

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
    // A focused text field's border, its only focus sign, stands out from the field at 3:1.
    if (width === 1280) {
      const search = page.getByRole('searchbox', { name: /Search/ });
      await search.focus();
      expect(await page.evaluate(contrast, await search.evaluate(focusBorder))).toBeGreaterThanOrEqual(3);
      await shoot(page, 'dark-field-focused');
    }
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

it('draws an off switch that stands out from its panel, with a knob that stands out from its track, in both schemes', async () => {
  const { page, close } = await openPage(e2e.browser, 390);
  await page.goto(e2e.app.url);
  const shortcuts = (await headerControls(page)).getByRole('switch', { name: 'Keyboard shortcuts' });
  await shortcuts.click();
  await expect.poll(() => shortcuts.isChecked()).toBe(false);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect.poll(() => scheme(page)).toBe(colorScheme);
    const { track, knob } = await shortcuts.evaluate(switchColours);
    expect(await page.evaluate(contrast, track), `${colorScheme}: track ${track.join(' on ')}`).toBeGreaterThanOrEqual(3);
    expect(await page.evaluate(contrast, knob), `${colorScheme}: knob ${knob.join(' on ')}`).toBeGreaterThanOrEqual(3);
    await shoot(page, `switch-off-${colorScheme}`);
  }
  await close();
});

/** A resting control's edge and what is around it: the page's background, or the nearest ancestor that has one. */
function edgeColours(control: HTMLElement): [string, string] {
  let surface = control.parentElement;
  while (surface && getComputedStyle(surface).backgroundColor === 'rgba(0, 0, 0, 0)') surface = surface.parentElement;
  return [getComputedStyle(control).borderTopColor, getComputedStyle(surface ?? document.body).backgroundColor];
}

it('draws an empty field and an unchecked box with an edge that stands out at 3:1 in both schemes', async () => {
  const { page, close } = await openPage(e2e.browser, 1280);
  await signInAs(page, e2e.app, MEMBER);
  await page.goto(`${e2e.app.url}/settings?section=news`);
  const box = page.getByRole('checkbox').first();
  const field = page.getByRole('textbox').first();
  await box.waitFor();
  expect(await box.isChecked()).toBe(false);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect.poll(() => scheme(page)).toBe(colorScheme);
    for (const [name, control] of [['checkbox', box], ['field', field]] as const) {
      const colours = await control.evaluate(edgeColours);
      expect(await page.evaluate(contrast, colours), `${colorScheme} ${name}: ${colours.join(' on ')}`).toBeGreaterThanOrEqual(3);
    }
    await shoot(page, `form-edges-${colorScheme}`);
  }
  await close();
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

it('draws a neutral story’s sentiment dot so that it shows, as the green and red ones do, in both schemes', async () => {
  const { page, close } = await openPage(e2e.browser, 1280);
  await page.goto(e2e.app.url);
  const badge = page.locator('article[data-news-id]').filter({ hasText: 'Markets drift sideways' }).locator('.mantine-Badge-root[data-variant="dot"]', { hasText: 'Neutral' });
  await badge.waitFor();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect.poll(() => scheme(page)).toBe(colorScheme);
    const colours = await badge.evaluate(dotColours);
    expect(await page.evaluate(contrast, colours), `${colorScheme}: dot ${colours.join(' on ')}`).toBeGreaterThanOrEqual(3);
    await badge.scrollIntoViewIfNeeded();
    await shoot(page, `neutral-dot-${colorScheme}`);
  }
  await close();
});

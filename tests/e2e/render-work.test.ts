import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';
import { DESKTOP_ONLY, openPage, useE2eApp, WIDTHS } from './browser.js';

/** A full first page of the feed (its 20 cards are what a needless render costs most), and quotes for the ticker and market panel. */
async function seed(app: TestApp): Promise<void> {
  for (let n = 1; n <= 20; n += 1) {
    await insertArticle(app.ctx.knex, { title: `Render story ${n}`, tickers: n <= 3 ? ['BTC'] : [], ai_score: 50 + n, sentiment: 'bullish' });
  }
  await app.ctx.knex('market_quotes').insert(
    [['^GSPC', 'S&P 500', 'index', 'us'], ['BTC', 'Bitcoin', 'crypto', 'crypto']].map(([symbol, name, type, group], position) => ({
      symbol, name, type, market_group: group, price: 1000, change_percent: 0.5, currency: 'USD', data_source: 'sample', position,
    })),
  );
}

const e2e = useE2eApp(seed);

interface Item {
  id?: number;
  symbol?: string;
  rank?: number;
}

interface ItemProps {
  item?: Item;
  entry?: { item: Item };
}

interface Fiber {
  type: unknown;
  memoizedProps: ItemProps | null;
  child: Fiber | null;
  sibling: Fiber | null;
}

/**
 * Counts how often the page's parents render each component that shows one item (a card and its
 * parts, a ticker entry, a quote, a trending row, a Hot News story), through the hook React offers
 * its developer tools: production builds call it after every commit. Such a component was rendered
 * again by its parent when its props are a new object: a memoised one its parent skipped, or one
 * that re-rendered for its own state, keeps the props it had. Kept by component and item in
 * `window.itemRenders`.
 */
function countItemRenders(): void {
  const renders: Record<string, number> = {};
  const seen = new Map<unknown, Map<string, ItemProps>>();
  const types: unknown[] = [];
  const itemKey = (props: ItemProps | null) => {
    const item = props?.item ?? props?.entry?.item;
    return item && String(item.id ?? `${item.rank ?? ''}${item.symbol ?? ''}`);
  };
  const onCommitFiberRoot = (_renderer: number, root: { current: Fiber }) => {
    const stack = [root.current];
    while (stack.length > 0) {
      const fiber = stack.pop()!;
      const key = itemKey(fiber.memoizedProps);
      const byItem = seen.get(fiber.type) ?? new Map<string, ItemProps>();
      if (key && byItem.get(key) !== fiber.memoizedProps) {
        if (!seen.has(fiber.type)) types.push(fiber.type);
        seen.set(fiber.type, byItem.set(key, fiber.memoizedProps!));
        const name = `${types.indexOf(fiber.type)}:${key}`;
        renders[name] = (renders[name] ?? 0) + 1;
      }
      if (fiber.child) stack.push(fiber.child);
      if (fiber.sibling) stack.push(fiber.sibling);
    }
  };
  const noop = () => {};
  const hook = { supportsFiber: true, inject: () => 1, onCommitFiberRoot, onCommitFiberUnmount: noop, onPostCommitFiberRoot: noop };
  Object.assign(window, { itemRenders: renders, __REACT_DEVTOOLS_GLOBAL_HOOK__: hook });
}

describe.each(WIDTHS)('the home page at %i px', (width) => {
  it('renders what it shows once while the session arrives after it, and again only the card the cursor moves to', async () => {
    const { page, close } = await openPage(e2e.browser, width);
    await page.addInitScript(countItemRenders);
    // The session answers once the feed and the side panels are shown: the page then renders again
    // (header, account box, the members' card menus), which must not take the cards, quotes and lists with it.
    let answerSession = () => {};
    const sessionHeld = new Promise<void>((resolve) => (answerSession = resolve));
    await page.route('**/api/auth/me', async (route) => {
      await sessionHeld;
      await route.continue();
    });
    await page.goto(`${e2e.app.url}/`);
    const cards = page.locator('article[data-news-id]');
    await expect.poll(() => cards.count()).toBe(20);
    await page.locator('[data-hot-id]').first().waitFor();
    await page.getByRole('group', { name: 'US indices' }).getByRole('link').first().waitFor();
    await page.getByRole('group', { name: 'Crypto' }).getByRole('link').first().waitFor();
    answerSession();
    await page.getByRole('button', { name: 'Login' }).first().waitFor({ state: 'attached' });
    await page.waitForTimeout(300);
    const rendered = () => page.evaluate(() => (window as unknown as { itemRenders: Record<string, number> }).itemRenders);
    const once = await rendered();
    expect(Object.keys(once).length).toBeGreaterThan(100);
    expect(Object.entries(once).filter(([, count]) => count !== 1)).toEqual([]);

    // j puts the cursor on the first card: that card (and its parts) render again, nothing else.
    const firstId = await cards.first().getAttribute('data-news-id');
    await page.keyboard.press('j');
    await expect.poll(() => cards.first().getAttribute('data-cursor')).toBe('true');
    const again = Object.entries(await rendered()).filter(([, count]) => count > 1);
    expect(again.length).toBeGreaterThan(0);
    expect(again.filter(([name]) => !name.endsWith(`:${firstId}`))).toEqual([]);
    await close();
  });
});

describe.each(DESKTOP_ONLY)('a first visit at %i px', (width) => {
  it('loads at most 180 KB of script, gzipped (issue 28)', async () => {
    const { page, close } = await openPage(e2e.browser, width);
    const scripts: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body());
    });
    await page.goto(`${e2e.app.url}/`);
    await page.locator('article[data-news-id]').first().waitFor();
    await page.waitForLoadState('networkidle');
    const gzipped = (await Promise.all(scripts)).reduce((sum, body) => sum + gzipSync(body).length, 0);
    expect(gzipped / 1024).toBeLessThanOrEqual(180);
    await close();
  });
});

import { describe, expect, it } from 'vitest';
import type { ArticleText } from '../../sdk/index.js';
import { createTestContext } from '../../sdk/testing/index.js';
import { fixtureArticle } from './__fixtures__/articles.js';
import { findFinanceEntities } from './finance-entities.js';
import { termBag } from './term-bag.js';
import { findTickerMentions, tickerIndex } from './tickers.js';
import { CATEGORY_IDS, detectCategories } from './topics.js';

const tickers = tickerIndex(createTestContext().assets);

function categoriesOf(article: Pick<ArticleText, 'title' | 'text' | 'categories'>): string[] {
  return detectCategories({
    titleBag: termBag(article.title),
    bodyBag: termBag(article.text),
    categories: article.categories,
    tickers: findTickerMentions(tickers, article),
    entities: findFinanceEntities(`${article.title}\n${article.text}`),
  });
}

const fixture = (name: string) => categoriesOf(fixtureArticle(name));

describe('topics and categories', () => {
  it('files a central-bank rate decision under economy and markets, not crypto', () => {
    const categories = fixture('fed-rate-decision');
    expect(categories).toEqual(expect.arrayContaining(['economy', 'markets', 'finance']));
    expect(categories).not.toContain('crypto');
  });

  it('gives NFT stories both spellings, the topic "nfts" and the preference "nft", and crypto', () => {
    expect(fixture('nft-marketplace')).toEqual(expect.arrayContaining(['nfts', 'nft', 'crypto']));
  });

  it('recognises DeFi, regulation, bitcoin and ethereum stories', () => {
    expect(fixture('defi-lending')).toEqual(expect.arrayContaining(['defi', 'crypto']));
    expect(fixture('sec-lawsuit')).toEqual(expect.arrayContaining(['regulation', 'crypto']));
    expect(fixture('boilerplate-heavy')).toEqual(expect.arrayContaining(['bitcoin', 'crypto']));
    expect(fixture('short-teaser')).toEqual(expect.arrayContaining(['ethereum', 'crypto']));
  });

  it('files company earnings under stocks and a tech company under technology', () => {
    expect(fixture('apple-earnings')).toEqual(expect.arrayContaining(['stocks', 'technology']));
  });

  it('gives an article about office budgets no finance topic at all', () => {
    expect(fixture('ticker-false-friends')).toEqual([]);
  });

  it('uses the source category as a prior the text must support at least once', () => {
    const supported = { title: 'Fees fall on the network', text: 'Token transfers were cheaper this week.', categories: ['Crypto'] };
    const unsupported = { title: 'Fees fall on the network', text: 'Transfers were cheaper this week.', categories: ['Crypto'] };
    expect(categoriesOf(supported)).toContain('crypto');
    expect(categoriesOf(unsupported)).not.toContain('crypto');
  });

  it('does not make a story about rates a bitcoin story for one passing mention', () => {
    const article = fixtureArticle('fed-rate-decision');
    expect(categoriesOf(article)).not.toContain('bitcoin');
  });

  it('answers only lower-case ids the app spells, in a fixed order', () => {
    for (const name of ['fed-rate-decision', 'exchange-hack', 'nft-marketplace', 'apple-earnings', 'defi-lending']) {
      const categories = fixture(name);
      expect(categories.every((c) => (CATEGORY_IDS as readonly string[]).includes(c))).toBe(true);
      expect(categories).toEqual(CATEGORY_IDS.filter((id) => categories.includes(id)));
    }
  });
});

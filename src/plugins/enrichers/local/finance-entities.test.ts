import { describe, expect, it } from 'vitest';
import { FIXTURE_NAMES, fixtureArticle } from './__fixtures__/articles.js';
import { sampleArticles } from './__fixtures__/sample-feeds.js';
import { findFinanceEntities, joinedEntities } from './finance-entities.js';

describe('finance entities', () => {
  it('finds central banks and regulators case-sensitively', () => {
    expect(findFinanceEntities('The Fed and the SEC met the European Central Bank.')).toEqual({ centralBanks: ['fed', 'ecb', 'central_bank'], regulators: ['sec'] });
    expect(findFinanceEntities('Markets were fed a second of good news.')).toEqual({ centralBanks: [], regulators: [] });
  });

  it('finds in a title and a text what it finds in the two joined by a line break', () => {
    const articles = [...FIXTURE_NAMES.map((name) => fixtureArticle(name)), ...sampleArticles(new Date('2025-06-10T12:00:00Z'))];
    for (const { title, text } of articles) {
      expect(joinedEntities(findFinanceEntities(title), findFinanceEntities(text))).toEqual(findFinanceEntities(`${title}\n${text}`));
    }
    expect(joinedEntities(findFinanceEntities('Regulators circle'), findFinanceEntities('central bank digital currency'))).toEqual(
      findFinanceEntities('Regulators circle\ncentral bank digital currency'),
    );
  });
});

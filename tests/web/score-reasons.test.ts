import { describe, expect, it } from 'vitest';
import { reasonSentence, scoreReasons } from '../../src/web/lib/score-reasons';

describe('reasonSentence', () => {
  it.each([
    ['source_weight:80', 'Published by a highly weighted source (weight 80 of 100)'],
    ['source_weight:50', 'Published by an ordinarily weighted source (weight 50 of 100)'],
    ['source_weight:10', 'Published by a lightly weighted source (weight 10 of 100)'],
    ['entity:central_bank', 'Names a central bank'],
    ['entity:regulator', 'Names a financial regulator'],
    ['tickers:1', 'Names 1 asset'],
    ['tickers:3', 'Names 3 assets'],
    ['ticker:BTC', 'Involves BTC, one of the most followed assets'],
    ['ticker_popularity:ETH', 'Involves ETH, an asset many readers follow'],
    ['move:+12%', 'Reports a price move of +12%'],
    ['move:-6.5%', 'Reports a price move of -6.5%'],
    ['amount:$480m', 'Reports a sum of $480 million'],
    ['amount:$1.2bn', 'Reports a sum of $1.2 billion'],
    ['amount:$1.2B', 'Reports a sum of $1.2 billion'],
    ['amount:$3tn', 'Reports a sum of $3 trillion'],
    ['amount:$900k', 'Reports a sum of $900 thousand'],
    ['event:rate_decision', 'About an interest-rate decision'],
    ['event:macro_data', 'About economic figures (inflation, jobs, growth)'],
    ['event:earnings', "About a company's earnings"],
    ['event:m_and_a', 'About a takeover or merger'],
    ['event:hack', 'About a hack or exploit'],
    ['event:etf', 'About an exchange-traded fund (ETF)'],
    ['event:bankruptcy', 'About a bankruptcy or insolvency'],
    ['event:enforcement', 'About a lawsuit, fine or enforcement action'],
    ['event:ipo', 'About a stock market listing (IPO)'],
    ['event:layoffs', 'About job cuts'],
    ['event:approval', 'About an approval'],
    ['topic:economy', 'Filed under the economy topic'],
    ['recency:45m', 'Fresh news: published 45 minutes before it was scored'],
    ['recency:1h', 'Fresh news: published 1 hour before it was scored'],
    ['recency:3h', 'Fresh news: published 3 hours before it was scored'],
    ['recency:4d', 'Older news: published 4 days before it was scored'],
    ['thin_text', 'Very short text, so there was little to go on'],
    // popularity
    ['cluster:5_sources', 'The same story is carried by 5 sources'],
    ['votes:total=12', '12 reader votes on the provider'],
    ['votes:important=1', '1 reader marked it important'],
    // impact
    ['magnitude:record_high', 'Uses a word of size: "record high"'],
    // Spanish, French and German name the words as the article writes them.
    ['magnitude:se_desploma', 'Uses a word of size: "se desploma"'],
    ["magnitude:s'effondre", 'Uses a word of size: "s\'effondre"'],
    ['magnitude:größte', 'Uses a word of size: "größte"'],
    ['magnitude:Récord', 'Uses a word of size: "Récord"'],
    ['sentiment:0.75', 'Reads strongly one way (tone strength 0.75 of 1)'],
    ['market_wide', 'Touches the whole market, not just one asset'],
    ['no_magnitude', 'No words or figures about the size of the news'],
    // relevance
    ['no_topic', 'Fits none of the home topics'],
    ['title_numbers', 'The headline carries figures'],
    ['title_match:2', 'The headline uses 2 finance words'],
    ['keyword_density:3.5', 'Finance words make up 3.5% of the text'],
    ['text_unread:ja', 'Its words were not read: the scoring reads no Japanese'],
  ])('reads %s as "%s"', (reason, sentence) => {
    expect(reasonSentence(reason)).toBe(sentence);
  });

  it.each([
    ['brand_new_signal:7', 'Other signal: brand new signal: 7'],
    ['mystery', 'Other signal: mystery'],
    ['event:alien_landing', 'Other signal: event: alien landing'],
    ['entity:pope', 'Other signal: entity: pope'],
    ['tickers:many', 'Other signal: tickers: many'],
    ['source_weight:101', 'Other signal: source weight: 101'],
    ['source_weight:', 'Other signal: source weight:'],
    ['move:lots', 'Other signal: move: lots'],
    ['magnitude:<b>record</b>', 'Other signal: magnitude: <b>record</b>'],
    ['amount:1.2bn', 'Other signal: amount: 1.2bn'],
    ['amount:$1.2 parsecs', 'Other signal: amount: $1.2 parsecs'],
    ['recency:soon', 'Other signal: recency: soon'],
    ['votes:total=', 'Other signal: votes: total='],
    ['cluster:many_sources', 'Other signal: cluster: many sources'],
    ['ticker:<script>', 'Other signal: ticker: <script>'],
    ['constructor', 'Other signal: constructor'],
    ['toString:x', 'Other signal: toString: x'],
    ['event:constructor', 'Other signal: event: constructor'],
    ['', 'An unnamed signal'],
    [':', 'Other signal: :'],
  ])('spells out the unknown or malformed %j as %j', (reason, sentence) => {
    expect(reasonSentence(reason)).toBe(sentence);
  });

  it('cuts a very long unknown reason short', () => {
    const sentence = reasonSentence(`x:${'a'.repeat(500)}`);
    expect(sentence.length).toBeLessThan(100);
    expect(sentence.endsWith('…')).toBe(true);
  });
});

describe('scoreReasons', () => {
  it('gives the sentences of one score in the stored order', () => {
    const reasons = { importance: ['source_weight:80', 'event:hack', 'whatever'], popularity: ['cluster:3_sources'] };
    expect(scoreReasons(reasons, 'importance')).toEqual([
      'Published by a highly weighted source (weight 80 of 100)',
      'About a hack or exploit',
      'Other signal: whatever',
    ]);
    expect(scoreReasons(reasons, 'popularity')).toEqual(['The same story is carried by 3 sources']);
  });

  it('gives none for no reasons, a missing score or a value that is not a list', () => {
    expect(scoreReasons(null, 'importance')).toEqual([]);
    expect(scoreReasons({}, 'importance')).toEqual([]);
    expect(scoreReasons({ importance: [] }, 'importance')).toEqual([]);
    expect(scoreReasons({ importance: 'event:hack' }, 'importance')).toEqual([]);
    expect(scoreReasons({ importance: { 0: 'event:hack' } }, 'importance')).toEqual([]);
    expect(scoreReasons({}, 'constructor')).toEqual([]);
  });

  it('counts an entry that is not a string instead of dropping it', () => {
    expect(scoreReasons({ importance: ['event:hack', 42, null] }, 'importance')).toEqual([
      'About a hack or exploit',
      'An unreadable signal',
      'An unreadable signal',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { markComparisons } from './comparisons.js';
import { featureRows, featuresOf, knownFeatureRows } from './features.js';
import { shippedModel } from './model-file.js';
import { tokenize } from './tokenize.js';

describe('tokenize', () => {
  it('keeps, for each marker, the positions of the words it was read from', () => {
    const tokens = tokenize("Acme didn't miss, Globex raises Q4 guidance and was upgraded to buy");
    const from = (marker: string) => (tokens.origins[tokens.markers.indexOf(marker)] ?? []).map((i) => tokens.marked.bare[i]);
    expect(from('<up>')).toEqual(['miss']);
    expect(from('<outlook_up>')).toEqual(['guidance', 'raises']);
    expect(from('<rating_up>')).toEqual(['upgraded', 'to', 'buy']);
    expect(from('<result_up>')).toEqual([]);
    expect(tokenize('Net sales rose 5%').origins).toEqual([[1, 2]]);
    expect(tokenize('$AAPL rallies').origins[0]).toEqual([]);
  });

  it('drops links and the $ of cashtags but remembers that there was a cashtag', () => {
    const { words, markers } = tokenize('$AAPL - Apple rallies https://t.co/xyz');
    expect(words).toEqual(['aapl', 'apple', 'rallies']);
    expect(markers).toContain('<cashtag>');
  });

  it('turns amounts and signed percentages into placeholders', () => {
    expect(tokenize('Acme +18% premarket, Globex -3.5%, shares up 4% to $1.2 billion in 2019').words).toEqual([
      'acme', '<pct_up>', 'premarket', 'globex', '<pct_down>', 'shares', 'up', '<pct>', 'to', '<money>', 'in', '<year>',
    ]);
  });

  it('does not read the dash of a range as a minus sign', () => {
    expect(tokenize('sales outlook 1.3%-1.5%').words).toEqual(['sales', 'outlook', '<pct>', '<pct>']);
  });

  it('marks the words after a negation and flips their direction', () => {
    expect(tokenize('Acme beat estimates')).toMatchObject({ words: ['acme', 'beat', 'estimates'], markers: ['<up>'] });
    expect(tokenize('Acme did not beat estimates')).toMatchObject({ words: ['acme', 'did', 'not', 'not_beat', 'not_estimates'], markers: ['<down>'] });
    expect(tokenize("Acme didn't miss").markers).toEqual(['<up>']);
    expect(tokenize('Acme fails to beat').markers).toEqual(['<down>']);
  });

  it('ends a negation at punctuation', () => {
    expect(tokenize('No surprise: Acme beats').words).toEqual(['no', 'not_surprise', 'acme', 'beats']);
  });

  it('reads a rise in a bad thing as bad news', () => {
    expect(tokenize('Unemployment rises').markers).toEqual(['<down>']);
    expect(tokenize('Jobless claims drop').markers).toEqual(['<up>']);
  });

  it('reads moves that are undone or left behind', () => {
    expect(tokenize('Market pares gains').markers).toEqual(['<down>']);
    expect(tokenize('Stocks pull back from record highs').markers).toEqual(['<down>', '<down>']);
    expect(tokenize('Acme settles lawsuit').markers).toEqual(['<up>']);
  });

  it('reads raised and cut outlooks, price targets and ratings', () => {
    expect(tokenize('Acme raises full-year guidance').markers).toContain('<outlook_up>');
    expect(tokenize('Acme PT cut to $40').markers).toContain('<outlook_down>');
    expect(tokenize('Cowen cuts Acme to market perform').markers).not.toContain('<rating_down>');
    expect(tokenize('Acme cut to market perform at Cowen').markers).toContain('<rating_down>');
    expect(tokenize('Acme upgraded to buy').markers).toContain('<rating_up>');
    expect(tokenize('Unemployment ticks lower to 3.5%').markers).not.toContain('<rating_down>');
  });

  it('reads "A vs. B" as the direction from B to A', () => {
    expect(tokenize('Payrolls 125K vs 153K').words).toContain('<vs_down>');
    expect(tokenize('Brent $64.20 vs. $61.90').words).toContain('<vs_up>');
    expect(tokenize('Unemployment rate 4.9% vs 4.1%').markers).toEqual(['<down>']);
    // For a result, the direction goes into the result marker: better or worse.
    expect(tokenize('Q4 EPS $1.52 vs. $1.55').markers).toContain('<result_down>');
    expect(tokenize('Q4 EPS 42 cents vs. 20 cents').markers).toContain('<result_up>');
    expect(tokenize('Q4 EPS $1.88 vs. loss per share $1.23').words).toEqual(['<quarter>', 'eps', '<money>', '<result_move>', '<money>']);
    expect(tokenize('sales $3.22 vs. $3.32 bln').markers).toContain('<result_down>');
  });

  it('turns news-wire amounts into money placeholders', () => {
    for (const amount of ['EUR 12.4 mn', 'EUR12.4m', '12.4 mln euro', 'SEK 300 million', '€4.5 million', '45 million Swedish crowns']) {
      expect(tokenize(`Net sales were ${amount}`).words).toEqual(['net', 'sales', 'were', '<money>']);
    }
  });

  it('reads two amounts side by side as a move from the old one to the new one', () => {
    const move = (text: string) => /<(?:num|swing)_[a-z]+>/.exec(markComparisons(text))?.[0];
    expect(move('totalled eur 12.4 mn from eur 9.1 mn')).toBe('<num_up>');
    expect(move('came in at 210 million, from 221 million a year earlier')).toBe('<num_down>');
    expect(move('went from usd 9.1 million in the quarter to usd 12.4 million')).toBe('<num_up>');
    expect(move('was eur 31.2 mn (eur 24.6 mn)')).toBe('<num_up>');
    expect(move('stood at 9.4 % compared with 7.1 %')).toBe('<num_up>');
    // With a loss on either side the amounts are signed, and the move says better or worse.
    expect(move('a net loss of sek 77 million, against a profit of sek 31 million')).toBe('<swing_down>');
    expect(move('a profit of eur 2.3 mn after a loss of eur 1.1 mn')).toBe('<swing_up>');
    expect(move('from a profit of eur 1.5 mn to a loss of eur 2.0 mn')).toBe('<swing_down>');
  });

  it('does not compare a year, a percentage with money, or two currencies', () => {
    const moves = (text: string) => markComparisons(text.toLowerCase()).match(/<(?:num|swing)_[a-z]+>/g) ?? [];
    expect(moves('Net sales in 2009 from 2008 levels')).toEqual([]);
    expect(moves('sales rose 14 % from EUR 50 mn')).toEqual([]);
    expect(moves('a deal of A$2 billion ($1.3 billion)')).toEqual([]);
    expect(moves('EUR 5 mn (USD 7 mn)')).toEqual([]);
  });
});

describe('tokenize: company results', () => {
  const results = (text: string) => tokenize(text).markers.filter((m) => m.startsWith('<result_'));

  it('reads a rise of profit, sales or orders as good news and a fall as bad news', () => {
    expect(results('Quarterly operating profit rose to 12.4 million from 9.1 million')).toEqual(['<result_up>']);
    expect(results('Net sales fell 5 % to 210 million')).toEqual(['<result_down>']);
    expect(results('Order intake was EUR 54 mn, down from EUR 77 mn')).toEqual(['<result_down>']);
    expect(results('Earnings per share were EUR 0.21 (EUR 0.15)')).toEqual(['<result_up>']);
  });

  it('reads a loss or a cost that shrinks as good news and one that grows as bad news', () => {
    expect(results('The operating loss narrowed to EUR 1.2 mn from EUR 3.8 mn')).toEqual(['<result_up>']);
    expect(results('The net loss widened to EUR 4.6 mn')).toEqual(['<result_down>']);
    expect(results('Costs fell by EUR 4 mn')).toEqual(['<result_up>']);
    expect(results('Higher energy costs weighed on earnings')).toEqual(['<result_down>', '<result_down>']);
  });

  it('reads a swing between loss and profit', () => {
    expect(results('The company swung to an operating loss of EUR 3.2 mn from a profit of EUR 2.4 mn')).toEqual(['<result_down>']);
    expect(results('The group returned to profit in the fourth quarter')).toEqual(['<result_up>']);
  });

  it('reads raised or lowered expectations and job cuts', () => {
    expect(results('The company expects net sales to grow in 2011')).toEqual(['<result_up>']);
    expect(results('Operating profit is expected to decline')).toEqual(['<result_down>']);
    expect(results('Net sales are expected to remain at the same level')).toEqual(['<result_flat>']);
    expect(results('The company will cut 140 jobs')).toEqual(['<result_down>']);
    expect(results('Profit did not improve')).toEqual(['<result_down>']);
  });

  it('gives the second measure of "X rose to A, and Y to B" the same move', () => {
    expect(results('Net sales rose to EUR 22.7 mn, and operating profit to EUR 2.4 mn')).toEqual(['<result_up>', '<result_up>']);
  });

  it('reads a measure stated without a change as a level, not a move', () => {
    expect(results('Net sales for 2007 totalled EUR 45.3 mn')).toEqual(['<result_level>']);
    expect(tokenize('Operating profit for the period was EUR 3.4 mn').markers).toEqual(['<result_level>']);
    expect(tokenize('The company employs about 800 people').markers).toEqual([]);
  });

  it('leaves the move word of a result to its marker and keeps it elsewhere', () => {
    expect(tokenize('Net sales rose 9 %').words).toEqual(['net', 'sales', '<result_move>', '<pct>']);
    expect(tokenize('Gold rose 9 %').words).toEqual(['gold', 'rose', '<pct>']);
  });
});

describe('featuresOf', () => {
  it('gives words, neighbouring pairs and markers, each once', () => {
    expect(featuresOf('Acme beats, beats again')).toEqual([
      'acme', 'beats', 'again', 'acme beats', 'beats beats', 'beats again', '<up>', '<net_up>',
    ]);
  });

  it('finds the model rows of the features it names, each once, in its order', () => {
    const { index } = shippedModel();
    const rows = featureRows(index);
    for (const text of ['Acme beats, beats again', 'Fed holds rates; stocks pull back from record highs', '$AAPL price target cut to $150 vs. $170', '']) {
      const expected = featuresOf(text).flatMap((name) => index.get(name) ?? []);
      expect(knownFeatureRows(text, rows)).toEqual(expected);
    }
  });
});

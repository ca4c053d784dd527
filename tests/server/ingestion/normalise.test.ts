import { beforeAll, describe, expect, it } from 'vitest';
import { canonicalUrl, parseHttpUrl, withoutTracking } from '../../../src/server/ingestion/canonical-url.js';
import { loadLanguageDetector } from '../../../src/server/ingestion/language.js';
import { normaliseDate, normaliseItem } from '../../../src/server/ingestion/normalise.js';
import { htmlToText, sanitizeArticleHtml } from '../../../src/server/ingestion/sanitize.js';

beforeAll(loadLanguageDetector);

const NOW = new Date('2026-11-22T12:00:00Z');
const context = { sourceId: 7, sourceName: 'Example Wire', sourceCategories: ['markets'], ownHost: 'alphawire.example', now: NOW };

describe('canonicalUrl', () => {
  it('drops tracking parameters, fragments, www, default ports and trailing slashes', () => {
    const url = new URL('http://WWW.Example.com:80/markets/story/?utm_source=x&b=2&fbclid=y&a=1#top');
    expect(canonicalUrl(url)).toBe('https://example.com/markets/story?a=1&b=2');
  });

  it('keeps parameters that identify the page', () => {
    expect(canonicalUrl(new URL('https://example.com/article?id=42'))).toBe('https://example.com/article?id=42');
  });

  it('ignores the parameters a feed adds to say where the reader came from', () => {
    expect(canonicalUrl(new URL('https://example.com/a?id=4&ref=rss&output=rss'))).toBe('https://example.com/a?id=4');
  });

  it('refuses non-http links', () => {
    expect(parseHttpUrl('javascript:alert(1)')).toBeNull();
    expect(parseHttpUrl('file:///etc/passwd')).toBeNull();
    expect(parseHttpUrl('/relative', 'https://example.com/feed')?.toString()).toBe('https://example.com/relative');
  });
});

describe('withoutTracking', () => {
  it('drops the well-known tracking parameters and keeps the rest of the link as it was', () => {
    const url = new URL('http://www.example.com/story/?id=42&utm_source=rss&utm_medium=feed&fbclid=a&gclid=b&mc_cid=c&mc_eid=d&ref=home#top');
    expect(withoutTracking(url).toString()).toBe('http://www.example.com/story/?id=42&ref=home#top');
  });

  it('leaves a link without tracking parameters exactly as written', () => {
    const url = new URL('https://example.com/a?q=a%20b&x=1');
    expect(withoutTracking(url).toString()).toBe('https://example.com/a?q=a%20b&x=1');
  });
});

describe('sanitizeArticleHtml', () => {
  const options = { baseUrl: 'https://publisher.example/news/1', ownHost: 'alphawire.example' };

  it('removes scripts, event handlers, iframes with srcdoc, styles and forms', () => {
    const html =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><iframe srcdoc="<script>x</script>"></iframe>' +
      '<style>p{}</style><form action="/x"><input name="a"></form><object data="x"></object>';
    const clean = sanitizeArticleHtml(html, options);
    expect(clean).toBe('<p>Hi</p>');
  });

  it('drops javascript: links but keeps the text, and opens real links safely', () => {
    const clean = sanitizeArticleHtml('<a href="javascript:alert(1)">bad</a> <a href="/more">more</a>', options);
    expect(clean).toBe('<a>bad</a> <a href="https://publisher.example/more" target="_blank" rel="noopener noreferrer nofollow ugc">more</a>');
  });

  it('removes srcset and images pointing at our own host', () => {
    const clean = sanitizeArticleHtml(
      '<img src="https://alphawire.example/api/auth/logout"><img src="/chart.png" srcset="a.png 2x, https://evil/x 1x" alt="Chart">',
      options,
    );
    expect(clean).not.toContain('alphawire.example');
    expect(clean).not.toContain('srcset');
    expect(clean).toContain('src="https://publisher.example/chart.png"');
    expect(clean).toContain('alt="Chart"');
  });

  it('keeps the structure of an article', () => {
    const clean = sanitizeArticleHtml('<h2>Rates</h2><p><strong>Fed</strong> holds.</p><ul><li>One</li></ul><blockquote>Q</blockquote>', options);
    expect(clean).toBe('<h2>Rates</h2><p><strong>Fed</strong> holds.</p><ul><li>One</li></ul><blockquote>Q</blockquote>');
  });
});

describe('htmlToText', () => {
  it('keeps paragraphs on their own lines and decodes entities', () => {
    expect(htmlToText('<p>Stocks &amp; bonds</p><p>Yields&nbsp;rise &#8212; again</p>')).toBe('Stocks & bonds\nYields rise — again');
  });
});

describe('normaliseDate', () => {
  it('uses the fetch time for a missing, invalid or placeholder date and clamps future dates', () => {
    expect(normaliseDate(undefined, NOW)).toEqual(NOW);
    expect(normaliseDate('not a date', NOW)).toEqual(NOW);
    expect(normaliseDate('2099-01-01T00:00:00Z', NOW)).toEqual(NOW);
    // A feed's placeholder for no date: the Unix epoch, year 1.
    for (const placeholder of ['Thu, 01 Jan 1970 00:00:00 +0000', '0001-01-01T00:00:00Z', new Date(0)]) expect(normaliseDate(placeholder, NOW)).toEqual(NOW);
    expect(normaliseDate('1999-03-15T09:30:00Z', NOW).toISOString()).toBe('1999-03-15T09:30:00.000Z');
    expect(normaliseDate('Sat, 21 Nov 2026 10:00:00 +0200', NOW).toISOString()).toBe('2026-11-21T08:00:00.000Z');
  });
});

describe('normaliseItem', () => {
  it('builds a safe article with a canonical key', () => {
    const article = normaliseItem(
      {
        guid: 'abc',
        url: 'https://publisher.example/a?utm_medium=rss',
        title: '<b>Bitcoin</b> &amp; gold rally',
        contentHtml: '<p>Prices rose.<script>x()</script></p>',
        publishedAt: '2026-11-22T10:00:00Z',
        categories: ['Crypto', 'crypto'],
      },
      context,
    );
    expect(article).toMatchObject({
      url: 'https://publisher.example/a',
      canonicalUrl: 'https://publisher.example/a',
      title: 'Bitcoin & gold rally',
      content: '<p>Prices rose.</p>',
      contentText: 'Prices rose.',
      sourceName: 'Example Wire',
      categories: ['crypto', 'markets'],
      originalSource: true,
    });
  });

  it('cuts a long title after a whole character, and a title taken from a text without spaces to a headline', () => {
    const title = `${'比特币价格突破十万美元大关'.repeat(22)}比特币价格突破十万美元大🚀 市场`;
    const cut = normaliseItem({ url: 'https://p.example/zh', title }, context)!.title;
    expect(cut.length).toBeLessThanOrEqual(300);
    expect(cut).not.toContain('\uFFFD');
    expect(cut.endsWith('…')).toBe(true);
    const derived = normaliseItem({ url: 'https://p.example/zh2', contentHtml: `<p>${'美联储会议纪要显示多数官员支持在年内再降息一次'.repeat(10)}</p>` }, context)!.title;
    expect(derived.length).toBeLessThanOrEqual(120);
    expect(derived.endsWith('…')).toBe(true);
  });

  // A wire's instrument codes in brackets were read as tags and dropped, and with them the only sign of an unlisted asset's ticker.
  it('keeps a bracketed word that names no HTML element in a title, and reads the markup around it', () => {
    const title = (raw: string) => normaliseItem({ url: `https://p.example/${encodeURIComponent(raw)}`, title: raw }, context)!.title;
    expect(title('Apple <AAPL.O> shares jump after earnings beat')).toBe('Apple <AAPL.O> shares jump after earnings beat');
    expect(title('Nvidia <NVDA.O> slides as <b>chip</b> curbs bite')).toBe('Nvidia <NVDA.O> slides as chip curbs bite');
    expect(title('Brent <LCOc1> and <.SPX> move; <script>alert(1)</script>oil &amp; gold')).toBe('Brent <LCOc1> and <.SPX> move; oil & gold');
    expect(title('<span class="x">Shares</span> of <BRK-B> </BRK-B> rise')).toBe('Shares of <BRK-B> </BRK-B> rise');
  });

  it('derives a title from the text when there is none, and skips an item with neither', () => {
    const derived = normaliseItem({ url: 'https://p.example/x', contentHtml: '<p>Central bank surprises markets with a cut</p>' }, context);
    expect(derived?.title).toBe('Central bank surprises markets with a cut');
    expect(normaliseItem({ url: 'https://p.example/y' }, context)).toBeNull();
  });

  it('drops control characters from titles, authors and publishers: a title of nothing else is no title', () => {
    const item = { url: 'https://p.example/c', title: 'Rates\u0001 rise\u0007 \uFFFE again', author: '\u0002Ann Lee', publisher: '\u0003\u0004' };
    expect(normaliseItem(item, context)).toMatchObject({ title: 'Rates rise again', author: 'Ann Lee', sourceName: 'Example Wire' });
    const derived = normaliseItem({ url: 'https://p.example/d', title: '\u0005\u0006\u0007', contentHtml: '<p>Oil climbs on supply cuts</p>' }, context);
    expect(derived?.title).toBe('Oil climbs on supply cuts');
    expect(normaliseItem({ url: 'https://p.example/e', title: '\u0001\u0002\u0003\u0004' }, context)).toBeNull();
  });

  it('keys an item with no link by its source and guid', () => {
    const a = normaliseItem({ guid: 'tag:example,2026:1', title: 'No link here' }, context);
    const b = normaliseItem({ guid: 'tag:example,2026:1', title: 'No link here' }, { ...context, sourceId: 8 });
    expect(a?.canonicalUrl).toMatch(/^urn:alphawire:7:/);
    expect(a?.url).toBeNull();
    expect(a?.canonicalUrl).not.toBe(b?.canonicalUrl);
  });
});

describe('images', () => {
  it('keeps https images and drops plain-http ones, which the page policy would block', () => {
    const clean = sanitizeArticleHtml('<img src="http://cdn.example/a.png" alt="a"><img src="https://cdn.example/b.png" alt="b">', {
      baseUrl: 'https://publisher.example/x',
      ownHost: 'alphawire.example',
    });
    expect(clean).not.toContain('a.png');
    expect(clean).toContain('src="https://cdn.example/b.png"');
  });
});

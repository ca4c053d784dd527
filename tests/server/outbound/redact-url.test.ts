import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../../src/server/outbound/index.js';
import { parseRetryAfter } from '../../../src/server/outbound/retry-after.js';

describe('redactUrl', () => {
  it('hides the values of token parameters and keeps the rest', () => {
    expect(redactUrl('https://api.marketaux.com/v1/news/all?api_token=s3cr3t&language=en&limit=3')).toBe(
      'https://api.marketaux.com/v1/news/all?api_token=REDACTED&language=en&limit=3',
    );
    expect(redactUrl('https://cryptopanic.com/api/v1/posts/?auth_token=abc&filter=hot')).toBe(
      'https://cryptopanic.com/api/v1/posts/?auth_token=REDACTED&filter=hot',
    );
  });

  it('hides token, key and apikey whatever their case, and credentials in the authority', () => {
    expect(redactUrl('https://user:pa55@feeds.example.com/rss?Token=1&KEY=2&apikey=3&page=2')).toBe(
      'https://REDACTED:REDACTED@feeds.example.com/rss?Token=REDACTED&KEY=REDACTED&apikey=REDACTED&page=2',
    );
  });

  it('leaves a URL without secrets as it was', () => {
    expect(redactUrl('https://www.coindesk.com/arc/outboundfeeds/rss/?outputType=xml')).toBe(
      'https://www.coindesk.com/arc/outboundfeeds/rss/?outputType=xml',
    );
  });

  it('drops the query of text it cannot parse as a URL', () => {
    expect(redactUrl('not a url?api_token=s3cr3t')).toBe('not a url');
  });
});

describe('parseRetryAfter', () => {
  const now = new Date('2025-01-01T10:00:00Z');

  it('reads delays in seconds and HTTP dates', () => {
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Wed, 01 Jan 2025 10:01:30 GMT', now)).toBe(90);
  });

  it('treats a date in the past as now and ignores what it cannot read', () => {
    expect(parseRetryAfter('Wed, 01 Jan 2025 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-5', now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
  });
});

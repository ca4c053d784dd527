import { describe, expect, it } from 'vitest';
import { openableUrl } from '../../src/web/lib/original-link';

describe('openableUrl', () => {
  it('keeps a link a browser can open', () => {
    expect(openableUrl('https://www.reuters.com/markets/story')).toBe('https://www.reuters.com/markets/story');
    expect(openableUrl('https://example.org/a')).toBe('https://example.org/a');
    expect(openableUrl('http://localhost:8080/feed-item')).toBe('http://localhost:8080/feed-item');
  });

  it('has none for a missing link, or one under a name that never resolves, as the sample stories use', () => {
    expect(openableUrl(null)).toBeNull();
    expect(openableUrl('not a url')).toBeNull();
    expect(openableUrl('https://sample.alphawire.example/markets/northwind-beats-estimates')).toBeNull();
    expect(openableUrl('https://news.invalid/x')).toBeNull();
  });
});

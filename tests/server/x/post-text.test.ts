import { describe, expect, it } from 'vitest';
import { fitPost, postLength, postTextFor, stripMarkup } from '../../../src/server/modules/x/post-text.js';

const X = { maxLength: 280, linkLength: 23 };

describe('the text of a post to X', () => {
  it('takes the AI tweet, else the title, with markup stripped', () => {
    expect(postTextFor({ tweet: '<p>Ether &amp; <b>BTC</b> up</p>', title: 'T' }, X)).toBe('Ether & BTC up');
    expect(postTextFor({ tweet: null, title: 'Rates <em>hold</em>' }, X)).toBe('Rates hold');
    expect(postTextFor({ tweet: 'draft', title: 'T' }, X, '  my own words ')).toBe('my own words');
    expect(stripMarkup('<script>alert(1)</script>Plain')).toBe('Plain');
  });

  it('counts every link as 23 and fits 280 without cutting a link', () => {
    const link = `https://news.example.org/${'a'.repeat(100)}`;
    expect(postLength(`Hi ${link}`, 23)).toBe(3 + 23);
    const long = `${'word '.repeat(60)}${link}`;
    const fitted = fitPost(long, X);
    expect(postLength(fitted, 23)).toBeLessThanOrEqual(280);
    expect(fitted.endsWith('…')).toBe(true);
    const withLink = fitPost(`${link} ${'word '.repeat(70)}`, X);
    expect(withLink.startsWith(link)).toBe(true);
    expect(postLength(withLink, 23)).toBeLessThanOrEqual(280);
    const exact = `${'x'.repeat(256)} ${link}`; // 256 + 1 + 23 = 280 exactly
    expect(fitPost(exact, X)).toBe(exact);
  });

  it('counts a Chinese character as 2, as X does, and fills the room of a text without spaces', () => {
    const title = '比特币价格突破十万美元大关'.repeat(14); // 182 characters, 364 as X counts
    expect(postLength(title, 23)).toBe(364);
    const fitted = postTextFor({ tweet: null, title }, X);
    expect(postLength(fitted, 23)).toBeLessThanOrEqual(280);
    expect(postLength(fitted, 23)).toBeGreaterThan(270);
    expect(fitted.endsWith('…')).toBe(true);
  });
});

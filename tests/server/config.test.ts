import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, configSchema, cookiesAreSecure, loadConfig } from '../../src/server/config.js';

describe('loadConfig', () => {
  it('fills every option with its default', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('lists every problem at once, each naming its variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', APP_SECRET: 'short', DATABASE_URL: 'mysql://x' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/PORT/);
    expect(problems.join('\n')).toMatch(/LOG_LEVEL/);
    expect(problems.join('\n')).toMatch(/APP_SECRET: must be at least 32 characters/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL: must be a postgres/);
  });

  it('has every option set or shown commented out in .env.example', () => {
    const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    const undocumented = Object.keys(configSchema.shape).filter((name) => !new RegExp(`^(# )?${name}=`, 'm').test(example));
    expect(undocumented).toEqual([]);
  });

  it('takes pool and feed cache sizes only as whole numbers in range', () => {
    expect(loadConfig({ FEED_CACHE_MS: '0', DATABASE_POOL_MAX: '4' })).toMatchObject({ FEED_CACHE_MS: 0, DATABASE_POOL_MAX: 4 });
    for (const value of ['-1', '1.5', '60001', 'soon']) expect(() => loadConfig({ FEED_CACHE_MS: value })).toThrow(/FEED_CACHE_MS/);
    for (const value of ['0', '101', 'many']) expect(() => loadConfig({ DATABASE_POOL_MAX: value })).toThrow(/DATABASE_POOL_MAX/);
  });

  it('wants both Google client variables or neither', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set both/);
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: 'secret' })).toThrow(/GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET/);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).OIDC_ISSUER_URL).toBe('https://accounts.google.com');
  });

  it('takes the sponsored card and the footer links only as web links, an address and short texts', () => {
    const config = loadConfig({ SPONSOR_TITLE: 'Harbour Analytics', SPONSOR_URL: 'https://harbour.example.com', CONTACT_EMAIL: 'desk@news.example.com' });
    expect(config).toMatchObject({ SPONSOR_TITLE: 'Harbour Analytics', SPONSOR_LABEL: 'Sponsored', CONTACT_EMAIL: 'desk@news.example.com' });
    expect(() => loadConfig({ SPONSOR_TITLE: 'x', SPONSOR_URL: 'javascript:alert(1)' })).toThrow(/SPONSOR_URL: must be an http/);
    expect(() => loadConfig({ TERMS_URL: 'ftp://terms.example.com' })).toThrow(/TERMS_URL: must be an http/);
    expect(() => loadConfig({ CONTACT_EMAIL: 'not an address' })).toThrow(/CONTACT_EMAIL: must be an e-mail address/);
    expect(() => loadConfig({ SPONSOR_TITLE: 'x'.repeat(81) })).toThrow(/SPONSOR_TITLE: must be at most 80 characters/);
  });

  it('wants a sponsor title before any other part of the sponsored card', () => {
    expect(() => loadConfig({ SPONSOR_TEXT: 'Data for desks' })).toThrow(/SPONSOR_TITLE: set it for a sponsored card of your own/);
  });

  it('accepts a plain-http issuer only on loopback', () => {
    expect(loadConfig({ OIDC_ISSUER_URL: 'http://127.0.0.1:4000' }).OIDC_ISSUER_URL).toBe('http://127.0.0.1:4000');
    expect(() => loadConfig({ OIDC_ISSUER_URL: 'http://issuer.example' })).toThrow(/OIDC_ISSUER_URL: must be an https/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('marks cookies Secure when the public URL is https, unless told otherwise', () => {
    expect(cookiesAreSecure(loadConfig({ PUBLIC_URL: 'https://news.example.com' }))).toBe(true);
    expect(cookiesAreSecure(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }))).toBe(false);
    expect(cookiesAreSecure(loadConfig({ PUBLIC_URL: 'https://x.example', COOKIE_SECURE: 'false' }))).toBe(false);
  });
});

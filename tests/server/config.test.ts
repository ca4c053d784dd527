import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
    expect(problems).toContain('PORT: must be a whole number');
    expect(problems.join('\n')).toMatch(/LOG_LEVEL/);
    expect(problems.join('\n')).toMatch(/APP_SECRET: must be at least 32 characters/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL: must be a postgres/);
  });

  it('has every option set or shown commented out in .env.example', () => {
    const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    const undocumented = Object.keys(configSchema.shape).filter((name) => !new RegExp(`^(# )?${name}=`, 'm').test(example));
    expect(undocumented).toEqual([]);
  });

  it('reads a number setting as digits only, whatever else Number() would take', () => {
    expect(loadConfig({ PORT: ' 8080 ' }).PORT).toBe(8080);
    for (const value of ['0x50', '1e1', '+80', '80.0', '0b1', 'Infinity']) {
      expect(() => loadConfig({ PORT: value }), value).toThrow(/PORT: must be a whole number/);
    }
    expect(() => loadConfig({ PORT: '-1' })).toThrow(/PORT: must be at least 0/);
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX: must be at least 1/);
    expect(() => loadConfig({ DATABASE_POOL_MAX: '101' })).toThrow(/DATABASE_POOL_MAX: must be at most 100/);
  });

  it('takes HOST as an address or a host name, before anything is opened', () => {
    for (const host of ['0.0.0.0', '::', '::1', '127.0.0.1', 'localhost', 'app.internal']) expect(loadConfig({ HOST: host }).HOST, host).toBe(host);
    for (const host of ['999.1.1.1', 'exa mple', 'a_b', '-x', 'http://x']) expect(() => loadConfig({ HOST: host }), host).toThrow('HOST: must be an IP address (such as 0.0.0.0 or ::) or a host name');
  });

  it('refuses an embedded database DATA_DIR too long for the control socket inside it', () => {
    const long = `/srv/${'d'.repeat(90)}`;
    expect(() => loadConfig({ DATA_DIR: long })).toThrow(`DATA_DIR: too long for the control socket the embedded database's server listens on (${long}/control.sock, 108 bytes; a socket's address holds 107): use a shorter path`);
    expect(loadConfig({ DATA_DIR: long.slice(0, -1) }).DATA_DIR).toBe(long.slice(0, -1));
    expect(loadConfig({ DATA_DIR: long, DATABASE_URL: 'postgres://localhost/alphawire' }).DATA_DIR).toBe(long);
  });

  it('takes pool and feed cache sizes only as whole numbers in range', () => {
    expect(loadConfig({ FEED_CACHE_MS: '0', DATABASE_POOL_MAX: '4' })).toMatchObject({ FEED_CACHE_MS: 0, DATABASE_POOL_MAX: 4 });
    for (const value of ['-1', '1.5', '60001', 'soon']) expect(() => loadConfig({ FEED_CACHE_MS: value })).toThrow(/FEED_CACHE_MS/);
    for (const value of ['0', '101', 'many']) expect(() => loadConfig({ DATABASE_POOL_MAX: value })).toThrow(/DATABASE_POOL_MAX/);
  });

  it('lets background work wait for requests 30 ms late by default, 0 turning that off', () => {
    expect(loadConfig({}).BACKGROUND_YIELD_LAG_MS).toBe(30);
    expect(loadConfig({ BACKGROUND_YIELD_LAG_MS: '0' }).BACKGROUND_YIELD_LAG_MS).toBe(0);
    for (const value of ['-1', '2.5', '10001', 'soon']) expect(() => loadConfig({ BACKGROUND_YIELD_LAG_MS: value })).toThrow(/BACKGROUND_YIELD_LAG_MS/);
    expect(loadConfig({}).BACKGROUND_YIELD_SLOW_MS).toBe(50);
    expect(loadConfig({ BACKGROUND_YIELD_SLOW_MS: '0' }).BACKGROUND_YIELD_SLOW_MS).toBe(0);
    for (const value of ['-1', '2.5', '60001', 'soon']) expect(() => loadConfig({ BACKGROUND_YIELD_SLOW_MS: value })).toThrow(/BACKGROUND_YIELD_SLOW_MS/);
  });

  it('keeps two seconds of the stop for background work after the drain', () => {
    expect(loadConfig({})).toMatchObject({ SHUTDOWN_TIMEOUT_MS: 10_000, SHUTDOWN_DRAIN_MS: 3_000, DATABASE_RETRY_MAX_MS: 10_000 });
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '2000', SHUTDOWN_DRAIN_MS: '0' }).SHUTDOWN_DRAIN_MS).toBe(0);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '4000' })).toThrow(/SHUTDOWN_TIMEOUT_MS: must be at least SHUTDOWN_DRAIN_MS \+ 2000 \(5000\)/);
    expect(() => loadConfig({ DATABASE_RETRY_MAX_MS: '100' })).toThrow(/DATABASE_RETRY_MAX_MS/);
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

  it('takes the public URL as an origin: a trailing slash dropped, a path, query, fragment or other scheme refused', () => {
    // A trailing slash made every feed link "http://host//feeds/…", which the web app answered instead.
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:4321/' }).PUBLIC_URL).toBe('http://127.0.0.1:4321');
    expect(loadConfig({ PUBLIC_URL: 'https://News.Example.com' }).PUBLIC_URL).toBe('https://news.example.com');
    for (const wrong of ['https://x.example/news', 'https://x.example/?a=1', 'https://x.example/#top', 'https://user:pw@x.example']) {
      expect(() => loadConfig({ PUBLIC_URL: wrong }), wrong).toThrow('PUBLIC_URL: must be the address the app is served at, with no path, query or fragment');
    }
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x.example' })).toThrow('PUBLIC_URL: must be an http:// or https:// URL');
    // No scheme: named with the rest of what is wrong, not a bare "Invalid URL".
    let error: unknown;
    try {
      loadConfig({ PUBLIC_URL: 'news.example.com', APP_SECRET: 'short' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual(['PUBLIC_URL: must be an http:// or https:// URL', expect.stringMatching(/^APP_SECRET: /)]);
  });

  it('marks cookies Secure when the public URL is https, unless told otherwise', () => {
    expect(cookiesAreSecure(loadConfig({ PUBLIC_URL: 'https://news.example.com' }))).toBe(true);
    expect(cookiesAreSecure(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }))).toBe(false);
    expect(cookiesAreSecure(loadConfig({ PUBLIC_URL: 'https://x.example', COOKIE_SECURE: 'false' }))).toBe(false);
  });
});

describe('secrets from files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'alphawire-secrets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const secretFile = (name: string, contents: string) => {
    const path = join(dir, name);
    writeFileSync(path, contents, { mode: 0o600 });
    return path;
  };

  it('reads each secret setting from NAME_FILE, without the trailing newline', () => {
    const config = loadConfig({
      APP_SECRET_FILE: secretFile('app_secret', `${'s'.repeat(40)}\n`),
      DATABASE_URL_FILE: secretFile('database_url', 'postgres://aw:pw@db:5432/aw\r\n'),
      SMTP_URL_FILE: secretFile('smtp_url', 'smtp://mail:pw@mail.example:587\n'),
      GOOGLE_CLIENT_ID: 'client-id',
      GOOGLE_CLIENT_SECRET_FILE: secretFile('google', 'google secret with spaces \n'),
    });
    expect(config).toMatchObject({
      APP_SECRET: 's'.repeat(40),
      DATABASE_URL: 'postgres://aw:pw@db:5432/aw',
      SMTP_URL: 'smtp://mail:pw@mail.example:587',
      GOOGLE_CLIENT_SECRET: 'google secret with spaces ',
    });
    // Plugins see the value, not the path.
    expect(config.env.APP_SECRET).toBe('s'.repeat(40));
    expect(config.env.APP_SECRET_FILE).toBeUndefined();
  });

  it('checks a value read from a file as it checks one from the environment', () => {
    expect(() => loadConfig({ DATABASE_URL_FILE: secretFile('mysql', 'mysql://x\n') })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadConfig({ APP_SECRET_FILE: secretFile('short', 'short\n') })).toThrow(/APP_SECRET: must be at least 32 characters/);
  });

  it('refuses a setting given both ways, naming the two', () => {
    const problems = problemsOf({ APP_SECRET: 'e'.repeat(32), APP_SECRET_FILE: secretFile('both', 'f'.repeat(32)) });
    expect(problems).toEqual(['APP_SECRET, APP_SECRET_FILE: set one or the other, not both']);
  });

  it('names a file it cannot read or that is empty, with every other problem', () => {
    const unreadable = secretFile('unreadable', 'x'.repeat(32));
    chmodSync(unreadable, 0o000);
    const problems = problemsOf({
      SMTP_URL_FILE: join(dir, 'missing'),
      ADMIN_PASSWORD_FILE: secretFile('empty', '\n'),
      PORT: 'eighty',
    });
    expect(problems).toEqual([`SMTP_URL_FILE: cannot read ${join(dir, 'missing')} (ENOENT)`, `ADMIN_PASSWORD_FILE: ${join(dir, 'empty')} is empty`, expect.stringMatching(/^PORT: /)]);
    // root reads any file, whatever its mode: the unreadable case is only seen by other users.
    if (process.getuid?.() !== 0) expect(problemsOf({ APP_SECRET_FILE: unreadable })).toEqual([`APP_SECRET_FILE: cannot read ${unreadable} (EACCES)`]);
  });

  it('never reads NAME_FILE for a setting that is not a secret', () => {
    expect(loadConfig({ PORT_FILE: join(dir, 'missing') }).PORT).toBe(3000);
  });
});

describe('log format and the first admin', () => {
  it('takes LOG_FORMAT as json or text, and leaves it to the terminal when unset', () => {
    expect(loadConfig({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(loadConfig({}).LOG_FORMAT).toBeUndefined();
    expect(problemsOf({ LOG_FORMAT: 'pretty' })).toEqual(['LOG_FORMAT: must be json or text']);
  });

  it('wants all three admin settings or none, each checked as the register form checks it', () => {
    const admin = { ADMIN_USERNAME: 'chief', ADMIN_EMAIL: 'chief@news.example.com', ADMIN_PASSWORD: 'long enough secret' };
    expect(loadConfig(admin)).toMatchObject({ ADMIN_USERNAME: 'chief', ADMIN_EMAIL: 'chief@news.example.com' });
    expect(problemsOf({ ADMIN_USERNAME: 'chief', ADMIN_EMAIL: 'chief@news.example.com' })).toEqual([
      'ADMIN_USERNAME, ADMIN_EMAIL, ADMIN_PASSWORD: set all three to create the first admin at start, or none',
    ]);
    expect(problemsOf({ ...admin, ADMIN_USERNAME: 'no spaces please', ADMIN_EMAIL: 'chief at example', ADMIN_PASSWORD: '12345' })).toEqual([
      'ADMIN_USERNAME: Username may contain only letters, digits, dots, dashes and underscores',
      'ADMIN_EMAIL: Please enter a valid email address',
      'ADMIN_PASSWORD: Password must be at least 6 characters',
    ]);
  });
});

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

import { describe, expect, it } from 'vitest';
import { redact, truncate } from './text.js';

describe('truncate', () => {
  it('leaves text within the limit as it is', () => {
    expect(truncate('Bitcoin', 7)).toBe('Bitcoin');
  });

  it('cuts longer text to the limit, ellipsis included', () => {
    expect(truncate('Bitcoin rallies', 8)).toBe('Bitcoin…');
    expect(truncate('Bitcoin rallies', 8)).toHaveLength(8);
  });

  it('never leaves half of a surrogate pair', () => {
    const cut = truncate('ab🚀cd', 4);
    expect(cut).toBe('ab…');
  });
});

describe('redact', () => {
  it('hides each secret wherever it appears', () => {
    expect(redact('token tk_abc123 refused; tk_abc123 again', ['tk_abc123'])).toBe('token [hidden] refused; [hidden] again');
  });

  it("hides a secret URL whole, and its longer path segments and query values alone", () => {
    const url = 'https://hooks.example/services/T0A1B2C3D/sEcReTpAtH7x8y9z?key=k3y-v4lu3-long';
    expect(redact(`posting to ${url} failed`, [url])).toBe('posting to [hidden] failed');
    expect(redact('bad token sEcReTpAtH7x8y9z for T0A1B2C3D with k3y-v4lu3-long at services', [url])).toBe(
      'bad token [hidden] for [hidden] with [hidden] at services',
    );
  });

  it('ignores empty secrets', () => {
    expect(redact('nothing to hide', [''])).toBe('nothing to hide');
  });
});

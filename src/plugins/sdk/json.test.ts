import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH, parseUntrustedJson } from './json.js';

const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('parseUntrustedJson', () => {
  it('parses JSON nested up to the limit, arrays and objects alike', () => {
    expect(parseUntrustedJson(arrays(MAX_JSON_DEPTH))).toHaveLength(1);
    expect(parseUntrustedJson(objects(MAX_JSON_DEPTH))).toHaveProperty('a');
    expect(parseUntrustedJson('{"items":[{"title":"Fed holds rates"}],"n":1}')).toEqual({ items: [{ title: 'Fed holds rates' }], n: 1 });
  });

  it.each([MAX_JSON_DEPTH + 1, 1000, 100_000])('refuses arrays and objects nested %i levels with a SyntaxError', (depth) => {
    expect(() => parseUntrustedJson(arrays(depth))).toThrow(new SyntaxError(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`));
    expect(() => parseUntrustedJson(objects(depth))).toThrow(SyntaxError);
  });

  it('counts no brackets inside strings, escaped quotes included', () => {
    const inText = JSON.stringify({ text: '['.repeat(1000), quoted: `\\"${'{'.repeat(1000)}` });
    expect(parseUntrustedJson(inText)).toHaveProperty('text');
  });

  it('still throws JSON.parse’s own error for text that is not JSON', () => {
    expect(() => parseUntrustedJson('{"a":')).toThrow(SyntaxError);
    expect(() => parseUntrustedJson('')).toThrow(SyntaxError);
  });
});

describe('jsonNestsDeeperThan', () => {
  it('measures the deepest point, not the total of brackets', () => {
    const wide = `[${Array.from({ length: 1000 }, () => '[[1]]').join(',')}]`;
    expect(jsonNestsDeeperThan(wide, 3)).toBe(false);
    expect(jsonNestsDeeperThan(wide, 2)).toBe(true);
  });
});

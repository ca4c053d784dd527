import { describe, expect, it } from 'vitest';
import { maskId, maskSecret } from '../../../src/server/modules/x/mask.js';

const DOTS = '••••••••';

describe('maskSecret', () => {
  it('shows only the last four characters of a long secret', () => {
    const secret = 'supersecret-0123456789abcdef';
    expect(maskSecret(secret)).toBe(`${DOTS}cdef`);
    expect(maskSecret(secret)).not.toContain('supe');
  });

  it('shows nothing of a secret shorter than 16 characters, nor of an empty one', () => {
    expect(maskSecret('0123456789abcde')).toBe(DOTS);
    expect(maskSecret('0123456789abcdef')).toBe(`${DOTS}cdef`);
    expect(maskSecret('')).toBe(DOTS);
  });
});

describe('maskId', () => {
  it('shows the first and last four characters of a client id longer than 8', () => {
    expect(maskId('client-0123456789')).toBe(`clie${DOTS}6789`);
    expect(maskId('12345678')).toBe(DOTS);
  });
});

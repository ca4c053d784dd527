import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretBoxError } from '../../../src/server/crypto/secret-box.js';

const OLD = 'an-old-app-secret-that-is-long-enough-1234';
const NEW = 'a-new-app-secret-that-is-long-enough-56789';

describe('secret box', () => {
  it('opens what it sealed, and never shows the plain text in the sealed form', () => {
    const box = createSecretBox(NEW);
    const sealed = box.seal('client-secret-ÄÖ-🙂');
    expect(sealed).not.toContain('client-secret');
    expect(sealed.startsWith(`v1.${box.keyId}.`)).toBe(true);
    expect(box.open(sealed)).toBe('client-secret-ÄÖ-🙂');
  });

  it('seals the same text differently each time (a fresh IV)', () => {
    const box = createSecretBox(NEW);
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a tampered value', () => {
    const box = createSecretBox(NEW);
    const parts = box.seal('token').split('.');
    const body = Buffer.from(parts[4]!, 'base64url');
    body[0]! ^= 1;
    parts[4] = body.toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow(SecretBoxError);
  });

  it('refuses values that are not sealed, or sealed under a key it does not know', () => {
    expect(() => createSecretBox(NEW).open('plain text')).toThrow('not a sealed value');
    const oldSealed = createSecretBox(OLD).seal('token');
    expect(() => createSecretBox(NEW).open(oldSealed)).toThrow(/unknown key/);
  });

  it('opens values of a previous secret and seals new ones under the current key (rotation)', () => {
    const oldBox = createSecretBox(OLD);
    const sealed = oldBox.seal('token');
    const box = createSecretBox(NEW, [OLD]);
    expect(box.open(sealed)).toBe('token');
    expect(box.keyIdOf(sealed)).toBe(oldBox.keyId);
    expect(box.keyIdOf(box.seal('token'))).toBe(box.keyId);
    expect(box.keyId).not.toBe(oldBox.keyId);
  });
});

import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals the secrets we store (X app credentials and tokens, two-factor keys) with AES-256-GCM.
 *
 * The key is derived from APP_SECRET (HKDF-SHA256), and every sealed value names its key by a short
 * id, so an operator can move to a new APP_SECRET: the old one is listed in PREVIOUS_APP_SECRETS
 * until `alphawire secrets rotate` has re-sealed every row under the new key.
 *
 * Sealed form: `v1.<keyId>.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
export interface SecretBox {
  /** The id of the key new values are sealed with. */
  readonly keyId: string;
  seal(plain: string): string;
  /** The plain text; throws SecretBoxError when the value is malformed, tampered with or its key unknown. */
  open(sealed: string): string;
  /** The key id a sealed value names (null when it is not a sealed value). */
  keyIdOf(sealed: string): string | null;
}

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

const VERSION = 'v1';
const IV_BYTES = 12;

interface Key {
  id: string;
  bytes: Buffer;
}

function deriveKey(appSecret: string): Key {
  const bytes = Buffer.from(hkdfSync('sha256', appSecret, 'alphawire', 'secret-box v1', 32));
  const id = createHash('sha256').update(bytes).digest('base64url').slice(0, 8);
  return { id, bytes };
}

/** A box sealing with `current`, able to open what `previous` secrets sealed. */
export function createSecretBox(current: string, previous: readonly string[] = []): SecretBox {
  const sealing = deriveKey(current);
  const keys = new Map([sealing, ...previous.map(deriveKey)].map((key) => [key.id, key]));

  function parts(sealed: string): string[] | null {
    const split = sealed.split('.');
    return split.length === 5 && split[0] === VERSION ? split : null;
  }

  return {
    keyId: sealing.id,
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', sealing.bytes, iv);
      cipher.setAAD(Buffer.from(`${VERSION}.${sealing.id}`));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, sealing.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed) {
      const split = parts(sealed);
      if (!split) throw new SecretBoxError('not a sealed value');
      const [, keyId, iv, tag, body] = split as [string, string, string, string, string];
      const key = keys.get(keyId);
      if (!key) throw new SecretBoxError(`sealed with an unknown key (${keyId}): is its APP_SECRET in PREVIOUS_APP_SECRETS?`);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(`${VERSION}.${keyId}`));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('sealed value failed its integrity check');
      }
    },
    keyIdOf(sealed) {
      return parts(sealed)?.[1] ?? null;
    },
  };
}

import { createHmac, timingSafeEqual } from 'node:crypto';

function signer(appSecret: string): (userId: number) => string {
  const key = createHmac('sha256', appSecret).update('daily-digest unsubscribe v1').digest();
  return (userId) => createHmac('sha256', key).update(`digest-unsubscribe:${userId}`).digest('base64url');
}

/**
 * The one-click unsubscribe link's token: the member's id and an HMAC of it under a key derived
 * from the app secret. It needs no sign-in and does not expire (an old mail's link still works,
 * signed under a secret since rotated into `previousSecrets` too); all it can do is turn that
 * member's digest off.
 */
export function createUnsubscribeTokens(appSecret: string, previousSecrets: readonly string[] = []) {
  const sign = signer(appSecret);
  const signers = [sign, ...previousSecrets.map(signer)];
  return {
    tokenFor(userId: number): string {
      return `${userId}.${sign(userId)}`;
    },

    /** The member a token names, or null when it is malformed or no secret of ours signed it. */
    userIdOf(token: string): number | null {
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const userId = Number(match[1]);
      const given = Buffer.from(match[2]!);
      const signed = signers.some((signWith) => {
        const expected = Buffer.from(signWith(userId));
        return expected.length === given.length && timingSafeEqual(expected, given);
      });
      return signed ? userId : null;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe link's token: the member's id and an HMAC of it under a key derived
 * from the app secret. It needs no sign-in and does not expire (an old mail's link still works);
 * all it can do is turn that member's digest off.
 */
export function createUnsubscribeTokens(appSecret: string) {
  const key = createHmac('sha256', appSecret).update('daily-digest unsubscribe v1').digest();
  const sign = (userId: number) => createHmac('sha256', key).update(`digest-unsubscribe:${userId}`).digest('base64url');
  return {
    tokenFor(userId: number): string {
      return `${userId}.${sign(userId)}`;
    },

    /** The member a token names, or null when it is malformed or its signature is wrong. */
    userIdOf(token: string): number | null {
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const userId = Number(match[1]);
      const expected = Buffer.from(sign(userId));
      const given = Buffer.from(match[2]!);
      return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;

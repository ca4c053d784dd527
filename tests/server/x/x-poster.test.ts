import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xPoster } from '../../../src/plugins/posters/x/index.js';
import { xSettingsSchema } from '../../../src/plugins/posters/x/settings.js';
import { AuthError, RateLimitedError, RejectedError, TransientError, type PosterInstance } from '../../../src/plugins/sdk/index.js';
import { createTestContext } from '../../../src/plugins/sdk/testing/index.js';
import { type FakeX, startFakeX } from '../../helpers/fake-x.js';

const NOW = new Date('2026-11-25T10:00:00Z');
const REDIRECT = 'http://127.0.0.1:1/api/auth/x/callback';
const verifier = 'v'.repeat(50);
const challenge = createHash('sha256').update(verifier).digest('base64url');
const app = { clientId: 'client-1', clientSecret: 'secret-1' };

let fake: FakeX;
let poster: PosterInstance;

/** Runs the authorize redirect and the code exchange, as the member's browser and the server would. */
async function authorize(clientId = app.clientId, codeVerifier = verifier) {
  const url = poster.authorizeUrl({ clientId, redirectUri: REDIRECT, state: 'st-1', codeChallenge: challenge });
  const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
  return poster.exchangeCode({ credentials: app, code: back.searchParams.get('code')!, redirectUri: REDIRECT, codeVerifier });
}

beforeAll(async () => {
  fake = await startFakeX({ now: () => NOW });
  fake.addApp(app.clientId, app.clientSecret, 'wire_member');
  const settings = xSettingsSchema.parse({ authorizeUrl: fake.authorizeUrl, tokenUrl: fake.tokenUrl, apiBaseUrl: fake.url });
  poster = xPoster.create(createTestContext({ now: NOW }), settings);
});
afterAll(() => fake.stop());

describe('X poster plugin', () => {
  it('asks for the four scopes with an S256 challenge and the state', () => {
    const url = new URL(poster.authorizeUrl({ clientId: 'abc', redirectUri: REDIRECT, state: 'the-state', codeChallenge: challenge }));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code', client_id: 'abc', redirect_uri: REDIRECT, scope: 'tweet.read tweet.write users.read offline.access',
      state: 'the-state', code_challenge: challenge, code_challenge_method: 'S256',
    });
  });

  it('exchanges a code with its verifier for tokens that post, and refuses a wrong verifier', async () => {
    await expect(authorize(app.clientId, 'w'.repeat(50))).rejects.toThrow(/code verifier did not match/);
    const tokens = await authorize();
    expect(tokens.scopes).toEqual(['tweet.read', 'tweet.write', 'users.read', 'offline.access']);
    expect(tokens.expiresAt).toEqual(new Date(NOW.getTime() + 7200_000));
    const credentials = { ...app, ...tokens };
    expect(await poster.verify(credentials)).toMatchObject({ username: 'wire_member', canWrite: true });
    const post = await poster.publish(credentials, 'Markets open higher https://example.com/a');
    expect(fake.tweetsOf('wire_member').map((t) => t.id)).toContain(post.id);
    expect((await poster.recentPosts(credentials, 5))[0]).toEqual({ id: post.id, text: 'Markets open higher https://example.com/a' });
  });

  it('rotates the refresh token: the old one is refused after use', async () => {
    const tokens = await authorize();
    const next = await poster.refresh({ ...app, ...tokens });
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    await expect(poster.refresh({ ...app, ...tokens })).rejects.toThrow(AuthError);
  });

  it("maps X's refusals to SDK errors a member can act on", async () => {
    const credentials = { ...app, ...(await authorize()) };
    await poster.publish(credentials, 'Same words twice');
    await expect(poster.publish(credentials, 'Same words twice')).rejects.toThrow(new RejectedError('X refused the post: you already posted this exact text (HTTP 403)'));
    await expect(poster.publish(credentials, 'x'.repeat(281))).rejects.toThrow(RejectedError);
    fake.failTweets(429);
    const limited = await poster.publish(credentials, 'rate limited').catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(RateLimitedError);
    expect((limited as RateLimitedError).retryAfterSeconds).toBe(900);
    expect((limited as Error).message).toBe("X's rate limit is reached; it resets at 10:15 UTC (HTTP 429)");
    fake.failTweets(503);
    await expect(poster.publish(credentials, 'server down')).rejects.toThrow(TransientError);
    fake.expireAccessTokens();
    await expect(poster.publish(credentials, 'expired')).rejects.toThrow(/authorize again \(HTTP 401\)/);
  });

  it('reports missing write scope, and tells a known client from an unknown one', async () => {
    fake.addApp('read-only', 'secret-ro', 'reader', ['tweet.read', 'users.read', 'offline.access']);
    const url = poster.authorizeUrl({ clientId: 'read-only', redirectUri: REDIRECT, state: 's', codeChallenge: challenge });
    const code = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!).searchParams.get('code')!;
    const creds = { clientId: 'read-only', clientSecret: 'secret-ro' };
    const tokens = await poster.exchangeCode({ credentials: creds, code, redirectUri: REDIRECT, codeVerifier: verifier });
    expect(await poster.verify({ ...creds, ...tokens })).toMatchObject({ username: 'reader', canWrite: false });
    await expect(poster.checkClient(app)).resolves.toBeUndefined();
    await expect(poster.checkClient({ clientId: app.clientId, clientSecret: 'wrong' })).rejects.toThrow('X did not accept the Client ID and Client Secret (HTTP 401)');
  });
});

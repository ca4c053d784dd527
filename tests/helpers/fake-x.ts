import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake of X on loopback, behaving like the documented API v2 for what AlphaWire calls:
 * OAuth 2.0 authorization code with PKCE (authorize redirects straight back, as if the member
 * consented), the token endpoint (code + verifier check, refresh-token rotation, invalid_grant),
 * GET /2/users/me, GET /2/users/:id/tweets and POST /2/tweets (280 weighted characters, links 23,
 * duplicate content 403, 429 with x-rate-limit-reset, 401 on an expired token).
 */
export interface FakeXOptions {
  /** The fake's clock, shared with the app's in tests that move time. */
  now?: () => Date;
  /** Lifetime of an access token in seconds (X's is 7200). */
  accessTokenSeconds?: number;
}

interface App {
  clientSecret: string;
  username: string;
  /** Scopes the member grants (all requested by default). */
  grant?: string[];
}
interface Grant {
  clientId: string;
  userId: string;
  scopes: string[];
}
interface AccessToken extends Grant {
  expiresAt: number;
}
interface Code extends Grant {
  redirectUri: string;
  challenge: string;
  used: boolean;
  expiresAt: number;
}
export interface FakeTweet {
  id: string;
  text: string;
  userId: string;
}

export interface FakeX {
  url: string;
  authorizeUrl: string;
  tokenUrl: string;
  env: Record<string, string>;
  /** Registers a member's X app; its user is created with this username. */
  addApp(clientId: string, clientSecret: string, username: string, grant?: string[]): void;
  /** Tokens for a registered app's member as if it had authorized (benchmarks set up many at once). */
  issueTokens(clientId: string): { access_token: string; refresh_token: string; expires_in: number; scope: string };
  tweets: FakeTweet[];
  tweetsOf(username: string): FakeTweet[];
  /** Every request: method, path (with query) and whether it carried a bearer token. */
  requests: { method: string; path: string; body: string }[];
  /** The next n tweet posts answer this status (429 carries x-rate-limit-reset, 5xx a plain error). */
  failTweets(status: number, n?: number): void;
  /** Makes every access token issued so far expire now. */
  expireAccessTokens(): void;
  /** Makes every refresh token issued so far unusable (revoked at X). */
  revokeRefreshTokens(): void;
  /** Delays each POST /2/tweets answer (after it is stored), to widen races in tests. */
  tweetDelayMs: number;
  stop(): Promise<void>;
}

const TOO_LONG = 280;

/** X's weighted length, simplified: every http(s) link counts 23, everything else one per code point. */
function weightedLength(text: string): number {
  let length = 0;
  const rest = text.replace(/https?:\/\/\S+/g, () => {
    length += 23;
    return '';
  });
  return length + [...rest].length;
}

function token(prefix: string): string {
  return `${prefix}-${randomBytes(18).toString('base64url')}`;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function problem(res: ServerResponse, status: number, title: string, detail: string, headers: Record<string, string> = {}) {
  send(res, status, { title, detail, type: 'about:blank', status }, headers);
}

export async function startFakeX(options: FakeXOptions = {}): Promise<FakeX> {
  const now = () => (options.now ?? (() => new Date()))().getTime();
  const accessSeconds = options.accessTokenSeconds ?? 7200;
  const apps = new Map<string, App>();
  const users = new Map<string, string>(); // id → username
  const codes = new Map<string, Code>();
  const access = new Map<string, AccessToken>();
  const refresh = new Map<string, Grant & { used: boolean }>();
  const tweets: FakeTweet[] = [];
  const requests: FakeX['requests'] = [];
  const failures: number[] = [];
  let nextId = 1_900_000_000_000_000_000n;

  function userIdOf(username: string): string {
    for (const [id, name] of users) if (name === username) return id;
    const id = String(1000 + users.size);
    users.set(id, username);
    return id;
  }

  function issue(grant: Grant) {
    const accessToken = token('at');
    access.set(accessToken, { ...grant, expiresAt: now() + accessSeconds * 1000 });
    const answer: Record<string, unknown> = { token_type: 'bearer', expires_in: accessSeconds, access_token: accessToken, scope: grant.scopes.join(' ') };
    if (grant.scopes.includes('offline.access')) {
      const refreshToken = token('rt');
      refresh.set(refreshToken, { ...grant, used: false });
      answer.refresh_token = refreshToken;
    }
    return answer;
  }

  function clientOf(req: IncomingMessage): string | null {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return null;
    const [id, secret] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':').map(decodeURIComponent);
    const app = id ? apps.get(id) : undefined;
    return app && app.clientSecret === secret ? id! : null;
  }

  function bearer(req: IncomingMessage): AccessToken | null {
    const header = req.headers.authorization ?? '';
    const found = header.startsWith('Bearer ') ? access.get(header.slice(7)) : undefined;
    return found && found.expiresAt > now() ? found : null;
  }

  function authorize(url: URL, res: ServerResponse) {
    const q = url.searchParams;
    const app = apps.get(q.get('client_id') ?? '');
    const redirectUri = q.get('redirect_uri') ?? '';
    if (!app || !redirectUri || q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) {
      res.writeHead(400, { 'content-type': 'text/html' });
      res.end('<h1>Something went wrong</h1><p>You weren’t able to give access to the App.</p>');
      return;
    }
    const requested = (q.get('scope') ?? '').split(' ').filter(Boolean);
    const scopes = app.grant ? requested.filter((s) => app.grant!.includes(s)) : requested;
    const code = token('code');
    codes.set(code, { clientId: q.get('client_id')!, userId: userIdOf(app.username), scopes, redirectUri, challenge: q.get('code_challenge')!, used: false, expiresAt: now() + 30_000 });
    const back = new URL(redirectUri);
    back.searchParams.set('state', q.get('state') ?? '');
    back.searchParams.set('code', code);
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  function tokenEndpoint(req: IncomingMessage, body: string, res: ServerResponse) {
    const clientId = clientOf(req);
    if (!clientId) return send(res, 401, { error: 'unauthorized_client', error_description: 'Missing valid authorization header' });
    const form = new URLSearchParams(body);
    const invalid = (description: string) => send(res, 400, { error: 'invalid_grant', error_description: description });
    if (form.get('grant_type') === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      if (!code || code.used || code.expiresAt < now() || code.clientId !== clientId) return invalid('Value passed for the authorization code was invalid.');
      code.used = true;
      if (code.redirectUri !== form.get('redirect_uri')) return invalid('Value passed for the redirect uri did not match the uri of the authorization code.');
      const challenge = createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url');
      if (challenge !== code.challenge) return invalid('Value passed for the code verifier did not match the code challenge.');
      return send(res, 200, issue(code));
    }
    if (form.get('grant_type') === 'refresh_token') {
      const old = refresh.get(form.get('refresh_token') ?? '');
      if (!old || old.used || old.clientId !== clientId) return invalid('Value passed for the token was invalid.');
      old.used = true; // rotation: a refresh token works once
      return send(res, 200, issue(old));
    }
    return send(res, 400, { error: 'unsupported_grant_type', error_description: 'Value passed for the grant type was invalid.' });
  }

  function postTweet(req: IncomingMessage, body: string, res: ServerResponse, user: AccessToken) {
    if (!user.scopes.includes('tweet.write')) return problem(res, 403, 'Forbidden', 'You are not permitted to perform this action.');
    const failure = failures.shift();
    if (failure === 429) return problem(res, 429, 'Too Many Requests', 'Too Many Requests', { 'x-rate-limit-limit': '17', 'x-rate-limit-remaining': '0', 'x-rate-limit-reset': String(Math.floor(now() / 1000) + 900) });
    if (failure) return problem(res, failure, 'Service Unavailable', 'Service Unavailable');
    let text: unknown;
    try {
      text = (JSON.parse(body) as { text?: unknown }).text;
    } catch {
      text = undefined;
    }
    if (typeof text !== 'string' || text.trim() === '' || weightedLength(text) > TOO_LONG) {
      return send(res, 400, { errors: [{ parameters: { text: [String(text)] }, message: 'Your Tweet text is too long or empty.' }], title: 'Invalid Request', detail: 'One or more parameters to your request was invalid.', type: 'https://api.twitter.com/2/problems/invalid-request' });
    }
    if (tweets.some((t) => t.userId === user.userId && t.text === text)) {
      return problem(res, 403, 'Forbidden', 'You are not allowed to create a Tweet with duplicate content.');
    }
    nextId += 1n;
    const tweet = { id: String(nextId), text, userId: user.userId };
    tweets.push(tweet);
    const answer = () => send(res, 201, { data: { id: tweet.id, text, edit_history_tweet_ids: [tweet.id] } });
    if (fake.tweetDelayMs > 0) setTimeout(answer, fake.tweetDelayMs);
    else answer();
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake-x');
      const body = await readBody(req);
      requests.push({ method: req.method ?? 'GET', path: url.pathname + url.search, body });
      if (req.method === 'GET' && url.pathname === '/i/oauth2/authorize') return authorize(url, res);
      if (req.method === 'POST' && url.pathname === '/2/oauth2/token') return tokenEndpoint(req, body, res);
      const user = bearer(req);
      if (!user) return problem(res, 401, 'Unauthorized', 'Unauthorized');
      if (req.method === 'GET' && url.pathname === '/2/users/me') {
        return send(res, 200, { data: { id: user.userId, name: users.get(user.userId), username: users.get(user.userId) } });
      }
      const timeline = /^\/2\/users\/(\d+)\/tweets$/.exec(url.pathname);
      if (req.method === 'GET' && timeline) {
        const max = Math.min(100, Number(url.searchParams.get('max_results') ?? 10));
        const data = tweets.filter((t) => t.userId === timeline[1]).reverse().slice(0, max).map(({ id, text }) => ({ id, text }));
        return send(res, 200, { data, meta: { result_count: data.length } });
      }
      if (req.method === 'POST' && url.pathname === '/2/tweets') return postTweet(req, body, res, user);
      return problem(res, 404, 'Not Found Error', 'Sorry, that page does not exist.');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeX = {
    url: base,
    authorizeUrl: `${base}/i/oauth2/authorize`,
    tokenUrl: `${base}/2/oauth2/token`,
    env: { X_AUTHORIZE_URL: `${base}/i/oauth2/authorize`, X_TOKEN_URL: `${base}/2/oauth2/token`, X_API_BASE_URL: base },
    addApp(clientId, clientSecret, username, grant) {
      apps.set(clientId, { clientSecret, username, grant });
      userIdOf(username);
    },
    issueTokens(clientId) {
      const app = apps.get(clientId)!;
      return issue({ clientId, userId: userIdOf(app.username), scopes: ['tweet.read', 'tweet.write', 'users.read', 'offline.access'] }) as ReturnType<FakeX['issueTokens']>;
    },
    tweets,
    tweetsOf: (username) => tweets.filter((t) => users.get(t.userId) === username),
    requests,
    failTweets(status, n = 1) {
      for (let i = 0; i < n; i += 1) failures.push(status);
    },
    expireAccessTokens() {
      for (const t of access.values()) t.expiresAt = now() - 1;
    },
    revokeRefreshTokens() {
      for (const t of refresh.values()) t.used = true;
    },
    tweetDelayMs: 0,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

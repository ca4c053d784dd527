import { z } from 'zod';
import { AuthError, InvalidResponseError, type HttpResponse, type PluginContext, type PosterCredentials, type PosterTokens } from '../../sdk/index.js';
import { tokenError, xError } from './errors.js';
import type { XSettings } from './settings.js';

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().positive().optional(),
  scope: z.string().default(''),
});
const meAnswer = z.object({ data: z.object({ id: z.string(), username: z.string() }) });
const tweetAnswer = z.object({ data: z.object({ id: z.string() }) });
const timelineAnswer = z.object({ data: z.array(z.object({ id: z.string(), text: z.string() })).default([]) });

/** Talks to X: every call stays on the configured hosts (redirects included) and maps X's errors. */
export function createXClient(ctx: PluginContext, settings: XSettings) {
  const hosts = [...new Set([settings.authorizeUrl, settings.tokenUrl, settings.apiBaseUrl].map((u) => new URL(u).hostname.toLowerCase()))];
  const api = (path: string) => `${settings.apiBaseUrl.replace(/\/+$/, '')}${path}`;

  function parse<T>(schema: z.ZodType<T>, response: HttpResponse, what: string): T {
    let body: unknown;
    try {
      body = response.json();
    } catch {
      throw new InvalidResponseError(`X's answer to ${what} is not JSON`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new InvalidResponseError(`X's answer to ${what} lacks the expected fields`);
    return parsed.data;
  }

  async function token(credentials: PosterCredentials, form: Record<string, string>): Promise<PosterTokens> {
    const basic = Buffer.from(`${encodeURIComponent(credentials.clientId)}:${encodeURIComponent(credentials.clientSecret)}`).toString('base64');
    const response = await ctx.http.request({
      url: settings.tokenUrl,
      method: 'POST',
      allowedHosts: hosts,
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ ...form, client_id: credentials.clientId }).toString(),
    });
    const error = tokenError(response, ctx.now());
    if (error) throw error;
    const answer = parse(tokenAnswer, response, 'the token request');
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      expiresAt: answer.expires_in ? new Date(ctx.now().getTime() + answer.expires_in * 1000) : undefined,
      scopes: answer.scope.split(' ').filter(Boolean),
    };
  }

  async function call(credentials: PosterCredentials, path: string, body?: unknown): Promise<HttpResponse> {
    if (!credentials.accessToken) throw new AuthError('AlphaWire is not authorized to use your X account yet: click Authorize');
    const response = await ctx.http.request({
      url: api(path),
      method: body === undefined ? 'GET' : 'POST',
      allowedHosts: hosts,
      headers: { authorization: `Bearer ${credentials.accessToken}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const error = xError(response, ctx.now());
    if (error) throw error;
    return response;
  }

  const me = async (credentials: PosterCredentials) => parse(meAnswer, await call(credentials, '/2/users/me'), 'who am I').data;

  return {
    token,
    me,
    async publish(credentials: PosterCredentials, text: string) {
      return parse(tweetAnswer, await call(credentials, '/2/tweets', { text }), 'the post').data;
    },
    async recentPosts(credentials: PosterCredentials, limit: number) {
      const { id } = await me(credentials);
      const max = Math.min(100, Math.max(5, limit));
      return parse(timelineAnswer, await call(credentials, `/2/users/${encodeURIComponent(id)}/tweets?max_results=${max}`), 'the timeline').data;
    },
  };
}

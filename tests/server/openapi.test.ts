import type { RequestRoute } from '@hapi/hapi';
import { compileErrors, validate } from '@readme/openapi-parser';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from '../../src/contracts/openapi.js';
import { POLL_INTERVAL_OPTIONS } from '../../src/contracts/provider.js';
import { routeDoc, type RouteSchemas } from '../../src/server/http/route.js';
import { APP_VERSION } from '../../src/server/version.js';
import { marketauxSource } from '../../src/plugins/sources/marketaux/index.js';
import { webhookNotifier } from '../../src/plugins/notifiers/webhook/index.js';
import { type Agent, type AgentResponse, createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';

let app: TestApp;
let document: OpenApiDocument;
let admin: Agent;

// The catch-alls (the web app's, and /api's and /feeds' JSON 404s): what they answer is not a call of the API.
const NOT_CALLS = new Set(['/api/{path*}', '/feeds/{path*}', '/{path*}']);

function schemasOf(route: RequestRoute): RouteSchemas | undefined {
  return routeDoc(route)?.schemas;
}

function operationOf(route: RequestRoute): OpenApiOperation | undefined {
  return document.paths[route.path]?.[route.method as 'get'];
}

function keysOf(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : [];
}

/** Checks an answer against what the document says of its route: a status it names, and the body by the route's schema. */
function expectDocumented(method: 'POST' | 'PUT' | 'DELETE' | 'GET', path: string, res: AgentResponse): void {
  const route = app.server.match(method, path);
  const name = `${method} ${route?.path ?? path}`;
  const operation = route ? operationOf(route) : undefined;
  expect(operation, `${name} is documented`).toBeDefined();
  expect(Object.keys(operation!.responses), `${name} answered ${res.statusCode}: ${JSON.stringify(res.body)}`).toContain(String(res.statusCode));
  if (res.statusCode === 204) return expect(res.body, name).toBe('');
  const schema = schemasOf(route!)?.response?.schema;
  expect(schema, `${name} declares its answer`).toBeDefined();
  const parsed = schema!.safeParse(res.body);
  expect(parsed.success, `${name}: ${parsed.error?.message}`).toBe(true);
}

function namesIn(operation: OpenApiOperation, where: 'path' | 'query'): string[] {
  return operation.parameters.filter((parameter) => parameter.in === where).map((parameter) => parameter.name).sort();
}

const ERROR = { $ref: '#/components/responses/Error' };


const calls = () => app.server.table().filter((route) => !NOT_CALLS.has(route.path));

beforeAll(async () => {
  // A channel type and the news provider, whose calls answer without reaching the network (nothing is enabled to fetch).
  app = await startTestApp({ plugins: [webhookNotifier, marketauxSource], env: { MARKETAUX_API_TOKEN: 'doc-token' } });
  await app.ctx.services.accounts.createUser({ username: 'doc-admin', email: 'doc-admin@example.com', password: 'a-good-password' }, 'admin');
  admin = createAgent(app.server);
  expect((await admin.post('/api/auth/login', { loginId: 'doc-admin', password: 'a-good-password' })).statusCode).toBe(200);
  const res = await createAgent(app.server).get<OpenApiDocument>('/api/openapi.json');
  expect(res.statusCode).toBe(200);
  document = res.body;
});
afterAll(async () => {
  await app.stop();
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.info.version).toBe(APP_VERSION);
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('is public and may be cached by anyone', async () => {
    const res = await createAgent(app.server).get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('max-age=3600, must-revalidate, public');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers only GET', async () => {
    const res = await admin.post('/api/openapi.json', {});
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});

describe('the document and the route table', () => {
  it('has every call of the API, each declared with route() and its schemas', () => {
    const missing: string[] = [];
    for (const route of calls()) {
      const schemas = schemasOf(route);
      const operation = operationOf(route);
      const name = `${route.method.toUpperCase()} ${route.path}`;
      if (!schemas || !operation) {
        missing.push(`${name}: ${schemas ? 'not in the document' : 'not declared with route()'}`);
        continue;
      }
      const templated = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      expect(namesIn(operation, 'path'), name).toEqual([...new Set([...keysOf(schemas.params), ...templated])].sort());
      expect(namesIn(operation, 'query'), name).toEqual(keysOf(schemas.query));
      const body = operation.requestBody?.content['application/json']?.schema;
      expect(body !== undefined, `${name} has a request body`).toBe(schemas.payload !== undefined);
      if (schemas.payload instanceof z.ZodObject) expect(Object.keys(body?.properties ?? {}).sort(), name).toEqual(keysOf(schemas.payload));
      const answer = operation.responses[String(schemas.response?.status ?? 200)] as { content?: Record<string, { schema: object }> };
      if (schemas.response?.schema) expect(Object.keys(answer.content?.['application/json']?.schema ?? {}), name).not.toEqual([]);
    }
    expect(missing).toEqual([]);
    const inTable = calls().length;
    const inDocument = Object.values(document.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
    expect(inDocument).toBe(inTable);
    expect(inTable).toBeGreaterThan(60);
  });

  it('gives every JSON answer a schema that says something', () => {
    const open: string[] = [];
    for (const route of calls()) {
      const { status = 200, schema, type } = schemasOf(route)?.response ?? {};
      // An event stream, a feed, a file, an empty answer or a redirect has no JSON body to describe.
      if (type || status === 204 || (status >= 300 && status < 400)) continue;
      const answer = operationOf(route)?.responses[String(status)] as { content?: Record<string, { schema: object }> } | undefined;
      const documented = answer?.content?.['application/json']?.schema ?? {};
      const name = `${route.method.toUpperCase()} ${route.path}`;
      if (!schema || Object.keys(documented).length === 0) open.push(name);
    }
    expect(open).toEqual([]);
  });

  it('documents the redirect a call makes when asked to, beside its answer', () => {
    expect(Object.keys(document.paths['/api/auth/x/authorize']!.get!.responses)).toEqual(['200', '302', '4XX', '5XX']);
    expect(Object.keys(document.paths['/api/news']!.get!.responses)).toEqual(['200', '4XX', '5XX']);
  });

  it('documents the status a member’s alerts, channels and API tokens answer when created (201) and deleted (204, no body)', () => {
    for (const path of ['/api/user/alerts', '/api/user/channels', '/api/user/api-tokens']) {
      expect(Object.keys(document.paths[path]!.post!.responses), path).toEqual(['201', '4XX', '5XX']);
      expect(document.paths[path]!.post!.responses['201']).toHaveProperty(['content', 'application/json', 'schema', 'properties']);
      expect(document.paths[`${path}/{id}`]!.delete!.responses, path).toEqual({ '204': { description: 'Success, no body' }, '4XX': ERROR, '5XX': ERROR });
    }
  });

  it('lists the 304 of the feeds, which answer a reader whose copy is current with no body', () => {
    for (const path of ['/feeds/news.rss', '/feeds/u/{token}/watchlist.atom']) {
      expect(Object.keys(document.paths[path]!.get!.responses), path).toEqual(['200', '304', '4XX', '5XX']);
    }
    expect(Object.keys(document.paths['/api/news']!.get!.responses)).toEqual(['200', '4XX', '5XX']);
  });

  it('says who may call each route, and asks for the CSRF header on writes made with the cookie', () => {
    const instance = document.paths['/api/instance']!.get!;
    expect(instance['x-access']).toBe('public');
    expect(instance.security).toEqual([]);
    // The feed reads a member's session for their mutes (docs/product.md#mutes), and serves everybody.
    expect(document.paths['/api/news']!.get!['x-access']).toBe('optional');
    const article = document.paths['/api/news/{id}']!.get!;
    expect(article['x-access']).toBe('member');
    expect(article.security).toEqual([{ cookieAuth: [] }, { bearerAuth: [] }]);
    const role = document.paths['/api/admin/users/{id}/role']!.put!;
    expect(role['x-access']).toBe('admin');
    expect(role.security).toEqual([{ cookieAuth: [], csrfToken: [] }, { bearerAuth: [] }]);
    expect(document.paths['/api/live']!.get!['x-access']).toBe('optional');
    // Signing in needs no session, and the header still guards it against cross-site posts. Routes
    // on the server's default (AUTH.optional) read a bearer token as they read a session: a bad
    // one is a 401 there too, so the document lists it.
    expect(document.paths['/api/auth/login']!.post!.security).toEqual([{ csrfToken: [] }, { cookieAuth: [], csrfToken: [] }, { bearerAuth: [] }]);
    expect(document.paths['/api/auth/check-username/{username}']!.get!.security).toEqual([{}, { cookieAuth: [] }, { bearerAuth: [] }]);
    // Calls for the session alone answer an API token 403 (http/auth.ts): the document offers it no token.
    for (const [path, method] of [['/api/user/2fa/start', 'post'], ['/api/user/api-tokens', 'get'], ['/api/user/feed-token', 'get'], ['/api/auth/heartbeat', 'post']] as const) {
      const operation = document.paths[path]![method]!;
      expect(JSON.stringify(operation.security), `${method} ${path}`).not.toContain('bearerAuth');
      expect(JSON.stringify(operation.security), `${method} ${path}`).toContain('cookieAuth');
    }
    // The mail client's one-click unsubscribe cannot send the header, and the server does not ask it to.
    expect(JSON.stringify(document.paths['/api/digest/unsubscribe']!.post!.security)).not.toContain('csrfToken');
  });

  it('documents a request body with what a caller sends, before any transform, and not as required when it may be left out', () => {
    const post = document.paths['/api/news/{id}/post-to-x']!.post!;
    expect(post.requestBody?.required).toBe(false);
    expect(JSON.stringify(post.requestBody)).toContain('customMessage');
    expect(document.paths['/api/auth/login']!.post!.requestBody?.required).toBe(true);
    // An empty body is read as no fields: where no field is required, the body is not either.
    expect(document.paths['/api/user/preferences']!.put!.requestBody?.required).toBe(false);
    expect(document.paths['/api/user/mutes']!.put!.requestBody?.required).toBe(false);
  });

  it('documents e-mail fields and the poll interval as the server checks them, so data the document allows is not refused', () => {
    const bodyOf = (path: string) => document.paths[path]!.post!.requestBody!.content['application/json']!.schema as { properties: Record<string, JsonSchema> };
    for (const path of ['/api/auth/register', '/api/auth/forgot-password']) expect(bodyOf(path).properties.email, path).toMatchObject({ type: 'string', format: 'email', maxLength: 254 });
    expect(document.paths['/api/auth/check-email/{email}']!.get!.parameters[0]).toMatchObject({ name: 'email', schema: { format: 'email' } });
    expect(bodyOf('/api/admin/marketaux/polling-config').properties.intervalMinutes).toEqual({ type: 'number', enum: [...POLL_INTERVAL_OPTIONS] });
  });

  it('documents a query number with its bounds and its default, if any', () => {
    const parameters = document.paths['/api/news']!.get!.parameters;
    const schemaOf = (name: string) => parameters.find((parameter) => parameter.name === name)?.schema;
    expect(schemaOf('limit')).toEqual({ type: 'integer', minimum: 1, maximum: 100, default: 10 });
    expect(schemaOf('page')).toMatchObject({ type: 'integer', default: 1 });
    expect(schemaOf('minImportance')).toEqual({ type: 'integer', minimum: 0, maximum: 100 });
    expect(document.paths['/feeds/news.rss']!.get!.parameters.find((parameter) => parameter.name === 'limit')?.schema).toMatchObject({ default: 50 });
  });

  // Their rules are checks JSON Schema cannot hold (a symbol's shape after its $ and case are
  // dropped): the document says them in words.
  it('describes the symbol, ticker and language parameters that the server checks beyond their type', () => {
    const descriptionOf = (path: string, name: string) => document.paths[path]!.get!.parameters.find((parameter) => parameter.name === name)?.description;
    expect(descriptionOf('/api/assets/{symbol}', 'symbol')).toMatch(/BTC or \$ETH/);
    for (const path of ['/api/news', '/feeds/news.rss']) {
      expect(descriptionOf(path, 'ticker'), path).toMatch(/comma separated, at most 20/);
      expect(descriptionOf(path, 'language'), path).toMatch(/ISO 639-1/);
    }
  });

  it('documents answers that are not JSON, empty answers, redirects and the shared error body', () => {
    expect(document.paths['/api/live']!.get!.responses['200']).toHaveProperty(['content', 'text/event-stream']);
    expect(document.paths['/api/auth/logout']!.post!.responses['204']).toEqual({ description: 'Success, no body' });
    expect(document.paths['/auth/google']!.get!.responses['302']).toEqual({ description: 'A redirect' });
    expect(document.paths['/api/news']!.get!.responses['4XX']).toEqual({ $ref: '#/components/responses/Error' });
    expect(document.components.schemas!.Error).toMatchObject({ required: ['statusCode', 'error', 'message'] });
    expect(document.components.securitySchemes).toHaveProperty('bearerAuth', expect.objectContaining({ type: 'http', scheme: 'bearer' }));
  });

  it('gives every operation a tag of its module and a unique operation id', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
    expect(document.paths['/api/market/crypto']!.get!.tags).toEqual(['market']);
    expect(document.tags.map((tag) => tag.name)).toContain('news');
  });
});

describe('the answers the document describes', () => {
  it('match what the server sends on every GET route that names its answer', async () => {
    const articleId = await insertArticle(app.ctx.knex, { title: 'A documented story' });
    const checked: string[] = [];
    for (const route of calls()) {
      const schema = schemasOf(route)?.response?.schema;
      if (route.method !== 'get' || !schema) continue;
      const res = await admin.get(route.path.replace(/\{\w+\}/g, String(articleId)));
      if (res.statusCode !== 200) continue;
      const parsed = schema.safeParse(res.body);
      expect(parsed.success, `${route.path}: ${parsed.error?.message}`).toBe(true);
      checked.push(route.path);
    }
    expect(checked).toEqual(
      expect.arrayContaining(['/api/news', '/api/news/{id}', '/api/instance', '/api/admin/users', '/api/user/preferences', '/healthz', '/readyz', '/api/openapi.json', '/api/user/api-tokens', '/api/autopost/news']),
    );
  });

  it('match what the server sends on calls that create, change and delete', async () => {
    const rule = await admin.post<{ id: number }>('/api/user/alerts', { name: 'Documented', tickers: ['BTC'], channels: ['inapp'] });
    expectDocumented('POST', '/api/user/alerts', rule);
    expectDocumented('DELETE', `/api/user/alerts/${rule.body.id}`, await admin.delete(`/api/user/alerts/${rule.body.id}`));
    const channel = await admin.post<{ channel: { id: number } }>('/api/user/channels', { type: 'webhook', name: 'Documented', settings: { url: 'https://example.com/hook' } });
    expectDocumented('POST', '/api/user/channels', channel);
    expectDocumented('DELETE', `/api/user/channels/${channel.body.channel.id}`, await admin.delete(`/api/user/channels/${channel.body.channel.id}`));
    const token = await admin.post<{ id: number }>('/api/user/api-tokens', { name: 'Documented', scopes: ['read'] });
    expectDocumented('POST', '/api/user/api-tokens', token);
    expectDocumented('DELETE', `/api/user/api-tokens/${token.body.id}`, await admin.delete(`/api/user/api-tokens/${token.body.id}`));
    expectDocumented('PUT', '/api/user/x-credentials', await admin.put('/api/user/x-credentials', { x_client_id: 'doc-app', x_client_secret: 'doc-secret' }));
    expectDocumented('POST', '/api/auth/forgot-password', await createAgent(app.server).post('/api/auth/forgot-password', { email: 'nobody@example.com' }));
    const writes = [
      ['POST', '/api/tier/update', { tierKey: 'free' }],
      ['POST', '/api/admin/marketaux/polling-config', { intervalMinutes: 5 }],
      ['PUT', '/api/admin/marketaux/language-config', { enabled_languages: ['en'] }],
      ['PUT', '/api/admin/marketaux/endpoints', { endpoints: { crypto: '' } }],
      ['POST', '/api/admin/categorized-service/toggle', { enabled: false }],
      ['POST', '/api/news/categories/refresh', {}],
      ['POST', '/api/admin/marketaux/manual-fetch', undefined],
    ] as const;
    for (const [method, path, body] of writes) expectDocumented(method, path, method === 'PUT' ? await admin.put(path, body) : await admin.post(path, body));
  });
});

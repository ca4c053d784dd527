import type { RequestRoute } from '@hapi/hapi';
import { z } from 'zod';
import { errorBodySchema } from '../../contracts/errors.js';
import type { AccessLevel, HttpMethod, JsonSchema, OpenApiDocument, OpenApiOperation, OpenApiParameter } from '../../contracts/openapi.js';
import { type RouteDoc, routeDoc, type RouteSchemas } from './route.js';

const ERROR_RESPONSE = { $ref: '#/components/responses/Error' };
const WRITES = new Set(['post', 'put', 'patch', 'delete']);

const components = (sessionCookie: string) => ({
  schemas: { Error: jsonSchema(errorBodySchema, 'output') },
  responses: {
    Error: { description: 'The call failed: its HTTP status, the status name and a message to show.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
  },
  securitySchemes: {
    cookieAuth: { type: 'apiKey', in: 'cookie', name: sessionCookie, description: 'The session cookie that signing in (POST /api/auth/login) sets.' },
    csrfToken: {
      type: 'apiKey',
      in: 'header',
      name: 'X-CSRF-Token',
      description: 'Every POST, PUT, PATCH and DELETE made with a cookie echoes the `crumb` cookie (set by the pages and GET /api/version) in this header.',
    },
    bearerAuth: { type: 'http', scheme: 'bearer', description: 'A personal API token (Settings), sent as `Authorization: Bearer <token>`: no cookie and no CSRF header.' },
  },
});

export interface DocumentOptions {
  version: string;
  /** The session cookie's name (SESSION_COOKIE_NAME). */
  sessionCookie: string;
}

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect); what JSON Schema cannot say (a transform) is left open. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const converted: JsonSchema = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  delete converted.$schema;
  return converted;
}

/** Who may call a route, read from its normalised auth settings (no auth settings: the server's default, the session if any). */
function accessOf(route: RequestRoute): AccessLevel {
  const auth = route.settings.auth as { mode?: string; access?: { scope?: { selection?: string[] } }[] } | false | undefined;
  if (auth === false) return 'public';
  if (auth?.mode !== 'required') return 'optional';
  return auth.access?.some((rule) => rule.scope?.selection?.includes('admin')) ? 'admin' : 'member';
}

/** Whether an API token may make the call: a route for the session alone (AUTH.session) answers a token 403. */
function takesBearer(route: RequestRoute): boolean {
  const auth = route.settings.auth as { strategies?: string[] } | false | undefined;
  // No auth settings: the server's default, AUTH.optional, which reads a token as it reads a session.
  if (auth === undefined) return true;
  return auth !== false && (auth.strategies ?? []).includes('api-token');
}

// Alternatives, any one of which lets a caller in: a cookie (with the CSRF header on writes) or a bearer token.
function securityOf(access: AccessLevel, needsCsrf: boolean, bearer: boolean): Record<string, string[]>[] {
  const cookie: Record<string, string[]> = needsCsrf ? { cookieAuth: [], csrfToken: [] } : { cookieAuth: [] };
  const token = bearer ? [{ bearerAuth: [] }] : [];
  if (access === 'public') return needsCsrf ? [{ csrfToken: [] }] : [];
  if (access === 'optional') return [needsCsrf ? { csrfToken: [] } : {}, cookie, ...token];
  return [cookie, ...token];
}

function parametersOf(route: RequestRoute, schemas: RouteSchemas): OpenApiParameter[] {
  const fromSchema = (schema: z.ZodType | undefined, where: 'path' | 'query'): OpenApiParameter[] => {
    if (!schema) return [];
    const object = jsonSchema(schema, 'input');
    const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
    const required = (object.required ?? []) as string[];
    return Object.entries(properties).map(([name, property]) => {
      const parameter: OpenApiParameter = { name, in: where, required: where === 'path' || required.includes(name), schema: property };
      if (typeof property.description === 'string') parameter.description = property.description;
      return parameter;
    });
  };
  const path = fromSchema(schemas.params, 'path');
  // A path parameter no schema names is still part of the address.
  const unnamed = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).filter((name) => !path.some((parameter) => parameter.name === name));
  return [...path, ...unnamed.map((name): OpenApiParameter => ({ name, in: 'path', required: true, schema: { type: 'string' } })), ...fromSchema(schemas.query, 'query')];
}

function responsesOf(schemas: RouteSchemas): OpenApiOperation['responses'] {
  const { status = 200, schema, type, errorType, redirects, conditional } = schemas.response ?? {};
  const success = (): OpenApiOperation['responses'][string] => {
    if (type) return { description: 'Success', content: { [type]: { schema: {} } } };
    if (status >= 300 && status < 400) return { description: 'A redirect' };
    if (status === 204) return { description: 'Success, no body' };
    return { description: 'Success', content: { 'application/json': { schema: schema ? jsonSchema(schema, 'output') : {} } } };
  };
  const refusals = errorType
    ? { description: 'The call failed: a page saying why, or the error in JSON', content: { [errorType]: { schema: { type: 'string' } }, 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }
    : ERROR_RESPONSE;
  return {
    [String(status)]: success(),
    ...(redirects ? { '302': { description: 'A redirect, when asked for' } } : {}),
    ...(conditional ? { '304': { description: 'Not modified: the copy named by If-None-Match or If-Modified-Since is current, no body' } } : {}),
    '4XX': refusals,
    '5XX': ERROR_RESPONSE,
  };
}

function operationOf(route: RequestRoute, doc: RouteDoc): OpenApiOperation {
  const { schemas } = doc;
  const access = accessOf(route);
  const crumbOff = (route.settings.plugins as { crumb?: unknown } | undefined)?.crumb === false;
  const operation: OpenApiOperation = {
    operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(\w?)/g, (_, next: string) => next.toUpperCase())}`,
    tags: [route.realm.plugin ?? 'server'],
    parameters: parametersOf(route, schemas),
    responses: responsesOf(schemas),
    security: securityOf(access, WRITES.has(route.method) && !crumbOff, takesBearer(route)),
    'x-access': access,
  };
  if (doc.summary) operation.summary = doc.summary;
  if (schemas.payload) {
    // A payload that may be left out (the whole body optional) is not a required body, nor is one
    // of no required fields: an empty body is read as no fields (http/validate.ts).
    const required = !schemas.payload.safeParse(undefined).success && !schemas.payload.safeParse({}).success;
    operation.requestBody = { required, content: { 'application/json': { schema: jsonSchema(schemas.payload, 'input') } } };
  }
  return operation;
}

/**
 * The OpenAPI 3.1 document of every route declared with route(), from the server's route table and
 * the zod schemas each route holds: it cannot drift from what the server checks.
 */
export function buildOpenApiDocument(routes: RequestRoute[], { version, sessionCookie }: DocumentOptions): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path))) {
    const doc = routeDoc(route);
    if (!doc || route.method === '*') continue;
    const operation = operationOf(route, doc);
    operation.tags.forEach((tag) => tags.add(tag));
    paths[route.path] = { ...paths[route.path], [route.method as HttpMethod]: operation };
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'AlphaWire API',
      version,
      description: 'Every answer is JSON unless said otherwise; an error answers { statusCode, error, message }.',
    },
    paths,
    components: components(sessionCookie),
    tags: [...tags].sort().map((name) => ({ name })),
  };
}

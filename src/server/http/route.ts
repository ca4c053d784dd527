import type { Lifecycle, Request, RequestRoute, ResponseToolkit, RouteOptions, ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import type { SessionUser } from '../../contracts/auth.js';
import { queryObject } from '../../contracts/query.js';
import { payloadValidator, queryValidator, zodValidator } from './validate.js';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Auth = RouteOptions['auth'];
/** The caller: always there on member and admin routes (their auth mode is required), else null when signed out. */
type RouteUser<A> = A extends { mode: 'required' } ? SessionUser : SessionUser | null;

/** What a handler gets: the validated params, query and payload, typed by their schemas, and who calls. */
export interface RouteInput<P, Q, B, U = SessionUser | null> {
  params: P;
  query: Q;
  payload: B;
  user: U;
  request: Request;
  h: ResponseToolkit;
}

/** What a route answers when it succeeds, for the API document: a JSON body's schema, another status, or another media type. */
export interface ResponseSpec {
  /** 200 when absent. */
  status?: number;
  /** The JSON body's schema (from src/contracts); none for an empty answer or another media type. */
  schema?: z.ZodType;
  /** The media type of an answer that is not JSON (an event stream, a file, a redirect's page). */
  type?: string;
  /** A page a person opens answers its own refusals as this type too (the unsubscribe link); other errors stay JSON. */
  errorType?: string;
  /** Besides its answer, the call may redirect (302) when the caller asks it to. */
  redirects?: boolean;
  /** Answers 304 with no body when the caller's If-None-Match or If-Modified-Since still matches. */
  conditional?: boolean;
}

/**
 * Kept on each route (its `app` settings), so the API document and the tests can read a route's
 * schemas from the route table.
 */
export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  payload?: z.ZodType;
  response?: ResponseSpec;
}

/** What the API document says of a route: its schemas and summary. */
export interface RouteDoc {
  schemas: RouteSchemas;
  summary?: string;
}

// Hapi deep-copies a route's `app` settings, and a copied zod schema cannot be turned into JSON
// Schema (its methods still point at the original). Functions are not copied, so the originals
// are kept here under the route's handler.
const docs = new WeakMap<object, RouteDoc>();

/** The schemas and summary route() was given, for a route of the server's table; none for a route declared otherwise. */
export function routeDoc(route: RequestRoute): RouteDoc | undefined {
  const handler = route.settings.handler;
  return typeof handler === 'function' ? docs.get(handler) : undefined;
}

export interface RouteSpec<P extends z.ZodType | undefined, Q extends z.ZodType | undefined, B extends z.ZodType | undefined, A extends Auth> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Who may call it: one of AUTH (http/auth.ts); the server's default (session read if present) when absent. */
  auth?: A;
  params?: P;
  query?: Q;
  payload?: B;
  /** What it answers: the contract's schema of its JSON body, or the status and media type too. */
  response?: z.ZodType | ResponseSpec;
  /** One line for the API document: what the call does. */
  summary?: string;
  /** Any other Hapi route option (payload limits, caching). */
  options?: Omit<RouteOptions, 'auth' | 'validate' | 'handler'>;
  handler(input: RouteInput<Parsed<P>, Parsed<Q>, Parsed<B>, RouteUser<A>>): Lifecycle.ReturnValue;
}

const NO_QUERY = queryObject({});

function isResponseSpec(response: z.ZodType | ResponseSpec): response is ResponseSpec {
  return !('_zod' in response);
}

/**
 * A route whose inputs are checked by zod schemas (from src/contracts) before the handler runs,
 * and handed to it typed: routes never cast what they validated.
 */
export function route<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  A extends Auth = undefined,
>(spec: RouteSpec<P, Q, B, A>): ServerRoute {
  const validate: NonNullable<RouteOptions['validate']> = {};
  if (spec.params) validate.params = zodValidator(spec.params);
  // A route that names no query takes none: an unknown parameter is refused, named (docs/product.md#conventions-of-every-call).
  validate.query = queryValidator(spec.query ?? NO_QUERY);
  if (spec.payload) validate.payload = payloadValidator(spec.payload);
  const response = spec.response === undefined || isResponseSpec(spec.response) ? spec.response : { schema: spec.response };
  const schemas: RouteSchemas = { params: spec.params, query: spec.query, payload: spec.payload, response };
  const options: RouteOptions = { ...spec.options, validate, app: { schemas } };
  if (spec.auth !== undefined) options.auth = spec.auth;
  // Hapi has replaced each validated part with the schema's output, so these are the parsed values;
  // and it runs a route whose auth is required only with the session's credentials.
  const handler: Lifecycle.Method = (request, h) =>
    spec.handler({
      params: request.params as Parsed<P>,
      query: request.query as Parsed<Q>,
      payload: request.payload as Parsed<B>,
      user: (request.auth.credentials?.user ?? null) as RouteUser<A>,
      request,
      h,
    });
  docs.set(handler, { schemas, summary: spec.summary });
  return { method: spec.method, path: spec.path, options, handler };
}

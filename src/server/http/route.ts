import type { Lifecycle, Request, ResponseToolkit, RouteOptions, ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import type { SessionUser } from '../../contracts/auth.js';
import { zodValidator } from './validate.js';

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

/** Kept on each route (its `app` settings), so tests can read a route's schemas from the route table. */
export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  payload?: z.ZodType;
}

export interface RouteSpec<P extends z.ZodType | undefined, Q extends z.ZodType | undefined, B extends z.ZodType | undefined, A extends Auth> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Who may call it: one of AUTH (http/auth.ts); the server's default (session read if present) when absent. */
  auth?: A;
  params?: P;
  query?: Q;
  payload?: B;
  /** Any other Hapi route option (payload limits, caching). */
  options?: Omit<RouteOptions, 'auth' | 'validate' | 'handler'>;
  handler(input: RouteInput<Parsed<P>, Parsed<Q>, Parsed<B>, RouteUser<A>>): Lifecycle.ReturnValue;
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
  if (spec.query) validate.query = zodValidator(spec.query);
  if (spec.payload) validate.payload = zodValidator(spec.payload);
  const schemas: RouteSchemas = { params: spec.params, query: spec.query, payload: spec.payload };
  const options: RouteOptions = { ...spec.options, validate, app: { schemas } };
  if (spec.auth !== undefined) options.auth = spec.auth;
  return {
    method: spec.method,
    path: spec.path,
    options,
    // Hapi has replaced each validated part with the schema's output, so these are the parsed values;
    // and it runs a route whose auth is required only with the session's credentials.
    handler: (request, h) =>
      spec.handler({
        params: request.params as Parsed<P>,
        query: request.query as Parsed<Q>,
        payload: request.payload as Parsed<B>,
        user: (request.auth.credentials?.user ?? null) as RouteUser<A>,
        request,
        h,
      }),
  };
}

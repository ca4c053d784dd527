import type { Plugin } from '@hapi/hapi';
import { type OpenApiDocument, openApiDocumentSchema } from '../../../contracts/openapi.js';
import { AUTH } from '../../http/auth.js';
import { buildOpenApiDocument, type DocumentOptions } from '../../http/openapi.js';
import { route } from '../../http/route.js';

const ONE_HOUR_MS = 3_600_000;

/**
 * GET /api/openapi.json: the API's OpenAPI 3.1 document. It is built once, as the server starts,
 * when every route is in the table; a schema JSON Schema cannot hold fails the start, not a request.
 */
export const openApiRoutes: Plugin<DocumentOptions> = {
  name: 'openapi',
  register(server, options) {
    let document: OpenApiDocument | undefined;
    server.ext('onPreStart', () => {
      document = buildOpenApiDocument(server.table(), options);
    });
    server.route(
      route({
        method: 'GET',
        path: '/api/openapi.json',
        auth: AUTH.public,
        summary: 'This OpenAPI 3.1 document: every call, its parameters, bodies and answers',
        response: openApiDocumentSchema,
        // The same for everyone until the next deploy.
        options: { cache: { expiresIn: ONE_HOUR_MS, privacy: 'public' } },
        // Set by onPreStart, which Hapi runs before it takes any request.
        handler: () => document!,
      }),
    );
  },
};

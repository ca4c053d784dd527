import { z } from 'zod';

/**
 * The parts of the OpenAPI 3.1 document (GET /api/openapi.json) that the server writes and the API
 * docs page reads. The document is OpenAPI's own format, so these are plain types, not zod schemas;
 * openApiDocumentSchema is only its outline, for the document's own entry in it.
 */

/** Who may call an operation, written on each one as `x-access`. */
export type AccessLevel = 'public' | 'optional' | 'member' | 'admin';

/** A JSON Schema (draft 2020-12), as zod writes it. */
export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiMedia {
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  summary?: string;
  tags: string[];
  parameters: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, OpenApiMedia> };
  responses: Record<string, { description: string; content?: Record<string, OpenApiMedia> } | { $ref: string }>;
  security: Record<string, string[]>[];
  'x-access': AccessLevel;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components: Record<string, Record<string, unknown>>;
  tags: { name: string }[];
}

/** The document's outline: its top-level parts, each open to all that OpenAPI allows in it. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.looseObject({})),
  components: z.looseObject({}),
  tags: z.array(z.looseObject({ name: z.string() })),
});

import type { AccessLevel, HttpMethod, JsonSchema, OpenApiDocument, OpenApiOperation } from '../../../contracts/openapi';

// The order a path's methods are listed in.
const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

export interface Operation {
  method: HttpMethod;
  path: string;
  operation: OpenApiOperation;
}

export interface OperationGroup {
  tag: string;
  operations: Operation[];
}

/** The document's operations grouped by tag (the server module), in the document's path order. */
export function groupOperations(document: OpenApiDocument): OperationGroup[] {
  const groups = new Map<string, Operation[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = methods[method];
      if (!operation) continue;
      const tag = operation.tags[0] ?? 'other';
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, operation }]);
    }
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([tag, operations]) => ({ tag, operations }));
}

/** Who may call it, as a badge says it; nothing for calls anyone may make. */
export const ACCESS_LABELS: Record<AccessLevel, string | null> = { public: null, optional: null, member: 'Members', admin: 'Admins' };

/** What a JSON Schema takes, in a few words: "integer, 1 to 100, default 10", "one of latest, relevance". */
export function describeSchema(schema: JsonSchema): string {
  const parts: string[] = [];
  if (Array.isArray(schema.enum)) parts.push(`one of ${schema.enum.join(', ')}`);
  else if (typeof schema.type === 'string') parts.push(schema.type);
  else if (Array.isArray(schema.type)) parts.push(schema.type.join(' or '));
  else if (Array.isArray(schema.anyOf)) parts.push(schema.anyOf.map((option) => describeSchema(option as JsonSchema)).join(' or '));
  const min = schema.minimum ?? schema.minLength;
  const max = schema.maximum ?? schema.maxLength;
  if (min !== undefined && max !== undefined) parts.push(schema.type === 'string' ? `${min} to ${max} characters` : `${min} to ${max}`);
  else if (max !== undefined) parts.push(schema.type === 'string' ? `at most ${max} characters` : `at most ${max}`);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  if (typeof schema.description === 'string') parts.push(schema.description);
  return parts.join(', ') || 'any';
}

export interface Field {
  name: string;
  where: 'path' | 'query' | 'body';
  required: boolean;
  takes: string;
}

/** An operation's inputs as rows: its path and query parameters, then the JSON body's fields. */
export function fieldsOf(operation: OpenApiOperation): Field[] {
  const parameters = operation.parameters.map((parameter): Field => ({ name: parameter.name, where: parameter.in, required: parameter.required, takes: describeSchema(parameter.schema) }));
  const schema = operation.requestBody?.content['application/json']?.schema;
  // A body that may be left out is "an object or null": its fields are the object's.
  const body = schema?.properties ? schema : (schema?.anyOf as JsonSchema[] | undefined)?.find((option) => option.properties);
  const properties = (body?.properties ?? {}) as Record<string, JsonSchema>;
  const required = (body?.required ?? []) as string[];
  const fields = Object.entries(properties).map(([name, schema]): Field => ({ name, where: 'body', required: required.includes(name), takes: describeSchema(schema) }));
  return [...parameters, ...fields];
}

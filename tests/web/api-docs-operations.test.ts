import { describe, expect, it } from 'vitest';
import type { OpenApiDocument, OpenApiOperation } from '../../src/contracts/openapi';
import { describeSchema, fieldsOf, groupOperations } from '../../src/web/pages/api-docs/operations';

function operation(fields: Partial<OpenApiOperation>): OpenApiOperation {
  return { operationId: 'x', tags: ['news'], parameters: [], responses: {}, security: [], 'x-access': 'public', ...fields };
}

describe('describeSchema', () => {
  it('says the type, the range, the default and the description', () => {
    expect(describeSchema({ type: 'integer', minimum: 1, maximum: 100, default: 10 })).toBe('integer, 1 to 100, default 10');
    expect(describeSchema({ type: 'string', maxLength: 200, description: 'words to search for' })).toBe('string, at most 200 characters, words to search for');
  });

  it('lists the values of an enum, and the options of a union', () => {
    expect(describeSchema({ type: 'string', enum: ['latest', 'impact'] })).toBe('one of latest, impact');
    expect(describeSchema({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string or null');
    expect(describeSchema({ type: ['string', 'null'] })).toBe('string or null');
  });

  it('says "any" for a schema that says nothing (what a transform leaves)', () => {
    expect(describeSchema({})).toBe('any');
  });
});

describe('fieldsOf', () => {
  it('lists path and query parameters, then the body fields with the required ones marked', () => {
    const fields = fieldsOf(
      operation({
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'boolean' } }, required: ['a'] } } } },
      }),
    );
    expect(fields).toEqual([
      { name: 'id', where: 'path', required: true, takes: 'integer' },
      { name: 'a', where: 'body', required: true, takes: 'string' },
      { name: 'b', where: 'body', required: false, takes: 'boolean' },
    ]);
  });

  it('reads the fields of a body that may be null', () => {
    const schema = { anyOf: [{ type: 'object', properties: { customMessage: { type: 'string' } } }, { type: 'null' }] };
    expect(fieldsOf(operation({ requestBody: { required: false, content: { 'application/json': { schema } } } })).map((field) => field.name)).toEqual(['customMessage']);
  });

  it('has no fields for a call without inputs, or with a body of another kind', () => {
    expect(fieldsOf(operation({}))).toEqual([]);
    expect(fieldsOf(operation({ requestBody: { required: true, content: { 'text/plain': { schema: {} } } } }))).toEqual([]);
  });
});

describe('groupOperations', () => {
  it('groups operations by their tag, in tag order, keeping each path with its methods', () => {
    const document: OpenApiDocument = {
      openapi: '3.1.1',
      info: { title: 't', version: '1' },
      components: {},
      tags: [],
      paths: {
        '/api/news': { get: operation({ tags: ['news'] }) },
        '/api/market/crypto': { get: operation({ tags: ['market'] }) },
        '/api/news/{id}': { post: operation({ tags: ['news'] }), get: operation({ tags: ['news'] }) },
      },
    };
    expect(groupOperations(document).map((group) => [group.tag, group.operations.map((op) => `${op.method} ${op.path}`)])).toEqual([
      ['market', ['get /api/market/crypto']],
      ['news', ['get /api/news', 'get /api/news/{id}', 'post /api/news/{id}']],
    ]);
  });
});

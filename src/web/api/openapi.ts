import { useQuery } from '@tanstack/react-query';
import type { OpenApiDocument } from '../../contracts/openapi';
import { apiGet } from './client';

export const openApiKeys = { document: ['openapi'] as const };

/** The server's OpenAPI document: it changes only with a new version, so it is read once per visit. */
export function useOpenApiDocument() {
  return useQuery({ queryKey: openApiKeys.document, queryFn: () => apiGet<OpenApiDocument>('/api/openapi.json'), staleTime: Infinity });
}

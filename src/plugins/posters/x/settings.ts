import { z } from 'zod';

const baseUrl = (what: string) => z.url({ protocol: /^https?$/, error: `${what} must be an http(s) URL` });

/** Where X lives: the public service by default, a proxy or a local fake when the operator says so. */
export const xSettingsSchema = z.object({
  authorizeUrl: baseUrl('X authorize URL').default('https://x.com/i/oauth2/authorize'),
  tokenUrl: baseUrl('X token URL').default('https://api.x.com/2/oauth2/token'),
  apiBaseUrl: baseUrl('X API base URL').default('https://api.x.com'),
});

export type XSettings = z.infer<typeof xSettingsSchema>;

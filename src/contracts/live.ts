import { z } from 'zod';

/**
 * GET /api/live is a Server-Sent Events stream. Event names and their JSON data:
 *  - `articles`: new or updated articles, by id (the client refetches what it shows);
 *  - `market`: quotes were refreshed;
 *  - `notification`: to a signed-in member's own streams only, `NotificationEvent` (contracts/alerts.ts);
 *  - comments (`: ping`) every 15 s keep proxies from closing the connection.
 */
export const articlesEventSchema = z.object({
  kind: z.enum(['new', 'updated']),
  ids: z.array(z.number().int()),
});
export type ArticlesEvent = z.infer<typeof articlesEventSchema>;

export const marketEventSchema = z.object({ lastUpdated: z.string() });
export type MarketEvent = z.infer<typeof marketEventSchema>;

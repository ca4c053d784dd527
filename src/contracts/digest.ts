import { z } from 'zod';

/** The one-click unsubscribe's answer to a mail client (POST /api/digest/unsubscribe). */
export const unsubscribedSchema = z.object({ message: z.string() });
export type Unsubscribed = z.infer<typeof unsubscribedSchema>;

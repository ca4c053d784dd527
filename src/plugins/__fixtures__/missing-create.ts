// A source that forgot its factory.
import { z } from 'zod';

export const brokenSource = { kind: 'source', id: 'broken', displayName: 'Broken', settingsSchema: z.object({}) };

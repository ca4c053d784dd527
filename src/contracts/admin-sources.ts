import { z } from 'zod';
import { bodyObject } from './body.js';

// Our additions to the Sources tab: a test fetch before saving, and OPML import and export.

/** At most this many outlines are read from one OPML file. */
export const OPML_MAX_OUTLINES = 500;

export const opmlImportPayloadSchema = bodyObject({
  opml: z.string({ error: 'opml must be the text of an OPML file' }).min(1, 'The OPML file is empty').max(1_000_000, 'The OPML file is larger than 1 MB'),
});

const reportEntrySchema = z.object({ name: z.string(), url: z.string() });

/** What an import did with each outline: added, skipped as a duplicate, or refused and why. */
export const opmlReportSchema = z.object({
  added: z.array(reportEntrySchema.extend({ id: z.number().int() })),
  duplicates: z.array(reportEntrySchema),
  refused: z.array(reportEntrySchema.extend({ reason: z.string() })),
});
export type OpmlReport = z.infer<typeof opmlReportSchema>;

/** A test fetch's answer: how many items the source gave and the first titles. */
export const testFetchResultSchema = z.object({ fetched: z.number().int(), titles: z.array(z.string()), message: z.string() });
export type TestFetchResult = z.infer<typeof testFetchResultSchema>;

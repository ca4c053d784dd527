import { z } from 'zod';

/** The operator's own sponsored card (SPONSOR_* settings). */
export const sponsorSchema = z.object({
  title: z.string(),
  text: z.string().nullable(),
  /** An http(s) link, or null for a card without one. */
  url: z.string().nullable(),
  /** The badge that marks the card as paid for ("Sponsored"). */
  label: z.string(),
});
export type Sponsor = z.infer<typeof sponsorSchema>;

/** GET /api/instance: what a visitor may know about this instance, for the footer, About and the feed. */
export const instanceInfoSchema = z.object({
  version: z.string(),
  /** The address people use (PUBLIC_URL). */
  publicUrl: z.string(),
  /** null: the feed shows a house card about AlphaWire. */
  sponsor: sponsorSchema.nullable(),
  /** The operator's terms page; null hides the footer's Terms link. */
  termsUrl: z.string().nullable(),
  /** A contact page or a mailto: link; null hides the footer's Contact link. */
  contactUrl: z.string().nullable(),
  /** Names of the enabled news sources, A to Z. */
  sources: z.array(z.string()),
  /** The same sources' names by their ids, for a feed filtered by one (`source=5` reads by its name). */
  sourceNames: z.record(z.string(), z.string()),
  /** Feature gates: off, their pages show the not-found screen. */
  features: z.object({ summaries: z.boolean() }),
});
export type InstanceInfo = z.infer<typeof instanceInfoSchema>;

import type { EnricherPlugin, MarketPlugin, NotifierPlugin, PosterPlugin, SourcePlugin } from './types.js';

// Identity helpers: they add nothing at run time, but give a plugin author full type checking
// and inference of Settings from the schema without writing the types out.

export function defineSource<Settings>(plugin: Omit<SourcePlugin<Settings>, 'kind'>): SourcePlugin<Settings> {
  return { kind: 'source', ...plugin };
}

export function defineEnricher<Settings = unknown>(plugin: Omit<EnricherPlugin<Settings>, 'kind'>): EnricherPlugin<Settings> {
  return { kind: 'enricher', ...plugin };
}

export function defineMarket<Settings = unknown>(plugin: Omit<MarketPlugin<Settings>, 'kind'>): MarketPlugin<Settings> {
  return { kind: 'market', ...plugin };
}

export function definePoster<Settings = unknown>(plugin: Omit<PosterPlugin<Settings>, 'kind'>): PosterPlugin<Settings> {
  return { kind: 'poster', ...plugin };
}

export function defineNotifier<Settings>(plugin: Omit<NotifierPlugin<Settings>, 'kind'>): NotifierPlugin<Settings> {
  return { kind: 'notifier', ...plugin };
}

import type { AnyPlugin, EnricherPlugin, MarketPlugin, NotifierPlugin, PosterPlugin, SourcePlugin } from '../../plugins/sdk/index.js';

export type PluginRegistry = ReturnType<typeof createPluginRegistry>;

/** The plugins this process runs, by kind and id; a later plugin with the same id replaces an earlier one. */
export function createPluginRegistry(plugins: readonly AnyPlugin[]) {
  const byKey = new Map<string, AnyPlugin>();
  for (const plugin of plugins) byKey.set(`${plugin.kind}:${plugin.id}`, plugin);
  const find = <T extends AnyPlugin>(kind: T['kind'], id: string) => (byKey.get(`${kind}:${id}`) as T | undefined) ?? null;
  return {
    source: (id: string) => find<SourcePlugin<unknown>>('source', id),
    enricher: (id: string) => find<EnricherPlugin<unknown>>('enricher', id),
    market: (id: string) => find<MarketPlugin<unknown>>('market', id),
    poster: (id: string) => find<PosterPlugin<unknown>>('poster', id),
    notifier: (id: string) => find<NotifierPlugin<unknown>>('notifier', id),
    notifiers: () => [...byKey.values()].filter((p): p is NotifierPlugin<unknown> => p.kind === 'notifier'),
    list: () => [...byKey.values()],
  };
}

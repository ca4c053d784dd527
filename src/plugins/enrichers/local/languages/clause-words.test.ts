import { describe, expect, it } from 'vitest';
import type { Sentiment } from '../../../sdk/index.js';
import { createTestContext } from '../../../sdk/testing/index.js';
import { clausesOf } from '../clauses.js';
import { localEnricher } from '../index.js';
import { PACK_CLAUSES } from './clause-words.js';

const NOW = new Date('2025-06-10T12:00:00Z');
const enricher = localEnricher.create(createTestContext({ pluginId: 'local', now: NOW }), {});

function headline(language: string, title: string) {
  return enricher.enrich({
    id: 1, title, text: '', url: null, source: 'Wire', sourceWeight: 50, publishedAt: new Date('2025-06-10T11:00:00Z'),
    categories: [], entities: [], providerSentiment: null, votes: null, clusterSize: 1, language,
  });
}

describe('clauses in Spanish, French and German', () => {
  it('split at the language’s contrast and time words, not inside a clause', () => {
    const clauses = (language: 'es' | 'fr' | 'de', text: string) => clausesOf(text, 0, text.length, PACK_CLAUSES[language]).map((c) => text.slice(c.start, c.end));
    expect(clauses('es', 'El bitcoin sube mientras el ether cae')).toEqual(['El bitcoin sube', 'el ether cae']);
    expect(clauses('fr', 'Le CAC 40 progresse, mais le DAX recule')).toEqual(['Le CAC 40 progresse', 'le DAX recule']);
    expect(clauses('de', 'Obwohl Ether fällt, hält sich Bitcoin')).toEqual(['Obwohl Ether fällt', ' hält sich Bitcoin']);
    expect(clauses('es', 'Apple y Microsoft suben con fuerza')).toEqual(['Apple y Microsoft suben con fuerza']);
  });

  // Two assets moving apart in one headline: each gets its own sentiment (docs/languages.md).
  const apart: [string, string, Record<string, Sentiment>][] = [
    ['es', 'El bitcoin sube con fuerza mientras el ether se desploma tras el hackeo', { BTC: 'bullish', ETH: 'bearish' }],
    ['es', 'Las acciones de Apple se disparan, pero las de Tesla se hunden tras sus resultados', { AAPL: 'bullish', TSLA: 'bearish' }],
    ['fr', "Le bitcoin grimpe tandis que l'ether chute après le piratage", { BTC: 'bullish', ETH: 'bearish' }],
    ['fr', "L'action Nvidia s'envole, mais l'action Intel plonge après un avertissement sur résultats", { NVDA: 'bullish', INTC: 'bearish' }],
    ['de', 'Bitcoin steigt kräftig, während Ether nach dem Hackerangriff einbricht', { BTC: 'bullish', ETH: 'bearish' }],
    ['de', 'Die Nvidia-Aktie springt nach oben, aber die Intel-Aktie stürzt nach einer Gewinnwarnung ab', { NVDA: 'bullish', INTC: 'bearish' }],
  ];
  it.each(apart)('%s: "%s" gives each asset its own sentiment', async (language, title, expected) => {
    const result = await headline(language, title);
    for (const [symbol, sentiment] of Object.entries(expected)) expect(result.tickerSentiments?.[symbol] ?? result.sentiment, symbol).toBe(sentiment);
  });
});

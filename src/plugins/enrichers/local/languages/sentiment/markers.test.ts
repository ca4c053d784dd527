import { describe, expect, it } from 'vitest';
import { readLexicon } from './markers.js';
import { testLexicons } from './test-lexicons.js';
import { tokenize } from './tokenize.js';

function markers(language: 'es' | 'fr' | 'de', text: string): string[] {
  const tokens = tokenize(language, text, testLexicons[language]);
  return readLexicon(tokens, testLexicons[language]).markers.map((m) => `${m.name}:${m.origins.map((i) => tokens[i]?.word).join(' ')}`);
}

describe('lexicon markers (pack languages)', () => {
  it('matches phrases as runs of stems, in any inflection that shares them', () => {
    expect(markers('es', 'Apple se dispara en bolsa')).toEqual(['<up>:se dispara', '<net_up>:se dispara']);
    expect(markers('es', 'Las acciones se desploman')).toEqual(['<down>:se desploman', '<net_down>:se desploman']);
  });

  it('turns a negated word around', () => {
    expect(markers('es', 'El Ibex no cae')).toEqual(['<up>:cae', '<net_up>:cae']);
    expect(markers('fr', 'Le titre ne chute pas')).toEqual(['<up>:chute', '<net_up>:chute']);
  });

  it('reads a bad thing rising as bearish and falling as bullish', () => {
    expect(markers('es', 'La inflación se dispara')).toEqual(['<bad_up>:inflación se dispara', '<net_down>:inflación se dispara']);
    expect(markers('de', 'Die Arbeitslosigkeit sinkt deutlich')).toEqual(['<bad_down>:arbeitslosigkeit sinkt', '<net_up>:arbeitslosigkeit sinkt']);
    expect(markers('fr', 'La baisse du chômage')).toEqual(['<bad_down>:baisse chômage', '<net_up>:baisse chômage']);
    expect(markers('es', 'Las pérdidas no bajan')).toEqual(['<bad_up>:pérdidas bajan', '<net_down>:pérdidas bajan']);
  });

  it('does not tie a bad thing to a move that is about something else', () => {
    // "une chute" is a noun: what falls follows it, not the hack before it.
    expect(markers('fr', "Le piratage provoque une chute de l'ether")).toEqual(['<down>:piratage', '<down>:chute', '<net_down>:piratage chute']);
    expect(markers('es', 'El paro. Las bolsas suben')).toEqual(['<up>:suben', '<net_up>:suben']);
  });

  it('finds a German separable verb whose particle ends the clause', () => {
    expect(markers('de', 'Der DAX bricht am Montag um 5 % ein, der Euro steigt')).toEqual([
      '<down>:bricht ein', '<up>:steigt', '<mixed>:',
    ]);
  });

  it('reads a German compound by its last part', () => {
    expect(markers('de', 'Die Heizkosten steigen')).toEqual(['<bad_up>:heizkosten steigen', '<net_down>:heizkosten steigen']);
  });

  it('sums the markers up in a balance marker', () => {
    expect(markers('es', 'El Ibex sube y el Dow cae en una sesión récord')).toEqual(['<up>:sube', '<down>:cae', '<up>:récord', '<net_up>:sube récord', '<mixed>:']);
  });

  it('tells the model what a move moves when the pack names no bad thing', () => {
    expect(readLexicon(tokenize('es', 'Los tipos no suben', testLexicons.es), testLexicons.es).moved).toEqual(['down~tip']);
    expect(readLexicon(tokenize('es', 'La inflación sube', testLexicons.es), testLexicons.es).moved).toEqual([]);
  });
});

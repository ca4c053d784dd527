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
    // Two German nouns paired before their verb are one subject; a verb between makes two statements.
    expect(markers('de', 'Die Kosten und Gebühren steigen')).toEqual(['<bad_up>:kosten steigen', '<net_down>:kosten steigen']);
    expect(markers('de', 'Die Kosten steigen und Tesla fällt')).toEqual(['<bad_up>:kosten steigen', '<down>:fällt', '<net_down>:kosten steigen fällt']);
  });

  it('lets a move reach its object over one or two adverbs, and no further', () => {
    expect(markers('de', 'Die Bank senkt überraschend den Leitzins')).toEqual(['<bad_down>:senkt leitzins', '<net_up>:senkt leitzins']);
    expect(markers('de', 'Die Notenbank hebt überraschend deutlich den Leitzins an')).toEqual([
      '<bad_up>:hebt leitzins an', '<net_down>:hebt leitzins an',
    ]);
    expect(markers('es', 'Baja notablemente la inflación')).toEqual(['<bad_down>:baja inflación', '<net_up>:baja inflación']);
    expect(markers('de', 'Die Bank senkt nach drei Jahren den Leitzins')).toEqual(['<down>:senkt', '<net_down>:senkt']);
  });

  it('lets a German move reach its object over the adjective before it, a word in lower case before a capitalised noun', () => {
    expect(markers('de', 'Die Bank senkt die hohen Kosten')).toEqual(['<bad_down>:senkt kosten', '<net_up>:senkt kosten']);
  });

  it('reads a German possessive as a determiner, and no bad thing after a preposition as what moves', () => {
    expect(markers('de', 'Der Konzern senkt seine Kosten')).toEqual(['<bad_down>:senkt kosten', '<net_up>:senkt kosten']);
    expect(markers('de', 'Trotz der Kosten steigt die Aktie')).toEqual(['<up>:steigt', '<net_up>:steigt']);
    expect(markers('de', 'Die Kosten steigen')).toEqual(['<bad_up>:kosten steigen', '<net_down>:kosten steigen']);
  });

  it('does not turn a phrase around by the negator it holds, only by one outside it', () => {
    expect(markers('de', 'Die Bank erreicht die Gewinnschwelle nicht')).toEqual(['<down>:gewinnschwelle nicht', '<net_down>:gewinnschwelle nicht']);
    expect(markers('fr', "Le titre n'en finit pas de baisser")).toEqual(['<down>:finit pas de baisser', '<net_down>:finit pas de baisser']);
  });

  it('finds a German separable verb whose particle stands before a conjunction', () => {
    expect(markers('de', 'Die Arbeitslosigkeit hebt sich im Winter an und die Aktie fällt')).toEqual([
      '<bad_up>:arbeitslosigkeit hebt an', '<down>:fällt', '<net_down>:arbeitslosigkeit hebt an fällt',
    ]);
  });

  it('finds a German separable verb whose particle stands before a comparison', () => {
    expect(markers('de', 'Der Dax bricht stärker ein als erwartet')).toEqual(['<down>:bricht ein', '<net_down>:bricht ein']);
  });

  it('finds a German separable verb whose particle ends the clause', () => {
    expect(markers('de', 'Der DAX bricht am Montag um 5 % ein, der Euro steigt')).toEqual([
      '<down>:bricht ein', '<up>:steigt', '<mixed>:',
    ]);
  });

  it('reads a German compound by its last part', () => {
    expect(markers('de', 'Die Heizkosten steigen')).toEqual(['<bad_up>:heizkosten steigen', '<net_down>:heizkosten steigen']);
  });

  it('reads a German compound of a bad thing and a move as that bad thing moving', () => {
    expect(markers('de', 'Der Kostenanstieg')).toEqual(['<down>:kostenanstieg', '<net_down>:kostenanstieg']);
    expect(markers('de', 'Der Leitzinsanstieg')).toEqual(['<down>:leitzinsanstieg', '<net_down>:leitzinsanstieg']);
  });

  it('reads a move the other way when a German comparison says it was smaller, unless the comparison is part of the phrase', () => {
    expect(markers('de', 'Die Arbeitslosigkeit steigt weniger stark als erwartet')).toEqual([
      '<bad_down>:arbeitslosigkeit steigt', '<net_up>:arbeitslosigkeit steigt',
    ]);
    expect(markers('de', 'Die Arbeitslosigkeit sinkt langsamer als erhofft')).toEqual([
      '<bad_up>:arbeitslosigkeit sinkt', '<net_down>:arbeitslosigkeit sinkt',
    ]);
    expect(markers('de', 'Der Einbruch ist nicht so schlimm wie befürchtet')).toEqual(['<up>:einbruch', '<net_up>:einbruch']);
    expect(markers('de', 'Der Einbruch ist schlimmer als befürchtet')).toEqual(['<down>:einbruch', '<net_down>:einbruch']);
    // A separable verb's particle may stand inside the comparison; its own verb is still turned.
    expect(markers('de', 'Der Dax bricht weniger stark ein als befürchtet')).toEqual(['<up>:bricht ein', '<net_up>:bricht ein']);
  });

  it('lets a German concession count for nothing: the main clause decides', () => {
    expect(markers('de', 'Obwohl die Kosten steigen, steigt die Aktie')).toEqual(['<conceded_down>:kosten steigen', '<up>:steigt', '<net_up>:steigt']);
    expect(markers('de', 'Die Aktie steigt zwar, aber der Kurs bricht später ein')).toEqual(['<conceded_up>:steigt', '<down>:bricht ein', '<net_down>:bricht ein']);
    expect(markers('de', 'Trotz des Einbruchs steigt die Aktie')).toEqual(['<conceded_down>:einbruchs', '<up>:steigt', '<net_up>:steigt']);
  });

  it('reads a bad thing ended as good news, and anything else ended no way', () => {
    expect(markers('de', 'Die Regierung beendet die Kosten')).toEqual(['<bad_down>:beendet kosten', '<net_up>:beendet kosten']);
    expect(markers('de', 'Der Konzern beendet die Partnerschaft')).toEqual([]);
    expect(markers('de', 'Die Bank beendet den Einbruch')).toEqual(['<bad_down>:beendet einbruch', '<net_up>:beendet einbruch']);
    expect(markers('de', 'Der Dax beendet sein Rekordhoch')).toEqual(['<down>:beendet rekordhoch', '<net_down>:beendet rekordhoch']);
  });

  it('sums the markers up in a balance marker', () => {
    expect(markers('es', 'El Ibex sube y el Dow cae en una sesión récord')).toEqual(['<up>:sube', '<down>:cae', '<up>:récord', '<net_up>:sube récord', '<mixed>:']);
  });

  it('tells the model what a move moves when the pack names no bad thing', () => {
    expect(readLexicon(tokenize('es', 'Los tipos no suben', testLexicons.es), testLexicons.es).moved).toEqual(['down~tip']);
    expect(readLexicon(tokenize('es', 'La inflación sube', testLexicons.es), testLexicons.es).moved).toEqual([]);
  });
});

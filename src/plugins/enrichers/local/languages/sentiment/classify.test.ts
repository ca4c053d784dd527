import { describe, expect, it } from 'vitest';
import { classifyInLanguage, clauseScoreIn, reasonsIn } from './index.js';

describe('sentiment in the pack languages', () => {
  it('classifies a clear headline in each language', () => {
    expect(classifyInLanguage('es', 'Las acciones de Apple se disparan tras batir las previsiones', '').label).toBe('bullish');
    expect(classifyInLanguage('fr', "L'action Tesla chute de 8 % après des ventes décevantes", '').label).toBe('bearish');
    expect(classifyInLanguage('de', 'Die Arbeitslosigkeit sinkt auf den tiefsten Stand seit Jahren', '').label).toBe('bullish');
  });

  it('gives P(bullish) − P(bearish) as the score, with probabilities that sum to one', () => {
    const { score, probabilities } = classifyInLanguage('es', 'La inflación se dispara en marzo', 'Los precios subieron un 12,5 % en un año.');
    expect(score).toBeCloseTo(probabilities.bullish - probabilities.bearish, 10);
    expect(probabilities.bearish + probabilities.bullish + probabilities.neutral).toBeCloseTo(1, 10);
    expect(score).toBeLessThan(0);
  });

  it('reads the lead of the body when the title says little', () => {
    const lead = 'El Ibex 35 se desploma un 4 % en la peor sesión del año. Los bancos lideran las caídas.';
    expect(classifyInLanguage('es', 'La bolsa, hoy', lead).score).toBeLessThan(classifyInLanguage('es', 'La bolsa, hoy', '').score);
  });

  it('scores a clause from −1 to 1, reading its negation', () => {
    const falls = clauseScoreIn('de', 'Die Aktie fällt');
    const doesNotFall = clauseScoreIn('de', 'Die Aktie fällt nicht');
    expect(falls).toBeLessThan(0);
    expect(doesNotFall).toBeGreaterThan(falls);
    expect(Math.abs(falls)).toBeLessThanOrEqual(1);
  });

  it('quotes the lexicon words behind the answer as the text writes them, strongest first', () => {
    expect(reasonsIn('es', 'La inflación se dispara en Argentina', '')).toContain('bearish:inflación se dispara');
    expect(reasonsIn('fr', "L'action Tesla chute de 8 %", '')[0]).toBe('bearish:chute');
    expect(reasonsIn('de', 'Der DAX bricht am Montag um 5 % ein', '')).toContain('bearish:bricht … ein');
    const many = 'Récord, rally, euforia y optimismo: la bolsa se dispara, el Ibex sube, las acciones se revalorizan y remontan.';
    expect(reasonsIn('es', many, '').length).toBeLessThanOrEqual(5);
  });
});

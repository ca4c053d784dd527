import { describe, expect, it } from 'vitest';
import { leadIn, partsIn } from './lead.js';

describe('the lead of an article in a pack language', () => {
  it('takes the first whole sentences, however they start', () => {
    const body = '¿Qué pasó con el Ibex? El índice cayó un 3 % en la sesión. À Paris, le CAC recule aussi fortement.';
    expect(leadIn('es', 'El Ibex cae', body)).toEqual(['¿Qué pasó con el Ibex?', 'El índice cayó un 3 % en la sesión.', 'À Paris, le CAC recule aussi fortement.']);
  });

  it('leaves out a sentence that repeats the title, and short ones', () => {
    expect(leadIn('de', 'Der DAX fällt', 'Der DAX fällt. Frankfurt. Die Anleger verkaufen ihre Aktien.')).toEqual(['Die Anleger verkaufen ihre Aktien.']);
  });

  it('weighs the title 0.6 and the lead sentences the rest, or the title alone without a lead', () => {
    expect(partsIn('fr', 'Le CAC recule', 'Les banques pèsent sur la cote. Le luxe résiste mieux que prévu.').map((p) => p.weight)).toEqual([0.6, 0.2, 0.2]);
    expect(partsIn('fr', 'Le CAC recule', '')).toEqual([{ text: 'Le CAC recule', weight: 1 }]);
    expect(partsIn('fr', '', 'Les banques pèsent sur la cote.')).toEqual([{ text: 'Les banques pèsent sur la cote.', weight: 1 }]);
  });
});

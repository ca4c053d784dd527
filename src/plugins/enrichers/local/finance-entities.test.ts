import { describe, expect, it } from 'vitest';
import { FIXTURE_NAMES, fixtureArticle } from './__fixtures__/articles.js';
import { sampleArticles } from './__fixtures__/sample-feeds.js';
import { findFinanceEntities, joinedEntities } from './finance-entities.js';

describe('finance entities', () => {
  it('finds central banks and regulators case-sensitively', () => {
    expect(findFinanceEntities('The Fed and the SEC met the European Central Bank.')).toEqual({ centralBanks: ['fed', 'ecb', 'central_bank'], regulators: ['sec'] });
    expect(findFinanceEntities('Markets were fed a second of good news.')).toEqual({ centralBanks: [], regulators: [] });
  });

  it('finds them by the names Spanish, French and German news use', () => {
    expect(findFinanceEntities('El BCE sube los tipos mientras la Reserva Federal espera').centralBanks).toEqual(['fed', 'ecb']);
    expect(findFinanceEntities('Die EZB senkt den Leitzins, die Bundesbank warnt').centralBanks).toEqual(['ecb', 'national']);
    expect(findFinanceEntities('La banque centrale du Japon surprend').centralBanks).toEqual(['central_bank']);
    expect(findFinanceEntities("La CNMV et l'AMF mettent en garde ; BaFin prüft").regulators).toEqual(['national_regulator']);
    // A word that merely contains a name is no name.
    expect(findFinanceEntities('Las acciones de BCEX y AMFL suben')).toEqual({ centralBanks: [], regulators: [] });
  });

  it('finds in a title and a text what it finds in the two joined by a line break', () => {
    const articles = [...FIXTURE_NAMES.map((name) => fixtureArticle(name)), ...sampleArticles(new Date('2025-06-10T12:00:00Z'))];
    for (const { title, text } of articles) {
      expect(joinedEntities(findFinanceEntities(title), findFinanceEntities(text))).toEqual(findFinanceEntities(`${title}\n${text}`));
    }
    expect(joinedEntities(findFinanceEntities('Regulators circle'), findFinanceEntities('central bank digital currency'))).toEqual(
      findFinanceEntities('Regulators circle\ncentral bank digital currency'),
    );
  });
});

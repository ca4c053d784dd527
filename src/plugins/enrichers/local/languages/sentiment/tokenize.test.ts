import { describe, expect, it } from 'vitest';
import { testLexicons } from './test-lexicons.js';
import { tokenize } from './tokenize.js';

function words(language: 'es' | 'fr' | 'de', text: string): string[] {
  return tokenize(language, text, testLexicons[language]).map((t) => (t.negated ? `not_${t.word}` : t.word));
}

describe('tokenize (pack languages)', () => {
  it('reads Unicode words in lower case and splits French elisions', () => {
    expect(words('fr', "L'action qu'il détient s'envole")).toEqual(['l', 'action', 'qu', 'il', 'détient', 's', 'envole']);
    expect(words('de', 'Die Aktie der Münchener Rück')).toEqual(['die', 'aktie', 'der', 'münchener', 'rück']);
  });

  it('stems every word with the language stemmer', () => {
    expect(tokenize('es', 'Las acciones', testLexicons.es).map((t) => t.stem)).toEqual(['las', 'accion']);
  });

  it('turns percentages with comma decimals, amounts and years into placeholders', () => {
    expect(words('fr', 'Le titre gagne +5 % puis 5,2 % et perd −3,1 % en 2024')).toEqual([
      'le', 'titre', 'gagne', '<pct_up>', 'puis', '<pct>', 'et', 'perd', '<pct_down>', 'en', '<year>',
    ]);
    expect(words('es', 'Gana 12 millones de euros, un 4,5 por ciento más')).toEqual(['gana', '<money>', 'un', '<pct>', 'más']);
    expect(words('de', 'Umsatz von 3,2 Mrd. Euro, plus 7 Prozent')).toEqual(['umsatz', 'von', '<money>', 'plus', '<pct>']);
  });

  it('does not read the dash of a range as a minus sign', () => {
    expect(words('es', 'entre un 3-5 %')).toEqual(['entre', 'un', '<num>', '<pct>']);
  });

  it('negates the next three content words after a negator, small words not counted', () => {
    expect(words('es', 'El Ibex no sube de nivel hoy en la sesión')).toEqual(['el', 'ibex', 'no', 'not_sube', 'not_de', 'not_nivel', 'not_hoy', 'en', 'la', 'sesión']);
  });

  it('ends a negation at punctuation', () => {
    expect(words('es', 'No, el Ibex sube')).toEqual(['no', 'el', 'ibex', 'sube']);
  });

  it('reads French "ne … pas" as one negation, and "plus" as a negator only after "ne"', () => {
    expect(words('fr', "Le CAC ne baisse pas aujourd'hui")).toEqual(['le', 'cac', 'ne', 'not_baisse', 'pas', 'not_aujourd', 'not_hui']);
    expect(words('fr', "Le chômage n'a pas augmenté")).toEqual(['le', 'chômage', 'n', 'not_a', 'pas', 'not_augmenté']);
    expect(words('fr', 'La plus forte hausse')).toEqual(['la', 'plus', 'forte', 'hausse']);
    expect(words('fr', 'Le titre ne recule plus')).toEqual(['le', 'titre', 'ne', 'not_recule', 'plus']);
  });

  it('matches negators of several words as one', () => {
    expect(words('fr', 'loin de la chute')).toEqual(['loin', 'de', 'not_la', 'not_chute']);
    expect(words('de', 'noch nicht gestiegen')).toEqual(['noch', 'nicht', 'not_gestiegen']);
  });

  it('lets a negator that ends its clause reach back, as German puts "nicht" last', () => {
    expect(words('de', 'Die Aktie fällt nicht.')).toEqual(['die', 'not_aktie', 'not_fällt', 'nicht']);
  });

  it('lets a German negator followed only by a particle or a verb of coming reach back as well ("ist nicht geplant"), not one before a noun or another verb', () => {
    expect(words('de', 'Ein Stellenabbau ist nicht geplant')).toEqual(['not_ein', 'not_stellenabbau', 'not_ist', 'nicht', 'not_geplant']);
    expect(words('de', 'Die Bank zahlt keine Dividende')).toEqual(['die', 'bank', 'zahlt', 'keine', 'not_dividende']);
    expect(words('de', 'Die Börse kann die Verluste nicht ersetzen')).toEqual(['die', 'börse', 'kann', 'die', 'verluste', 'nicht', 'not_ersetzen']);
    expect(words('de', 'Die Erholung setzt sich nicht fort')).toEqual(['die', 'not_erholung', 'not_setzt', 'not_sich', 'nicht', 'not_fort']);
    // With a verb of coming, the whole statement: the fronted object too, and no further than a conjunction.
    expect(words('de', 'Weitere Abschreibungen erwartet der Konzern nicht')).toEqual([
      'not_weitere', 'not_abschreibungen', 'not_erwartet', 'not_der', 'not_konzern', 'nicht',
    ]);
    expect(words('de', 'Die Verluste sind nicht so hoch wie erwartet')).toEqual(['die', 'verluste', 'sind', 'nicht', 'not_so', 'not_hoch', 'not_wie', 'not_erwartet']);
    expect(words('de', 'Der Umsatz steigt und eine Senkung ist nicht geplant')).toEqual([
      'der', 'umsatz', 'steigt', 'und', 'not_eine', 'not_senkung', 'not_ist', 'nicht', 'not_geplant',
    ]);
    expect(words('de', 'Die Aktie fällt nicht und der Euro steigt')).toEqual(['die', 'not_aktie', 'not_fällt', 'nicht', 'und', 'der', 'euro', 'steigt']);
  });

  it('turns what stands before a German comparison that says a move was smaller ("schrumpft weniger stark als erwartet")', () => {
    const turned = (text: string) => tokenize('de', text, testLexicons.de).map((t) => (t.turned ? `~${t.word}` : t.comparison ? `^${t.word}` : t.word));
    expect(turned('Der Umsatz schrumpft weniger stark als erwartet')).toEqual(['~der', '~umsatz', '~schrumpft', '^weniger', '^stark', '^als', 'erwartet']);
    expect(turned('Der Dax steigt, und die Kosten fallen milder aus als befürchtet')).toEqual([
      'der', 'dax', 'steigt', 'und', '~die', '~kosten', '~fallen', '^milder', 'aus', '^als', 'befürchtet',
    ]);
    expect(turned('Die Erholung ist nicht so stark wie erhofft')).toEqual(['~die', '~erholung', '~ist', 'nicht', '^so', '^stark', '^wie', 'erhofft']);
    expect(turned('Die Erholung ist stärker als erhofft')).toEqual(['die', 'erholung', 'ist', 'stärker', 'als', 'erhofft']);
    // A comparison that opens its clause turns the one before, unless that one names the level reached.
    expect(turned('Die Kosten steigen leicht, weniger als befürchtet')).toEqual(['~die', '~kosten', '~steigen', '~leicht', '^weniger', '^als', 'befürchtet']);
    expect(turned('Die Kosten fallen auf 2 Prozent, weniger als erwartet')).toEqual(['die', 'kosten', 'fallen', 'auf', '<pct>', '^weniger', '^als', 'erwartet']);
  });

  it('reads no negation in fixed phrases whose negator negates nothing ("ohne Zweifel", "sin duda", "non seulement")', () => {
    expect(words('de', 'Ohne Zweifel steigt die Aktie')).toEqual(['ohne', 'zweifel', 'steigt', 'die', 'aktie']);
    expect(words('de', 'Ohne Gewinn steigt die Aktie')).toEqual(['ohne', 'not_gewinn', 'not_steigt', 'not_die', 'not_aktie']);
    expect(words('de', 'Nicht nur die Aktie steigt')).toEqual(['nicht', 'nur', 'die', 'aktie', 'steigt']);
    expect(words('es', 'Sin duda sube el Ibex')).toEqual(['sin', 'duda', 'sube', 'el', 'ibex']);
    expect(words('es', 'El Ibex sube como nunca')).toEqual(['el', 'ibex', 'sube', 'como', 'nunca']);
    expect(words('fr', 'Le titre bondit comme jamais')).toEqual(['le', 'titre', 'bondit', 'comme', 'jamais']);
  });

  it('reads no negation in "nicht" ending a German comparison ("so schlecht wie seit Jahren nicht")', () => {
    expect(words('de', 'Die Stimmung ist so schlecht wie seit Jahren nicht')).toEqual(['die', 'stimmung', 'ist', 'so', 'schlecht', 'wie', 'seit', 'jahren', 'nicht']);
    expect(words('de', 'Der Dax steigt so stark wie seit der Finanzkrise nicht mehr')).toEqual([
      'der', 'dax', 'steigt', 'so', 'stark', 'wie', 'seit', 'der', 'finanzkrise', 'nicht', 'mehr',
    ]);
    expect(words('de', 'Der Goldpreis ist so hoch wie nie')).toEqual(['der', 'goldpreis', 'ist', 'so', 'hoch', 'wie', 'nie']);
    // "wie erwartet" is no comparison of that kind: the "nicht" still reaches back.
    expect(words('de', 'Wie erwartet fällt die Aktie nicht')).toEqual(['wie', 'erwartet', 'not_fällt', 'not_die', 'not_aktie', 'nicht']);
  });
});

import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../sdk/testing/index.js';
import { splitSentences } from '../sentences.js';
import { termBag } from '../term-bag.js';
import { findTickerMentionsAndSpans, tickerIndex } from '../tickers.js';
import { categoriesOf, scoreTopics } from '../topics.js';
import { latinTokens } from './latin-tokens.js';
import { packTokens } from './pack-tokens.js';
import { readingFor, type TextReading } from './reading.js';
import { languageCode, readLanguageOf } from './routing.js';

const index = tickerIndex(createTestContext().assets);
const read = (language: string): TextReading => readingFor({ language, title: '', text: '' })!;

function tickersIn(language: string, title: string, text = ''): string[] {
  const reading = read(language);
  const tokensOf = (s: string) => reading.nameForms?.(reading.tokens(s), index) ?? reading.tokens(s);
  const tokens = { title: tokensOf(title), text: tokensOf(text) };
  return findTickerMentionsAndSpans(index, { title, text }, tokens, reading.cues).mentions.map((m) => m.symbol);
}

function topicsIn(language: string, title: string, text = '', categories: string[] = []): string[] {
  const reading = read(language);
  const bag = (s: string) => termBag(s, reading.tokens(s), reading.normalForm);
  const noEntities = { centralBanks: [], regulators: [] };
  return categoriesOf(scoreTopics({ titleBag: bag(title), bodyBag: bag(text), categories, tickers: [], entities: noEntities }, reading.topics));
}

const sentencesIn = (language: string, paragraph: string) => splitSentences([paragraph], read(language).sentences).map((s) => s.text);

describe('which reading an article gets', () => {
  it('reads English and undetermined text as English, es, fr and de with their packs, and nothing else', () => {
    const headline = { title: 'BTC +5%', text: '' };
    expect(['en', 'und', 'EN', '', 'es', 'es-MX', 'fr', 'de_AT', 'ja', 'ar', 'ru', 'pt'].map((language) => readLanguageOf({ language, ...headline }))).toEqual(
      ['en', 'en', 'en', 'en', 'es', 'es', 'fr', 'de', null, null, null, null],
    );
    expect(readingFor({ language: 'zh', ...headline })).toBeNull();
    expect(languageCode(' zh-Hant ')).toBe('zh');
  });

  it('reads undetermined text in another script than Latin not at all: the English model knows none of its words', () => {
    const und = (title: string, text = '') => readLanguageOf({ language: 'und', title, text });
    expect(['Рубль рухнул на 7%', 'النفط يهبط 5%', 'Биткоин падна рязко', '比特币大跌', 'Νέα πτώση'].map((title) => und(title))).toEqual([null, null, null, null, null]);
    // A Latin ticker or two in such a headline does not make it English; mostly Latin letters do.
    expect([und('Акции AAPL упали'), und('AAPL beats, акции +5%'), und('TSLA 5%'), und('')]).toEqual([null, 'en', 'en', 'en']);
  });
});

describe('words of the pack languages', () => {
  it('cuts elisions and compounds into their words', () => {
    expect(packTokens("L'action d'Apple et l’indice").map((t) => t.text)).toEqual(['L', 'action', 'd', 'Apple', 'et', 'l', 'indice']);
    expect(packTokens('Die Nvidia-Aktie steigt').map((t) => [t.text, t.start])).toEqual([['Die', 0], ['Nvidia', 4], ['Aktie', 11], ['steigt', 17]]);
  });

  it('folds inflections and accents to one term', () => {
    const es = read('es').normalForm;
    expect(es('acciones')).toBe(es('acción'));
    expect(read('fr').normalForm('récords')).toBe(read('fr').normalForm('record'));
    expect(read('de').normalForm('aktien')).toBe(read('de').normalForm('aktie'));
  });

  it('reads only Latin-letter words in a text it cannot read, ending them where another script starts', () => {
    expect(latinTokens('ビットコイン（BTC）とETHは下落、NYSE: IBMは上昇').map((t) => t.text)).toEqual(['BTC', 'ETH', 'NYSE', 'IBM']);
  });
});

describe('sentences of the pack languages', () => {
  it('does not end a Spanish sentence after a title or "EE.UU."', () => {
    expect(sentencesIn('es', 'El Sr. Ortega vendió sus acciones. Los bonos de EE.UU. Subieron después.')).toEqual([
      'El Sr. Ortega vendió sus acciones.', 'Los bonos de EE.UU. Subieron después.',
    ]);
  });

  it('does not end a French sentence after "M." and closes one on a guillemet', () => {
    const sentences = splitSentences(['M. Lefèvre a vendu ses titres. « Le marché est nerveux. »'], read('fr').sentences);
    expect(sentences.map((s) => [s.text, s.complete])).toEqual([['M. Lefèvre a vendu ses titres.', true], ['« Le marché est nerveux. »', true]]);
  });

  it('does not end a German sentence after an ordinal or "Mrd."', () => {
    expect(sentencesIn('de', 'Im 3. Quartal stieg der Umsatz um 2,5 Mrd. Euro. Die Aktie legte zu.')).toEqual([
      'Im 3. Quartal stieg der Umsatz um 2,5 Mrd. Euro.', 'Die Aktie legte zu.',
    ]);
  });

  it('leaves stop words out of the terms and stems the rest', () => {
    const [sentence] = splitSentences(['Los inversores vendieron las acciones de la empresa.'], read('es').sentences);
    expect(sentence?.terms).toEqual(['inversor', 'vend', 'accion', 'empres']);
  });
});

describe('asset names with the cue words of the pack languages', () => {
  it('takes a name that is also a word beside a cue of the language', () => {
    expect(tickersIn('es', 'Las acciones de Apple suben con fuerza')).toEqual(['AAPL']);
    expect(tickersIn('fr', "L'action Meta recule après ses résultats")).toEqual(['META']);
    expect(tickersIn('de', 'Die Aktien von Apple legen deutlich zu')).toEqual(['AAPL']);
  });

  it('leaves such a name alone without a cue', () => {
    expect(tickersIn('es', 'Me comí una Apple verde en el parque')).toEqual([]);
    expect(tickersIn('fr', 'Meta est le nom de son chien')).toEqual([]);
    expect(tickersIn('de', 'Er nannte seinen Hund Apple')).toEqual([]);
  });

  it('finds names inside elisions and compounds', () => {
    expect(tickersIn('fr', "Le cours d'Ethereum et le bitcoin reculent")).toEqual(['ETH', 'BTC']);
    expect(tickersIn('de', 'Nvidia-Aktie auf Rekordhoch')).toEqual(['NVDA']);
  });

  it("reads a German genitive as the asset's name, and leaves a name's own plural alone", () => {
    expect(tickersIn('de', 'Nvidias Umsatz verdoppelt sich, Teslas Aktie fällt')).toEqual(['NVDA', 'TSLA']);
    expect(tickersIn('de', 'Hacker erbeuten 20.000 Bitcoins')).toEqual(['BTC']);
    expect(tickersIn('es', 'Nvidias y Teslas')).toEqual([]);
  });
});

describe('topics of the pack languages', () => {
  it('files a rate decision under economy in each language', () => {
    expect(topicsIn('es', 'El banco central sube los tipos de interés')).toContain('economy');
    expect(topicsIn('fr', 'La banque centrale relève ses taux directeurs')).toContain('economy');
    expect(topicsIn('de', 'Die Notenbank erhöht den Leitzins')).toContain('economy');
  });

  it("counts a source's category written in the language, as an English one, when the text agrees once", () => {
    const text = 'La plataforma anunció un nuevo token para sus usuarios.';
    expect(topicsIn('es', 'Novedades de la semana', text)).toEqual([]);
    expect(topicsIn('es', 'Novedades de la semana', text, ['Criptomonedas'])).toEqual(['crypto']);
    expect(topicsIn('es', 'Novedades de la semana', text, ['Crypto'])).toEqual(['crypto']);
    expect(topicsIn('es', 'Novedades de la semana', 'El equipo ganó el partido.', ['Criptomonedas'])).toEqual([]);
  });

  it('files nothing for a story without finance words', () => {
    for (const [language, title] of [['es', 'El equipo ganó el partido del domingo'], ['fr', 'Le musée rouvre ses portes cet été'], ['de', 'Das Wetter bleibt am Wochenende sonnig']]) {
      expect(topicsIn(language!, title!)).toEqual([]);
    }
  });
});

describe('moves in the pack languages', () => {
  it('reads a move with its sign from the movement words beside the percentage', () => {
    expect(read('es').moves?.('El bitcoin se desploma un 15% y el ether cae un 9,5%')).toEqual([-15, -9.5]);
    expect(read('fr').moves?.('Le titre bondit de 12 % en séance')).toEqual([12]);
    expect(read('de').moves?.('Die Aktie ist um 7 Prozent gestiegen')).toEqual([7]);
  });

  it('does not read a level as a move', () => {
    expect(read('es').moves?.('La inflación se sitúa en el 3,2% en mayo')).toEqual([]);
  });
});

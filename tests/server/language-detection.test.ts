import { readFileSync } from 'node:fs';
import { eld } from 'eld/extrasmall';
import { beforeAll, describe, expect, it } from 'vitest';
import { languageName } from '../../src/contracts/languages.js';
import { articleLanguage, detectLanguage, loadLanguageDetector, UNDETERMINED } from '../../src/server/ingestion/language.js';

beforeAll(loadLanguageDetector);

interface Item {
  language: string;
  text: string;
}

const SET: Item[] = JSON.parse(readFileSync(new URL('../../bench/languages/detection-set.json', import.meta.url), 'utf8'));
const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'ja', 'zh', 'ru', 'ar'];

function share(items: Item[]): number {
  return items.filter((item) => detectLanguage(item.text) === item.language).length / items.length;
}

// "The company's shares rose sharply on the stock market today": eld has no Khmer.
const KHMER = 'ភាគហ៊ុនរបស់ក្រុមហ៊ុនបានកើនឡើងយ៉ាងខ្លាំងនៅក្នុងទីផ្សារភាគហ៊ុនថ្ងៃនេះ';
const SPANISH = 'El Banco de España advierte de que el precio de la vivienda sigue subiendo más rápido que los salarios.';

describe('the detection set', () => {
  it('holds 40 or more short news texts in each language, two thirds of them 40+ characters', () => {
    for (const language of LANGUAGES) expect(SET.filter((item) => item.language === language).length).toBeGreaterThanOrEqual(40);
    expect(SET.every((item) => item.text.length >= 20 && item.text.length <= 220)).toBe(true);
    expect(SET.filter((item) => item.text.length >= 40).length / SET.length).toBeGreaterThanOrEqual(2 / 3);
    expect(new Set(SET.map((item) => item.text)).size).toBe(SET.length);
  });
});

describe('detectLanguage', () => {
  it('reads 97 % or more of the texts of 40+ characters right', () => {
    expect(share(SET.filter((item) => item.text.length >= 40))).toBeGreaterThanOrEqual(0.97);
  });

  it('reads each language right on most of its texts, and on nearly all of its longer ones', () => {
    for (const language of LANGUAGES) {
      const items = SET.filter((item) => item.language === language);
      expect({ language, all: share(items) >= 0.85 }).toEqual({ language, all: true });
      expect({ language, long: share(items.filter((item) => item.text.length >= 40)) >= 0.95 }).toEqual({ language, long: true });
    }
  });

  it('still reads a 25-character headline with a ticker and a figure', () => {
    expect(detectLanguage('$NVDA jumps 6% on AI chips')).toBe('en');
    expect(detectLanguage('Tesla se desploma un 12%')).toBe('es');
    expect(detectLanguage('Goldpreis auf Rekordhoch')).toBe('de');
  });

  it('tells the near neighbours apart on a title with English loanwords', () => {
    expect(detectLanguage('El ETF de bitcoin de BlackRock registra entradas récord')).toBe('es');
    expect(detectLanguage('O ETF de bitcoin da BlackRock registra entradas recordes')).toBe('pt');
    // The extra-small tables read "L'ETF sul bitcoin di BlackRock registra afflussi record" as French: the elision weighs.
    expect(detectLanguage("L'ETF sul bitcoin di BlackRock registra afflussi record nella settimana")).toBe('it');
  });

  it('says undetermined when a text has too few letters to tell', () => {
    expect(detectLanguage('')).toBe(UNDETERMINED);
    expect(detectLanguage('   \n\t ')).toBe(UNDETERMINED);
    expect(detectLanguage('Hello Bob!')).toBe(UNDETERMINED);
    expect(detectLanguage('Fed cuts')).toBe(UNDETERMINED);
    expect(detectLanguage('日銀が')).toBe(UNDETERMINED);
  });

  it('counts neither links, cashtags, figures nor emoji as letters', () => {
    expect(detectLanguage('https://www.example.com/markets/stocks-rally-to-record-high-as-investors-cheer')).toBe(UNDETERMINED);
    expect(detectLanguage('$BTC $ETH $SOL $XRP $DOGE $LINK $AVAX $MATIC')).toBe(UNDETERMINED);
    expect(detectLanguage('2024-11-27 10:45 +5,2% 1.234,56 € 70 000 $')).toBe(UNDETERMINED);
    expect(detectLanguage('Q3 H100 A380 MP3 70K 10x 5G $60bn 4Q24 2.1bn')).toBe(UNDETERMINED);
    expect(detectLanguage('🚀🚀🚀 📈📈📈 💰💰 to the moon 🌕')).toBe(UNDETERMINED);
  });

  it('reads the words around links, cashtags, figures and emoji', () => {
    expect(detectLanguage('🚀 El bitcoin rompe los 100.000 dólares por primera vez https://t.co/x1y2z3 $BTC')).toBe('es');
    expect(detectLanguage('$ETH steigt um 9 Prozent, Anleger greifen wieder zu 📈')).toBe('de');
  });

  it('counts a Chinese or Japanese character as several letters, and takes kana as Japanese', () => {
    expect(detectLanguage('日銀が利上げ')).toBe('ja');
    expect(detectLanguage('比特币跌破5万美元')).toBe('zh');
    // Kanji, a Latin ticker and a little kana: the n-grams alone lean Chinese.
    expect(detectLanguage('原油先物、OPECプラスの減産延長を受けて上昇')).toBe('ja');
  });

  it('says undetermined on a script the detector does not know', () => {
    expect(detectLanguage(KHMER)).toBe(UNDETERMINED);
  });

  it('says undetermined rather than guess between close languages on a short text', () => {
    // eld's scores: Bulgarian 0.8171, Russian 0.8167.
    expect(detectLanguage('Рубль ослаб до 100 за доллар')).toBe(UNDETERMINED);
  });
});

describe('articleLanguage', () => {
  it('overrules a declared language when the text plainly reads as another', () => {
    expect(articleLanguage({ declared: 'en', title: SPANISH, text: '' })).toBe('es');
    expect(articleLanguage({ declared: 'en-US', title: 'Mercados', text: SPANISH })).toBe('es');
  });

  it('keeps a declared language on a text too short to overrule it', () => {
    expect(articleLanguage({ declared: 'es', title: 'Apple y Nvidia suben', text: '' })).toBe('es');
    expect(articleLanguage({ declared: 'es', title: 'Markets rally on Fed', text: '' })).toBe('es');
    expect(articleLanguage({ declared: 'en', title: 'Cae la confianza del consumidor', text: '' })).toBe('en');
  });

  it('sets aside a declared language none of whose letters the text holds, however short', () => {
    expect(articleLanguage({ declared: 'en', title: '日銀が追加利上げを決定', text: '' })).toBe('ja');
    expect(articleLanguage({ declared: 'en', title: '比特币暴跌', text: '' })).toBe('zh');
    // Too short to tell what it is, but plainly not English.
    expect(articleLanguage({ declared: 'en', title: 'Биткоин растёт', text: '' })).toBe(UNDETERMINED);
    // A ticker is a Latin letter: a short English headline keeps its feed's word.
    expect(articleLanguage({ declared: 'en', title: 'BTC +5%', text: '' })).toBe('en');
    expect(articleLanguage({ declared: 'zh', title: '比特币 BTC 暴跌', text: '' })).toBe('zh');
  });

  it('keeps a declared language the detector cannot read', () => {
    expect(articleLanguage({ declared: 'km', title: KHMER, text: KHMER })).toBe('km');
  });

  it('keeps a declared language the text agrees with', () => {
    expect(articleLanguage({ declared: 'pt-BR', title: 'Ibovespa fecha em alta de 1,2% com impulso da Petrobras e dos bancos', text: '' })).toBe('pt');
  });

  it('detects the language when none is declared, and says undetermined on a short text', () => {
    expect(articleLanguage({ declared: null, title: SPANISH, text: '' })).toBe('es');
    expect(articleLanguage({ declared: undefined, title: '', text: SPANISH })).toBe('es');
    expect(articleLanguage({ declared: null, title: 'Hello Bob!', text: '' })).toBe(UNDETERMINED);
    expect(articleLanguage({ declared: null, title: 'Рубль ослаб до 100 за доллар', text: '' })).toBe(UNDETERMINED);
    expect(articleLanguage({ declared: '', title: '', text: '' })).toBe(UNDETERMINED);
  });

  it('normalises a declared tag, code or name to ISO 639-1', () => {
    const declared = { 'en-US': 'en', EN: 'en', en_GB: 'en', eng: 'en', English: 'en', 'fr-FR': 'fr', fre: 'fr', Français: 'fr', francais: 'fr', deutsch: 'de', ' ja ': 'ja', 'zh-Hant-TW': 'zh', cmn: 'zh', iw: 'he', Hebrew: 'he', Indonesian: 'id', '日本語': 'ja' };
    for (const [value, code] of Object.entries(declared)) {
      // A title without letters: a declaration needs letters of its script only where there are letters.
      expect({ value, code: articleLanguage({ declared: value, title: '+1.5%', text: '' }) }).toEqual({ value, code });
    }
  });

  it('ignores a declared value that names no language', () => {
    for (const value of ['garbage', 'xx', 'zz-ZZ', '123', 'und', '-', 'en US', '   ', '💰']) {
      expect({ value, code: articleLanguage({ declared: value, title: 'Hi', text: '' }) }).toEqual({ value, code: UNDETERMINED });
      expect({ value, code: articleLanguage({ declared: value, title: SPANISH, text: '' }) }).toEqual({ value, code: 'es' });
    }
  });

  it('reads only the start of a long text', () => {
    // A table of prices first: the words after it are past what is read.
    const text = `${'+1,25% 1.234,56 '.repeat(30)}${SPANISH}`;
    expect(articleLanguage({ declared: 'en', title: '', text })).toBe('en');
    expect(articleLanguage({ declared: null, title: '', text })).toBe(UNDETERMINED);
  });

  it('reads only the start of a long title', () => {
    const english = 'Stocks rose on Tuesday as investors weighed the latest inflation figures and company earnings. '.repeat(12);
    expect(articleLanguage({ declared: null, title: english, text: `${SPANISH} `.repeat(5) })).toBe('es');
  });
});

describe('languageName', () => {
  it('names a language in English', () => {
    expect(languageName('ja')).toBe('Japanese');
    expect(languageName('pt')).toBe('Portuguese');
    expect(languageName('zh')).toBe('Chinese');
  });

  it('names every language the detector can return', () => {
    for (const code of Object.values(eld.info().Languages)) expect({ code, name: languageName(code) }).not.toEqual({ code, name: 'an undetermined language' });
  });

  it('says "an undetermined language" for und and for anything that is no language code', () => {
    for (const code of [UNDETERMINED, '', 'xx', 'not a code', 'e', '💰']) expect(languageName(code)).toBe('an undetermined language');
  });
});

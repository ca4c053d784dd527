// A feed search (`q`) in a script written without spaces. PostgreSQL's English text search reads
// a run of Chinese, Japanese or Thai as one word ("比特币价格上涨" is a single lexeme, and so is
// "比特币ETF获批", Latin letters and all), so a word inside it is never found. A search holding
// such a script is read as pieces to find inside the title and text instead.

/**
 * Letters of the scripts written without spaces between words: Chinese and Japanese (with the
 * kana's long-vowel mark ー, which Unicode files under no script), Thai, Lao, Khmer, Myanmar and
 * Tibetan. Korean puts spaces between words, and its text search finds them.
 */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC\uFF70\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/u;
/** Between pieces: white space, and the punctuation of those scripts (、。「」，：；！？). */
const SEPARATORS = /[\s\u3000-\u303F\uFF01\uFF0C\uFF1A\uFF1B\uFF1F]+/u;
/** Quotes and brackets around a piece, and a full stop or comma after it. */
const AROUND = /^["'“”‘’(（]+|["'“”‘’)）.,]+$/gu;

export interface PieceSearch {
  /** Pieces the title or the text must each hold. */
  pieces: string[];
  /** Pieces written after a "-", as in the web-search syntax: neither may hold them. */
  excluded: string[];
}

/**
 * A search holding a script without spaces, as pieces: "比特币 ETF" needs both, "比特币 -上涨"
 * leaves out what says 上涨, and "or" joins nothing. Null for any other search: the English text
 * search reads it, with its stems and operators.
 */
export function pieceSearch(q: string): PieceSearch | null {
  if (!UNSPACED.test(q)) return null;
  const pieces = new Set<string>();
  const excluded = new Set<string>();
  for (const word of q.split(SEPARATORS)) {
    const exclude = word.length > 1 && word.startsWith('-');
    const piece = (exclude ? word.slice(1) : word).replace(AROUND, '');
    if (piece === '' || piece.toLowerCase() === 'or') continue;
    (exclude ? excluded : pieces).add(piece);
  }
  return { pieces: [...pieces], excluded: [...excluded] };
}

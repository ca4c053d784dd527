// Institutions whose names move markets. Matched case-sensitively on the original text: "Fed"
// is the Federal Reserve, "fed" is a verb; "SEC" is the regulator, "sec" a second. Names are also
// those Spanish, French and German news use ("BCE", "EZB", "Reserva Federal", "BaFin").

export interface FinanceEntities {
  centralBanks: string[];
  regulators: string[];
}

const CENTRAL_BANKS: ReadonlyArray<[string, RegExp]> = [
  ['fed', /\b(?:Fed|FOMC|Federal Reserve|Federal Open Market Committee|Powell|Reserva Federal|Réserve fédérale|US-Notenbank)\b/],
  ['ecb', /\b(?:ECB|European Central Bank|Lagarde|BCE|Banco Central Europeo|Banque centrale européenne|EZB|Europäischen? Zentralbank)\b/],
  ['boe', /\b(?:BoE|Bank of England)\b/],
  ['boj', /\b(?:BoJ|BOJ|Bank of Japan)\b/],
  ['pboc', /\b(?:PBOC|PBoC|People's Bank of China|People’s Bank of China)\b/],
  ['snb', /\b(?:SNB|Swiss National Bank)\b/],
  ['rba', /\b(?:RBA|Reserve Bank of Australia)\b/],
  ['boc', /\bBank of Canada\b/],
  ['national', /\b(?:Bundesbank|Banque de France|Banco de España|Banco de México|Banxico)\b/],
  ['central_bank', /\b(?:[Cc]entral [Bb]ank\b(?! digital)|[Bb]anco [Cc]entral\b|[Bb]anque [Cc]entrale\b|Notenbank|Zentralbank)/],
];

const REGULATORS: ReadonlyArray<[string, RegExp]> = [
  ['sec', /\b(?:SEC|Securities and Exchange Commission)\b/],
  ['cftc', /\b(?:CFTC|Commodity Futures Trading Commission)\b/],
  ['finra', /\bFINRA\b/],
  ['fca', /\b(?:FCA|Financial Conduct Authority)\b/],
  ['esma', /\b(?:ESMA|European Securities and Markets Authority)\b/],
  ['doj', /\b(?:DOJ|Department of Justice|Justice Department)\b/],
  ['treasury', /\b(?:OFAC|Treasury Department)\b/],
  ['occ', /\b(?:OCC|Office of the Comptroller)\b/],
  ['fdic', /\bFDIC\b/],
  ['mica', /\bMiCA\b/],
  ['national_regulator', /\b(?:CNMV|AMF|Autorité des marchés financiers|BaFin|Finanzaufsicht)\b/],
  ['regulator', /\b(?:[Rr]egulators?|[Ww]atchdog|[Ss]upervisor)\b/],
];

/** Every pattern of both tables in one: a text it does not match names none, and is read once instead of twenty times. */
const ANY_NAME = new RegExp([...CENTRAL_BANKS, ...REGULATORS].map(([, pattern]) => `(?:${pattern.source})`).join('|'));

function namesFound(text: string, table: ReadonlyArray<[string, RegExp]>): string[] {
  return table.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

/** Which central banks and regulators a text names (generic "central bank" / "regulator" included). */
export function findFinanceEntities(text: string): FinanceEntities {
  if (!ANY_NAME.test(text)) return { centralBanks: [], regulators: [] };
  return { centralBanks: namesFound(text, CENTRAL_BANKS), regulators: namesFound(text, REGULATORS) };
}

function inTableOrder(table: ReadonlyArray<[string, RegExp]>, a: readonly string[], b: readonly string[]): string[] {
  return table.map(([name]) => name).filter((name) => a.includes(name) || b.includes(name));
}

/**
 * What findFinanceEntities finds in two texts joined by a line break, from what it found in each:
 * no name spans a line break (their spaces are literal), so each is found in one text or the other.
 */
export function joinedEntities(first: FinanceEntities, second: FinanceEntities): FinanceEntities {
  return {
    centralBanks: inTableOrder(CENTRAL_BANKS, first.centralBanks, second.centralBanks),
    regulators: inTableOrder(REGULATORS, first.regulators, second.regulators),
  };
}

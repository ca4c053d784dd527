/** What the ticker finder knows about one asset. */
export interface TickerEntry {
  symbol: string;
  kind: 'crypto' | 'equity' | 'index' | 'fund' | 'currency';
  /**
   * Names that mean this asset. All lower case: matched in any case ("bitcoin", "Bitcoin");
   * with capitals: matched exactly ("Tether", not "tether").
   */
  names?: readonly string[];
  /** Names that are also ordinary words ("Apple", "Amazon", "Avalanche"): counted only near a cue word of the kind. */
  contextNames?: readonly string[];
  /**
   * The bare symbol also means something else. 'word' (ONE, NOW, T): it counts only as a
   * cashtag, after an exchange prefix, or in brackets after the name. 'acronym' (ADA, ETC, GE):
   * also when a cue word of its kind is near ("ADA token", "GE shares").
   */
  ambiguous?: 'acronym' | 'word';
  /** Other symbols for the same asset, normalised to this one (GOOG → GOOGL, MATIC → POL). */
  aliases?: readonly string[];
  /** 1: the assets most readers follow (feeds popularity). */
  tier?: 1 | 2;
}

// German, written for AlphaWire as data (not taken from any lexicon or data set). Compounds are
// listed whole besides their parts ("zinserhöhung", "kryptobörse"): the stemmer never splits them.
// Separable verbs are written as the phrase a news sentence has ("legt zu", "bricht ein"). Bare
// "euro" and "dollar" are no market keywords here: German prices every amount in them ("2 Milliarden Euro").
import type { LanguagePack } from '../pack.js';

const MOVES = [
  'steigt', 'stieg', 'gestiegen', 'fällt', 'fiel', 'gefallen', 'legt', 'legte', 'zugelegt', 'verliert', 'verlor', 'verloren',
  'gewinnt', 'gewann', 'klettert', 'kletterte', 'sinkt', 'sank', 'gesunken', 'springt', 'sprang', 'bricht', 'brach', 'eingebrochen',
  'stürzt', 'stürzte', 'rutscht', 'rutschte', 'notiert', 'notierte', 'höher', 'tiefer', 'fester', 'leichter',
];

// A word both rising and falling reads neither way: listed so that its stem or compound is not
// read as a move or a bad thing ("der Zinsentscheid fiel wie erwartet aus", "der Zinsüberschuss").
const NO_MOVE = [
  'fällt aus', 'fiel aus', 'fallen aus', 'fielen aus', 'ausgefallen', 'zinsentscheid', 'zinsentscheidung', 'zinsüberschuss',
  'zinserträge', 'zinseinnahmen', 'zinsmarge', 'versteigerung', 'versteigerungen',
];

// A bad thing after a possessive ("reduziert seine Nettoverschuldung", "baut ihre Verluste ab"):
// the move reaches it over the possessive only when both are listed together.
const POSSESSIVES = ['sein', 'seine', 'seinen', 'ihr', 'ihre', 'ihren'];
const OWN_BAD_THINGS = [
  'schulden', 'verschuldung', 'nettoverschuldung', 'kosten', 'defizit', 'verlust', 'verluste', 'leitzins', 'leitzinsen', 'zinsen',
];
const OWN_BAD = POSSESSIVES.flatMap((p) => OWN_BAD_THINGS.map((bad) => `${p} ${bad}`));
const OWN_LOSSES = POSSESSIVES.flatMap((p) => [`${p} verlust`, `${p} verluste`]);
// Losses made good: the particle ends the clause ("holt der Dax seine Verluste vollständig auf").
const LOSSES_RECOVERED = ['holt', 'holte', 'holen', 'holten', 'macht', 'machte', 'machen', 'machten'].flatMap((verb) =>
  ['die', 'seine', 'ihre', 'alle'].map((det) => `${verb} ${det} verluste ${verb.startsWith('ho') ? 'auf' : 'wett'}`),
);
// Debt paid down, the particle ending the clause ("baut ihre Verschuldung schneller ab").
const DEBTS = ['schulden', 'verschuldung', 'nettoverschuldung'];
const DEBT_CUT = ['baut', 'baute', 'bauen', 'bauten'].flatMap((verb) =>
  ['die', 'seine', 'ihre'].flatMap((det) => DEBTS.map((debt) => `${verb} ${det} ${debt} ab`)),
);
// A fall that ends ("die Aktie beendet ihre Talfahrt") and gains given back ("gibt ihre Kursgewinne ab").
const SLIDE_ENDED = ['talfahrt gestoppt', 'ende der talfahrt', 'stoppt die talfahrt'].concat(
  ['beendet', 'beendete', 'beenden', 'stoppt', 'stoppte'].flatMap((verb) => ['die', 'ihre', 'seine'].map((det) => `${verb} ${det} talfahrt`)),
);
const GAINS_GIVEN_BACK = ['gibt', 'gab', 'geben', 'gaben'].flatMap((verb) =>
  ['die', 'ihre', 'seine', 'alle'].flatMap((det) => ['gewinne', 'kursgewinne', 'zugewinne'].map((gains) => `${verb} ${det} ${gains} ab`)),
);
// "fiel höher aus als erwartet": "fallen" here is "turn out", read by the comparative after it.
const TURNED_OUT_VERBS = ['fällt', 'fiel', 'fallen', 'fielen'];
const TURNED_OUT = {
  higher: TURNED_OUT_VERBS.map((v) => `${v} höher`),
  lower: TURNED_OUT_VERBS.flatMap((v) => [`${v} niedriger`, `${v} geringer`, `${v} kleiner`]),
  better: TURNED_OUT_VERBS.map((v) => `${v} besser`),
  worse: TURNED_OUT_VERBS.flatMap((v) => [`${v} schlechter`, `${v} schwächer`]),
};

// A price is a bad thing when it is what households and firms pay ("die Preise für Lebensmittel
// sinken" is good news), not when it is an asset's ("die Preise für Kupfer brechen ein"): read by
// its complement, and by the compounds that name one.
const PAID_FOR = [
  'lebensmittel', 'nahrungsmittel', 'strom', 'gas', 'erdgas', 'heizöl', 'energie', 'sprit', 'benzin', 'diesel', 'kraftstoff',
  'butter', 'milch', 'brot', 'gemüse', 'obst', 'fleisch', 'dienstleistungen', 'konsumgüter', 'pauschalreisen', 'flugtickets',
  'versicherungen', 'baumaterial', 'baustoffe', 'vorprodukte', 'düngemittel', 'futtermittel', 'verbraucher', 'haushalte',
];
const PAID_PRICES = ['preise für', 'preis für', 'preise von', 'preis von'].flatMap((p) => PAID_FOR.map((good) => `${p} ${good}`)).concat(
  ['preise im einzelhandel', 'preise im großhandel', 'preise im supermarkt', 'preise an der zapfsäule', 'preise an der tankstelle'],
  ['spritpreise', 'benzinpreise', 'dieselpreise', 'heizölpreise', 'kraftstoffpreise', 'nahrungsmittelpreise', 'konsumentenpreise',
    'einfuhrpreise', 'produzentenpreise', 'baupreise', 'verbraucherpreisindex'],
);
// A superlative of depth says how bad a crisis is, not that something fell ("in ihrer tiefsten Krise").
const DEEPEST = ['krise', 'rezession', 'wirtschaftskrise', 'absatzkrise', 'branchenkrise', 'bankenkrise', 'schuldenkrise', 'flaute', 'depression', 'vertrauenskrise']
  .map((bad) => `tiefste ${bad}`);

// A move smaller than feared is good news, smaller than hoped bad ("das Wachstum fällt geringer aus
// als erhofft"); read so only when the comparison has no move before it to turn (sentiment/comparisons.ts).
const SMALLER = ['weniger', 'weniger stark', 'weniger deutlich', 'langsamer', 'schwächer', 'geringer', 'kleiner', 'milder'];
const SMALLER_THAN_FEARED = SMALLER.flatMap((w) => [`${w} als befürchtet`, ...TURNED_OUT_VERBS.map((v) => `${v} ${w} aus als befürchtet`)]);
const SMALLER_THAN_HOPED = SMALLER.flatMap((w) => [`${w} als erhofft`, ...TURNED_OUT_VERBS.map((v) => `${v} ${w} aus als erhofft`)]);

// A peak or a low reached is a rise or a fall ("die Zahl der Firmenpleiten erreicht einen Höchststand" is bad news).
const REACHES = ['erreicht', 'erreichte', 'erreichen', 'erreichten', 'markiert', 'markierte'];
const PEAKS = ['einen höchststand', 'einen neuen höchststand', 'einen rekord', 'einen neuen rekord', 'ein rekordhoch', 'ein rekordniveau', 'einen rekordwert'];
const LOWS = ['einen tiefstand', 'einen neuen tiefstand', 'ein rekordtief', 'einen tiefpunkt'];

const EQUITY = [
  'aktie', 'aktien', 'papier', 'papiere', 'titel', 'anteilsschein', 'anteilsscheine', 'kurs', 'aktienkurs', 'börsenwert', 'konzern',
  'unternehmen', 'firma', 'hersteller', 'ag', 'se', 'gmbh', 'inc', 'corp', 'umsatz', 'gewinn', 'quartal', 'quartalszahlen', 'zahlen',
  'bilanz', 'prognose', 'ausblick', 'dividende', 'aktienrückkauf', 'aktionäre', 'anleger', 'analysten', 'analyst', 'kursziel',
  'chef', 'vorstand', 'vorstandschef', 'konzernchef', 'ceo', 'chipkonzern', 'chiphersteller', 'autobauer', 'softwarekonzern',
  'techkonzern', 'bank', 'versicherer', 'händler', 'übernahme', 'marktwert', 'nasdaq', 'nyse', 'xetra', 'iphone', 'chips', 'kunden',
  'gewinnwarnung', 'kurssturz', 'kurssprung', ...MOVES,
];

const CRYPTO = [
  'token', 'coin', 'coins', 'krypto', 'kryptowährung', 'kryptowährungen', 'digitalwährung', 'cyberdevise', 'blockchain',
  'netzwerk', 'protokoll', 'kette', 'mainnet', 'testnet', 'staking', 'defi', 'wallet', 'börse', 'kryptobörse', 'handelsplatz',
  'stablecoin', 'memecoin', 'altcoin', 'altcoins', 'kurs', 'preis', 'foundation', 'validatoren', 'airdrop', 'dex', 'etf', ...MOVES,
];

const INDEX = [
  'index', 'indizes', 'leitindex', 'börsenbarometer', 'punkte', 'punkten', 'zähler', 'schloss', 'schließt', 'geschlossen',
  'schluss', 'handelsschluss', 'eröffnete', 'eröffnet', 'endete', 'future', 'futures', 'rekordhoch',
  'rekord', 'standardwerte', 'nebenwerte', 'technologiewerte', 'auswahlindex', 'stand', 'börse', 'börsen', ...MOVES,
];

// No general moves and no "je" or "pro" here: German prices amounts in euros ("stieg auf 3 Milliarden
// Euro", "1,20 Euro je Aktie"), and those must not read as the currency moving.
const CURRENCY = [
  'dollar', 'us-dollar', 'greenback', 'gegenüber', 'währung', 'währungen', 'devisen', 'devisenmarkt', 'devisenhändler',
  'wechselkurs', 'gemeinschaftswährung', 'forex', 'fx', 'wertet', 'aufgewertet', 'abgewertet', 'aufwertung', 'abwertung',
  'intervention', 'referenzkurs', 'franken', 'pfund', 'yen', 'parität', 'schwächelt', 'erstarkt',
];

export const pack: LanguagePack = {
  code: 'de',
  stopWords: [
    'sagte', 'sagten', 'sagt', 'gesagt', 'sagen', 'laut', 'zufolge', 'erklärte', 'erklärt', 'teilte', 'mitteilte', 'mit', 'hieß', 'heißt',
    'betonte', 'ergänzte', 'fügte', 'hinzu', 'berichtete', 'berichtet', 'meldete', 'meldet', 'demnach', 'zudem', 'außerdem', 'dabei',
    'bislang', 'derzeit', 'zuletzt', 'inzwischen', 'mittlerweile', 'jedoch', 'allerdings', 'sowie', 'bzw', 'etwa', 'rund', 'knapp',
    'gut', 'fast', 'nahezu', 'bereits', 'noch', 'erst', 'jahr', 'jahres', 'jahren', 'monat', 'monate', 'monaten', 'woche', 'wochen',
    'tag', 'tage', 'tagen', 'montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag', 'heute', 'gestern',
    'morgen', 'vormittag', 'nachmittag', 'abend', 'uhr', 'prozent', 'prozentpunkte', 'mio', 'millionen', 'mrd', 'milliarden',
    'ende', 'anfang', 'mitte', 'seit', 'bisher', 'wegen', 'trotz', 'angaben', 'gegenüber', 'sei', 'seien',
    'habe', 'hätten', 'worden', 'wurde', 'wurden', 'werde', 'würden', 'könne', 'könnten', 'solle', 'müsse', 'dpa', 'reuters',
  ],
  tickerCues: {
    crypto: CRYPTO,
    equity: EQUITY,
    fund: [...EQUITY, 'fonds', 'etf', 'indexfonds', 'zuflüsse', 'abflüsse', 'fondsanteile'],
    index: INDEX,
    currency: CURRENCY,
  },
  topicKeywords: {
    crypto: [
      'krypto', 'kryptowährung', 'kryptowährungen', 'digitalwährung', 'cyberdevise', 'cyberwährung', 'digitaler vermögenswert',
      'kryptowert', 'kryptowerte', 'token', 'altcoin', 'stablecoin', 'memecoin', 'kryptobörse', 'kryptomarkt', 'kryptobranche',
      'kryptoanleger', 'kryptofirma', 'binance', 'coinbase', 'kraken', 'bitpanda', 'wallet', 'krypto-wallet', 'hardware-wallet',
      'airdrop', 'web3', 'tether', 'usdc', 'liquidation', 'liquidierung', 'coin', 'staking', 'kryptoverwahrung', 'kryptoverwahrer',
      'solana', 'xrp', 'dogecoin',
    ],
    bitcoin: [
      'bitcoin', 'btc', 'bitcoin-kurs', 'bitcoinkurs', 'bitcoin-preis', 'halving', 'halbierung', 'satoshi', 'hashrate', 'hash rate',
      'rechenleistung', 'bitcoin-miner', 'miner', 'mining', 'schürfer', 'lightning-netzwerk', 'lightning network', 'bitcoin-etf',
      'spot-bitcoin', 'bitcoin-fonds',
    ],
    ethereum: [
      'ethereum', 'ether', 'eth', 'buterin', 'vitalik', 'ethereum-netzwerk', 'ethereum-etf', 'ether-kurs', 'ether-etf', 'eip',
      'blob', 'dencun', 'pectra', 'evm', 'ethereum foundation', 'ethereum-stiftung', 'gas-gebühr', 'gasgebühr',
    ],
    defi: [
      'defi', 'dezentrale finanzen', 'dezentrales finanzwesen', 'dezentrale finanzwelt', 'liquiditätspool', 'kreditprotokoll',
      'verleihprotokoll', 'yield farming', 'dex', 'dezentrale börse', 'dezentrale handelsplattform', 'amm', 'gesamtwert gesperrt',
      'total value locked', 'tvl', 'uniswap', 'aave', 'makerdao', 'lido', 'curve finance', 'flash loan', 'blitzkredit',
      'liquid staking', 'restaking', 'preisorakel', 'orakel', 'vault', 'governance-token', 'smart-contract-lücke',
    ],
    nft: [
      'nft', 'nfts', 'non-fungible token', 'nicht austauschbarer token', 'nicht austauschbare token', 'digitales sammlerstück',
      'digitale sammlerstücke', 'sammlerstück', 'opensea', 'bored ape', 'cryptopunks', 'mindestpreis', 'floor price', 'mint',
      'nft-marktplatz', 'nft-kollektion', 'nft-sammlung', 'lizenzgebühr',
    ],
    blockchain: [
      'blockchain', 'blockchain-technologie', 'on-chain', 'onchain', 'distributed ledger', 'verteiltes register', 'smart contract',
      'intelligenter vertrag', 'layer-2', 'layer 2', 'layer-1', 'rollup', 'mainnet', 'hauptnetz', 'testnet', 'testnetz', 'validator',
      'validatoren', 'netzwerk-upgrade', 'netzwerkupgrade', 'hard fork', 'hardfork', 'tokenisierung', 'tokenisiert', 'tokenisierte',
      'interoperabilität', 'cross-chain', 'bridge', 'netzwerkgebühr', 'transaktionsgebühr', 'knoten',
    ],
    regulation: [
      'regulierung', 'regulierer', 'regulierungsbehörde', 'aufsicht', 'aufsichtsbehörde', 'finanzaufsicht', 'bafin', 'sec',
      'börsenaufsicht', 'esma', 'mica', 'cftc', 'klage', 'verklagt', 'gericht', 'urteil', 'strafe',
      'geldstrafe', 'bußgeld', 'sanktion', 'sanktionen', 'gesetz', 'gesetzentwurf', 'gesetzgeber', 'bundestag', 'parlament',
      'kongress', 'senat', 'lizenz', 'zulassung', 'genehmigung', 'genehmigt', 'verbot', 'geldwäsche', 'geldwäschebekämpfung',
      'ermittlung', 'ermittlungen', 'staatsanwaltschaft', 'compliance',
    ],
    economy: [
      'wirtschaft', 'konjunktur', 'inflation', 'inflationsrate', 'teuerung', 'verbraucherpreise', 'bip', 'bruttoinlandsprodukt',
      'wachstum', 'wirtschaftswachstum', 'rezession', 'arbeitslosigkeit', 'arbeitslosenquote', 'arbeitslose', 'arbeitsmarkt',
      'beschäftigung', 'löhne', 'notenbank', 'zentralbank', 'ezb', 'fed', 'us-notenbank', 'bundesbank', 'leitzins',
      'leitzinsen', 'zinserhöhung', 'zinssenkung', 'zinsentscheid', 'zinswende', 'geldpolitik', 'haushaltsdefizit', 'zölle',
      'handelsdefizit', 'einzelhandelsumsatz', 'konsum', 'verbrauchervertrauen', 'ifo-index', 'einkaufsmanagerindex',
      'industrieproduktion', 'auftragseingang',
    ],
    markets: [
      'markt', 'märkte', 'börse', 'börsen', 'aktienmarkt', 'händler', 'index', 'leitindex', 'dax', 'mdax', 'euro stoxx',
      's&p 500', 'nasdaq', 'dow jones', 'anleihe', 'anleihen', 'bundesanleihe', 'staatsanleihe', 'rendite', 'rohstoff', 'öl',
      'ölpreis', 'gold', 'goldpreis', 'kupfer', 'währung', 'devisen', 'us-dollar', 'gemeinschaftswährung', 'yen',
      'franken', 'volatilität',
      'ausverkauf', 'kursrutsch', 'rally', 'erholung', 'risikobereitschaft', 'handelstag', 'wechselkurs', 'basispunkte',
    ],
    stocks: [
      'aktie', 'aktien', 'aktienkurs', 'papier', 'papiere', 'anteilsschein', 'quartalszahlen', 'quartalsbilanz', 'umsatz', 'gewinn',
      'nettogewinn', 'ergebnis', 'gewinn je aktie', 'prognose', 'jahresprognose', 'ausblick', 'gewinnwarnung', 'börsengang',
      'ipo', 'aktienrückkauf', 'dividende', 'kursziel', 'analyst', 'übernahme', 'übernahmeangebot', 'fusion', 'leerverkauf',
      'leerverkäufer', 'börsenwert', 'marktkapitalisierung', 'aktionär', 'aktionäre', 'börsennotiert', 'nebenwerte', 'blue chip',
      'xetra', 'nyse', 's&p 500', 'dax-konzern',
    ],
    investing: [
      'anleger', 'investor', 'investoren', 'investition', 'geldanlage', 'portfolio', 'depot', 'fonds', 'etf',
      'indexfonds', 'vermögensverwalter', 'fondsgesellschaft', 'hedgefonds', 'altersvorsorge', 'rente', 'sparplan', 'dividende',
      'bewertung', 'mittelzuflüsse', 'zuflüsse', 'abflüsse', 'vermögen', 'langfristig', 'diversifikation', 'streuung',
      'risikokapital', 'private equity', 'anlageklasse', 'rendite', 'privatanleger',
    ],
    technology: [
      'technologie', 'tech', 'techkonzern', 'software', 'hardware', 'ki', 'künstliche intelligenz', 'maschinelles lernen', 'chip',
      'chips', 'chiphersteller', 'chipkonzern', 'halbleiter', 'halbleiterhersteller', 'cloud', 'rechenzentrum', 'rechenzentren',
      'cybersicherheit', 'smartphone', 'iphone', 'app', 'start-up', 'startup', 'internet', 'quantencomputer', 'robotik',
      'elektroauto', 'e-auto', 'grafikprozessor', 'algorithmus', 'digitalisierung',
    ],
    finance: [
      'bank', 'banken', 'geldhaus', 'kreditinstitut', 'sparkasse', 'kredit', 'kredite', 'kreditvergabe', 'darlehen', 'hypothek',
      'baufinanzierung', 'anleihe', 'zinsen', 'zins', 'einlagen', 'kapital', 'eigenkapital', 'fintech', 'zahlungsdienstleister',
      'zahlung', 'versicherer', 'versicherung', 'vermögensverwalter', 'finanzbranche', 'finanzsektor', 'finanzen', 'broker',
      'neobroker', 'stresstest', 'bilanz', 'kapitalanforderungen', 'liquidität', 'finanzdienstleister', 'wall street',
    ],
  },
  sentiment: {
    negators: [
      'nicht', 'kein', 'keine', 'keinen', 'keinem', 'keiner', 'keines', 'ohne', 'nie', 'niemals', 'weder', 'noch nicht', 'nichts',
      'kaum', 'scheitert', 'scheiterte', 'gescheitert', 'misslingt', 'bleibt aus',
      'blieb aus', 'ausgeblieben',
    ],
    bullish: [
      // Markets and prices
      'springt', 'sprang', 'gesprungen', 'schießt', 'schoss', 'schießt hoch', 'schoss hoch', 'hebt ab', 'zieht an', 'zog an',
      'zieht kräftig an', 'haussiert', 'hausse', 'rally', 'rallye', 'kursfeuerwerk', 'kurssprung', 'kursexplosion', 'höhenflug',
      'rekordhoch', 'rekordhochs', 'allzeithoch', 'allzeithochs', 'rekordstand', 'bestmarke', 'jahreshoch', 'mehrjahreshoch',
      'erholt', 'erholte', 'erholung', 'kräftige erholung', 'aufwärtstrend', 'aufschwung', 'boom', 'boomt', 'boomte', 'beflügelt',
      'beflügelte', 'befeuert', 'treibt an', 'trieb an', 'kaufinteresse', 'kauflaune', 'kaufwelle', 'nachfrage zieht an',
      'vervielfacht', 'verdoppelt', 'verdoppelte', 'verdreifacht', 'verdreifacht sich', 'ausbruch nach oben', 'überflügelt',
      'spitzenreiter',
      'springen an', 'sprangen an', 'zurückerobert', 'erobert zurück', 'holt auf', 'holte auf',
      'aufgeholt', 'holen auf', 'macht wett', 'wettgemacht', 'unterbewertet', 'gesteigert', 'erstmals einen gewinn',
      'erstmals einen quartalsgewinn',
      'erstmals einen jahresgewinn', 'wieder profitabel', 'über den schätzungen', 'milliardengewinn', 'auf kaufen',
      'wiederhergestellt', 'besteht den stresstest', 'aufgehellt', 'antreibt', 'angetrieben', 'greifen zu', 'griffen zu', 'greift zu',
      'neue stellen', 'volllast', 'glimpflich', 'steuersenkung', 'steuersenkungen', 'wieder einen gewinn', 'schnäppchenjäger', 'abwärtstrend gebrochen', 'abwärtstrend ist gebrochen', ...LOSSES_RECOVERED, 'verluste aufgeholt', 'verluste wettgemacht', 'ermittlungen eingestellt',
      'stellt die ermittlungen ein', 'stellt ihre ermittlungen ein', 'verfahren eingestellt', 'klage abgewiesen', 'weist die klage ab',
      'klage zurückgezogen', 'zieht die klage zurück', 'zieht ihre klage zurück', 'streik beendet', 'beendet den streik',
      'kostensenkung', 'kostensenkungen', 'inflationsrückgang', 'schuldenabbau', 'entwarnung', 'trotzt', 'ende der krise',
      'stellt das verfahren ein', 'stellte das verfahren ein', ...DEBT_CUT, ...SLIDE_ENDED, 'verbot aufgehoben',
      'sanktionen aufgehoben', 'hebt das verbot auf', 'hebt die sanktionen auf', 'dreht ins plus', 'unbegründet',
      'bewahrheitet sich nicht', 'bewahrheiten sich nicht', 'verluste ersetzt', 'ersetzt die verluste', 'ersetzt alle verluste',
      'zurückerstattet', 'entschädigt', 'langsamer als befürchtet', 'gerettet', 'rettet', 'übersteht', 'überstanden',
      ...TURNED_OUT.better, 'lockert', 'lockert die geldpolitik', 'senken die zinsen', 'senken den leitzins',
      'verdient deutlich mehr', 'verdiente deutlich mehr', 'erteilt die zulassung', 'steigert', 'steigerte',
      // Results and outlook
      'übertrifft', 'übertraf', 'übertroffen', 'übertrifft die erwartungen', 'übertraf die erwartungen',
      'schlägt die erwartungen', 'besser als erwartet', 'besser als befürchtet', 'weniger als befürchtet',
      'weniger stark als befürchtet', ...SMALLER_THAN_FEARED,
      'nicht so schlimm wie befürchtet', 'entgegen den befürchtungen', 'entgegen allen befürchtungen', 'rekordgewinn',
      'rekordumsatz', 'rekordergebnis',
      'rekordquartal', 'gewinnsprung', 'umsatzsprung', 'gewinnplus', 'umsatzplus', 'gewinnanstieg', 'kräftiges wachstum',
      'starkes wachstum', 'solides wachstum', 'wächst kräftig', 'hebt prognose an', 'hob prognose an', 'hebt die prognose an',
      'hob die prognose an', 'prognoseanhebung', 'erhöht prognose', 'erhöht die prognose', 'erhöhte prognose', 'bestätigt prognose',
      'optimistischer ausblick', 'zuversichtlich', 'zuversicht', 'optimistisch', 'optimismus', 'robust', 'robuste', 'solide',
      'positiv', 'positive', 'überraschend gut', 'dividendenerhöhung', 'erhöht die dividende',
      'sonderdividende', 'aktienrückkauf', 'rückkaufprogramm', 'schwarze zahlen', 'gewinnzone', 'profitabel', 'margenplus',
      'auftragsplus', 'auftragsrekord', 'großauftrag', 'milliardenauftrag', 'durchbruch', 'meilenstein', 'rekord', 'rekordzahlen',
      'rekordniveau', 'höchststand', 'höchststände', 'bestwert', 'bestnote', 'kursgewinn', 'kursgewinne', 'kursplus', 'gefragt',
      'begeistert', 'begeisterung', 'feiern', 'feiert', 'erleichterung', 'atmen auf', 'beste', 'bestes', 'klarheit', 'erlaubnis',
      // Ratings and deals
      'kaufempfehlung', 'kaufempfehlungen', 'übergewichten', 'outperform', 'hochgestuft', 'stuft hoch', 'stufte hoch',
      'stufen hoch', 'stuften hoch',
      'hochstufung', 'hebt kursziel an', 'hob kursziel an', 'hebt das kursziel an', 'kurszielerhöhung', 'erhöht kursziel',
      'übernahmeprämie', 'übernahmefantasie', 'übernahmeangebot', 'zulassung erteilt', 'grünes licht', 'genehmigt', 'zugelassen',
      // Crypto and macro
      'zuflüsse', 'mittelzuflüsse', 'rekordzuflüsse', 'etf-zulassung', 'adoption', 'bullenmarkt', 'bullish', 'bullen',
      'zinssenkung', 'zinssenkungen', 'senkt den leitzins', 'senkt die zinsen', 'lockerung', 'konjunkturerholung',
      'wachstumsschub', 'entspannung', 'entspannt sich', 'stabilisiert', 'stabilisiert sich', 'verbessert', 'verbesserte',
      'verbessert sich', 'aufhellung', 'hellt sich auf', 'rückenwind', 'vollbeschäftigung', 'einigung', 'handelsabkommen',
    ],
    bearish: [
      // Markets and prices
      'bricht ein', 'brach ein', 'brechen ein', 'brachen ein', 'eingebrochen', 'einbruch', 'stürzt ab', 'stürzte ab',
      'stürzen ab', 'abgestürzt', 'absturz', 'stürzt', 'stürzte',
      'kurssturz', 'kurseinbruch', 'kursrutsch', 'rutscht ab', 'rutschte ab', 'rutschen ab', 'sackt ab', 'sackte ab', 'sacken ab',
      'abverkauf', 'ausverkauf',
      'crash', 'crasht', 'talfahrt', 'talsohle', 'tiefstand', 'rekordtief', 'jahrestief', 'mehrjahrestief', 'verlustreich',
      'panik', 'panikverkäufe', 'verkaufsdruck', 'verkaufswelle', 'gewinnmitnahmen', 'abwärtstrend', 'bärenmarkt', 'bearish',
      'bären', 'korrektur', 'schwach', 'schwache', 'schwachen', 'schwäche', 'schwächelt', 'schwächelte', 'belastet', 'belastete',
      'belastung', 'unter druck', 'gerät unter druck', 'geriet unter druck', 'halbiert', 'halbierte', 'verlierer', 'schlusslicht',
      'liquidationen', 'zwangsliquidationen', 'abflüsse', 'mittelabflüsse', 'rekordabflüsse', 'flucht', 'kapitalflucht',
      // Results and outlook
      'verfehlt die erwartungen', 'verfehlte die erwartungen', 'verfehlt', 'verfehlte', 'verfehlen', 'schlechter als erwartet',
      'schlechter als befürchtet', 'stärker als befürchtet',
      'schlimmer als befürchtet',
      'schwächer als erwartet', 'enttäuscht', 'enttäuschte', 'enttäuschend', 'enttäuschung', 'gewinnwarnung', 'umsatzwarnung',
      'senkt prognose', 'senkte prognose', 'senkt die prognose', 'senkte die prognose', 'kappt prognose', 'kappt die prognose',
      'prognosesenkung', 'streicht prognose', 'gewinneinbruch', 'umsatzeinbruch', 'gewinnrückgang', 'umsatzrückgang',
      'verlust', 'verluste', 'rote zahlen', 'nettoverlust', 'milliardenverlust', 'abschreibung', 'abschreibungen', 'wertberichtigung',
      'streicht die dividende', 'dividendenkürzung', 'kürzt die dividende', 'stellenabbau', 'streicht stellen', 'streicht jobs',
      'entlassungen', 'kurzarbeit', 'sparprogramm', 'werksschließung', 'insolvenz', 'insolvenzantrag', 'pleite', 'bankrott',
      'zahlungsunfähig', 'zahlungsausfall', 'zahlungsausfälle', 'überschuldet', 'skandal', 'bilanzskandal', 'betrug', 'rückruf',
      'pessimistisch', 'pessimismus', 'besorgnis', 'befürchtungen', 'angst', 'ängste', 'warnt', 'warnte', 'warnung',
      'gegenwind', 'eingetrübt', 'trübt sich ein', 'eintrübung', 'verschlechtert', 'verschlechtert sich', 'verschlechterung',
      // Ratings and legal
      'herabgestuft', 'stuft ab', 'stufte ab', 'stufen ab', 'stuften ab', 'stuft herab', 'stufen herab', 'ramschniveau',
      'abstufung', 'herabstufung', 'verkaufsempfehlung', 'untergewichten',
      'underperform', 'senkt kursziel', 'senkte kursziel', 'senkt das kursziel', 'kurszielsenkung', 'klage', 'verklagt',
      'ermittlungen', 'razzia', 'strafe', 'geldstrafe', 'bußgeld', 'sanktionen', 'verbot', 'verbietet', 'abgelehnt', 'lehnt ab',
      'gescheitert', 'platzt', 'geplatzt', 'streicht', 'strich', 'gestrichen', 'kappt', 'kappte', 'kassiert', 'kassierte',
      'entzogen', 'entzieht', 'eingefroren', 'stillstand', 'steht still', 'lahmgelegt', 'netzwerkausfall', 'totalverlust',
      'kursverlust', 'kursverluste', 'tagesverlust', 'verwässert', 'verwässerung', 'stornierungen', 'katastrophal', 'insiderhandel',
      'manipulation', 'bilanzmanipulation', 'wachstumsschwäche', 'exportbeschränkungen', 'preisverfall', 'abschreiben',
      // Crypto and macro
      'hackerangriff', 'hack', 'gehackt', 'hacker', 'cyberangriff', 'diebstahl', 'gestohlen', 'erbeutet', 'sicherheitslücke',
      'exploit', 'auszahlungsstopp', 'stoppt auszahlungen', 'auszahlungen gestoppt', 'rug pull', 'betrugsverdacht', 'depeg',
      'entkoppelt', 'zinserhöhung', 'zinserhöhungen', 'erhöht den leitzins', 'straffung', 'rezession', 'rezessionsangst',
      'rezessionsängste', 'konjunkturabschwung', 'abschwung', 'krise', 'schuldenkrise', 'bankenkrise', 'stagnation', 'stagniert',
      'schrumpft', 'schrumpfte', 'geschrumpft', 'schrumpfen', 'handelskrieg', 'inflationssorgen', 'rezessionssorgen',
      'konjunktursorgen',
      'verunsichert', 'verunsicherung', 'wertlos', 'schieflage', 'veruntreut', 'tiefpunkt', 'streik',
      'machten kasse', 'macht kasse', 'schlecht', 'schlechte', 'rückrufaktion', 'zerschlagen', 'zerschlägt', 'überbewertet',
      'ziehen ab', 'zogen ab', 'hinter den erwartungen',
      'hinter den schätzungen', 'unter den schätzungen', 'auf verkaufen', 'schließung', 'schließungen', 'werksschließungen',
      'erschüttert', 'friert ein', 'frieren ein', 'legt still', 'stillgelegt', 'stilllegung', 'verweigert',
      'verweigern', 'verbrennt geld', 'spitzt sich zu', 'verschärft', 'verschärfen', 'verschärfte', 'verschärfung', 'aufgezehrt',
      'fließen ab', 'flossen ab', ...TURNED_OUT.worse, 'kostenanstieg', 'kostensteigerungen', 'kostenexplosion', 'zinsanstieg',
      'renditeanstieg', 'inflationsanstieg', 'preisanstieg', 'preissteigerungen', 'preisexplosion', ...OWN_LOSSES, 'fürchten',
      'fürchtet', 'befürchten', 'verdient weniger', 'verdient deutlich weniger',
      'verdiente deutlich weniger', 'machen kasse', 'strafft', 'strafft die geldpolitik', 'so stark wie befürchtet',
      'hebt die zinsen an', 'hob die zinsen an', 'heben die zinsen an', 'hebt den leitzins an', 'hob den leitzins an',
      'erhöht die zinsen',
      'dämpft die hoffnung', 'dämpft die hoffnungen', 'ruft zurück', 'rufen zurück', 'gewinnschwelle nicht', 'strafzölle',
      'eskalation', 'turbulenzen', 'unsicherheit', ...GAINS_GIVEN_BACK, 'dreht ins minus', ...DEEPEST, ...SMALLER_THAN_HOPED, 'flaute', 'kahlschlag',
      'haushaltsloch', 'finanzloch', 'milliardenloch', 'einbußen', 'dämpfer', 'rückschlag',
      'aufwärtstrend gebrochen', 'aufwärtstrend ist gebrochen', 'verlustserie', 'pleitewelle', 'steuererhöhung', 'steuererhöhungen', 'zum stillstand', 'stoppt die produktion', 'produktionsstopp',
      'einbricht', 'einbrach', 'einbrechen', 'abstürzt', 'abrutscht', 'absackt', 'kapitalerhöhung', 'ende der rally', 'ende des aufschwungs', 'ende der erholung', 'ende des booms',
    ],
    rises: [
      'steigt', 'stieg', 'gestiegen', 'steigen', 'stiegen', 'steigend', 'anstieg', 'legt zu', 'legte zu', 'zugelegt', 'zulegen',
      'klettert', 'kletterte', 'geklettert', 'gewinnt', 'gewann', 'gewonnen', 'zieht an', 'zog an', 'ziehen an', 'erhöht', 'erhöhte',
      'erhöhung', 'wächst', 'wuchs', 'gewachsen', 'zuwachs', 'plus', 'höher', 'aufwärts', 'nach oben', 'springt', 'sprang',
      'schnellt hoch', 'schnellte hoch', 'verteuert', 'verteuerte', 'beschleunigt', 'beschleunigte', 'zunahme', 'nimmt zu', 'nahm zu',
      'anziehen', ...NO_MOVE, 'gewinnen deutlich', 'gewinnen kräftig', 'gewinnen leicht', 'gewinnen an wert', 'legen zu',
      'legten zu', 'nehmen zu', 'nahmen zu', 'zugenommen', 'wachsen', 'wuchsen', 'legen kräftig zu', 'legt kräftig zu',
      'ziehen kräftig an', 'zieht kräftig an',
      'hebt an', 'heben an', 'hob an', 'hoben an', 'angehoben', 'über den erwartungen', 'höher als erwartet', 'anstiege', 'steigerung',
      ...TURNED_OUT.higher, 'höher aus', 'verdoppelt', 'verdoppelte', 'verdreifacht', 'vervielfacht', 'in die höhe',
      'über dem vorjahr', 'über vorjahresniveau', 'über dem niveau des vorjahres', 'auf den höchsten stand',
      'auf einen neuen höchststand', 'auf ein rekordhoch', 'einen neuen höchststand', 'ein rekordhoch',
      'weiten sich aus', 'weitet sich aus', 'weiteten sich aus', 'ausgeweitet', 'verteuern', 'verteuert sich', 'weitet aus',
      'weitete aus', 'weiten aus', 'wird größer', 'werden größer', 'zulegt', 'zulegte', 'anzieht', 'anzog', 'schub', 'explosion', 'überschreitet', 'überschritt', 'überschritten',
      ...REACHES.flatMap((verb) => PEAKS.map((peak) => `${verb} ${peak}`)),
    ],
    falls: [
      'fällt', 'fiel', 'gefallen', 'fallen', 'fielen', 'fallend', 'sinkt', 'sank', 'gesunken', 'sinken', 'sanken', 'rückgang',
      'gibt nach', 'gab nach', 'nachgegeben', 'geben nach', 'verliert', 'verlor', 'verloren', 'verlieren', 'rutscht', 'rutschte',
      'gerutscht', 'sackt', 'sackte', 'sackt ab', 'sackte ab', 'senkt', 'senkte', 'senken', 'geht zurück', 'ging zurück',
      'zurückgegangen', 'schrumpft', 'schrumpfte', 'minus',
      'tiefer', 'niedriger', 'abwärts', 'nach unten', 'verbilligt', 'verbilligte', 'nimmt ab', 'nahm ab', 'abnahme',
      'schwächt sich ab',
      'schwächte sich ab', 'abgeschwächt', 'abschwächung', 'verlangsamt', 'verlangsamte', 'senkung', 'gesenkt', 'bröckelt ab',
      'bröckelte ab',
      'gehen zurück', 'gingen zurück', 'zurück als erwartet', 'unter den erwartungen', 'niedriger als erwartet', 'lässt nach',
      'ließ nach',
      'lassen nach', 'ließen nach', 'nachgelassen', 'auf den niedrigsten stand', 'auf ein rekordtief', 'auf einen neuen tiefstand',
      'unter dem vorjahr', 'unter vorjahresniveau', 'unter dem niveau des vorjahres', 'zurück als befürchtet',
      'schwindet', 'schwinden', 'schwand', 'überwunden', 'überwindet', 'weniger', ...TURNED_OUT.lower, 'niedriger aus', 'kleiner aus',
      'geringer aus', 'nehmen ab', 'nahmen ab', 'fährt zurück', 'fahren zurück', 'zurückfahren', 'zurückgefahren',
      'engen sich ein',
      'engt sich ein', 'verkürzen sich', 'verkürzt sich', 'verkürzt', 'abgenommen', 'weniger als erwartet',
      'weniger stark als erwartet',
      ...NO_MOVE, 'halbiert', 'halbierte', 'reduziert', 'reduzierte', 'abgebaut', 'baut ab', 'bauen ab', 'entschärft',
      'gebannt', 'beseitigt', 'ausgeräumt', 'verringert', 'verringerte', 'verbilligen', 'dämmt ein', 'dämmte ein', 'eingedämmt',
      'ebbt ab', 'ebbte ab', 'abgeebbt', 'verkleinert', 'verkleinerte', 'halbieren', 'halbierten', 'verpufft', 'verpuffen',
      'verfliegt', 'verfliegen', 'schmilzt dahin', 'schmelzen dahin', 'eingegrenzt', 'grenzt ein', 'abgewendet', 'wendet ab',
      'abgewandt', 'dämpft', 'dämpfte', 'gedämpft', 'vom tisch', 'tilgt', 'tilgte', 'getilgt', 'bremst', 'bremste', 'gebremst', 'auf dem rückzug', 'löst sich auf', 'lösen sich auf', 'nachgibt', 'flaut ab', 'flaute ab', 'flauen ab', 'abgeflaut',
      'kühlt ab', 'kühlt sich ab', 'kühlte sich ab', 'kühlen ab', 'abgekühlt', 'schrumpfen', 'geschrumpft', 'rückläufig', 'wird kleiner',
      'werden kleiner', 'nachgab', 'zurückgeht', 'zurückging',
      ...REACHES.flatMap((verb) => LOWS.map((low) => `${verb} ${low}`)),
    ],
    ends: [
      'beendet', 'beendete', 'beenden', 'beendeten', 'stoppt', 'stoppte', 'gestoppt', 'entgeht', 'entging', 'entgehen', 'entgangen',
      'entkommt', 'entkommen', 'vermeidet', 'vermied', 'vermieden', 'vermeiden', 'erspart', 'bleibt erspart', 'blieb erspart',
      'zum stillstand', 'ausgestanden', 'vorbei', 'ist vorüber', 'endet',
      'endete', 'abgeschafft', 'schafft ab', 'aufgehoben', 'hebt auf', 'heben auf', 'gelockert', 'gelockerte', 'lockern',
      'versiegt', 'versiegen', 'versiegte', 'versiegten', 'zurückgenommen', 'nimmt zurück', 'nahm zurück', 'nehmen zurück', 'verzichtet auf', 'verzichten auf', 'verzichtete auf',
    ],
    badThings: [
      'inflation', 'inflationsrate', 'teuerung', 'teuerungsrate', 'preisdruck', 'arbeitslosigkeit', 'arbeitslosenquote',
      'arbeitslosenzahl', 'arbeitslose', 'erstanträge', 'verlust', 'verluste', 'fehlbetrag', 'schulden', 'verschuldung',
      'schuldenstand', 'defizit', 'haushaltsdefizit', 'handelsdefizit', 'stellenabbau', 'entlassungen', 'zahlungsausfälle',
      'ausfallrate', 'insolvenzen', 'firmenpleiten', 'pleiten', 'volatilität', 'kosten', 'energiekosten', 'lagerbestände',
      'risiko', 'risiken', 'risikoaufschläge', 'unsicherheit', 'besorgnis', 'befürchtungen', 'ängste', 'abflüsse',
      'mittelabflüsse', 'kurzarbeit',
      'zölle', 'spannungen', 'kreditausfälle', 'rückstellungen', 'leerstand', 'leerstände', 'nettoverlust', 'fehlbeträge',
      'zinsen', 'zins', 'leitzins', 'leitzinsen', 'hypothekenzinsen', 'bauzinsen', 'kreditzinsen', 'rendite', 'renditen',
      'anleiherenditen', 'risikoprämien', 'energiepreise', 'strompreise', 'gaspreise', 'lebensmittelpreise', 'erzeugerpreise',
      'netzentgelte', 'inflationssorgen', 'rezessionssorgen', 'konjunktursorgen', 'zahlungsausfall', 'zahlungsunfähigkeit',
      'nettoverschuldung', ...OWN_BAD, 'faule kredite', 'notleidende kredite', 'ausfälle', 'lieferzeiten', 'lieferengpässe',
      'engpässe',
      'stellenstreichungen', 'krise', 'gefahr', 'angst', 'ängste', 'rezessionsgefahr', 'verbraucherpreise', 'importpreise',
      'großhandelspreise', 'rezessionsrisiko', 'schuldenkrise', 'bankenkrise', 'talfahrt', 'kursrutsch', 'verkaufsdruck',
      'abwärtstrend', 'rezessionsangst', 'rezessionsängste', 'lieferprobleme', 'furcht', 'strafe', 'geldstrafe',
      'bußgeld', 'kartellstrafe', 'schieflage', 'stromsteuer', 'mehrwertsteuer', 'energiesteuer', 'steuerlast', 'abgabenlast',
      ...PAID_PRICES, 'serie von verlusten', 'verlustserie', 'pleitewelle', 'zwangsversteigerungen', 'zinserhöhung', 'zinserhöhungen', 'die sorgen', 'sorgen um', 'sorgen vor',
    ],
  },
};

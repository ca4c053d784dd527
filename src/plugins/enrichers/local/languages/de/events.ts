import type { EventWords } from '../pack.js';

// The kinds of news that move prices, and words of size, as German news writes them (scores/events.ts
// has English's). A word with another common sense stands only in a phrase: no "Vergleich" (also comparison).
export const events: EventWords = {
  events: {
    rate_decision: ['leitzins', 'leitzinsen', 'zinsentscheid', 'zinsentscheidung', 'zinserhöhung', 'zinssenkung', 'zinswende', 'hebt die zinsen an', 'senkt die zinsen', 'geldpolitik'],
    macro_data: ['inflation', 'inflationsrate', 'verbraucherpreise', 'bip', 'bruttoinlandsprodukt', 'arbeitslosenquote', 'arbeitslosigkeit', 'einzelhandelsumsatz', 'einkaufsmanagerindex', 'arbeitsmarktbericht'],
    earnings: ['quartalszahlen', 'quartalsergebnis', 'gewinn je aktie', 'umsatz', 'bilanz', 'übertrifft die erwartungen', 'gewinnwarnung', 'hebt prognose an', 'senkt prognose'],
    m_and_a: ['übernahme', 'übernahmeangebot', 'übernehmen', 'fusion', 'zusammenschluss', 'kaufangebot'],
    hack: ['hackerangriff', 'hacker', 'cyberangriff', 'diebstahl', 'gestohlen', 'sicherheitslücke', 'datenleck', 'exploit'],
    etf: ['etf', 'indexfonds', 'börsengehandelter fonds'],
    bankruptcy: ['insolvenz', 'insolvenzantrag', 'pleite', 'konkurs', 'zahlungsunfähig', 'zahlungsausfall'],
    enforcement: ['klage', 'verklagt', 'geldstrafe', 'bußgeld', 'strafe', 'anklage', 'angeklagt', 'ermittlungen'],
    ipo: ['börsengang', 'börsendebüt', 'ipo', 'erstnotiz'],
    layoffs: ['stellenabbau', 'entlassungen', 'jobabbau', 'arbeitsplätze streichen', 'stellen streichen'],
    approval: ['genehmigt', 'genehmigung', 'zulassung', 'zugelassen', 'grünes licht', 'billigt'],
  },
  magnitude: ['rekord', 'rekordhoch', 'allzeithoch', 'historisch', 'größte', 'schlimmste', 'einbruch', 'absturz', 'kurssturz', 'crash', 'panik', 'beispiellos', 'erstmals'],
};

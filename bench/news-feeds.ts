// Generated RSS 2.0 news feeds for the ingest benchmark: deterministic, realistic in shape
// (titles, links, GUIDs, 1–3 paragraph descriptions, dates of the last day, categories, authors),
// with about one item in ten retelling a story that other feeds carry too, as wires do.
// Drawn from a seeded generator, so every run serves the same bytes.
import { seededRandom as random } from '../scripts/sentiment-training/random.js';

// Headline parts drawn from lists about as varied as a day of finance news, so two unrelated
// headlines rarely share half their words (the story clustering threshold) by chance.
const SUBJECTS = (
  'Bitcoin Ether Solana XRP Cardano Dogecoin Avalanche Polkadot Chainlink Litecoin Tron Polygon Uniswap Aave Arbitrum ' +
  'Nvidia Apple Tesla Microsoft Amazon Alphabet Meta Netflix Intel AMD Broadcom Oracle Salesforce Adobe Qualcomm Micron ' +
  'Boeing Airbus Ford GM Toyota Volkswagen BMW Ferrari Shell BP Exxon Chevron TotalEnergies Aramco Rio BHP Glencore ' +
  'Walmart Costco Target Nike Starbucks McDonalds Disney Comcast Pfizer Moderna Novartis Roche AstraZeneca Lilly Novo ' +
  'JPMorgan Goldman Morgan-Stanley Citigroup HSBC Barclays UBS Deutsche-Bank BNP Santander Visa Mastercard PayPal Block ' +
  'Coinbase Binance Kraken MicroStrategy BlackRock Fidelity Grayscale Tether Circle Ripple Treasury ECB Fed BoJ BoE PBoC ' +
  'SNB RBA OPEC Gold Silver Oil Brent Copper Nickel Wheat Yen Euro Sterling Yuan Franc Rupee Nasdaq Dow FTSE DAX CAC Nikkei ' +
  'Hang-Seng Sensex Kospi Bovespa'
).split(' ');
const VERBS = (
  'rallies slides jumps tumbles steadies climbs slips surges falls rebounds stalls extends trims cuts raises lifts lowers ' +
  'beats misses tops sinks soars dips gains loses weighs eyes targets warns plans delays'
).split(' ');
const OBJECTS = [
  'record high', 'two-week low', 'quarterly profit', 'price target', 'full-year outlook', 'buyback plan', 'dividend',
  'stake sale', 'bond issue', 'job cuts', 'capital spending', 'margin forecast', 'chip orders', 'delivery numbers',
  'market share', 'listing plans', 'token unlock', 'staking rewards', 'reserve audit', 'fund flows', 'trading volume',
  'funding round', 'licence bid', 'rate path', 'balance sheet', 'inventory levels', 'pricing power', 'cloud revenue',
  'ad sales', 'subscriber growth', 'refinery output', 'mine output', 'crop estimates', 'export quotas', 'credit rating',
];
const CONTEXTS = [
  'after inflation data', 'as yields climb', 'on earnings beat', 'amid rate-cut bets', 'ahead of payrolls',
  'as ETF inflows grow', 'after guidance cut', 'on regulatory probe', 'as volumes thin', 'after central bank remarks',
  'amid supply worries', 'on merger talk', 'as traders hedge', 'after record quarter', 'on weaker demand',
  'despite tariff threats', 'before options expiry', 'after court ruling', 'amid liquidity squeeze', 'on China stimulus',
  'as dollar firms', 'after CEO exit', 'on takeover approach', 'amid short squeeze', 'after hack disclosure',
  'as miners sell', 'on SEC filing', 'after downgrade', 'amid election jitters', 'as funding rates flip',
  'ahead of Fed minutes', 'after strike ends', 'on drought fears', 'as shipping costs rise', 'after stress test',
];
const WORDS = (
  'analysts investors traders market shares prices futures options volatility liquidity inflation growth earnings revenue ' +
  'guidance outlook quarter forecast consensus policy rates yields bonds treasury dollar currency commodities supply demand ' +
  'exchange token network protocol custody regulation approval filing session index sector momentum support resistance ' +
  'week month year percent basis points record level pressure risk appetite flows positioning hedge fund desk strategy'
).split(' ');
const CATEGORIES = ['Markets', 'Crypto', 'Stocks', 'Economy', 'Forex', 'Commodities'];

const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)]!;

function sentence(next: () => number): string {
  const words = Array.from({ length: 12 + Math.floor(next() * 14) }, () => pick(next, WORDS));
  return `${words.join(' ').replace(/^\w/, (c) => c.toUpperCase())}.`;
}

// Paragraphs of 6–9 sentences (well over 600 characters), so no item counts as a teaser and the
// full-text reader stays out of the measurement.
function paragraph(next: () => number): string {
  return `<p>${Array.from({ length: 6 + Math.floor(next() * 4) }, () => sentence(next)).join(' ')}</p>`;
}

function headline(next: () => number): string {
  const subject = next() < 0.2 ? `${pick(next, SUBJECTS)} and ${pick(next, SUBJECTS)}` : pick(next, SUBJECTS);
  const what = next() < 0.4 ? `${(next() * 12).toFixed(1)}%` : pick(next, OBJECTS);
  const watch = `${pick(next, WORDS)}, ${pick(next, WORDS)}, ${pick(next, WORDS)}`;
  return `${subject.replace(/-/g, ' ')} ${pick(next, VERBS)} ${what} ${pick(next, CONTEXTS)} — ${watch}`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function item(feed: number, index: number, next: () => number, wire: string[], now: number): string {
  // One item in ten is a wire story that other feeds carry too (same headline, own link).
  const title = next() < 0.1 ? pick(next, wire) : headline(next);
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const published = new Date(now - Math.floor(next() * 24 * 60) * 60_000);
  const link = `https://news-${feed}.example/${published.toISOString().slice(0, 10)}/${slug}-${index}`;
  const description = Array.from({ length: 1 + Math.floor(next() * 3) }, () => paragraph(next)).join('');
  return [
    '<item>',
    `<title>${escapeXml(title)}</title>`,
    `<link>${escapeXml(link)}</link>`,
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    `<pubDate>${published.toUTCString()}</pubDate>`,
    `<dc:creator>${pick(next, ['Desk', 'Staff', 'Wire'])} ${feed}</dc:creator>`,
    `<category>${pick(next, CATEGORIES)}</category>`,
    `<description>${escapeXml(description)}</description>`,
    '</item>',
  ].join('\n');
}

/** One RSS 2.0 feed of `items` items dated within the day before `now`. */
export function generateFeed(feed: number, items: number, now: number): string {
  const wireNext = random(7);
  const wire = Array.from({ length: 200 }, () => headline(wireNext));
  const next = random(feed * 7919 + 1);
  const body = Array.from({ length: items }, (_, index) => item(feed, index, next, wire, now)).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>Market News ${feed}</title>
<link>https://news-${feed}.example/</link>
<description>Markets, crypto and the economy from desk ${feed}</description>
<language>en-us</language>
<lastBuildDate>${new Date(now).toUTCString()}</lastBuildDate>
${body}
</channel>
</rss>
`;
}

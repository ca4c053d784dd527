// Keyword sets per topic. Written singular and in lower case; the term bag folds plurals and
// case the same way, so "banks", "Bank" and "bank" all count for "bank".

/** The rule topics. 'nft' stands for both spellings in use (the topic 'nfts', the preference 'nft'). */
export type RuleTopic =
  | 'crypto' | 'bitcoin' | 'ethereum' | 'defi' | 'nft' | 'blockchain' | 'regulation'
  | 'economy' | 'markets' | 'stocks' | 'investing' | 'technology' | 'finance';

export const TOPIC_KEYWORDS: Record<RuleTopic, readonly string[]> = {
  crypto: [
    'crypto', 'cryptocurrency', 'cryptocurrencies', 'digital asset', 'token', 'altcoin', 'stablecoin', 'memecoin', 'crypto exchange',
    'binance', 'coinbase', 'kraken', 'crypto wallet', 'on-chain', 'airdrop', 'web3', 'tether', 'usdc', 'perpetual future',
    'funding rate', 'liquidation', 'coin', 'staking', 'self-hosted wallet', 'hardware wallet', 'crypto asset',
  ],
  bitcoin: ['bitcoin', 'btc', 'halving', 'satoshi', 'hash rate', 'hashrate', 'hash price', 'bitcoin miner', 'lightning network', 'spot bitcoin'],
  ethereum: ['ethereum', 'ether', 'eth', 'buterin', 'vitalik', 'eip', 'blob', 'dencun', 'pectra', 'evm', 'ethereum foundation'],
  defi: [
    'defi', 'decentralized finance', 'decentralised finance', 'liquidity pool', 'lending protocol', 'yield farming', 'yield aggregator',
    'dex', 'decentralized exchange', 'decentralised exchange', 'amm', 'automated market maker', 'total value locked', 'tvl',
    'uniswap', 'aave', 'makerdao', 'lido', 'curve finance', 'flash loan', 'liquid staking', 'restaking', 'price oracle', 'vault',
    'governance token', 'smart contract exploit',
  ],
  nft: [
    'nft', 'non-fungible', 'non-fungible token', 'digital collectible', 'opensea', 'bored ape', 'cryptopunks', 'floor price',
    'mint', 'minted', 'royalty', 'nft marketplace', 'pfp', 'nft collection',
  ],
  blockchain: [
    'blockchain', 'on-chain', 'onchain', 'distributed ledger', 'smart contract', 'layer-2', 'layer 2', 'layer-1', 'rollup', 'mainnet',
    'testnet', 'validator', 'network upgrade', 'hard fork', 'tokenisation', 'tokenization', 'tokenised',
    'tokenized', 'interoperability', 'cross-chain', 'cross-chain bridge', 'network fee', 'transaction fee',
  ],
  regulation: [
    'regulation', 'regulator', 'regulatory', 'regulate', 'securities and exchange commission', 'cftc', 'fca', 'esma', 'mica',
    'finra', 'lawsuit', 'sue', 'enforcement', 'fined', 'penalty', 'sanction', 'compliance', 'legislation', 'bill', 'lawmaker',
    'congress', 'senate', 'parliament', 'court', 'judge', 'ruling', 'settlement', 'licence', 'license', 'licensing', 'rule', 'ban',
    'crackdown', 'anti-money laundering', 'aml', 'kyc', 'disclosure', 'consultation', 'watchdog', 'supervisor', 'approve',
    'approval', 'charged', 'prosecutor', 'investigation', 'probe', 'securities law', 'tax authority',
  ],
  economy: [
    'economy', 'economic', 'inflation', 'cpi', 'consumer price', 'gdp', 'recession', 'unemployment', 'jobless', 'payroll',
    'jobs report', 'employment', 'labour market', 'labor market', 'wage', 'central bank', 'federal reserve', 'ecb',
    'bank of england', 'bank of japan', 'interest rate', 'rate cut', 'rate hike', 'monetary policy', 'fiscal', 'budget deficit',
    'tariff', 'trade deficit', 'retail sales', 'consumer spending', 'consumer confidence', 'manufacturing', 'pmi', 'housing',
    'housing start', 'mortgage rate', 'productivity', 'growth', 'economist', 'policymaker', 'borrowing cost',
  ],
  markets: [
    'market', 'stock market', 'trader', 'trading', 'index', 's&p 500', 'nasdaq', 'dow', 'bond', 'treasury', 'yield',
    'commodity', 'oil', 'crude', 'gold', 'copper', 'currency', 'forex', 'dollar', 'euro', 'yen', 'sterling', 'franc', 'volatility',
    'vix', 'sell-off', 'selloff', 'rally', 'rebound', 'risk appetite', 'session', 'benchmark', 'equity market', 'options market',
    'derivative', 'option volume', 'call option', 'put option', 'option trading', 'option market', 'exchange rate', 'basis point', 'order flow', 'retail trader', 'market maker',
  ],
  stocks: [
    'stock', 'share', 'equity', 'equities', 'earnings', 'eps', 'earnings per share', 'revenue', 'profit', 'lift guidance', 'raise guidance', 'raised guidance', 'cut guidance', 'full-year guidance', 'earnings guidance', 'ipo', 'buyback',
    'dividend', 'price target', 'analyst', 'takeover', 'acquisition', 'merger', 'acquire', 'short selling', 'short-selling', 'short seller', 'market cap', 'market value', 'shareholder', 'nyse', 'listed company', 'small-cap',
    'small cap', 'large-cap', 'megacap', 'blue-chip', 's&p 500',
  ],
  investing: [
    'investor', 'investing', 'investment', 'portfolio', 'fund', 'etf', 'exchange-traded fund', 'asset manager', 'asset allocation',
    'hedge fund', 'pension', 'retirement', 'dividend', 'valuation', 'inflow', 'outflow', 'wealth', 'long-term', 'allocation',
    'diversification', 'index fund', 'mutual fund', 'venture capital', 'private equity', 'asset class', 'buy the dip', 'income',
  ],
  technology: [
    'technology', 'tech', 'software', 'hardware', 'ai', 'artificial intelligence', 'machine learning', 'chip', 'chipmaker',
    'semiconductor', 'cloud', 'data centre', 'data center', 'cybersecurity', 'smartphone', 'iphone', 'app', 'startup', 'internet',
    'quantum', 'robotics', 'electric vehicle', 'gpu', 'algorithm', 
  ],
  finance: [
    'bank', 'banking', 'lender', 'lending', 'loan', 'credit', 'mortgage', 'bond', 'treasury', 'interest rate', 'deposit', 'capital',
    'fintech', 'payment', 'insurer', 'insurance', 'asset manager', 'financial', 'finance', 'brokerage', 'broker', 'wall street',
    'stress test', 'balance sheet', 'capital requirement', 'liquidity', 'financial service',
  ],
};

/** Category names sources and feeds use, mapped to the topics they mean. */
export const SOURCE_CATEGORY_TOPICS: Record<string, readonly RuleTopic[]> = {
  crypto: ['crypto'], cryptocurrency: ['crypto'], cryptocurrencies: ['crypto'], altcoins: ['crypto'], web3: ['crypto', 'blockchain'],
  mining: ['crypto', 'bitcoin'], bitcoin: ['bitcoin'], btc: ['bitcoin'], ethereum: ['ethereum'], eth: ['ethereum'],
  defi: ['defi'], nft: ['nft'], nfts: ['nft'], blockchain: ['blockchain'],
  regulation: ['regulation'], policy: ['regulation'], legal: ['regulation'], law: ['regulation'],
  economy: ['economy'], macro: ['economy'], economics: ['economy'],
  markets: ['markets'], market: ['markets'], trading: ['markets'], forex: ['markets'], fx: ['markets'], commodities: ['markets'],
  stocks: ['stocks'], stock: ['stocks'], equities: ['stocks'], earnings: ['stocks'],
  investing: ['investing'], investment: ['investing'], investments: ['investing'], funds: ['investing'], etfs: ['investing'],
  technology: ['technology'], tech: ['technology'],
  finance: ['finance'], business: ['finance'], banking: ['finance'], fintech: ['finance', 'technology'],
};

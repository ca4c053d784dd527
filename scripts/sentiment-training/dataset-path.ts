import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const RELATIVE = join('shared', 'data', 'sentiment', 'twitter_financial_news_train.csv');

/**
 * Finds the shared training CSV: SENTIMENT_DATA when set, else `shared/` in the nearest folder
 * above this file that has one. The repository is cloned next to `shared/`, so from a checkout
 * at any path this finds `<repo>/../shared/...` without depending on the working directory.
 */
export function findSentimentCsv(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.SENTIMENT_DATA) return existsSync(env.SENTIMENT_DATA) ? resolve(env.SENTIMENT_DATA) : null;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, RELATIVE);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

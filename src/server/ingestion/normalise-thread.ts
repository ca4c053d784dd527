import { documentThread, InvalidResponseError, type RawItem, ThreadLimitError, threadTask } from '../../plugins/sdk/index.js';
import { loadLanguageDetector } from './language.js';
import { type NormaliseContext, type NormalisedArticle, normaliseItem } from './normalise.js';

interface NormaliseInput {
  items: RawItem[];
  context: NormaliseContext;
}

/** The thread's side: one fetch's items normalised, those with neither a title nor any text left out. */
export async function normaliseOnThread({ items, context }: NormaliseInput): Promise<NormalisedArticle[]> {
  await loadLanguageDetector();
  return items.map((item) => normaliseItem(item, context)).filter((article) => article !== null);
}

/** The thread's side of warmUpNormaliser: this module (the sanitiser with it) and the language detector's data loaded. */
export async function warmUpOnThread(): Promise<void> {
  await loadLanguageDetector();
}

const NORMALISE = threadTask<NormaliseInput, NormalisedArticle[]>(new URL(import.meta.url), 'normaliseOnThread');
const WARM_UP = threadTask<undefined, void>(new URL(import.meta.url), 'warmUpOnThread');

/** Starts the document thread if it is not running and loads the normaliser on it, as a fetch's first items would. */
export function warmUpNormaliser(): Promise<void> {
  return documentThread().run(WARM_UP, undefined);
}

/**
 * Normalises one fetch's items on the SDK's document thread (where the feed was parsed): sanitising
 * a large feed's HTML takes the better part of a second, which the server's event loop (every
 * request) would otherwise wait for.
 */
export async function normaliseOffThread(items: RawItem[], context: NormaliseContext): Promise<NormalisedArticle[]> {
  if (items.length === 0) return [];
  try {
    return await documentThread().run(NORMALISE, { items, context });
  } catch (error) {
    if (error instanceof ThreadLimitError) throw new InvalidResponseError(`Feed items refused: sanitising them ${error.message}`, { cause: error });
    throw error;
  }
}

import { MAX_MUTED_TICKERS, type Mutes, type MutesAnswer, type MutesPayload, MUTED_TICKERS_TOO_MANY, NO_MUTES } from '../../../contracts/mutes.js';
import { BadRequestError } from '../../errors.js';
import { type CanonicalSymbol, foldSymbols } from '../../plugin-host/assets.js';
import type { MutesRepository } from './repository.js';

export interface MutesService {
  /** The member's mutes with their sources' names; sources deleted since are left out. */
  read(userId: number): Promise<MutesAnswer>;
  /** Replaces the lists the payload holds; unknown source ids are refused. */
  update(userId: number, payload: MutesPayload): Promise<MutesAnswer>;
  /** The member's mutes as the lists apply them: one read by primary key, on every signed-in feed page. */
  of(userId: number): Promise<Mutes>;
}

function answer(mutes: Mutes, names: Map<number, string>): MutesAnswer {
  const sources = mutes.sources.filter((id) => names.has(id));
  return { ...mutes, sources, sourceNames: Object.fromEntries(sources.map((id) => [String(id), names.get(id)!])) };
}

/** A member's mutes (docs/product.md#mutes). onSaved hears every save (remembered rankings are stale). */
export function createMutesService(repository: MutesRepository, onSaved: (userId: number) => void, canonical: CanonicalSymbol): MutesService {
  const of = async (userId: number) => (await repository.find(userId)) ?? NO_MUTES;
  return {
    of,

    async read(userId) {
      const mutes = await of(userId);
      return answer(mutes, await repository.sourceNames(mutes.sources));
    },

    async update(userId, payload) {
      // Aliases fold as articles' tickers do (XBT → BTC); the limit is on what is stored.
      const tickers = payload.tickers ? foldSymbols(payload.tickers, canonical) : undefined;
      if (tickers && tickers.length > MAX_MUTED_TICKERS) throw new BadRequestError(MUTED_TICKERS_TOO_MANY);
      // Only ids the member sends now are checked: one kept from before may name a source deleted since.
      const sent = await repository.sourceNames(payload.sources ?? []);
      const unknown = (payload.sources ?? []).filter((id) => !sent.has(id));
      if (unknown.length > 0) throw new BadRequestError(`sources: unknown source id ${unknown.slice(0, 5).join(', ')}`);
      // The lists the payload leaves out keep their stored value, read under the member's lock.
      const saved = await repository.update(userId, (current) => ({
        sources: payload.sources ?? current?.sources ?? [],
        keywords: payload.keywords ?? current?.keywords ?? [],
        tickers: tickers ?? current?.tickers ?? [],
      }));
      onSaved(userId);
      return answer(saved, await repository.sourceNames(saved.sources));
    },
  };
}

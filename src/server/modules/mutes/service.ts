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
      const current = await of(userId);
      // Aliases fold as articles' tickers do (XBT → BTC); the limit is on what is stored.
      const tickers = payload.tickers ? foldSymbols(payload.tickers, canonical) : current.tickers;
      if (tickers.length > MAX_MUTED_TICKERS) throw new BadRequestError(MUTED_TICKERS_TOO_MANY);
      const next: Mutes = {
        sources: payload.sources ?? current.sources,
        keywords: payload.keywords ?? current.keywords,
        tickers,
      };
      const names = await repository.sourceNames(next.sources);
      // Only ids the member sends now are checked: one kept from before may name a source deleted since.
      const unknown = (payload.sources ?? []).filter((id) => !names.has(id));
      if (unknown.length > 0) throw new BadRequestError(`sources: unknown source id ${unknown.slice(0, 5).join(', ')}`);
      const kept = { ...next, sources: next.sources.filter((id) => names.has(id)) };
      await repository.save(userId, kept);
      onSaved(userId);
      return answer(kept, names);
    },
  };
}

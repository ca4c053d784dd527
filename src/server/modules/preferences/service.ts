import { UNDETERMINED_LANGUAGE } from '../../../contracts/languages.js';
import { DEFAULT_PREFERENCES, type Preferences, type PreferencesPayload } from '../../../contracts/preferences.js';
import type { PreferencesRepository } from './repository.js';

export interface PreferencesService {
  read: (userId: number) => Promise<Preferences>;
  /** Saves the panel's object; fields it leaves out keep their stored value. */
  update(userId: number, payload: PreferencesPayload): Promise<Preferences>;
  /**
   * The languages the member's lists show (docs/languages.md#reading-languages), or undefined for
   * all. Text too short to tell ("und") is always read: hiding it would hide short headlines.
   */
  readingLanguages(userId: number): Promise<string[] | undefined>;
}

/** A member's news preferences; a member who never saved any has the defaults. onSaved hears every save. */
export function createPreferencesService(repository: PreferencesRepository, onSaved: (userId: number) => void): PreferencesService {
  async function read(userId: number): Promise<Preferences> {
    return (await repository.find(userId)) ?? DEFAULT_PREFERENCES;
  }
  return {
    read,
    async readingLanguages(userId) {
      const languages = await repository.languages(userId);
      return languages.length === 0 ? undefined : [...new Set([...languages, UNDETERMINED_LANGUAGE])].sort();
    },
    /** Saves the panel's object; fields it leaves out keep their stored value. */
    async update(userId: number, payload: PreferencesPayload): Promise<Preferences> {
      const defined = Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined));
      const saved = await repository.update(userId, (current) => ({ ...(current ?? DEFAULT_PREFERENCES), ...defined }));
      onSaved(userId);
      return saved;
    },
  };
}

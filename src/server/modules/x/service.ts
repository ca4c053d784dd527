import type { Logger } from 'pino';
import type { Preferences } from '../../../contracts/preferences.js';
import type { PosterInstance, PosterPlugin } from '../../../plugins/sdk/index.js';
import type { Clock } from '../../clock.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import { type AutoPostPicker, createXAutoPostService } from './autopost.js';
import { createXCredentialsService } from './credentials.js';
import type { XDeps, XRepos } from './deps.js';
import { createXOAuthService } from './oauth.js';
import { createXPostingService } from './posting.js';

export type XServices = ReturnType<typeof createXServices>;

interface Inputs {
  repos: XRepos;
  /** Runs work in one transaction (db/repositories.ts transact, narrowed to this module's repositories). */
  transact<T>(work: (repos: XRepos) => Promise<T>): Promise<T>;
  secretBox: SecretBox;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  /** The X poster (instance and limits), made on first use. */
  x(): { poster: PosterInstance; limits: PosterPlugin['limits'] };
  /** The ranking auto-posting picks from (the recommendations service). */
  picker: AutoPostPicker;
  /** The member's preferences (auto-posting on, frequency, topics). */
  preferences: { read(userId: number): Promise<Pick<Preferences, 'automated_posting_enabled' | 'posting_frequency' | 'auto_post_topics'>> };
  autoPostConcurrency?: number;
  countPost: XDeps['countPost'];
}

/** The X integration's services: credentials and tokens, authorization, posting, auto-posting. */
export function createXServices(inputs: Inputs) {
  const deps: XDeps = {
    xCredentials: inputs.repos.xCredentials,
    xPosts: inputs.repos.xPosts,
    transact: inputs.transact,
    secretBox: inputs.secretBox,
    x: inputs.x,
    clock: inputs.clock,
    logger: inputs.logger,
    callbackUrl: new URL('/api/auth/x/callback', inputs.publicUrl).toString(),
    countPost: inputs.countPost,
  };
  const credentials = createXCredentialsService(deps);
  return {
    credentials,
    oauth: createXOAuthService(deps, credentials),
    posting: createXPostingService(deps, credentials),
    autopost: createXAutoPostService(deps, credentials, inputs.picker, { concurrency: inputs.autoPostConcurrency }),
    autoPostPreferences: async (userId: number) => {
      const prefs = await inputs.preferences.read(userId);
      return { enabled: prefs.automated_posting_enabled, frequency: prefs.posting_frequency, topics: prefs.auto_post_topics };
    },
  };
}

import type { Logger } from 'pino';
import type { PosterInstance, PosterPlugin } from '../../../plugins/sdk/index.js';
import type { Clock } from '../../clock.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import type { XCredentialsRepository } from './credentials-repository.js';
import type { XPostMode, XPostsRepository } from './posts-repository.js';

/** The repositories of this module bound to one connection. */
export interface XRepos {
  xCredentials: XCredentialsRepository;
  xPosts: XPostsRepository;
}

/** What the X module needs, handed in by createServices. */
export interface XDeps extends XRepos {
  transact<T>(work: (repos: XRepos) => Promise<T>): Promise<T>;
  secretBox: SecretBox;
  /** The X poster plugin's instance and declared limits (made on first use; throws when it is not installed). */
  x(): { poster: PosterInstance; limits: PosterPlugin['limits'] };
  clock: Clock;
  logger: Logger;
  /** Where X sends the member back: PUBLIC_URL + /api/auth/x/callback. */
  callbackUrl: string;
  /** Counts a post's outcome for the metrics. */
  countPost(mode: XPostMode, outcome: 'posted' | 'failed'): void;
}

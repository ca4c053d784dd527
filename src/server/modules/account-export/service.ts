import { ACCOUNT_EXPORT_FORMAT, ACCOUNT_EXPORT_MAX_ROWS, ACCOUNT_EXPORT_VERSION, type AccountExport } from '../../../contracts/account-export.js';
import type { SessionUser } from '../../../contracts/auth.js';
import type { Clock } from '../../clock.js';
import type { UsersRepository } from '../accounts/users-repository.js';
import type { AlertRulesService } from '../alerts/rules-service.js';
import type { ChannelsService } from '../alerts/channels-service.js';
import type { NotificationsRepository } from '../alerts/notifications-repository.js';
import { presentNotification } from '../alerts/presenter.js';
import type { ApiTokensService } from '../api-tokens/service.js';
import type { MutesService } from '../mutes/service.js';
import type { PreferencesService } from '../preferences/service.js';
import type { RecommendationsRepository } from '../recommendations/repository.js';
import type { TwoFactorService } from '../two-factor/service.js';
import type { WatchlistService } from '../watchlist/service.js';
import type { XCredentialsService } from '../x/credentials.js';
import type { XPostingService } from '../x/posting.js';
import { presentXPost } from '../x/presenter.js';

/** Where each part of the file is read: the services behind the calls that show it in the app. */
export interface AccountExportDeps {
  clock: Clock;
  users: Pick<UsersRepository, 'findById'>;
  preferences: Pick<PreferencesService, 'read'>;
  watchlist: Pick<WatchlistService, 'read'>;
  mutes: Pick<MutesService, 'read'>;
  alertRules: Pick<AlertRulesService, 'list'>;
  channels: Pick<ChannelsService, 'list'>;
  notifications: Pick<NotificationsRepository, 'newest'>;
  apiTokens: Pick<ApiTokensService, 'list'>;
  twoFactor: Pick<TwoFactorService, 'status'>;
  xCredentials: Pick<XCredentialsService, 'profile'>;
  xPosts: Pick<XPostingService, 'list'>;
  opens: Pick<RecommendationsRepository, 'opensOf'>;
}

export interface AccountExportService {
  /** Everything kept about the member, or null when the account is gone (deleted meanwhile). */
  exportOf(user: SessionUser): Promise<AccountExport | null>;
}

/** A member's copy of their data (docs/product.md#your-data): what the app shows them, in one file, without secrets. */
export function createAccountExport(deps: AccountExportDeps): AccountExportService {
  return {
    async exportOf(user) {
      const row = await deps.users.findById(user.id);
      if (!row) return null;
      const [preferences, watchlist, mutes, rules, channels, notifications, tokens, twoFactor, xProfile, xPosts, opens] = await Promise.all([
        deps.preferences.read(user.id),
        deps.watchlist.read(user.id),
        deps.mutes.read(user.id),
        deps.alertRules.list(user.id),
        deps.channels.list(user.id),
        deps.notifications.newest(user.id, ACCOUNT_EXPORT_MAX_ROWS),
        deps.apiTokens.list(user.id),
        deps.twoFactor.status(user.id),
        deps.xCredentials.profile(user),
        deps.xPosts.list(user.id, ACCOUNT_EXPORT_MAX_ROWS),
        deps.opens.opensOf(user.id, ACCOUNT_EXPORT_MAX_ROWS),
      ]);
      return {
        format: ACCOUNT_EXPORT_FORMAT,
        version: ACCOUNT_EXPORT_VERSION,
        exportedAt: deps.clock().toISOString(),
        account: {
          id: row.id,
          username: row.username,
          email: row.email,
          role: row.role,
          createdAt: row.created_at.toISOString(),
          signsInWithGoogle: row.google_sub !== null,
          twoFactorEnabled: twoFactor.enabled,
        },
        preferences,
        watchlist,
        mutes,
        alertRules: rules.items,
        channels: channels.items,
        notifications: notifications.map(presentNotification),
        apiTokens: tokens.tokens,
        x: { connectedAs: xProfile.x_username, posts: xPosts.map(presentXPost) },
        readingHistory: opens.map((open) => ({ articleId: open.article_id, title: open.title, opens: open.open_count, lastOpenedAt: open.last_opened_at.toISOString() })),
      };
    },
  };
}

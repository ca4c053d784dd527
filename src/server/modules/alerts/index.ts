import type { Logger } from 'pino';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import type { Repositories, Transact } from '../../db/repositories.js';
import type { Mailer } from '../../mail/mailer.js';
import type { HostResolver } from '../../outbound/index.js';
import type { CanonicalSymbol } from '../../plugin-host/assets.js';
import type { PluginHost } from '../../plugin-host/host.js';
import type { LiveEvent } from '../live/hub.js';
import type { RateLimiter } from '../rate-limits/service.js';
import { createSendThrough } from './channel-sender.js';
import { createChannelsService } from './channels-service.js';
import { createInboxService } from './inbox.js';
import { createAlertMatching } from './matching.js';
import type { NotificationRow } from './notifications-repository.js';
import { createAlertRulesService } from './rules-service.js';
import { createAlertSender } from './sender.js';
import { createTestChannels } from './tester.js';

interface Deps {
  repos: Repositories;
  transact: Transact;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  pluginHost: PluginHost;
  secretBox: SecretBox;
  clock: Clock;
  logger: Logger;
  publish: (event: LiveEvent) => void;
  config: Pick<Config, 'PUBLIC_URL' | 'FETCH_ALLOW_PRIVATE' | 'JOB_LEASE_SECONDS'>;
  canonicalSymbol: CanonicalSymbol;
  /** The outbound client's resolver: a channel's host name is looked up with it when the channel is made. */
  resolveHost: HostResolver;
}

/** Alerts' parts, wired (docs/alerts.md): the services routes call, and the matching and sending a worker's job runs. */
export function createAlerts(deps: Deps) {
  const { repos, transact, logger } = deps;
  const publicUrl = deps.config.PUBLIC_URL;
  const emailAvailable = deps.mailer.configured;
  const inbox = createInboxService(repos.notifications, deps.publish);
  const announce = (rows: NotificationRow[]) => {
    for (const row of rows) inbox.announce(row).catch((error: unknown) => logger.warn({ err: error }, 'notification not announced'));
  };
  const sendThrough = createSendThrough(deps.pluginHost, deps.secretBox);
  const testChannels = createTestChannels({ repos, sendThrough, inbox, mailer: deps.mailer, rateLimiter: deps.rateLimiter, clock: deps.clock, publicUrl });
  return {
    inbox,
    rules: createAlertRulesService({ repos, transact, canonical: deps.canonicalSymbol, emailAvailable, testChannels }),
    channels: createChannelsService({ repos, transact, plugins: deps.pluginHost, secretBox: deps.secretBox, allowPrivate: deps.config.FETCH_ALLOW_PRIVATE, resolveHost: deps.resolveHost, emailAvailable, testChannels }),
    matching: createAlertMatching({ transact, clock: deps.clock, logger, emailAvailable, announce }),
    sender: createAlertSender({ repos, transact, sendThrough, mailer: deps.mailer, clock: deps.clock, logger, publicUrl, announce, leaseSeconds: deps.config.JOB_LEASE_SECONDS }),
  };
}

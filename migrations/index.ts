import type { Knex } from 'knex';
import * as m0001 from './20261122_0001_create_users.js';
import * as m0002 from './20261122_0002_create_sessions.js';
import * as m0003 from './20261122_0003_create_sources.js';
import * as m0004 from './20261122_0004_create_story_clusters.js';
import * as m0005 from './20261122_0005_create_articles.js';
import * as m0006 from './20261122_0006_index_articles.js';
import * as m0007 from './20261122_0007_create_summaries.js';
import * as m0008 from './20261122_0008_create_preferences.js';
import * as m0009 from './20261122_0009_create_x_credentials.js';
import * as m0010 from './20261122_0010_create_x_posts.js';
import * as m0011 from './20261122_0011_create_provider_config.js';
import * as m0012 from './20261122_0012_create_provider_calls.js';
import * as m0013 from './20261122_0013_create_market_quotes.js';
import * as m0014 from './20261122_0014_create_audit_log.js';
import * as m0015 from './20261122_0015_create_rate_limits.js';
import * as m0016 from './20261122_0016_create_password_resets.js';
import * as m0017 from './20261122_0017_create_job_claims.js';
import * as m0018 from './20261122_0018_add_article_enrichment_inputs.js';
import * as m0019 from './20261123_0019_score_sort_indexes.js';
import * as m0020 from './20261124_0020_strip_tracking_from_article_links.js';
import * as m0040 from './20261124_0040_market_quotes_equity_type.js';
import * as m0050 from './20261125_0050_preferences_digest.js';
import * as m0051 from './20261125_0051_create_article_opens.js';
import * as m0052 from './20261125_0052_index_article_tickers.js';
import * as m0110 from './20261125_0110_create_two_factor.js';
import * as m0111 from './20261125_0111_create_digest_sends.js';
import * as m0070 from './20261125_0070_x_pending_authorization_and_post_claims.js';
import * as m0090 from './20261125_0090_row_counts.js';
import * as m0091 from './20261125_0091_provider_admin.js';
import * as m0120 from './20261126_0120_index_recent_opens.js';
import * as m0140 from './20261126_0140_create_api_tokens.js';
import * as m0150 from './20261126_0150_index_feed_filters.js';
import * as m0170 from './20261126_0170_article_work_claims.js';
import * as m0200 from './20261127_0200_create_article_assets.js';
import * as m0210 from './20261127_0210_create_quote_history.js';
import * as m0220 from './20261127_0220_create_user_mutes.js';
import * as m0230 from './20261127_0230_create_feed_tokens.js';
import * as m0240 from './20261127_0240_create_asset_rollups.js';
import * as m0250 from './20261128_0250_create_user_watchlists.js';
import * as m0260 from './20261128_0260_create_alerts.js';
import * as m0270 from './20261128_0270_article_languages.js';
import * as m0280 from './20261128_0280_create_asset_daily.js';
import * as m0290 from './20261128_0290_alert_deliveries_without_member_key.js';
import * as m0300 from './20261128_0300_create_asset_page_function.js';
import * as m0310 from './20261128_0310_alert_deliveries_lean_writes.js';
import * as m0320 from './20261129_0320_audit_actor_name.js';
import * as m0330 from './20261130_0330_anonymous_reset_requests.js';
import * as m0340 from './20261130_0340_preferences_current_language_codes.js';
import * as m0350 from './20261130_0350_alert_delivery_failures.js';

/**
 * Every migration in the order it runs. A new migration is a new dated file plus one line here;
 * a landed migration is never edited. (A static list, rather than a directory scan, loads the same
 * way under tsx, vitest and any bundler.)
 */
export const MIGRATIONS: [string, Knex.Migration][] = [
  ['20261122_0001_create_users', m0001],
  ['20261122_0002_create_sessions', m0002],
  ['20261122_0003_create_sources', m0003],
  ['20261122_0004_create_story_clusters', m0004],
  ['20261122_0005_create_articles', m0005],
  ['20261122_0006_index_articles', m0006],
  ['20261122_0007_create_summaries', m0007],
  ['20261122_0008_create_preferences', m0008],
  ['20261122_0009_create_x_credentials', m0009],
  ['20261122_0010_create_x_posts', m0010],
  ['20261122_0011_create_provider_config', m0011],
  ['20261122_0012_create_provider_calls', m0012],
  ['20261122_0013_create_market_quotes', m0013],
  ['20261122_0014_create_audit_log', m0014],
  ['20261122_0015_create_rate_limits', m0015],
  ['20261122_0016_create_password_resets', m0016],
  ['20261122_0017_create_job_claims', m0017],
  ['20261122_0018_add_article_enrichment_inputs', m0018],
  ['20261123_0019_score_sort_indexes', m0019],
  ['20261124_0020_strip_tracking_from_article_links', m0020],
  ['20261124_0040_market_quotes_equity_type', m0040],
  ['20261125_0050_preferences_digest', m0050],
  ['20261125_0051_create_article_opens', m0051],
  ['20261125_0052_index_article_tickers', m0052],
  ['20261125_0110_create_two_factor', m0110],
  ['20261125_0111_create_digest_sends', m0111],
  ['20261125_0070_x_pending_authorization_and_post_claims', m0070],
  ['20261125_0090_row_counts', m0090],
  ['20261125_0091_provider_admin', m0091],
  ['20261126_0120_index_recent_opens', m0120],
  ['20261126_0140_create_api_tokens', m0140],
  ['20261126_0150_index_feed_filters', m0150],
  ['20261126_0170_article_work_claims', m0170],
  ['20261127_0200_create_article_assets', m0200],
  ['20261127_0210_create_quote_history', m0210],
  ['20261127_0220_create_user_mutes', m0220],
  ['20261127_0230_create_feed_tokens', m0230],
  ['20261127_0240_create_asset_rollups', m0240],
  ['20261128_0250_create_user_watchlists', m0250],
  ['20261128_0260_create_alerts', m0260],
  ['20261128_0270_article_languages', m0270],
  ['20261128_0280_create_asset_daily', m0280],
  ['20261128_0290_alert_deliveries_without_member_key', m0290],
  ['20261128_0300_create_asset_page_function', m0300],
  ['20261128_0310_alert_deliveries_lean_writes', m0310],
  ['20261129_0320_audit_actor_name', m0320],
  ['20261130_0330_anonymous_reset_requests', m0330],
  ['20261130_0340_preferences_current_language_codes', m0340],
  ['20261130_0350_alert_delivery_failures', m0350],
];

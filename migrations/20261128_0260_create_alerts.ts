import type { Knex } from 'knex';

// Alerts (docs/alerts.md): a member's channels and rules, one row per (rule, article, channel)
// delivery, the in-app inbox, and the articles waiting to be matched.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('alert_channels', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('type').notNullable(); // a notifier plugin's id
    t.text('name').notNullable();
    t.jsonb('settings').notNullable(); // the settings that are not secret, shown again
    t.text('secrets_sealed'); // the secret settings as JSON, sealed by the secret box
    t.text('status').notNullable().defaultTo('active');
    t.text('paused_reason');
    t.integer('failures_in_a_row').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
    t.check("status in ('active', 'paused')", [], 'alert_channels_status_check');
  });
  await knex.schema.createTable('alert_rules', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.specificType('tickers', 'text[]').notNullable().defaultTo('{}');
    t.specificType('keywords', 'text[]').notNullable().defaultTo('{}');
    t.specificType('topics', 'text[]').notNullable().defaultTo('{}');
    t.smallint('min_importance').notNullable().defaultTo(0);
    t.text('sentiment');
    t.jsonb('channels').notNullable(); // channel ids and 'inapp' / 'email'
    t.boolean('enabled').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });
  // A row is written (unique per rule, article and channel) before anything is sent: a second
  // matcher or instance inserts nothing, and a sender claims a row before sending it.
  await knex.schema.createTable('alert_deliveries', (t) => {
    t.bigIncrements('id');
    t.uuid('delivery_id').notNullable().unique(); // X-AlphaWire-Delivery, the same on every retry
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('rule_id').notNullable().references('alert_rules.id').onDelete('CASCADE');
    t.integer('article_id').notNullable().references('articles.id').onDelete('CASCADE');
    t.text('channel').notNullable(); // 'inapp', 'email' or the channel's id
    t.integer('channel_id').references('alert_channels.id').onDelete('CASCADE');
    t.text('status').notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('lease_until', { useTz: true });
    t.timestamp('sent_at', { useTz: true });
    t.unique(['rule_id', 'article_id', 'channel']);
    t.index(['channel_id', 'created_at']);
    t.check("status in ('pending', 'sending', 'sent', 'failed', 'held')", [], 'alert_deliveries_status_check');
  });
  await knex.raw("create index alert_deliveries_due_idx on alert_deliveries (next_attempt_at) where status in ('pending', 'sending')");
  await knex.raw('create index alert_deliveries_rule_time_idx on alert_deliveries (rule_id, created_at desc)');
  await knex.schema.createTable('notifications', (t) => {
    t.bigIncrements('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.text('title').notNullable();
    t.text('body').notNullable();
    t.integer('article_id').references('articles.id').onDelete('SET NULL');
    t.integer('rule_id').references('alert_rules.id').onDelete('SET NULL');
    t.timestamp('read_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'id']);
  });
  await knex.raw('create index notifications_unread_idx on notifications (user_id) where read_at is null');
  // Articles enriched and not yet matched against the rules: enrichment adds them in the
  // transaction that stores the scores, and the matcher takes them out in the one that writes
  // their deliveries, so a crash on either side loses none and matches none twice.
  await knex.schema.createTable('alert_queue', (t) => {
    t.integer('article_id').primary().references('articles.id').onDelete('CASCADE');
    t.timestamp('queued_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('alert_queue');
  await knex.schema.dropTable('notifications');
  await knex.schema.dropTable('alert_deliveries');
  await knex.schema.dropTable('alert_rules');
  await knex.schema.dropTable('alert_channels');
}

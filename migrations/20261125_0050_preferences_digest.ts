import type { Knex } from 'knex';

// The daily digest's opt-in, its hour and the member's time zone live with the other preferences.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('preferences', (t) => {
    t.boolean('daily_digest').notNullable().defaultTo(false);
    t.smallint('digest_hour').notNullable().defaultTo(8);
    t.text('time_zone').notNullable().defaultTo('UTC');
    t.check('digest_hour between 0 and 23', [], 'preferences_digest_hour_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('preferences', (t) => {
    t.dropChecks(['preferences_digest_hour_check']);
    t.dropColumns('daily_digest', 'digest_hour', 'time_zone');
  });
}

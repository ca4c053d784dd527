import type { Knex } from 'knex';

// Languages (docs/languages.md). Every article has one: ISO 639-1, or 'und' when too short to
// tell. What feeds declared before is cut to its language ("en-US" → "en"); the rest is 'und' until
// re-enriched, when the text is read for it. An article the enricher could not read keeps
// sentiment null ("not assessed"); its mentioned assets count as mentions with sentiment
// 'unassessed', in no sentiment's sum. Members choose the languages they read (none chosen: all).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    update articles set language = case
      when lower(split_part(replace(language, '_', '-'), '-', 1)) ~ '^[a-z]{2}$' then lower(split_part(replace(language, '_', '-'), '-', 1))
      else 'und' end
    where language is not null`);
  await knex.raw("update articles set language = 'und' where language is null");
  await knex.raw("alter table articles alter column language set default 'und', alter column language set not null");
  await knex.raw('create index articles_language_idx on articles (language, published_at desc, id desc)');
  await knex.raw('alter table article_assets drop constraint article_assets_sentiment_check');
  await knex.raw("alter table article_assets add constraint article_assets_sentiment_check check (sentiment in ('bullish', 'bearish', 'neutral', 'unassessed'))");
  await knex.schema.alterTable('preferences', (t) => {
    t.specificType('languages', 'text[]').notNullable().defaultTo('{}');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('preferences', (t) => {
    t.dropColumn('languages');
  });
  await knex.raw("delete from article_assets where sentiment = 'unassessed'");
  await knex.raw('alter table article_assets drop constraint article_assets_sentiment_check');
  await knex.raw("alter table article_assets add constraint article_assets_sentiment_check check (sentiment in ('bullish', 'bearish', 'neutral'))");
  await knex.raw('drop index if exists articles_language_idx');
  await knex.raw('alter table articles alter column language drop not null, alter column language drop default');
}

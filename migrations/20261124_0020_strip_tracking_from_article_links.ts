import type { Knex } from 'knex';

// Links stored before ingestion dropped tracking parameters keep them in the article's url and in
// the tweet draft written from it. This cleans both once; new articles arrive clean. The list is
// this migration's own, so the migration does the same thing whatever the code later becomes.
const TRACKING = /^(utm_.*|at_.*|fbclid|gclid|dclid|gbraid|wbraid|msclkid|yclid|igshid|twclid|mc_cid|mc_eid|mkt_tok|_hsenc|_hsmi|ref_src|ref_url|cmpid|ncid|guccounter|guce_referrer|guce_referrer_sig|soc_src|soc_trk|xtor|smid|sr_share)$/i;
const BATCH = 500;

function clean(link: string): string {
  if (!URL.canParse(link)) return link;
  const url = new URL(link);
  const before = url.searchParams.size;
  for (const name of new Set(url.searchParams.keys())) if (TRACKING.test(name)) url.searchParams.delete(name);
  return url.searchParams.size === before ? link : url.toString();
}

export async function up(knex: Knex): Promise<void> {
  let afterId = 0;
  for (;;) {
    const rows: { id: number; url: string; tweet: string | null }[] = await knex('articles')
      .where('id', '>', afterId)
      .andWhere('url', '~*', '[?&](utm_|at_|fbclid|gclid|dclid|gbraid|wbraid|msclkid|yclid|igshid|twclid|mc_cid|mc_eid|mkt_tok|_hs|ref_src|ref_url|cmpid|ncid|guc|guce_|soc_|xtor|smid|sr_share)')
      .orderBy('id')
      .limit(BATCH)
      .select('id', 'url', 'tweet');
    if (rows.length === 0) return;
    for (const row of rows) {
      const url = clean(row.url);
      if (url === row.url) continue;
      await knex('articles').where({ id: row.id }).update({ url, tweet: row.tweet?.split(row.url).join(url) ?? null });
    }
    afterId = rows.at(-1)!.id;
  }
}

// The parameters carried nothing an article needs; there is nothing to put back.
export async function down(): Promise<void> {}

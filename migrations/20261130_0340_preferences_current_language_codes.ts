import type { Knex } from 'knex';

// The languages a member reads, with a retired ISO 639-1 code as its successor ("iw" → "he"):
// articles are stored under the current code, so a preference saved as "iw" hid the Hebrew news
// it asked for. From now on the contract maps them on the way in (currentLanguageCode in
// src/contracts/languages-constants.ts); these are the codes CLDR maps there, fixed as of this day.
const SUCCESSORS: [retired: string, current: string][] = [
  ['in', 'id'], ['iw', 'he'], ['ji', 'yi'], ['jw', 'jv'], ['mo', 'ro'], ['sh', 'sr'], ['tw', 'ak'],
];

export async function up(knex: Knex): Promise<void> {
  const values = SUCCESSORS.map(() => '(?, ?)').join(', ');
  // Each code once and sorted, as the contract stores a list.
  await knex.raw(
    `update preferences set languages = array(
       select distinct coalesce(s.current, code) as code
       from unnest(languages) code left join (values ${values}) s(retired, current) on s.retired = code
       order by 1)
     where languages && ?::text[]`,
    [...SUCCESSORS.flat(), SUCCESSORS.map(([retired]) => retired)],
  );
}

// The old codes are not brought back: they named the same languages.
export async function down(): Promise<void> {}

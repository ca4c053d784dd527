import { readFileSync, writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { opmlImportPayloadSchema, type OpmlReport } from '../../contracts/admin-sources.js';
import { type ListedSource, type NewsSource, type SourcePayload, sourcePayloadSchema } from '../../contracts/sources.js';
import type { AppContext } from '../../server/context.js';
import { presentSource } from '../../server/modules/sources/presenter.js';
import { CliError } from '../errors.js';
import type { CliIo } from '../io.js';
import { formatDate, parseId, parseWith, writeListing } from '../output.js';
import { withContext } from '../runtime.js';
import { formatTable } from '../table.js';

interface Fields {
  name?: string;
  url?: string;
  type?: string;
  category?: string[];
  plugin?: string;
  enabled?: boolean;
}

interface AddOptions extends Fields {
  test: boolean;
  json?: boolean;
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

function sourceCells(s: NewsSource): string[] {
  return [String(s.id), s.name, s.type, s.categories.join(', ') || 'No categories', s.url, s.enabled ? 'Active' : 'Inactive', formatDate(s.last_fetch_at)];
}

function writeSource(io: CliIo, verb: string, source: NewsSource, json?: boolean): void {
  writeListing(io.stdout, json, source, () => `${verb} news source: ${source.name} (id ${source.id}, ${source.enabled ? 'Active' : 'Inactive'})\n`);
}

async function findSource(ctx: AppContext, id: number): Promise<NewsSource> {
  const row = (await ctx.services.sources.list()).find((s) => s.id === id);
  if (!row) throw new CliError([`News source not found: ${id}`]);
  return presentSource(row);
}

/** Test-fetches (unless --no-test) and saves: the API's validation, then the web dialog's test fetch. */
async function save(io: CliIo, ctx: AppContext, payload: SourcePayload, test: boolean, id?: number): Promise<NewsSource> {
  if (test) {
    const probe = await ctx.services.sources.testFetch(payload);
    io.stderr.write(`${probe.message}\n`);
  }
  const row = id === undefined ? await ctx.services.sources.create(payload, null) : await ctx.services.sources.update(id, payload, null);
  return presentSource(row);
}

async function list(io: CliIo, options: { json?: boolean }): Promise<void> {
  // As the admin's Sources list: each source with the language it mostly delivered in the last 30 days.
  const sources = await withContext(io, async (ctx) => {
    const [rows, languages] = await Promise.all([ctx.services.sources.list(), ctx.services.sources.mainLanguages()]);
    return rows.map((row): ListedSource => ({ ...presentSource(row), main_language: languages.get(row.id) ?? null }));
  });
  const cells = (s: ListedSource) => [...sourceCells(s), s.main_language ?? '-'];
  writeListing(io.stdout, options.json, sources, () =>
    sources.length === 0
      ? 'No news sources yet. Add one with: alphawire sources add --name … --url …\n'
      : formatTable(['ID', 'NAME', 'TYPE', 'CATEGORIES', 'URL', 'STATUS', 'LAST FETCH', 'LANGUAGE'], sources.map(cells)),
  );
}

async function add(io: CliIo, options: AddOptions): Promise<void> {
  const payload = parseWith(sourcePayloadSchema, { name: options.name, url: options.url, type: options.type, categories: options.category, plugin: options.plugin, enabled: options.enabled });
  const source = await withContext(io, (ctx) => save(io, ctx, payload, options.test));
  writeSource(io, 'Successfully added', source, options.json);
}

async function edit(io: CliIo, idText: string, options: AddOptions): Promise<void> {
  const id = parseId(idText, 'Source id');
  const source = await withContext(io, async (ctx) => {
    const current = await findSource(ctx, id);
    const payload = parseWith(sourcePayloadSchema, {
      name: options.name ?? current.name,
      url: options.url ?? current.url,
      type: options.type ?? current.type,
      categories: options.category ?? current.categories,
      // Left out unless given: the server keeps the plugin while the URL and type stay, and infers it anew otherwise.
      plugin: options.plugin,
      enabled: options.enabled ?? current.enabled,
    });
    return save(io, ctx, payload, options.test && payload.url !== current.url, id);
  });
  writeSource(io, 'Successfully updated', source, options.json);
}

async function setEnabled(io: CliIo, idText: string, enabled: boolean, options: { json?: boolean }): Promise<void> {
  const id = parseId(idText, 'Source id');
  const source = await withContext(io, async (ctx) => {
    const current = await findSource(ctx, id);
    const { name, url, type, categories, plugin } = current;
    return save(io, ctx, parseWith(sourcePayloadSchema, { name, url, type, categories, plugin, enabled }), false, id);
  });
  writeSource(io, 'Successfully updated', source, options.json);
}

function reportText(report: OpmlReport): string {
  const lines = [
    `Added ${report.added.length}, skipped ${report.duplicates.length} duplicate${report.duplicates.length === 1 ? '' : 's'}, refused ${report.refused.length}`,
    ...report.added.map((a) => `  added      ${a.name} <${a.url}>`),
    ...report.duplicates.map((d) => `  duplicate  ${d.name} <${d.url}>`),
    ...report.refused.map((r) => `  refused    ${r.name} <${r.url}>: ${r.reason}`),
  ];
  return `${lines.join('\n')}\n`;
}

async function importOpml(io: CliIo, file: string, options: { json?: boolean }): Promise<void> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new CliError([`Cannot read ${file}: ${(error as Error).message}`]);
  }
  const payload = parseWith(opmlImportPayloadSchema, { opml: text });
  const report = await withContext(io, (ctx) => ctx.services.sources.importOpml(payload.opml, null));
  writeListing(io.stdout, options.json, report, () => reportText(report));
}

async function exportOpml(io: CliIo, file: string | undefined): Promise<void> {
  const opml = await withContext(io, (ctx) => ctx.services.sources.exportOpml());
  if (!file) {
    io.stdout.write(opml);
    return;
  }
  try {
    writeFileSync(file, opml);
  } catch (error) {
    throw new CliError([`Cannot write ${file}: ${(error as Error).message}`]);
  }
  io.stdout.write(`Wrote ${file}\n`);
}

function fieldOptions(command: Command): Command {
  return command
    .option('--name <name>', 'the name shown to readers')
    .option('--url <url>', 'the full feed URL (or API URL for type api)')
    .option('--type <type>', 'rss or api')
    .option('--category <category>', 'a category (repeat for more)', collect)
    .option('--plugin <plugin>', 'the source plugin; inferred from type and URL when absent')
    .option('--no-test', 'save without fetching the URL once first')
    .option('--json', 'print the saved source as JSON');
}

/** `sources …`: the admin Sources tab's operations, through the same service and contracts as the API. */
export function registerSourcesCommands(program: Command, io: CliIo): void {
  const sources = program.command('sources').description('news sources');
  sources.command('list').description('list every news source').option('--json', 'print JSON').action((options: { json?: boolean }) => list(io, options));
  fieldOptions(sources.command('add').description('add a news source; its URL is fetched once first (--no-test skips that)'))
    .option('--disabled', 'add it inactive')
    .action((options: AddOptions & { disabled?: boolean }) => add(io, { ...options, enabled: !options.disabled }));
  fieldOptions(sources.command('edit').description('change a news source; unnamed fields keep their values').argument('<id>', 'source id')).action((id: string, options: AddOptions) => edit(io, id, options));
  sources.command('enable').description('make a source active').argument('<id>', 'source id').option('--json', 'print the source as JSON').action((id: string, options: { json?: boolean }) => setEnabled(io, id, true, options));
  sources.command('disable').description('make a source inactive').argument('<id>', 'source id').option('--json', 'print the source as JSON').action((id: string, options: { json?: boolean }) => setEnabled(io, id, false, options));
  sources.command('import-opml').description('add the feeds of an OPML file, reporting added, duplicate and refused').argument('<file>', 'OPML file').option('--json', 'print the report as JSON').action((file: string, options: { json?: boolean }) => importOpml(io, file, options));
  sources.command('export-opml').description('write every source as OPML (to stdout without a file)').argument('[file]', 'where to write').action((file: string | undefined) => exportOpml(io, file));
}

import type { Command } from 'commander';
import { adminPageQuerySchema, type AuditEntryView } from '../../contracts/admin.js';
import { presentAuditEntry } from '../../server/modules/admin/presenter.js';
import type { CliIo } from '../io.js';
import { formatDate, parseWith, writeListing } from '../output.js';
import { withContext } from '../runtime.js';
import { formatTable } from '../table.js';

const brief = (value: unknown) => (value === null ? '' : JSON.stringify(value));

function cells(entry: AuditEntryView): string[] {
  const target = entry.target_type ? `${entry.target_type}${entry.target_id ? ` ${entry.target_id}` : ''}` : '';
  return [String(entry.id), formatDate(entry.created_at), entry.actor ?? '(operator)', entry.action, target, brief(entry.before), brief(entry.after)];
}

async function list(io: CliIo, options: { page?: string; limit?: string; json?: boolean }): Promise<void> {
  const query = parseWith(adminPageQuerySchema, { page: options.page, limit: options.limit });
  const page = await withContext(io, (ctx) => ctx.services.admin.audit(query));
  const items = page.items.map(presentAuditEntry);
  writeListing(io.stdout, options.json, { items, hasMore: page.hasMore }, () =>
    items.length === 0
      ? `No audit entries on page ${query.page}\n`
      : `${formatTable(['ID', 'WHEN', 'WHO', 'WHAT', 'TARGET', 'BEFORE', 'AFTER'], items.map(cells))}Page ${query.page}${page.hasMore ? ` (more: --page ${query.page + 1})` : ''}\n`,
  );
}

/** `audit list`: who changed what, newest first, as the admin Audit tab shows it. */
export function registerAuditCommands(program: Command, io: CliIo): void {
  program
    .command('audit')
    .description('the audit log of admin changes')
    .command('list')
    .description('list audit entries, newest first')
    .option('--page <n>', 'page number, from 1')
    .option('--limit <n>', 'entries per page (default 10, at most 100)')
    .option('--json', 'print JSON')
    .action((options: { page?: string; limit?: string; json?: boolean }) => list(io, options));
}

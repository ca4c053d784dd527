import { Argument, type Command } from 'commander';
import { type RegisterPayload, registerPayloadSchema, ROLES, type Role } from '../../contracts/auth.js';
import type { UserRow } from '../../server/modules/accounts/users-repository.js';
import { CliError, UsageError } from '../errors.js';
import type { CliIo } from '../io.js';
import { readPassword } from '../read-password.js';
import { parseWith, writeListing } from '../output.js';
import { withContext } from '../runtime.js';
import { formatTable } from '../table.js';

interface CreateOptions {
  username: string;
  email: string;
  password?: string;
  admin?: boolean;
}

/**
 * Checks the new account with the same zod contract as the register route, every problem at once,
 * and the register route's common-password rule: each is a bad argument (exit code 2).
 */
async function parseNewUser(io: CliIo, options: CreateOptions): Promise<RegisterPayload> {
  const password = options.password === undefined || options.password === '-' ? await readPassword(io.stdin, io.stderr, 'Password: ') : options.password;
  const input = parseWith(registerPayloadSchema, { username: options.username, email: options.email, password });
  // Imported here: the password module loads argon2 and a dictionary, which --help does not need.
  const { COMMON_PASSWORD_MESSAGE, isCommonPassword } = await import('../../server/modules/accounts/password.js');
  if (isCommonPassword(input.password)) throw new UsageError([COMMON_PASSWORD_MESSAGE]);
  return input;
}

async function createUser(io: CliIo, options: CreateOptions): Promise<void> {
  // Read and validate before opening the database, so a prompt never holds the data dir's lock.
  const input = await parseNewUser(io, options);
  const role: Role = options.admin ? 'admin' : 'user';
  const user = await withContext(io, (ctx) => ctx.services.accounts.createUser(input, role));
  io.stdout.write(`Created ${user.role} ${user.username} <${user.email}> with id ${user.id}\n`);
}

function formatDate(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function userCells(user: UserRow): string[] {
  return [String(user.id), user.username, user.email, user.role, formatDate(user.created_at)];
}

async function listUsers(io: CliIo, options: { json?: boolean }): Promise<void> {
  const users = await withContext(io, (ctx) => ctx.services.accounts.listUsers());
  if (options.json) {
    const items = users.map((u) => ({ id: u.id, username: u.username, email: u.email, role: u.role, created_at: u.created_at.toISOString() }));
    writeListing(io.stdout, true, items, () => '');
    return;
  }
  if (users.length === 0) {
    io.stdout.write('No users yet. Create one with: alphawire users create --admin …\n');
    return;
  }
  io.stdout.write(formatTable(['ID', 'USERNAME', 'EMAIL', 'ROLE', 'CREATED'], users.map(userCells)));
}

async function changeRole(io: CliIo, username: string, role: Role): Promise<void> {
  const message = await withContext(io, async (ctx) => {
    const { accounts } = ctx.services;
    const user = await accounts.findByUsername(username);
    if (!user) throw new CliError([`User not found: ${username}`]);
    if (user.role === role) return `${user.username} is already ${role}`;
    await accounts.changeRole(user.id, role, null);
    return `${user.username} is now ${role} (their sessions were signed out)`;
  });
  io.stdout.write(`${message}\n`);
}

async function deleteUser(io: CliIo, username: string, options: { yes?: boolean }): Promise<void> {
  // Nothing undoes it, and a script must not do it by a slip: the operator says so on the command line.
  if (!options.yes) throw new UsageError([`This deletes ${username} and everything of theirs (settings, watchlist, alerts and channels, API tokens, personal feeds): add --yes to go on`]);
  const deleted = await withContext(io, async (ctx) => {
    const { accounts } = ctx.services;
    const user = await accounts.findByUsername(username);
    if (!user) throw new CliError([`User not found: ${username}`]);
    return accounts.deleteUser(user.id, null);
  });
  io.stdout.write(`Deleted ${deleted.username} and everything of theirs\n`);
}

/** A member's copy of their data, as they download it (docs/product.md#your-data), on stdout: an operator answers a request made by e-mail. */
async function exportUser(io: CliIo, username: string): Promise<void> {
  const file = await withContext(io, async (ctx) => {
    const user = await ctx.services.accounts.findByUsername(username);
    if (!user) throw new CliError([`User not found: ${username}`]);
    return ctx.services.accountExport.exportOf({ id: user.id, username: user.username, email: user.email, role: user.role });
  });
  if (!file) throw new CliError([`User not found: ${username}`]);
  io.stdout.write(`${JSON.stringify(file, null, 2)}\n`);
}

async function resetTwoFactor(io: CliIo, username: string): Promise<void> {
  const message = await withContext(io, async (ctx) => {
    const user = await ctx.services.accounts.findByUsername(username);
    if (!user) throw new CliError([`User not found: ${username}`]);
    const reset = await ctx.services.twoFactor.reset(user.id);
    return reset
      ? `Two-factor sign-in is off for ${user.username}: the password alone signs in; they can enrol again under Your Settings`
      : `${user.username} has no two-factor sign-in`;
  });
  io.stdout.write(`${message}\n`);
}

/** `users create`, `list`, `role`, `delete`, `export` and `reset-2fa`: accounts, through the accounts service. */
export function registerUsersCommands(program: Command, io: CliIo): void {
  const users = program.command('users').description('user accounts');
  users
    .command('create')
    .description('create an account; the password is read from stdin when --password is omitted or "-"')
    .requiredOption('--username <username>', '3 to 32 letters, digits, dots, dashes or underscores')
    .requiredOption('--email <email>', 'e-mail address')
    .option('--password <password>', 'at least 6 characters; prefer stdin, the command line is visible to other users')
    .option('--admin', 'give the account the admin role')
    .action((options: CreateOptions) => createUser(io, options));
  users.command('list').description('list every account').option('--json', 'print JSON').action((options: { json?: boolean }) => listUsers(io, options));
  users
    .command('role')
    .description("set a user's role")
    .argument('<username>', 'the account to change')
    .addArgument(new Argument('<role>', 'the new role').choices(ROLES))
    .action((username: string, role: Role) => changeRole(io, username, role));
  users
    .command('delete')
    .description('delete an account and everything of theirs (not the last admin)')
    .argument('<username>', 'the account to delete')
    .option('--yes', 'confirm: nothing undoes it')
    .action((username: string, options: { yes?: boolean }) => deleteUser(io, username, options));
  users
    .command('export')
    .description("print everything kept about a user as JSON, as they download it from Settings (no secrets)")
    .argument('<username>', 'the account to export')
    .action((username: string) => exportUser(io, username));
  users
    .command('reset-2fa')
    .description("turn a user's two-factor sign-in off, when they lost both their authenticator and their recovery codes")
    .argument('<username>', 'the account to reset')
    .action((username: string) => resetTwoFactor(io, username));
}

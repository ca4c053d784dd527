import { randomBytes } from 'node:crypto';
import {
  ALERT_MESSAGES,
  type ChannelList,
  type ChannelPayload,
  type CreatedChannel,
  type DeliveryList,
  MAX_CHANNELS,
  type TestResults,
} from '../../../contracts/alerts.js';
import type { NotifierPlugin } from '../../../plugins/sdk/index.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import type { Repositories, Transact } from '../../db/repositories.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.js';
import { type HostResolver, privateHostReason, resolvedHostReason } from '../../outbound/index.js';
import type { PluginHost } from '../../plugin-host/host.js';
import { secretKeysOf, splitSettings } from './channel-settings.js';
import { presentChannel, presentDelivery } from './presenter.js';
import type { TestChannels } from './tester.js';

/** Deliveries a channel's log shows. */
const LOG_LENGTH = 50;

export interface ChannelsService {
  list(userId: number): Promise<ChannelList>;
  create(userId: number, payload: ChannelPayload): Promise<CreatedChannel>;
  remove(userId: number, id: number): Promise<void>;
  test(userId: number, id: number): Promise<TestResults>;
  deliveries(userId: number, id: number): Promise<DeliveryList>;
}

interface Deps {
  repos: Repositories;
  transact: Transact;
  plugins: PluginHost;
  secretBox: SecretBox;
  /** FETCH_ALLOW_PRIVATE: whether a channel's URL may be on a private or local address. */
  allowPrivate: boolean;
  /** Resolves a channel's host name when it is made (the outbound client's resolver). */
  resolveHost: HostResolver;
  emailAvailable: boolean;
  testChannels: TestChannels;
}

/** Longer settings are refused: every listing of the member's channels carries them. */
const MAX_SETTING_LENGTH = 2_048;
// No setting of a channel (a URL, a topic, a chat id, a token) holds these. A URL parser drops
// them silently, so the URL called would differ from the one stored and shown.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const BLANK_OR_CONTROL = /[\s\u0000-\u001f\u007f]/;

/** Why a setting's text cannot be stored as given, or null. */
function textProblem(key: string, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (value.length > MAX_SETTING_LENGTH) return `${key} must be at most ${MAX_SETTING_LENGTH} characters`;
  return BLANK_OR_CONTROL.test(value) ? `${key} must not contain spaces, tabs or line breaks` : null;
}

// The ports browsers refuse to fetch (the Fetch standard's "bad port" list) and port 0: each
// belongs to another protocol (mail, SSH, DNS, IRC…), which a POST could be made to speak to.
const NOT_WEB_PORTS = new Set([
  0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109,
  110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531,
  532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060,
  5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

// A lookup slower than this lets the channel be made: a member's form never waits on a slow resolver.
const LOOKUP_BUDGET_MS = 2_000;

const privateAddress = (reason: string) => `This URL points to a private or local address (${reason}); channels must reach the public internet`;

/** Why a channel's URL cannot be used, as written, or null. */
function urlProblem(raw: string, allowPrivate: boolean): string | null {
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || !/^https?:$/.test(url.protocol)) return `${raw.slice(0, 80)} is not an http(s) URL`;
  // Refused rather than sealed: a URL is a plain setting, listed and exported as it is, and a
  // password in it would be too. A receiver's own signing secret or a token does that job.
  if (url.username || url.password) return 'The URL must not hold a user name or password (user:pass@): check deliveries with the signing secret, or give a token';
  if (url.port !== '' && NOT_WEB_PORTS.has(Number(url.port))) return `Port ${url.port} belongs to a service other than the web (browsers refuse it too); channels use web ports such as 443`;
  const reason = allowPrivate ? null : privateHostReason(url);
  return reason ? privateAddress(reason) : null;
}

/**
 * Why a channel's URL names a host that resolves to a private or local address, or null. This is
 * feedback for the member, not the guard: a name's DNS can change once the channel is made, so
 * the outbound client checks every address again at connect time. That is also why a lookup that
 * fails or is slow lets the channel be made: a DNS hiccup must not stop a member adding one.
 */
async function resolvedProblem(urls: string[], resolve: HostResolver): Promise<string | null> {
  const reasons = await Promise.all(urls.map((url) => resolvedHostReason(new URL(url), resolve, LOOKUP_BUDGET_MS)));
  const reason = reasons.find((found) => found !== null);
  return reason ? privateAddress(reason) : null;
}

/**
 * A member's channels (docs/alerts.md#channels): each of a notifier plugin's type, its settings
 * checked by that plugin, its URLs refused when they reach private addresses, its secrets sealed
 * and never shown again (a generated signing secret once, in the answer that makes it).
 */
export function createChannelsService(deps: Deps): ChannelsService {
  const { repos, plugins } = deps;
  const secretKeys = (type: string) => {
    const plugin = plugins.registry.notifier(type);
    return plugin ? secretKeysOf(plugin) : [];
  };

  /** The member's settings (given: only the form's fields), with a generated secret added where the type has one. */
  async function checkSettings(plugin: NotifierPlugin<unknown>, given: Record<string, unknown>, settings: Record<string, unknown>): Promise<void> {
    const known = new Set(plugin.fields.map((f) => f.key));
    const unknown = Object.keys(given).filter((key) => !known.has(key));
    if (unknown.length > 0) throw new BadRequestError(`Unknown setting: ${unknown.join(', ').slice(0, 100)}`);
    for (const [key, value] of Object.entries(given)) {
      const problem = textProblem(key, value);
      if (problem) throw new BadRequestError(problem);
    }
    const parsed = plugins.notifierSettings(plugin.id, settings);
    if (!parsed.ok) throw new BadRequestError(parsed.message);
    const urls = plugin.urls(parsed.settings);
    for (const url of urls) {
      const problem = urlProblem(url, deps.allowPrivate);
      if (problem) throw new BadRequestError(problem);
    }
    const resolved = deps.allowPrivate ? null : await resolvedProblem(urls, deps.resolveHost);
    if (resolved) throw new BadRequestError(resolved);
  }

  async function find(userId: number, id: number) {
    const row = await repos.alertChannels.find(userId, id);
    if (!row) throw new NotFoundError(ALERT_MESSAGES.channelNotFound);
    return row;
  }

  return {
    async list(userId) {
      const rows = await repos.alertChannels.list(userId);
      const types = plugins.registry.notifiers().map((p) => ({
        type: p.id,
        displayName: p.displayName,
        fields: p.fields.map((f) => ({ key: f.key, label: f.label, secret: f.secret === true, optional: f.optional === true, placeholder: f.placeholder ?? null, description: f.description ?? null })),
      }));
      return { items: rows.map((row) => presentChannel(row, secretKeys(row.type))), types, emailAvailable: deps.emailAvailable };
    },

    async create(userId, payload) {
      const plugin = plugins.registry.notifier(payload.type);
      if (!plugin) throw new BadRequestError(ALERT_MESSAGES.channelType);
      const secret = plugin.generatedSecret ? `whsec_${randomBytes(24).toString('base64url')}` : null;
      const settings = plugin.generatedSecret ? { ...payload.settings, [plugin.generatedSecret]: secret } : payload.settings;
      await checkSettings(plugin, payload.settings, settings);
      const { plain, sealed } = splitSettings(settings, secretKeysOf(plugin), deps.secretBox);
      const row = await deps.transact(async (trx) => {
        await trx.alertRules.lockMember(userId);
        if ((await trx.alertChannels.count(userId)) >= MAX_CHANNELS) throw new ConflictError(ALERT_MESSAGES.tooManyChannels);
        return trx.alertChannels.insert({ user_id: userId, type: plugin.id, name: payload.name, settings: plain, secrets_sealed: sealed });
      });
      return { channel: presentChannel(row, secretKeysOf(plugin)), secret };
    },

    async remove(userId, id) {
      await deps.transact(async (trx) => {
        // The member's lock, which saving a rule takes: a rule saved meanwhile either names the
        // channel before it goes (and is dropped from it here) or is refused for naming it.
        await trx.alertRules.lockMember(userId);
        if (!(await trx.alertChannels.remove(userId, id))) throw new NotFoundError(ALERT_MESSAGES.channelNotFound);
        await trx.alertRules.dropChannel(userId, id);
      });
    },

    async test(userId, id) {
      const row = await find(userId, id);
      return { results: await deps.testChannels(userId, [row.id], { id: 0, name: 'Test' }) };
    },

    async deliveries(userId, id) {
      await find(userId, id);
      return { items: (await repos.alertDeliveries.ofChannel(id, LOG_LENGTH)).map(presentDelivery) };
    },
  };
}

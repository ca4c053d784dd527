import { ALERT_MESSAGES, type AlertRule, type AlertRuleInput, type AlertRuleList, MAX_ALERT_RULES, MAX_RULE_TICKERS, RULE_TICKERS_TOO_MANY, type TestResults } from '../../../contracts/alerts.js';
import { type CanonicalSymbol, foldSymbols } from '../../plugin-host/assets.js';
import type { Repositories, Transact } from '../../db/repositories.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.js';
import { presentRule } from './presenter.js';
import type { TestChannels } from './tester.js';

export interface AlertRulesService {
  list(userId: number): Promise<AlertRuleList>;
  create(userId: number, input: AlertRuleInput): Promise<AlertRule>;
  update(userId: number, id: number, input: AlertRuleInput): Promise<AlertRule>;
  remove(userId: number, id: number): Promise<void>;
  test(userId: number, id: number): Promise<TestResults>;
}

const HOUR_MS = 3_600_000;

/** A member's alert rules (docs/alerts.md#rules): at most MAX_ALERT_RULES, each naming only the member's own channels. */
export function createAlertRulesService(deps: { repos: Repositories; transact: Transact; canonical: CanonicalSymbol; emailAvailable: boolean; testChannels: TestChannels }): AlertRulesService {
  const { repos } = deps;

  /**
   * The rule's channels must be the member's own. Read inside the transaction that writes the rule,
   * after the member's lock, which a channel's deletion takes too: a channel deleted as the rule
   * was saved had left it naming the channel, shown as sending and sending nothing.
   */
  async function checkChannels(trx: Repositories, userId: number, input: AlertRuleInput): Promise<void> {
    if (input.channels.includes('email') && !deps.emailAvailable) throw new BadRequestError(ALERT_MESSAGES.noEmail);
    const own = new Set((await trx.alertChannels.list(userId)).map((c) => c.id));
    if (input.channels.some((c) => typeof c === 'number' && !own.has(c))) throw new BadRequestError(ALERT_MESSAGES.unknownChannel);
  }

  /**
   * An alias among the tickers is kept as its asset's symbol (XBT → BTC), as articles' tickers are;
   * the limit is on what is stored, so it is counted after folding.
   */
  const folded = (input: AlertRuleInput): AlertRuleInput => {
    const tickers = foldSymbols(input.tickers, deps.canonical);
    if (tickers.length > MAX_RULE_TICKERS) throw new BadRequestError(RULE_TICKERS_TOO_MANY);
    return { ...input, tickers };
  };

  async function find(userId: number, id: number) {
    const row = await repos.alertRules.find(userId, id);
    if (!row) throw new NotFoundError(ALERT_MESSAGES.ruleNotFound);
    return row;
  }

  return {
    async list(userId) {
      const rows = await repos.alertRules.list(userId, new Date(Date.now() - HOUR_MS));
      return { items: rows.map(presentRule) };
    },

    async create(userId, given) {
      const input = folded(given);
      const row = await deps.transact(async (trx) => {
        await trx.alertRules.lockMember(userId);
        await checkChannels(trx, userId, input);
        if ((await trx.alertRules.count(userId)) >= MAX_ALERT_RULES) throw new ConflictError(ALERT_MESSAGES.tooManyRules);
        return trx.alertRules.insert(userId, input);
      });
      return presentRule(row);
    },

    async update(userId, id, given) {
      const input = folded(given);
      await find(userId, id);
      const row = await deps.transact(async (trx) => {
        await trx.alertRules.lockMember(userId);
        await checkChannels(trx, userId, input);
        return trx.alertRules.update(userId, id, input);
      });
      if (!row) throw new NotFoundError(ALERT_MESSAGES.ruleNotFound);
      return presentRule(row);
    },

    async remove(userId, id) {
      if (!(await repos.alertRules.remove(userId, id))) throw new NotFoundError(ALERT_MESSAGES.ruleNotFound);
    },

    async test(userId, id) {
      const rule = await find(userId, id);
      return { results: await deps.testChannels(userId, rule.channels, { id: rule.id, name: rule.name }) };
    },
  };
}

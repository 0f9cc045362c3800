import Joi from 'joi';
import { FIELD_LENGTHS, LEDGER_KINDS, PAGE_SIZES } from '@tcs/domain';
import { pageQuery } from '../../http/paging';
import { dateField } from '../../http/validate';

export const periodQuery = Joi.object({
  date_from: dateField.description('First UTC day, inclusive (default: 29 days before date_to)'),
  date_to: dateField.description('Last UTC day, inclusive (default: today)'),
});

const ledgerFilters = {
  date_from: dateField,
  date_to: dateField,
  user_id: Joi.string().trim().max(FIELD_LENGTHS.user_id).description('An account id or `me`; only administrators may name another account'),
  kind: Joi.string().valid(...LEDGER_KINDS),
};

export const ledgerQuery = Joi.object({ ...ledgerFilters, ...pageQuery(PAGE_SIZES.ledger) });
export const ledgerExportQuery = Joi.object(ledgerFilters);

const count = Joi.number().integer();
const nullableNumber = Joi.number().allow(null);
const tally = Joi.object({ key: Joi.string(), lookups: count, credits_used: count });

const transaction = Joi.object({
  id: count, created_at: Joi.string(), kind: Joi.string().valid(...LEDGER_KINDS), kind_label: Joi.string(), amount: count, balance_after: count,
  lookup_id: Joi.string().allow(null), note: Joi.string().allow(null), created_by_name: Joi.string().allow(null),
});

export const ledgerRowSchema = transaction.keys({ user_id: Joi.string(), user_name: Joi.string().allow(null), user_email: Joi.string().allow(null), tokens: count });
const ledgerTotals = Joi.object({ added: count, removed: count.description('Credits taken away, as a positive number'), net: count });

export const ledgerPageSchema = Joi.object({ items: Joi.array().items(ledgerRowSchema), total: count, page: count, page_size: count, totals: ledgerTotals });

export const usageSchema = Joi.object({
  user_id: Joi.string(), name: Joi.string(), email: Joi.string(), role: Joi.string(), role_label: Joi.string(),
  credits: count, unlimited: Joi.boolean().description('Exempt from credits (administrators, unlimited accounts, or no price per lookup)'),
  active: Joi.boolean(), last_login_at: Joi.string().allow(null).description('Latest use of any of the account’s keys'),
  pricing: Joi.object({ enabled: Joi.boolean(), credits_per_lookup: count, signup_credits: count }),
  from: Joi.string(), to: Joi.string(),
  totals: Joi.object({ lookups: count, credits_used: count }),
  llm: Joi.object({ llm_calls: count, input_tokens: count, output_tokens: count, total_tokens: count, charged_lookups: count, avg_processing_ms: nullableNumber }),
  daily: Joi.array().items(Joi.object({ day: Joi.string(), lookups: count, credits_used: count, tokens: count })),
  previous: Joi.object({ from: Joi.string(), to: Joi.string(), lookups: count, credits_used: count }),
  by_kind: Joi.array().items(tally), by_market: Joi.array().items(tally), by_status: Joi.array().items(tally),
  ledger: ledgerTotals.keys({ by_kind: Joi.array().items(Joi.object({ kind: Joi.string(), kind_label: Joi.string(), count, added: count, removed: count })) }),
  transactions: Joi.array().items(transaction),
});

export const planSchema = Joi.object({
  plan: Joi.string().allow(null).description('The plan’s name; null: no plan, unrestricted'),
  restricted: Joi.boolean(),
  entitlements: Joi.array().items(Joi.object({
    key: Joi.string(), kind: Joi.string().valid('feature', 'limit'), category: Joi.string(), label: Joi.string(), unit_label: Joi.string().allow(null),
    enabled: Joi.boolean(), value: Joi.number().integer().allow(null), unlimited: Joi.boolean(),
  })),
});

const figures = Joi.object({
  lookups: count, auto_proposed: count, routed_to_review: count, errors: count, auto_rate: nullableNumber.description('auto_proposed over finished lookups'),
  decisions: count, approved: count, overridden: count, rejected: count,
  approval_rate: nullableNumber, override_rate: nullableNumber, reject_rate: nullableNumber,
});
const kpis = figures.keys({ median_decision_hours: nullableNumber });

export const reportSchema = Joi.object({
  from: Joi.string(), to: Joi.string(), total_lookups: count,
  by_status: Joi.object().pattern(Joi.string(), count), by_decision: Joi.object().pattern(Joi.string(), count),
  review_queue: count, ai_acceptance_rate: nullableNumber,
  users: Joi.array().items(Joi.object({
    user_id: Joi.string(), name: Joi.string().allow(null), role: Joi.string().allow(null), lookups: count, batch_rows: count,
    approved: count, overridden: count, rejected: count, comments: count,
    avg_decision_hours: nullableNumber, median_decision_hours: nullableNumber, decisions: count,
  })),
  daily: Joi.array().items(Joi.object({ day: Joi.string(), count, auto_proposed: count, routed_to_review: count, decisions: count })),
  kpis,
  previous: kpis.keys({ from: Joi.string(), to: Joi.string() }),
  markets: Joi.array().items(figures.keys({ market: Joi.string() })),
  top_overridden: Joi.array().items(Joi.object({
    market: Joi.string(), code: Joi.string(), description: Joi.string().allow(null), overridden: count, decisions: count,
    replaced_by: Joi.array().items(Joi.object({ code: Joi.string(), count })),
  })),
});

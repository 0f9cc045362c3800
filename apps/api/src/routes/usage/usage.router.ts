import type { Response } from 'express';
import {
  ledgerExportRows, ledgerFilterOf, LEDGER_EXPORT_COLUMNS, listLedger, planView, productivityReport, resolvePeriod, usageOf,
  type Caller, type LedgerQuery, type PeriodQuery,
} from '@tcs/domain';
import { csvLine } from '@tcs/files';
import type { Lang } from '@tcs/i18n';
import type { AppDeps } from '../../deps';
import { defineRoute, type RouteSpec } from '../../http/route';
import { attachment, writeChunk } from '../../http/stream';
import { ledgerExportQuery, ledgerPageSchema, ledgerQuery, periodQuery, planSchema, reportSchema, usageSchema } from './usage.schemas';

const PERIOD_NOTE = 'Days are UTC and inclusive; without dates, the last 30 days including today. `date_from` alone runs to today; `date_to` alone covers the 30 days ending then. A period longer than 366 days, or ending before it starts, answers 422.';

export function usageRoutes(deps: AppDeps): RouteSpec[] {
  const ctx = (res: Response) => ({ caller: res.locals.caller as Caller, lang: res.locals.lang as Lang, query: res.locals.query });
  const usageDeps = { accounts: deps.repos.accounts, usage: deps.repos.usage, creditsPerLookup: deps.config.creditsPerLookup, signupCredits: deps.config.signupCredits };

  return [
    defineRoute({
      method: 'get',
      path: '/api/usage/me',
      tag: 'Usage and plan',
      summary: 'The key’s account: balance, lookups and credits of the period per day, kind, market and status, the ledger’s summary and latest 50 transactions',
      description: `${PERIOD_NOTE} Lookups count on the day they were created; ledger figures on the day the row was written. \`previous\` is the same number of days just before.`,
      auth: 'entry',
      query: periodQuery,
      responses: [{ status: 200, description: 'The usage object', schema: usageSchema }],
      handler: async (_req, res) => {
        const { caller, lang, query } = ctx(res);
        return usageOf(usageDeps, caller, resolvePeriod(query as PeriodQuery), lang);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/usage/ledger',
      tag: 'Usage and plan',
      summary: 'Credit ledger rows, newest first, with the totals of everything the filters select',
      description: 'Administrators see every account and may filter by `user_id`; others see their own (naming another account answers 403). Without dates, the whole history.',
      auth: 'entry',
      query: ledgerQuery,
      responses: [{ status: 200, description: 'A page of ledger rows', schema: ledgerPageSchema }],
      handler: async (_req, res) => {
        const { caller, lang, query } = ctx(res);
        const q = query as LedgerQuery & { page: number; page_size: number };
        return listLedger(deps.repos.usage, ledgerFilterOf(caller, q), q, lang);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/usage/ledger/export',
      tag: 'Usage and plan',
      summary: 'The ledger rows of the same filters as a CSV file (UTF-8 with BOM), newest first',
      description: `Columns: ${LEDGER_EXPORT_COLUMNS.join(', ')}. Cells starting with = + - @ (or a tab or carriage return) are neutralised with a leading apostrophe.`,
      auth: 'entry',
      query: ledgerExportQuery,
      responses: [{ status: 200, description: 'The ledger as CSV', contentType: 'text/csv' }],
      handler: async (_req, res) => {
        const { caller, lang, query } = ctx(res);
        const filter = ledgerFilterOf(caller, query as LedgerQuery);
        res.setHeader('Content-Type', 'text/csv; charset=utf-8');
        res.setHeader('Content-Disposition', attachment(`tcs-ledger-${new Date().toISOString().slice(0, 10)}.csv`));
        // The BOM makes Excel read UTF-8 names correctly.
        await writeChunk(res, `\ufeff${csvLine([...LEDGER_EXPORT_COLUMNS])}`);
        for await (const values of ledgerExportRows(deps.repos.usage, filter, lang)) await writeChunk(res, csvLine(values));
        res.end();
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/plans/me',
      tag: 'Usage and plan',
      summary: 'The account’s plan and every entitlement, labels in the reader’s language; no plan: unrestricted',
      auth: 'entry',
      responses: [{ status: 200, description: 'The plan object', schema: planSchema }],
      handler: (_req, res) => planView(ctx(res).caller, ctx(res).lang),
    }),
    defineRoute({
      method: 'get',
      path: '/api/reports/productivity',
      tag: 'Reports',
      summary: 'Lookups, decisions and comments of the period across every account: per account, per day, per market, most overridden codes, and the previous period',
      description: `${PERIOD_NOTE} Lookups count on the day they were created; decisions (each lookup's current one) on the day they were made, with decision hours measured from the moment the lookup was ready; \`review_queue\` is the queue now.`,
      auth: 'reviewer',
      feature: 'feature.reports',
      query: periodQuery,
      responses: [{ status: 200, description: 'The report object', schema: reportSchema }],
      handler: async (_req, res) => productivityReport({ reports: deps.repos.reports, lookups: deps.repos.lookups }, resolvePeriod(ctx(res).query as PeriodQuery)),
    }),
  ];
}

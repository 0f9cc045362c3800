import type { Response } from 'express';
import Joi from 'joi';
import {
  createClassifyLookup, createdLookupDetail, decideLookup, isPending, lookupDetailFor, lookupSummaries, rerunLookup, resolveLookup, scopedFilter, visibleLookup,
  type Caller, type LookupDeps, type LookupFilter, type LookupRecord, type LookupSort, type LookupStatus,
} from '@tcs/domain';
import type { Lang } from '@tcs/i18n';
import { defineRoute, type RouteSpec } from '../../http/route';
import { pageWindow, toPage } from '../../http/paging';
import type { AppDeps } from '../../deps';
import {
  classifyBody, countsQuery, decisionBody, listQuery, lookupDetailSchema, lookupIdParams, lookupSummarySchema, pageOf, rerunBody, resolveBody, reviewQuery,
} from './lookups.schemas';

const TAG = 'Lookups';
const REVIEW_TAG = 'Review';

export function lookupRoutes(deps: AppDeps): RouteSpec[] {
  const lookupDeps: LookupDeps = { db: deps.db, lookups: deps.repos.lookups, datasets: deps.repos.datasets, tariffLines: deps.repos.tariffLines, creditsPerLookup: deps.config.creditsPerLookup };
  const ctx = (res: Response) => ({ caller: res.locals.caller as Caller, lang: res.locals.lang as Lang, requestId: res.locals.requestId as string });

  /** The lookup's detail for the reader; unfinished ones tell pollers when to ask again. */
  const detail = async (res: Response, lookup: LookupRecord) => {
    if (isPending(lookup.status as LookupStatus)) res.setHeader('Retry-After', '1');
    return lookupDetailFor(lookupDeps, lookup, ctx(res).lang);
  };
  /** A created lookup is queued, then answered 202 from what was created (pollers come back in 1 s). */
  const accepted = async (res: Response, lookup: LookupRecord) => {
    const { caller, lang, requestId } = ctx(res);
    await deps.queues.enqueue('classify-lookup', { lookup_id: lookup.id }, requestId);
    res.status(202).setHeader('Retry-After', '1');
    return createdLookupDetail(lookup, caller, lang);
  };
  const summary = async (lookup: LookupRecord) => (await lookupSummaries(lookupDeps, [lookup], deps.config.defaultLanguage as Lang))[0];

  const list = async (res: Response, filter: LookupFilter, sort: LookupSort, page: number, pageSize: number) => {
    const { items, total } = await deps.repos.lookups.list(scopedFilter(ctx(res).caller, filter), sort, pageWindow(page, pageSize));
    return toPage(await lookupSummaries(lookupDeps, items, ctx(res).lang), total, page, pageSize);
  };

  return [
    defineRoute({
      method: 'post',
      path: '/api/classify',
      tag: TAG,
      summary: 'Classify a product description (202 with the queued lookup)',
      description:
        'Creates a lookup against the market’s active schedule (or `tariff_version`) and queues it; poll `GET /api/lookups/{id}` (every 1 s; `Retry-After: 1` while unfinished) or subscribe to `lookup.completed`. The balance must cover this lookup together with the caller’s unfinished ones (each is charged when it finishes; `error` is never charged; administrator and unlimited accounts are exempt). Answers in the lookup `language` (else the request language).',
      auth: 'entry',
      body: classifyBody,
      responses: [
        { status: 202, description: 'The lookup, queued', schema: lookupDetailSchema },
        { status: 402, description: '`out_of_credits`' },
        { status: 404, description: 'No such `tariff_version`' },
        { status: 503, description: 'The market has no active schedule yet' },
      ],
      handler: async (_req, res) => {
        const { caller, lang, requestId } = ctx(res);
        const body = res.locals.body as { description: string; market?: string; language?: Lang | null };
        const lookup = await createClassifyLookup(lookupDeps, caller, body, { market: body.market ?? deps.config.defaultMarket, language: body.language ?? lang, requestId });
        return accepted(res, lookup);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/lookups',
      tag: TAG,
      summary: 'List lookups (entry: its own)',
      auth: 'entry',
      query: listQuery,
      responses: [{ status: 200, description: 'A page of lookup summaries', schema: pageOf(lookupSummarySchema) }],
      handler: async (_req, res) => {
        const { sort, page, page_size, ...filter } = res.locals.query as LookupFilter & { sort: LookupSort; page: number; page_size: number };
        return list(res, filter, sort, page, page_size);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/lookups/:lookup_id',
      tag: TAG,
      summary: 'One lookup with its result, history and progress',
      auth: 'entry',
      params: lookupIdParams,
      responses: [{ status: 200, description: 'The lookup', schema: lookupDetailSchema }, { status: 404, description: 'Missing, or another account’s (for entry)' }],
      handler: async (_req, res) => detail(res, await visibleLookup(lookupDeps, ctx(res).caller, (res.locals.params as { lookup_id: string }).lookup_id)),
    }),
    defineRoute({
      method: 'post',
      path: '/api/lookups/:lookup_id/rerun',
      tag: TAG,
      summary: 'Rerun a finished lookup, with changed fields or answers to its questions (202)',
      description:
        'Body: any classify field (omitted ones keep the original’s values), `language`, and `answers: [{question_id, value}]` naming the original’s `result.questions` and one of their options (422 otherwise). Creates a lookup with `parent_lookup_id`; the original is marked `resolved` and gets a `rerun` event. 409 while the original is unfinished.',
      auth: 'entry',
      params: lookupIdParams,
      body: rerunBody,
      responses: [
        { status: 202, description: 'The new lookup, queued', schema: lookupDetailSchema },
        { status: 402, description: '`out_of_credits`' },
        { status: 404, description: 'Missing, or another account’s (for entry)' },
        { status: 409, description: 'The original is still queued or processing' },
      ],
      handler: async (_req, res) => {
        const { caller, requestId } = ctx(res);
        const lookup = await rerunLookup(lookupDeps, caller, (res.locals.params as { lookup_id: string }).lookup_id, res.locals.body, { requestId });
        return accepted(res, lookup);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/lookups/:lookup_id/decision',
      tag: TAG,
      summary: 'Approve, override, reject, reopen or comment',
      description:
        'approve: the recommended code becomes final. override: `code` (a declarable line of the lookup’s schedule, any common form) and `note`; the recommended code is an approval. reject: `note`. reopen: back to no decision. comment: `note`; 20 per minute per account (429, `Retry-After: 60`), 500 per lookup (409). Deciding a decided lookup is 409 (reopen first); a decided code becomes the linked SKU’s `current_code`. `lookup.decided` is sent for approve, override and reject.',
      auth: 'reviewer',
      params: lookupIdParams,
      body: decisionBody,
      responses: [
        { status: 200, description: 'The lookup', schema: lookupDetailSchema },
        { status: 404, description: 'No such lookup' },
        { status: 409, description: 'A decision exists, nothing to reopen, comment cap, or still processing' },
        { status: 429, description: 'Comment rate' },
      ],
      handler: async (_req, res) => {
        const { caller, requestId } = ctx(res);
        const lookup = await decideLookup(lookupDeps, caller, (res.locals.params as { lookup_id: string }).lookup_id, res.locals.body, { requestId, summary });
        return detail(res, lookup);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/lookups/:lookup_id/resolve',
      tag: TAG,
      summary: 'Take a lookup out of the review queue',
      description: 'Body `{note?}` (≤ 2000). Appends a `resolved` event; resolving twice changes nothing and answers 200.',
      auth: 'reviewer',
      params: lookupIdParams,
      body: resolveBody,
      responses: [{ status: 200, description: 'Summary fields', schema: lookupSummarySchema }, { status: 404, description: 'No such lookup' }],
      handler: async (_req, res) => {
        const lookup = await resolveLookup(lookupDeps, ctx(res).caller, (res.locals.params as { lookup_id: string }).lookup_id, (res.locals.body as { note?: string }).note);
        return (await lookupSummaries(lookupDeps, [lookup], ctx(res).lang))[0];
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/review',
      tag: REVIEW_TAG,
      summary: 'The review queue: needs_review, needs_info and error lookups without a decision, not resolved',
      auth: 'entry',
      query: reviewQuery,
      responses: [{ status: 200, description: 'A page of lookup summaries', schema: pageOf(lookupSummarySchema) }],
      handler: async (_req, res) => {
        const { sort, page, page_size, include_resolved, ...filter } = res.locals.query as LookupFilter & { sort: LookupSort; page: number; page_size: number; include_resolved: boolean };
        return list(res, { ...filter, queue: { includeResolved: include_resolved } }, sort, page, page_size);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/review/counts',
      tag: REVIEW_TAG,
      summary: 'Queue members per status under the same filters',
      auth: 'entry',
      query: countsQuery,
      responses: [{ status: 200, description: 'Counts', schema: Joi.object({ total: Joi.number().integer(), counts: Joi.object({ needs_info: Joi.number().integer(), needs_review: Joi.number().integer(), error: Joi.number().integer() }) }) }],
      handler: async (_req, res) => {
        const { include_resolved, ...filter } = res.locals.query as LookupFilter & { include_resolved: boolean };
        return deps.repos.lookups.queueCounts(scopedFilter(ctx(res).caller, { ...filter, queue: { includeResolved: include_resolved } }));
      },
    }),
  ];
}

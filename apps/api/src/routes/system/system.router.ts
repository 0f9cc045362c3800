import Joi from 'joi';
import { FIELD_LENGTHS, LIMITS, LIST_LIMITS, PAGE_SIZES, ENTITLEMENTS, limitOf, getHealth, isExemptOwner } from '@tcs/domain';
import { countryName, ISO_COUNTRY_CODES, translate, type Lang } from '@tcs/i18n';
import { callerOf } from '../../http/auth';
import { defineRoute, type RouteSpec } from '../../http/route';
import type { AppDeps } from '../../deps';
import { accountResponse, countriesResponse, healthResponse, limitsResponse } from './system.schemas';

export function systemRoutes(deps: AppDeps, openApi: () => unknown): RouteSpec[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/health',
      tag: 'System',
      summary: 'Service health (no key)',
      description: 'Answers 200 while the service is up; `status` is `degraded` and `issues` names what is not right.',
      auth: 'public',
      responses: [{ status: 200, description: 'Health object', schema: healthResponse }],
      handler: () =>
        getHealth({
          datasets: () => deps.repos.datasets.list(),
          environment: deps.config.env,
          version: deps.config.version,
          embeddings: deps.config.embeddings,
          queues: () => deps.queues.counts(),
          workers: () => deps.queues.workers(),
          embedderStatus: deps.embedderStatus,
        }),
    }),
    defineRoute({
      method: 'get',
      path: '/api/auth/me',
      tag: 'System',
      summary: 'The account behind the key',
      auth: 'entry',
      responses: [{ status: 200, description: 'Account with the effective role', schema: accountResponse }],
      handler: async (_req, res) => {
        const caller = callerOf(res);
        const credits = await deps.repos.accounts.creditsOf(caller.accountId);
        return {
          id: caller.accountId,
          name: caller.keyName,
          email: caller.email,
          role: caller.role,
          role_label: translate(res.locals.lang as Lang, `role.${caller.role}`),
          via: 'api_key',
          avatar_url: caller.avatarUrl,
          credits: credits ?? 0,
          // Exempt from credits, as usage says: administrators and unlimited accounts alike.
          unlimited: isExemptOwner({ unlimited: caller.unlimited, role: caller.accountRole }, deps.config.creditsPerLookup),
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/countries',
      tag: 'System',
      summary: 'Country codes accepted by `origin` (ISO 3166-1 alpha-2), names in the reader’s language',
      auth: 'entry',
      query: Joi.object({ q: Joi.string().trim().max(FIELD_LENGTHS.q).description('Part of a code or a name, in any case') }),
      responses: [{ status: 200, description: 'Countries', schema: countriesResponse }],
      handler: (_req, res) => {
        const lang = res.locals.lang as Lang;
        const q = (res.locals.query.q as string | undefined)?.toLocaleLowerCase(lang);
        const collator = new Intl.Collator(lang);
        const items = ISO_COUNTRY_CODES.map((code) => ({ code, name: countryName(lang, code) ?? code }))
          .filter((c) => !q || c.code.toLowerCase() === q || c.name.toLocaleLowerCase(lang).includes(q))
          .sort((a, b) => collator.compare(a.name, b.name));
        return { items };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/limits',
      tag: 'System',
      summary: 'Limits in force, with the caller’s plan limits',
      auth: 'entry',
      responses: [{ status: 200, description: 'Limits', schema: limitsResponse }],
      handler: (_req, res) => {
        const caller = callerOf(res);
        const planRows = limitOf(caller.entitlements, 'batch_max_rows');
        const planLimits = Object.fromEntries(
          ENTITLEMENTS.filter((e) => e.kind === 'limit').map((e) => [e.key, caller.entitlements ? limitOf(caller.entitlements, e.key) : null]),
        );
        return {
          max_sku_bulk_items: LIMITS.maxSkuBulkItems,
          batch_max_file_mb: LIMITS.batchMaxFileMb,
          batch_max_rows: planRows === null ? LIMITS.batchMaxRows : Math.min(planRows, LIMITS.batchMaxRows),
          page_size_max: Object.fromEntries(Object.entries(PAGE_SIZES).map(([k, v]) => [k, v.max])),
          list_limit_max: Object.fromEntries(Object.entries(LIST_LIMITS).map(([k, v]) => [k, v.max])),
          field_lengths: FIELD_LENGTHS,
          comment_rate_per_minute: LIMITS.commentRatePerMinute,
          comments_per_lookup: LIMITS.commentsPerLookup,
          webhook_test_rate_per_minute: LIMITS.webhookTestRatePerMinute,
          webhook_test_rate_per_admin_per_minute: LIMITS.webhookTestRatePerAdminPerMinute,
          plan: { name: caller.plan, limits: planLimits },
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/openapi.json',
      tag: 'System',
      summary: 'This OpenAPI 3.1 description (no key)',
      auth: 'public',
      responses: [{ status: 200, description: 'OpenAPI document', schema: Joi.object().unknown(true) }],
      handler: () => openApi(),
    }),
  ];
}

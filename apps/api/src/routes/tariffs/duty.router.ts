import Joi from 'joi';
import { FIELD_LENGTHS, LIST_LIMITS, AppError, datasetRef, dutyLineOf, type DatasetRecord, type TariffLineRecord } from '@tcs/domain';
import { ISO_COUNTRY_CODES } from '@tcs/i18n';
import { complianceHints, estimateDuty, landedCost, normalizeCodeInput, notesForCode, type Market } from '@tcs/tariffs';
import { defineRoute, type RouteSpec } from '../../http/route';
import { limitQuery } from '../../http/paging';
import type { AppDeps } from '../../deps';
import { datasetRefSchema, marketField, versionField } from './tariffs.schemas';

const TAG = 'Tariff data';
const originField = Joi.string().trim().uppercase().length(2).valid(...ISO_COUNTRY_CODES).description('Country of origin, ISO 3166-1 alpha-2');
const currencyField = Joi.string().trim().uppercase().pattern(/^[A-Z]{3}$/).description('ISO 4217; default: the market’s currency (US USD, EU EUR, VN VND)');
const amount = Joi.number().min(0).max(1e13);
const codeField = Joi.string().trim().max(24).required().description('Tariff code in any common form');

const dutySchema = Joi.object({
  available: Joi.boolean(),
  rate_text: Joi.string().allow(null),
  rate_basis: Joi.string().allow(null),
  effective_pct: Joi.number().allow(null),
  min_pct: Joi.number().allow(null),
  max_pct: Joi.number().allow(null),
  additional_pct: Joi.number().allow(null),
  additional: Joi.array(),
  may_apply: Joi.array().items(Joi.object({ name: Joi.string(), reason: Joi.string() })),
  specific: Joi.boolean(),
  currency: Joi.string(),
  amount: Joi.number(),
  applied: Joi.array().items(Joi.object({ name: Joi.string(), rate_text: Joi.string().allow(null), pct: Joi.number().allow(null), amount: Joi.number().allow(null) })),
  missing_inputs: Joi.array().items(Joi.string()),
}).unknown(true);


export function dutyRoutes(deps: AppDeps): RouteSpec[] {
  const { datasets, tariffLines, rulings } = deps.repos;

  /** The line a code names in the market's schedule: 422 for a non-code, 404 when absent. */
  const lineFor = async (market: string, version: string | null | undefined, code: string): Promise<{ dataset: DatasetRecord; line: TariffLineRecord }> => {
    const digits = normalizeCodeInput(market as Market, code);
    if (!digits) throw new AppError('validation_error', { errors: [{ field: 'code', message: '"code" is not a tariff code' }] });
    const dataset = await datasets.resolve(market, version);
    const line = await tariffLines.byDigits(dataset.id, digits);
    if (!line) throw new AppError('not_found', { messageKey: 'error.code_not_found', params: { code, market, version: dataset.version } });
    return { dataset, line };
  };

  return [
    defineRoute({
      method: 'get',
      path: '/api/duty/estimate',
      tag: TAG,
      summary: 'Duty estimate for one line and one origin',
      description:
        'Parses the published rate (free, ad valorem, specific, compound, ranges, references) and picks the rate the origin may use: US special programs and column 2, VN agreement rates. EU duty rates are not in the data: `available` is false and `missing_inputs` says what is missing. Chapter 99 measures are listed in `may_apply`, never added.',
      auth: 'entry',
      query: Joi.object({
        code: codeField,
        market: marketField.description('`US`, `EU` or `VN`; default `US`'),
        origin: originField,
        version: versionField,
        customs_value: amount,
        quantity: amount,
        unit: Joi.string().trim().max(16),
        currency: currencyField,
      }),
      responses: [
        { status: 200, description: 'Estimate', schema: Joi.object({ market: Joi.string(), code: Joi.string(), origin: Joi.string().allow(null), currency: Joi.string(), duty: dutySchema, dataset: datasetRefSchema }) },
        { status: 404, description: 'The code is not in the schedule' },
      ],
      handler: async (_req, res) => {
        const q = res.locals.query as { code: string; market?: Market; origin?: string; version?: string; customs_value?: number; quantity?: number; unit?: string; currency?: string };
        const market = q.market ?? 'US';
        const { dataset, line } = await lineFor(market, q.version, q.code);
        const duty = estimateDuty({ market, code: line.code, line: dutyLineOf(line), origin: q.origin, customs_value: q.customs_value, quantity: q.quantity, unit: q.unit, currency: q.currency });
        return { market, code: line.code, origin: q.origin ?? null, currency: duty.currency, duty, dataset: datasetRef(dataset) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/landed-cost',
      tag: TAG,
      summary: 'Landed-cost estimate: duty, import taxes and fees',
      description:
        'US: dutiable value is the transaction value; MPF (0.3464 %, with its minimum and maximum) and HMF (0.125 %, ocean only) as fees. EU: customs value CIF, import VAT of the destination member state (`destination_country`, default DE); duty unavailable. VN: CIF, import duty, VAT 10 %. Every assumption is listed.',
      auth: 'entry',
      body: Joi.object({
        code: codeField,
        market: marketField,
        origin: originField,
        customs_value: amount.required(),
        currency: currencyField,
        freight: amount,
        insurance: amount,
        quantity: amount,
        unit: Joi.string().trim().max(16),
        incoterm: Joi.string().trim().uppercase().valid('EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'),
        destination_country: Joi.string().trim().uppercase().length(2).valid(...ISO_COUNTRY_CODES).description('EU member state for import VAT; default DE'),
        transport: Joi.string().valid('ocean', 'air', 'truck', 'rail', 'mail', 'other').description('Mode of transport (US HMF applies to ocean only)'),
        version: versionField,
      }),
      responses: [{ status: 200, description: 'Estimate', schema: Joi.object().unknown(true) }, { status: 404, description: 'The code is not in the schedule' }],
      handler: async (_req, res) => {
        const b = res.locals.body as { code: string; market?: Market; version?: string } & Record<string, unknown>;
        const market = b.market ?? (deps.config.defaultMarket as Market);
        const { dataset, line } = await lineFor(market, b.version, b.code);
        const { version: _version, ...input } = b;
        const estimate = landedCost({ ...(input as object), code: line.code, market, line: dutyLineOf(line) } as Parameters<typeof landedCost>[0]);
        const { duty_estimate: dutyEstimate, ...rest } = estimate;
        return { ...rest, code: line.code, market, origin: (b.origin as string | undefined) ?? null, duty_estimate: dutyEstimate, dataset: datasetRef(dataset) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/compliance/hints',
      tag: TAG,
      summary: 'Licences, quotas, additional duties, anti-dumping, marking and excluding notes for a line',
      auth: 'entry',
      query: Joi.object({ code: codeField, market: marketField.description('`US`, `EU` or `VN`; default `US`'), origin: originField, version: versionField }),
      responses: [
        {
          status: 200,
          description: 'Hints, in the reader’s language where the text exists in it (vi/en)',
          schema: Joi.object({ items: Joi.array().items(Joi.object({ kind: Joi.string(), title: Joi.string(), text: Joi.string(), source: Joi.string(), url: Joi.string().allow(null) })) }),
        },
        { status: 404, description: 'The code is not in the schedule' },
      ],
      handler: async (_req, res) => {
        const q = res.locals.query as { code: string; market?: Market; origin?: string; version?: string };
        const market = q.market ?? 'US';
        const { line } = await lineFor(market, q.version, q.code);
        const notes = market === 'US' ? notesForCode(line.code_digits) : [];
        return { items: complianceHints({ market, line, origin: q.origin ?? null, lang: res.locals.lang, notes }) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/rulings',
      tag: TAG,
      summary: 'Customs classification rulings: by words, by code (its first six digits) or by HS6',
      auth: 'entry',
      query: Joi.object({
        q: Joi.string().trim().max(FIELD_LENGTHS.q),
        code: Joi.string().trim().max(24).description('Any market’s code; its first six digits are used'),
        hs6: Joi.string().trim().pattern(/^\d{2,6}$/).description('HS subheading or its start'),
        ...limitQuery(LIST_LIMITS.rulings),
      }),
      responses: [
        {
          status: 200,
          description: 'Rulings, best first',
          schema: Joi.object({
            items: Joi.array().items(Joi.object({ ruling: Joi.string(), date: Joi.string().allow(null), code: Joi.string().allow(null), hs6: Joi.string().allow(null), description: Joi.string(), source: Joi.string(), url: Joi.string().allow(null), score: Joi.number() })),
          }),
        },
      ],
      handler: async (_req, res) => {
        const q = res.locals.query as { q?: string; code?: string; hs6?: string; limit: number };
        const digits = q.code?.replace(/\D/g, '');
        if (q.code && (!digits || digits.length < 2)) throw new AppError('validation_error', { errors: [{ field: 'code', message: '"code" is not a tariff code' }] });
        const hs6Prefix = digits ? digits.slice(0, 6) : q.hs6;
        return { items: await rulings.search({ q: q.q, hs6Prefix, limit: q.limit }) };
      },
    }),
  ];
}

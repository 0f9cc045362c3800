import { officialUrl, type DutyLine } from '@tcs/tariffs';
import type { TariffLineRecord } from './tariff-line.repo';
import type { DatasetRecord } from './dataset.repo';

/**
 * Official texts are never translated: a Vietnamese reader of the Vietnamese schedule reads its
 * Vietnamese text, everyone else the English one (ja and ko readers get English). Both texts are
 * always present as `description_en` and `description_vi` for integrations that want either.
 */
export const lineDescription = (line: Pick<TariffLineRecord, 'description' | 'description_vi'>, lang: string): string =>
  lang === 'vi' && line.description_vi ? line.description_vi : line.description;

/** A tariff line as the spec describes it. */
export const lineView = (line: TariffLineRecord, lang: string) => ({
  code: line.code,
  hs6: line.hs6,
  level: line.level,
  is_leaf: line.is_leaf,
  description: lineDescription(line, lang),
  description_en: line.description,
  description_vi: line.description_vi,
  full_description: line.full_description,
  duty_rate: line.duty_rate,
  special_rate: line.special_rate,
  column2_rate: line.column2_rate,
  unit: line.unit,
});

/** Search hits and tree nodes add where the line sits and what else may apply. */
export const nodeView = (line: TariffLineRecord, dataset: Pick<DatasetRecord, 'market' | 'source_url'>, lang: string) => ({
  ...lineView(line, lang),
  code_digits: line.code_digits,
  parent_code: line.parent_code,
  additional_duties: line.additional_duties,
  official_url: officialUrl(dataset.market, line.code_digits, dataset.source_url),
});

/** A line as the duty and landed-cost engine reads it (a stored row or an engine line alike). */
export const dutyLineOf = (line: { duty_rate?: string | null; special_rate?: string | null; column2_rate?: string | null; unit?: string | null; footnotes?: unknown; additional_duties?: unknown; extra?: unknown }): DutyLine => ({
  duty_rate: line.duty_rate ?? null,
  special_rate: line.special_rate ?? null,
  column2_rate: line.column2_rate ?? null,
  unit: line.unit ?? null,
  footnotes: Array.isArray(line.footnotes) ? (line.footnotes as string[]) : [],
  additional_duties: Array.isArray(line.additional_duties) ? (line.additional_duties as string[]) : [],
  extra: (line.extra && typeof line.extra === 'object' ? line.extra : {}) as Record<string, unknown>,
});

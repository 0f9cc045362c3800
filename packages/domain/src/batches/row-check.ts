/**
 * The row check behind `validation.precheck` and the row states set at start: which rows are
 * empty, left from the template, invalid, duplicates of an earlier row, or worth a warning.
 * Pure: the caller streams rows through it in file order.
 */
import { isTemplateExample, type MappingField } from '@tcs/files';
import { ISO_COUNTRY_CODES, isSupportedLanguage, translate, type Lang, type MessageKey } from '@tcs/i18n';
import { FIELD_LENGTHS } from '../limits';

export type BatchMapping = Partial<Record<MappingField, string | null>>;

/** The product fields that make two rows the same product (sku and the code in use do not). */
const PRODUCT_FIELDS = ['description', 'material', 'use', 'composition', 'origin', 'notes'] as const;
const LENGTH_CHECKED = ['description', 'material', 'use', 'composition', 'origin', 'notes', 'sku'] as const;

export interface RowIssue {
  code: string;
  field: string | null;
  severity: 'error' | 'warning';
  message: string;
}

export type RowVerdict = 'valid' | 'empty' | 'example' | 'invalid' | 'duplicate';

export interface RowCheck {
  verdict: RowVerdict;
  issues: RowIssue[];
  duplicate_of: number | null;
}

export interface Precheck {
  total: number;
  empty: number;
  examples: number;
  invalid: number;
  duplicates: number;
  valid: number;
  warnings: number;
  issues: Array<RowIssue & { row_index: number | null }>;
}

/** Issues listed in the precheck; every row keeps its own in full. */
const PRECHECK_ISSUES_SHOWN = 200;
const SHORT_DESCRIPTION_CHARS = 4;
const CODE_SHAPE = /^[0-9][0-9.\s-]{3,20}$/;

const fold = (value: string) => value.normalize('NFC').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
const COUNTRY_CODES = new Set(ISO_COUNTRY_CODES);

/** The mapped value of a field in a row ('' when unmapped or empty). */
export function mappedValue(raw: Record<string, string>, mapping: BatchMapping, field: MappingField): string {
  const column = mapping[field];
  return column ? (raw[column] ?? '').trim() : '';
}

export class RowChecker {
  private readonly seen = new Map<string, number>();
  private readonly skus = new Map<string, number>();
  readonly precheck: Precheck = { total: 0, empty: 0, examples: 0, invalid: 0, duplicates: 0, valid: 0, warnings: 0, issues: [] };

  private readonly issue: IssueMaker;

  /** Findings are worded in the batch's language (its rows' reasons follow it too). */
  constructor(private readonly mapping: BatchMapping, private readonly options: { saveToCatalog?: boolean; language?: string | null } = {}) {
    this.issue = issueMaker(options.language);
  }

  check(rowIndex: number, raw: Record<string, string>): RowCheck {
    const result = this.verdictOf(rowIndex, raw);
    this.count(rowIndex, result);
    return result;
  }

  private verdictOf(rowIndex: number, raw: Record<string, string>): RowCheck {
    const value = (field: MappingField) => mappedValue(raw, this.mapping, field);
    const issue = this.issue;
    const description = value('description');
    if (!description) return { verdict: 'empty', duplicate_of: null, issues: [issue('empty_description', 'description', 'warning')] };
    if (isTemplateExample(description)) return { verdict: 'example', duplicate_of: null, issues: [issue('template_example', 'description', 'warning')] };
    const errors = LENGTH_CHECKED.flatMap((field) => {
      const limit = FIELD_LENGTHS[field];
      return value(field).length > limit ? [issue('too_long', field, 'error', { field, length: value(field).length, limit })] : [];
    });
    const warnings = this.warningsOf(rowIndex, value);
    if (errors.length) return { verdict: 'invalid', duplicate_of: null, issues: [...errors, ...warnings] };
    const key = PRODUCT_FIELDS.map((field) => fold(value(field))).join('\u0001');
    const original = this.seen.get(key);
    if (original !== undefined) {
      return { verdict: 'duplicate', duplicate_of: original, issues: [issue('duplicate', null, 'warning', { row: original }), ...warnings] };
    }
    this.seen.set(key, rowIndex);
    return { verdict: 'valid', duplicate_of: null, issues: warnings };
  }

  private warningsOf(rowIndex: number, value: (field: MappingField) => string): RowIssue[] {
    const issue = this.issue;
    const found: RowIssue[] = [];
    if (value('description').length < SHORT_DESCRIPTION_CHARS) found.push(issue('short_description', 'description', 'warning'));
    const code = value('existing_code');
    if (code && !CODE_SHAPE.test(code)) found.push(issue('code_format', 'existing_code', 'warning', { code }));
    const origin = value('origin');
    if (origin.length === 2 && !COUNTRY_CODES.has(origin.toUpperCase())) found.push(issue('origin_unknown', 'origin', 'warning', { origin }));
    if (this.options.saveToCatalog && this.mapping.sku) {
      const sku = value('sku');
      if (!sku) found.push(issue('sku_missing', 'sku', 'warning'));
      else if (this.skus.has(sku)) found.push(issue('sku_repeated', 'sku', 'warning', { sku, row: this.skus.get(sku) }));
      else this.skus.set(sku, rowIndex);
    }
    return found;
  }

  private count(rowIndex: number, result: RowCheck) {
    const p = this.precheck;
    p.total++;
    if (result.verdict === 'empty') p.empty++;
    else if (result.verdict === 'example') p.examples++;
    else if (result.verdict === 'invalid') p.invalid++;
    else if (result.verdict === 'duplicate') p.duplicates++;
    else p.valid++;
    if (result.issues.some((i) => i.severity === 'warning' && i.code !== 'duplicate')) p.warnings++;
    for (const found of result.issues) if (p.issues.length < PRECHECK_ISSUES_SHOWN) p.issues.push({ row_index: rowIndex, ...found });
  }
}

type IssueMaker = (code: string, field: string | null, severity: RowIssue['severity'], params?: Record<string, string | number | undefined>) => RowIssue;

function issueMaker(language: string | null | undefined): IssueMaker {
  const lang: Lang = language && isSupportedLanguage(language) ? language : 'en';
  return (code, field, severity, params = {}) => ({ code, field, severity, message: translate(lang, `row_issue.${code}` as MessageKey, params) });
}

/** File-level findings (no row): a mapping without a description column, a catalog save without SKUs. */
export function mappingIssues(mapping: BatchMapping, saveToCatalog: boolean, language?: string | null): Array<RowIssue & { row_index: null }> {
  const issue = issueMaker(language);
  const found: Array<RowIssue & { row_index: null }> = [];
  if (!mapping.description) found.push({ row_index: null, ...issue('description_unmapped', 'description', 'error') });
  if (saveToCatalog && !mapping.sku) found.push({ row_index: null, ...issue('sku_unmapped', 'sku', 'error') });
  return found;
}

/** The rules of the catalog in one place: code statuses, alert kinds, what a status means. */
import type { CodeCheck } from '../tariffs/code-check';

export const CODE_STATUSES = ['valid', 'not_declarable', 'invalid', 'changed', 'expired', 'unknown'] as const;
export type SkuCodeStatus = (typeof CODE_STATUSES)[number];

export const ALERT_KINDS = ['code_removed', 'code_changed', 'code_invalid'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Latest alerts shown on one SKU. */
export const ALERTS_ON_SKU = 50;

export interface CodeState {
  current_code: string | null;
  code_status: SkuCodeStatus;
  code_status_detail: string | null;
  checked_version: string | null;
  checked_at: Date | null;
}

/** A SKU's code state from the check against the market's active schedule (no code: `unknown`). */
export function codeStateOf(entered: string | null, check: CodeCheck | null, market: string): CodeState {
  if (!entered) return { current_code: null, code_status: 'unknown', code_status_detail: null, checked_version: null, checked_at: null };
  if (!check) return { current_code: entered, code_status: 'unknown', code_status_detail: `No active ${market} schedule to check against`, checked_version: null, checked_at: null };
  const where = `the ${market} schedule ${check.dataset_version}`;
  const detail = {
    valid: `${check.code} is a declarable line of ${where}`,
    not_declarable: `${check.code} is a heading or subheading of ${where}, not a declarable line: choose one of its subdivisions`,
    invalid: `${entered} is not a code of ${where}`,
  }[check.status];
  return { current_code: check.code ?? entered, code_status: check.status, code_status_detail: detail, checked_version: check.dataset_version, checked_at: new Date() };
}

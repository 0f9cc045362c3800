/** Shared shapes of the tariff-data package. Pure data: no database, no HTTP. */

export type Market = 'US' | 'EU' | 'VN';
export const MARKETS: readonly Market[] = ['US', 'EU', 'VN'];

export type LineLevel = 'chapter' | 'heading' | 'subheading' | 'national' | 'statistical';

/** One coded line of a schedule as a format reader yields it, ready to store (columns of tariff_lines). */
export interface ParsedLine {
  position: number; // order in the schedule, 0-based, gap-free
  code: string; // as the schedule writes it: '6109.10.00.12' (US), '6109 10 00' (EU), '6109.10.00' (VN)
  code_digits: string; // digits only: '6109100012'
  hs6: string | null; // first six digits when the line has at least six
  level: LineLevel;
  indent: number;
  is_leaf: boolean; // declarable: no coded line below it
  parent_code: string | null; // code (as written) of the nearest coded ancestor; null for a chapter
  description: string; // the line's own text (English)
  description_vi: string | null; // Vietnamese text where the schedule has one
  full_description: string; // parents' texts (including uncoded headings) and its own, joined with ' > '
  duty_rate: string | null; // as published; a statistical line without one inherits its parent's
  special_rate: string | null;
  column2_rate: string | null;
  unit: string | null;
  additional_duties: string[]; // e.g. chapter 99 references
  footnotes: string[];
  extra: Record<string, unknown>; // format-specific facts (VN agreement rates, rate_inherited_from, section …)
}

/** A row the reader could not accept. `line` is the 1-based line (or record) number in the file. */
export interface RowProblem {
  line: number;
  reason: string;
  code?: string;
}

export type FormatName = 'usitc-json' | 'tcs-csv' | 'eu-cn' | 'vn-xlsx';

export interface ReadResult {
  lines: ParsedLine[];
  problems: RowProblem[]; // non-empty → the file must load nothing
  stats: { rows_read: number; uncoded_rows: number };
}

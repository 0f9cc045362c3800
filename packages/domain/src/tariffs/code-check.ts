/**
 * The check of a code someone already uses (a batch's `existing_code`, a SKU's `current_code`)
 * against one schedule: recognised in any common form and answered as the schedule writes it.
 */
import { formatCode, normalizeCodeInput, type Market } from '@tcs/tariffs';
import type { TariffLineRepo } from './tariff-line.repo';

export type CodeStatus = 'valid' | 'not_declarable' | 'invalid';

export interface CodeCheck {
  entered: string;
  /** The code as the schedule writes it; null when the schedule has no such line. */
  code: string | null;
  status: CodeStatus;
  description: string | null;
  dataset_version: string;
}

export async function checkCodes(tariffLines: TariffLineRepo, dataset: { id: string; version: string; market: string }, entered: string[]): Promise<Map<string, CodeCheck>> {
  const digitsOf = new Map(entered.map((text) => [text, normalizeCodeInput(dataset.market, text)]));
  const lines = await tariffLines.byDigitsMany(dataset.id, [...digitsOf.values()].filter((d): d is string => !!d));
  const checks = new Map<string, CodeCheck>();
  for (const [text, digits] of digitsOf) {
    const line = digits ? lines.get(digits) : undefined;
    // A level the schedule does not print as a line of its own (US '6109.10') still names lines below it.
    const coversLines = !line && digits ? await tariffLines.hasLinesUnder(dataset.id, digits) : false;
    checks.set(text, {
      entered: text,
      code: line?.code ?? (coversLines ? formatCode(dataset.market as Market, digits!) : null),
      status: line?.is_leaf ? 'valid' : line || coversLines ? 'not_declarable' : 'invalid',
      description: line?.full_description ?? null,
      dataset_version: dataset.version,
    });
  }
  return checks;
}

/** How far an existing code and a suggested one agree, compared digit by digit. */
export function agreementOf(existing: string | null, suggested: string | null): 'same' | 'same_subheading' | 'same_heading' | 'different' | null {
  if (!existing || !suggested) return null;
  const a = existing.replace(/\D/g, '');
  const b = suggested.replace(/\D/g, '');
  if (a === b) return 'same';
  if (a.slice(0, 6) === b.slice(0, 6)) return 'same_subheading';
  if (a.slice(0, 4) === b.slice(0, 4)) return 'same_heading';
  return 'different';
}

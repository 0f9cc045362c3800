/** exceljs cell values, as the streaming reader produces them. */
type RichText = { richText: Array<{ text?: string | null }> };

/**
 * One xlsx cell as text. Formulas are never evaluated: the value Excel cached when it saved the
 * file is all we use, so a crafted formula cannot make us fetch or compute anything.
 */
export function cellText(value: unknown): { text: string; formula: boolean } {
  if (value !== null && typeof value === 'object' && !(value instanceof Date) && ('formula' in value || 'sharedFormula' in value)) {
    const result = (value as { result?: unknown }).result;
    return { text: result === undefined ? '' : plainText(result), formula: true };
  }
  return { text: plainText(value), formula: false };
}

function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
  if (typeof value !== 'object') return '';
  const v = value as Record<string, unknown>;
  if (Array.isArray(v.richText)) return (v as RichText).richText.map((run) => run?.text ?? '').join('');
  if ('error' in v) return typeof v.error === 'string' ? v.error : '';
  // Hyperlink cells: the text people see, which can itself be rich text.
  if ('text' in v) return plainText(v.text);
  if ('result' in v) return plainText(v.result);
  return '';
}

function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

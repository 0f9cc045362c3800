/** Mapping a CSV header to column positions, so readers can pick fields by name whatever the column order. */
import { UnreadableInputError } from './errors';

export type Columns<K extends string> = Record<K, number>;

const normalize = (name: string) => name.trim().toLowerCase();

/** Positions of the named columns (-1 when an optional one is absent); throws when a required one is missing. */
export function columnsOf<K extends string>(header: string[], required: readonly K[], optional: readonly K[], format: string): Columns<K> {
  const positions = new Map(header.map((name, i) => [normalize(name), i]));
  const missing = required.filter((name) => !positions.has(normalize(name)));
  if (missing.length) {
    throw new UnreadableInputError(format, `the header lacks ${missing.join(', ')} (found: ${header.join(',')})`);
  }
  const columns = {} as Columns<K>;
  for (const name of [...required, ...optional]) columns[name] = positions.get(normalize(name)) ?? -1;
  return columns;
}

/** The trimmed field, '' when the column is absent or the row is short. */
export function field(fields: string[], position: number): string {
  return position < 0 ? '' : (fields[position] ?? '').trim();
}

export function firstInvalidUtf8Column(header: string[], fields: string[]): string | null {
  const index = fields.findIndex((value) => value.includes('\uFFFD'));
  return index < 0 ? null : (header[index] ?? `column ${index + 1}`);
}

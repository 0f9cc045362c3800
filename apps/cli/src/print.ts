/** Plain-text output for people: one `key: value` per line, lists as indented blocks. */
export function printHuman(value: unknown): string {
  if (value && typeof value === 'object' && Array.isArray((value as { items?: unknown }).items)) {
    const items = (value as { items: Record<string, unknown>[] }).items;
    if (!items.length) return '(none)\n';
    return items.map((item) => Object.entries(item).map(([k, v]) => `${k}=${format(v)}`).join('  ')).join('\n') + '\n';
  }
  return lines(value, '').join('\n') + '\n';
}

function lines(value: unknown, indent: string): string[] {
  if (value === null || typeof value !== 'object') return [`${indent}${format(value)}`];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    v && typeof v === 'object' && !Array.isArray(v) ? [`${indent}${k}:`, ...lines(v, `${indent}  `)] : [`${indent}${k}: ${format(v)}`],
  );
}

const format = (v: unknown): string => (Array.isArray(v) || (v && typeof v === 'object') ? JSON.stringify(v) : String(v));

/**
 * Where a reader can check a line at its publisher. USITC and the EU's TARIC take a code in the
 * address; Vietnam's customs portal has no per-line address, so the dataset's source is given.
 */
export function officialUrl(market: string, digits: string, sourceUrl: string): string {
  if (market === 'US') return `https://hts.usitc.gov/search?query=${formatForUsitc(digits)}`;
  if (market === 'EU') return `https://ec.europa.eu/taxation_customs/dds2/taric/measures.jsp?Lang=en&Taric=${digits.padEnd(10, '0')}`;
  return sourceUrl;
}

const formatForUsitc = (digits: string) => [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8), digits.slice(8, 10)].filter(Boolean).join('.');

const HTS_FILE = 'https://hts.usitc.gov/reststop/file?release=currentRelease&filename=';

/** USITC publishes each chapter (with its section's notes), the GRIs and the general notes as files. */
export function noteUrl(note: { kind: string; chapter: string | null }): string {
  const file = note.kind === 'gri' ? 'General Rules of Interpretation' : note.chapter ? `Chapter ${Number(note.chapter)}` : 'General Notes';
  return `${HTS_FILE}${encodeURIComponent(file)}`;
}

import { createXlsxWriter } from '../write/xlsx-writer';
import { TEMPLATE_EXAMPLES, type TemplateLang } from './template-examples';
import { GUIDE_TEXT } from './template-guide';

/** Header of the batch template. Kept in English in every language: the names are what uploads are mapped by. */
export const TEMPLATE_COLUMNS: readonly string[] = Object.freeze(['description', 'material', 'use', 'composition', 'origin', 'notes', 'sku', 'hts_code']);

/** Character limits shown in the guide, in TEMPLATE_COLUMNS order (null: no limit worth stating). */
const COLUMN_LIMITS: Array<number | null> = [2000, 500, 500, 500, 100, 1000, 128, null];
const COLUMN_WIDTHS = [48, 26, 30, 34, 12, 34, 16, 14];

/** The batch template: sheet 1 the product list with three example rows, sheet 2 a guide, both in `lang`. */
export async function writeTemplate(output: NodeJS.WritableStream, lang: TemplateLang): Promise<void> {
  const text = GUIDE_TEXT[lang];
  const writer = createXlsxWriter(output);
  const products = writer.addSheet(
    text.sheets.products,
    TEMPLATE_COLUMNS.map((header, i) => ({ header, width: COLUMN_WIDTHS[i] })),
  );
  for (const row of TEMPLATE_EXAMPLES[lang]) products.addRow(row);
  await products.commit();

  const guide = writer.addSheet(text.sheets.guide, [{ header: text.title, width: 18 }, { width: 90, header: '' }, { width: 12, header: '' }, { width: 18, header: '' }]);
  guide.addRow([...text.labels]);
  TEMPLATE_COLUMNS.forEach((column, i) => {
    const limit = COLUMN_LIMITS[i];
    guide.addRow([column, text.columns[i], i === 0 ? text.yes : text.no, limit === null ? '' : text.chars(limit)]);
  });
  guide.addRow([]);
  for (const rule of text.rules) guide.addRow(['', rule]);
  await guide.commit();
  await writer.finish();
}

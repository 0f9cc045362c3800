import { createWriteStream } from 'node:fs';
import ExcelJS from 'exceljs';
import { readAll, tempFolder } from '../testing/sheet-fixtures';
import { isTemplateExample, TEMPLATE_EXAMPLES, type TemplateLang } from './template-examples';
import { GUIDE_TEXT } from './template-guide';
import { TEMPLATE_COLUMNS, writeTemplate } from './template-writer';

const folder = tempFolder('template');
afterAll(() => folder.cleanup());

describe('writeTemplate', () => {
  it.each<TemplateLang>(['en', 'vi', 'ja', 'ko'])('writes a %s template that reads back with its example rows recognised', async (lang) => {
    const file = `${folder.dir}/template-${lang}.xlsx`;
    const output = createWriteStream(file);
    const closed = new Promise<void>((resolve) => output.on('close', () => resolve()));
    await writeTemplate(output, lang);
    await closed;

    const out = await readAll(file, 'xlsx');
    expect(out.header.columns).toEqual([...TEMPLATE_COLUMNS]);
    expect(out.header.header_row).toBe(1);
    expect(out.rows).toHaveLength(3);
    expect(out.rows.every((row) => isTemplateExample(row.cells.description))).toBe(true);

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    expect(wb.worksheets.map((w) => w.name)).toEqual([GUIDE_TEXT[lang].sheets.products, GUIDE_TEXT[lang].sheets.guide]);
    const guide = wb.worksheets[1];
    expect(guide.getCell('A1').value).toBe(GUIDE_TEXT[lang].title);
    const guideText = guide.getSheetValues().flat().join('\n');
    for (const column of TEMPLATE_COLUMNS) expect(guideText).toContain(column);
    expect(guideText).toMatch(/2[,.]000/);
  });

  it('has the exact template header', () => {
    expect(TEMPLATE_COLUMNS).toEqual(['description', 'material', 'use', 'composition', 'origin', 'notes', 'sku', 'hts_code']);
  });
});

describe('isTemplateExample', () => {
  it('recognises every example description in any case and spacing', () => {
    for (const rows of Object.values(TEMPLATE_EXAMPLES)) {
      for (const [description] of rows) {
        expect(isTemplateExample(description)).toBe(true);
        expect(isTemplateExample(`  ${description.toUpperCase()} `)).toBe(true);
      }
    }
  });

  it('does not recognise real products', () => {
    expect(isTemplateExample("Men's cotton T-shirt")).toBe(false);
    expect(isTemplateExample('')).toBe(false);
  });
});

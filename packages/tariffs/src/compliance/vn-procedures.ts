/**
 * Vietnam's specialised procedures (quarantine, licences, quality inspection …) as the schedule
 * lists them per line, in Vietnamese. Each clause names the requirement and the circular or
 * decision that imposes it; we split the clauses and recognise their kind so English readers
 * get a title they can act on, while the official Vietnamese text is kept as published.
 */

export type ProcedureKind = 'quarantine' | 'licence' | 'inspection' | 'food_safety' | 'registration' | 'prohibited' | 'procedure';

export interface VnProcedure {
  kind: ProcedureKind;
  text_vi: string;
  legal_basis: string | null;
  title: { en: string; vi: string };
}

const KINDS: Array<{ kind: ProcedureKind; pattern: RegExp; en: string; vi: string }> = [
  { kind: 'prohibited', pattern: /cấm nhập khẩu|cấm kinh doanh/i, en: 'Import prohibited or restricted', vi: 'Hàng cấm hoặc hạn chế nhập khẩu' },
  { kind: 'quarantine', pattern: /kiểm dịch/i, en: 'Quarantine required', vi: 'Phải kiểm dịch' },
  { kind: 'licence', pattern: /giấy phép|cites|cấp phép|hạn ngạch/i, en: 'Import licence or permit required', vi: 'Phải có giấy phép nhập khẩu' },
  { kind: 'food_safety', pattern: /an toàn thực phẩm/i, en: 'Food safety inspection', vi: 'Kiểm tra an toàn thực phẩm' },
  { kind: 'inspection', pattern: /nhóm 2|kiểm tra chất lượng|kiểm tra nhà nước|chứng nhận hợp quy|hiệu suất năng lượng|kiểm định/i, en: 'Quality or conformity inspection (Group 2 goods)', vi: 'Kiểm tra chất lượng, hợp quy (hàng hóa nhóm 2)' },
  { kind: 'registration', pattern: /đăng ký|công bố|lưu hành/i, en: 'Registration or declaration before import', vi: 'Đăng ký hoặc công bố trước khi nhập khẩu' },
];

const LEGAL_BASIS = /\(([^()]*\d+\/\d{4}\/[^()]*|[^()]*\/QĐ-[^()]*)\)/;

export function parseVnProcedures(text: string | null | undefined): VnProcedure[] {
  if (!text?.trim()) return [];
  return splitClauses(text).map((clause) => {
    const found = KINDS.find((k) => k.pattern.test(clause));
    const basis = clause.match(LEGAL_BASIS)?.[1]?.trim() ?? null;
    const title = found ? { en: found.en, vi: found.vi } : { en: 'Specialised procedure', vi: 'Thủ tục chuyên ngành' };
    return { kind: found?.kind ?? 'procedure', text_vi: clause, legal_basis: basis, title: basis ? { en: `${title.en} (${basis})`, vi: `${title.vi} (${basis})` } : title };
  });
}

/** Clauses are separated by ';' outside parentheses (a legal basis may itself contain ';'). */
function splitClauses(text: string): string[] {
  const clauses: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth++;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (char === ';' && depth === 0) {
      if (current.trim()) clauses.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) clauses.push(current.trim());
  return clauses;
}

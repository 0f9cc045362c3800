import { noteUrl, officialUrl } from '../official-url';
import { parseVnProcedures } from './vn-procedures';

export type HintKind = 'licence' | 'quota' | 'additional_duty' | 'anti_dumping' | 'marking' | 'quarantine' | 'inspection' | 'food_safety' | 'registration' | 'prohibited' | 'procedure' | 'exclusion' | 'origin_proof';

export interface ComplianceHint {
  kind: HintKind;
  title: string;
  text: string;
  source: string;
  url: string | null;
}

export interface HintLine {
  code: string;
  code_digits: string;
  footnotes: unknown;
  additional_duties: unknown;
  extra: unknown;
}

/** A section or chapter note that sends some goods elsewhere (from the legal-notes reference). */
export interface ExcludingNote {
  ref: string;
  kind: string;
  chapter: string | null;
  text: string;
  excludes_headings: string[];
}

export interface HintInput {
  market: string;
  line: HintLine;
  origin?: string | null;
  lang: string;
  notes?: ExcludingNote[];
}

type Texts = { en: string; vi: string };
const pick = (lang: string, texts: Texts) => (lang === 'vi' ? texts.vi : texts.en);

const USITC = 'https://hts.usitc.gov/';
/** Product groups with many US anti-dumping or countervailing duty orders (Commerce's case list). */
const US_ADCVD_CHAPTERS = new Set(['28', '29', '31', '39', '40', '44', '48', '72', '73', '76', '81', '84', '85', '87', '94']);
/** 9903.88.xx are the Section 301 headings for products of China. */
const SECTION_301 = /^9903\.88\./;

/** Licences, quotas, additional duties, anti-dumping, marking and excluding notes for one line. */
export function complianceHints(input: HintInput): ComplianceHint[] {
  const hints =
    input.market === 'US' ? usHints(input) : input.market === 'VN' ? vnHints(input) : input.market === 'EU' ? euHints(input) : [];
  return [...hints, ...exclusionHints(input)];
}

function usHints({ line, origin, lang }: HintInput): ComplianceHint[] {
  const hints: ComplianceHint[] = [];
  for (const heading of strings(line.additional_duties)) {
    const s301 = SECTION_301.test(heading);
    hints.push({
      kind: 'additional_duty',
      title: pick(lang, { en: `Additional duty: HTS ${heading}`, vi: `Thuế bổ sung: HTS ${heading}` }),
      text: s301
        ? pick(lang, {
            en: `Section 301 duties under heading ${heading} apply to products of China${origin && origin !== 'CN' ? `; the origin given (${origin}) is not China, so they should not apply` : ''}.`,
            vi: `Thuế theo Mục 301 (nhóm ${heading}) áp dụng cho hàng có xuất xứ Trung Quốc.`,
          })
        : pick(lang, { en: `The schedule refers this line to chapter 99 heading ${heading}; check whether its conditions apply to the shipment.`, vi: `Biểu thuế dẫn chiếu dòng này tới nhóm ${heading} chương 99; cần kiểm tra điều kiện áp dụng.` }),
      source: 'HTSUS chapter 99',
      url: `${USITC}search?query=${heading}`,
    });
  }
  const quota = (line.extra as { quota_quantity?: string } | null)?.quota_quantity;
  if (quota) hints.push({ kind: 'quota', title: pick(lang, { en: 'Tariff-rate quota', vi: 'Hạn ngạch thuế quan' }), text: quota, source: 'HTSUS', url: USITC });
  if (US_ADCVD_CHAPTERS.has(line.code_digits.slice(0, 2))) {
    hints.push({
      kind: 'anti_dumping',
      title: pick(lang, { en: 'Anti-dumping or countervailing duties may apply', vi: 'Có thể áp dụng thuế chống bán phá giá hoặc thuế chống trợ cấp' }),
      text: pick(lang, {
        en: `Goods of chapter ${line.code_digits.slice(0, 2)} are often covered by AD/CVD orders that depend on the product, the producer and the origin${origin ? ` (${origin})` : ''}; check the case list before import.`,
        vi: `Hàng thuộc chương ${line.code_digits.slice(0, 2)} thường nằm trong các lệnh AD/CVD tùy theo sản phẩm, nhà sản xuất và xuất xứ; cần kiểm tra danh sách vụ việc trước khi nhập khẩu.`,
      }),
      source: 'U.S. Department of Commerce, International Trade Administration',
      url: 'https://www.trade.gov/us-antidumping-and-countervailing-duties',
    });
  }
  hints.push({
    kind: 'marking',
    title: pick(lang, { en: 'Country-of-origin marking', vi: 'Ghi nhãn xuất xứ' }),
    text: pick(lang, {
      en: 'Every imported article (or its container) must be marked legibly and permanently with its country of origin in English (19 U.S.C. 1304, 19 CFR part 134).',
      vi: 'Mọi hàng hóa nhập khẩu (hoặc bao bì) phải ghi rõ, bền vững tên nước xuất xứ bằng tiếng Anh (19 U.S.C. 1304, 19 CFR phần 134).',
    }),
    source: '19 U.S.C. 1304',
    url: 'https://www.cbp.gov/trade/rulings/informed-compliance-publications',
  });
  return hints;
}

function vnHints({ line, origin, lang }: HintInput): ComplianceHint[] {
  const extra = (line.extra ?? {}) as { specialised_procedures?: string; agreement_rates?: Record<string, string | null> };
  const hints: ComplianceHint[] = parseVnProcedures(extra.specialised_procedures).map((p) => ({
    kind: p.kind,
    title: pick(lang, p.title),
    // The requirement's official wording is Vietnamese; English readers get it with the English title.
    text: p.text_vi,
    source: p.legal_basis ?? 'Vietnam specialised procedures list',
    url: 'https://www.customs.gov.vn/',
  }));
  if (origin && extra.agreement_rates && Object.values(extra.agreement_rates).some((r) => r !== null && r !== '*')) {
    hints.push({
      kind: 'origin_proof',
      title: pick(lang, { en: 'Proof of origin for a preferential rate', vi: 'Chứng từ chứng nhận xuất xứ để hưởng ưu đãi' }),
      text: pick(lang, {
        en: `A preferential rate under a trade agreement needs a valid certificate or statement of origin for goods of ${origin}; without it the MFN rate applies.`,
        vi: `Để hưởng thuế suất ưu đãi đặc biệt theo hiệp định, hàng có xuất xứ ${origin} cần chứng từ chứng nhận xuất xứ hợp lệ; nếu không sẽ áp dụng thuế suất MFN.`,
      }),
      source: 'Decree 26/2023/ND-CP; Circular 33/2023/TT-BTC',
      url: 'https://www.customs.gov.vn/',
    });
  }
  return hints;
}

function euHints({ line, origin, lang }: HintInput): ComplianceHint[] {
  const taric = `${officialUrl('EU', line.code_digits, '')}${origin ? `&GoodsText=&Area=${origin}` : ''}`;
  return [
    {
      kind: 'licence',
      title: pick(lang, { en: 'TARIC measures: licences, quotas, prohibitions, anti-dumping', vi: 'Biện pháp TARIC: giấy phép, hạn ngạch, cấm, chống bán phá giá' }),
      text: pick(lang, {
        en: `The CN gives no measures; import licences, tariff quotas, prohibitions and anti-dumping duties on ${line.code} depend on the origin${origin ? ` (${origin})` : ''} and are published in TARIC.`,
        vi: `Danh mục CN không nêu biện pháp; giấy phép, hạn ngạch, lệnh cấm và thuế chống bán phá giá đối với ${line.code} tùy theo xuất xứ và được công bố trên TARIC.`,
      }),
      source: 'European Commission, TARIC',
      url: taric,
    },
  ];
}

/** Notes that say what a section or chapter does not cover, once each (their lettered items are part of the text). */
const EXCLUDING = /\b(does not|do not) (cover|include)\b/i;

function exclusionHints({ line, notes, lang }: HintInput): ComplianceHint[] {
  const chapter = String(Number(line.code_digits.slice(0, 2)));
  return (notes ?? [])
    .filter((n) => n.excludes_headings.length > 0 && EXCLUDING.test(n.text) && !n.ref.endsWith(')'))
    .filter((n) => n.ref.startsWith('Section') || n.ref.startsWith(`Chapter ${chapter} `))
    .map((n) => ({
      kind: 'exclusion' as const,
      title: pick(lang, { en: `${n.ref}: goods not covered here`, vi: `${n.ref}: hàng hóa không thuộc phần này` }),
      text: n.text.length > 2000 ? `${n.text.slice(0, 2000)}…` : n.text,
      source: `HTSUS, ${n.ref}`,
      url: noteUrl(n),
    }));
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

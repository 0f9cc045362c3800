/**
 * Who may use which preferential rate.
 *
 * US: the special program indicators of HTSUS General Note 3(c)(i) (2025 Rev. 7 text in
 * shared/data/us-hts-2025-notes/general/General_Note_3.txt) and the beneficiary lists of General Notes 4 (GSP),
 * 7 (CBERA), 16 (AGOA) and 17 (CBTPA) of the same edition. Countries are ISO 3166-1 alpha-2 codes.
 * VN: the agreements of the Vietnamese schedule (one column each in vn_tariff_2026.csv) and their parties.
 */

export interface UsProgram {
  code: string;
  name: string;
  /** Origins that may claim it. Empty for programs that depend on the product or its use, not on origin (C, K, L). */
  countries: readonly string[];
  expired?: boolean; // lapsed or superseded: listed, but not applied unless the caller asks
  note?: string;
}

const ASEAN = ['BN', 'KH', 'ID', 'LA', 'MY', 'MM', 'PH', 'SG', 'TH', 'VN'] as const;

// GN 4(a): independent beneficiary developing countries, non-independent territories (West Bank and Gaza = PS).
const GSP_BENEFICIARIES = [
  'AF', 'AL', 'DZ', 'AO', 'AR', 'AM', 'AZ', 'BZ', 'BJ', 'BT', 'BO', 'BA', 'BW', 'BR', 'BF', 'MM', 'BI', 'CI', 'KH', 'CM',
  'CV', 'CF', 'TD', 'KM', 'CG', 'CD', 'DJ', 'DM', 'EC', 'EG', 'ER', 'SZ', 'ET', 'FJ', 'GA', 'GM', 'GE', 'GH', 'GD', 'GN',
  'GW', 'GY', 'HT', 'ID', 'IQ', 'JM', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KG', 'LB', 'LS', 'LR', 'MG', 'MW', 'MV', 'ML', 'MR',
  'MU', 'MD', 'MN', 'ME', 'MZ', 'NA', 'NP', 'NE', 'NG', 'MK', 'PK', 'PG', 'PY', 'PH', 'YE', 'RW', 'LC', 'VC', 'WS', 'ST',
  'SN', 'RS', 'SL', 'SB', 'SO', 'ZA', 'SS', 'LK', 'SR', 'TZ', 'TH', 'TL', 'TG', 'TO', 'TN', 'TV', 'UG', 'UA', 'UZ', 'VU',
  'ZM', 'ZW',
  'AI', 'IO', 'CX', 'CC', 'CK', 'FK', 'HM', 'MS', 'NU', 'NF', 'PN', 'SH', 'TK', 'VG', 'WF', 'PS', 'EH',
] as const;

// GN 4(b)(i): least-developed beneficiary developing countries (the only ones for "A+").
const GSP_LEAST_DEVELOPED = [
  'AF', 'AO', 'BJ', 'BT', 'BF', 'MM', 'BI', 'KH', 'CF', 'TD', 'KM', 'CD', 'DJ', 'ET', 'GM', 'GN', 'GW', 'HT', 'KI', 'LS',
  'LR', 'MG', 'MW', 'ML', 'MR', 'MZ', 'NP', 'NE', 'YE', 'RW', 'WS', 'ST', 'SN', 'SL', 'SO', 'SS', 'TZ', 'SB', 'TL', 'TG',
  'TV', 'UG', 'VU', 'ZM',
] as const;

// GN 16(a), 2025 Rev. 7.
const AGOA_BENEFICIARIES = [
  'AO', 'BJ', 'BW', 'CV', 'TD', 'KM', 'CG', 'CD', 'CI', 'DJ', 'SZ', 'GM', 'GH', 'GW', 'KE', 'LS', 'LR', 'MG', 'MW', 'MR',
  'MU', 'MZ', 'NA', 'NG', 'RW', 'ST', 'SN', 'SL', 'ZA', 'TZ', 'TG', 'ZM',
] as const;

// GN 7(a). "Netherlands Antilles" was dissolved in 2010; its former islands are listed by their current codes.
const CBERA_BENEFICIARIES = [
  'AG', 'AW', 'BS', 'BB', 'BZ', 'CW', 'DM', 'GD', 'GY', 'HT', 'JM', 'MS', 'BQ', 'SX', 'KN', 'LC', 'VC', 'TT', 'VG',
] as const;

// GN 17(a).
const CBTPA_BENEFICIARIES = ['BB', 'BZ', 'CW', 'GY', 'HT', 'JM', 'LC', 'TT'] as const;

const CAFTA_DR = ['CR', 'DO', 'SV', 'GT', 'HN', 'NI'] as const;
const GSP_NOTE = 'GSP lapsed on 31 Dec 2020 and has not been renewed; a renewal could be retroactive.';

export const US_PROGRAMS: Record<string, UsProgram> = {
  A: { code: 'A', name: 'Generalized System of Preferences (GSP)', countries: GSP_BENEFICIARIES, expired: true, note: GSP_NOTE },
  'A*': { code: 'A*', name: 'GSP (some beneficiaries excluded for this article, GN 4(d))', countries: GSP_BENEFICIARIES, expired: true, note: GSP_NOTE },
  'A+': { code: 'A+', name: 'GSP, least-developed beneficiaries only', countries: GSP_LEAST_DEVELOPED, expired: true, note: GSP_NOTE },
  AU: { code: 'AU', name: 'United States-Australia Free Trade Agreement', countries: ['AU'] },
  B: { code: 'B', name: 'Automotive Products Trade Act', countries: ['CA'], note: 'Original motor-vehicle equipment from Canada.' },
  BH: { code: 'BH', name: 'United States-Bahrain Free Trade Agreement', countries: ['BH'] },
  C: { code: 'C', name: 'Agreement on Trade in Civil Aircraft', countries: [], note: 'Civil aircraft and their parts, for use in civil aircraft; certification required.' },
  CA: { code: 'CA', name: 'NAFTA (Canada)', countries: ['CA'], expired: true, note: 'Superseded by USMCA (S) on 1 Jul 2020.' },
  CL: { code: 'CL', name: 'United States-Chile Free Trade Agreement', countries: ['CL'] },
  CO: { code: 'CO', name: 'United States-Colombia Trade Promotion Agreement', countries: ['CO'] },
  D: { code: 'D', name: 'African Growth and Opportunity Act (AGOA)', countries: AGOA_BENEFICIARIES, note: 'AGOA authorisation ran to 30 Sep 2025; check that it is in force on the entry date.' },
  E: { code: 'E', name: 'Caribbean Basin Economic Recovery Act (CBERA)', countries: CBERA_BENEFICIARIES },
  'E*': { code: 'E*', name: 'CBERA (some beneficiaries or articles excluded, GN 7(d))', countries: CBERA_BENEFICIARIES },
  IL: { code: 'IL', name: 'United States-Israel Free Trade Area', countries: ['IL', 'PS'], note: 'Includes products of the West Bank, Gaza and qualifying industrial zones (GN 3(a)(v)).' },
  J: { code: 'J', name: 'Andean Trade Preference Act (ATPA)', countries: ['BO', 'CO', 'EC', 'PE'], expired: true, note: 'ATPA lapsed on 31 Jul 2013.' },
  'J*': { code: 'J*', name: 'ATPA (some articles excluded)', countries: ['BO', 'CO', 'EC', 'PE'], expired: true, note: 'ATPA lapsed on 31 Jul 2013.' },
  'J+': { code: 'J+', name: 'Andean Trade Promotion and Drug Eradication Act (ATPDEA)', countries: ['BO', 'CO', 'EC', 'PE'], expired: true, note: 'ATPA lapsed on 31 Jul 2013.' },
  JO: { code: 'JO', name: 'United States-Jordan Free Trade Area', countries: ['JO'] },
  JP: { code: 'JP', name: 'Trade Agreement between the United States and Japan', countries: ['JP'] },
  K: { code: 'K', name: 'Agreement on Trade in Pharmaceutical Products', countries: [], note: 'Applies by product (pharmaceuticals and their intermediates), whatever the origin.' },
  KR: { code: 'KR', name: 'United States-Korea Free Trade Agreement', countries: ['KR'] },
  L: { code: 'L', name: 'Uruguay Round Concessions on Intermediate Chemicals for Dyes', countries: [], note: 'Applies by product, whatever the origin.' },
  MA: { code: 'MA', name: 'United States-Morocco Free Trade Agreement', countries: ['MA'] },
  MX: { code: 'MX', name: 'NAFTA (Mexico)', countries: ['MX'], expired: true, note: 'Superseded by USMCA (S) on 1 Jul 2020.' },
  N: { code: 'N', name: 'Former special program N (no beneficiary countries)', countries: [], expired: true },
  NP: { code: 'NP', name: 'Nepal Preference Program', countries: ['NP'], note: 'Authorised through 31 Dec 2025; check that it is in force on the entry date.' },
  OM: { code: 'OM', name: 'United States-Oman Free Trade Agreement', countries: ['OM'] },
  P: { code: 'P', name: 'Dominican Republic-Central America-United States FTA (CAFTA-DR)', countries: CAFTA_DR },
  'P+': { code: 'P+', name: 'CAFTA-DR (chapter 99 provisions)', countries: CAFTA_DR },
  PA: { code: 'PA', name: 'United States-Panama Trade Promotion Agreement', countries: ['PA'] },
  PE: { code: 'PE', name: 'United States-Peru Trade Promotion Agreement', countries: ['PE'] },
  R: { code: 'R', name: 'United States-Caribbean Basin Trade Partnership Act (CBTPA)', countries: CBTPA_BENEFICIARIES, note: 'CBTPA authorisation ran to 30 Sep 2025; check that it is in force on the entry date.' },
  S: { code: 'S', name: 'United States-Mexico-Canada Agreement (USMCA)', countries: ['CA', 'MX'] },
  'S+': { code: 'S+', name: 'USMCA (chapter 99 provisions)', countries: ['CA', 'MX'] },
  SG: { code: 'SG', name: 'United States-Singapore Free Trade Agreement', countries: ['SG'] },
};

/** GN 3(b): products of these countries pay the column 2 rate. */
export const US_COLUMN2_COUNTRIES: readonly string[] = ['CU', 'KP', 'RU', 'BY'];

/**
 * Programs whose originating goods are exempt from the Merchandise Processing Fee (19 U.S.C. 58c(b)(7)–(10) and the
 * FTA implementing acts: CBERA, Israel, and the FTAs). Jordan, Japan, AGOA and GSP do not exempt the fee.
 */
export const US_MPF_EXEMPT_PROGRAMS: readonly string[] = [
  'AU', 'BH', 'CL', 'CO', 'E', 'E*', 'IL', 'KR', 'MA', 'OM', 'P', 'P+', 'PA', 'PE', 'R', 'S', 'S+', 'SG', 'CA', 'MX',
];

export function usProgram(code: string): UsProgram | undefined {
  return US_PROGRAMS[code.toUpperCase()];
}

/** Whether goods of `origin` may claim `code`. Lapsed programs count only with `includeExpired`. */
export function usProgramAppliesTo(code: string, origin: string, includeExpired = false): boolean {
  const program = usProgram(code);
  if (!program || (program.expired && !includeExpired)) return false;
  return program.countries.includes(origin.toUpperCase());
}

export interface VnAgreement {
  name: string; // as the schedule's column header writes it
  title: string;
  countries: readonly string[];
  proof_of_origin: string;
}

const EU_MEMBERS = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL',
  'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const;
export const EU_MEMBER_STATES: readonly string[] = EU_MEMBERS;

const RCEP_PARTIES = [...ASEAN, 'CN', 'JP', 'KR', 'AU', 'NZ'];

/**
 * Vietnam's RCEP schedule (Decree 129/2022/ND-CP, Annex II) has one rate column per group of origins, in the decree's
 * order: A = ASEAN members, B = Australia, C = China, D = Japan, E = Korea, F = New Zealand. The decree gives the
 * RCEP origin of a good by Article 2.6 of the agreement; we take it to be the country of origin. The data agrees with
 * this order: columns B and F are identical on every line (Australia and New Zealand share one schedule), E is the
 * column closest to AKFTA and D the one furthest from the others.
 */
export const VN_RCEP_COLUMN_BY_ORIGIN: Readonly<Record<string, string>> = {
  ...Object.fromEntries(ASEAN.map((country) => [country, 'RCEPT A'])),
  AU: 'RCEPT B',
  CN: 'RCEPT C',
  JP: 'RCEPT D',
  KR: 'RCEPT E',
  NZ: 'RCEPT F',
};

export const VN_AGREEMENTS: readonly VnAgreement[] = [
  { name: 'ACFTA', title: 'ASEAN-China FTA', countries: [...ASEAN, 'CN'], proof_of_origin: 'C/O form E' },
  { name: 'ATIGA', title: 'ASEAN Trade in Goods Agreement', countries: ASEAN, proof_of_origin: 'C/O form D (or ASEAN-wide self-certification)' },
  { name: 'AJCEP', title: 'ASEAN-Japan Comprehensive Economic Partnership', countries: [...ASEAN, 'JP'], proof_of_origin: 'C/O form AJ' },
  { name: 'VJEPA', title: 'Vietnam-Japan Economic Partnership Agreement', countries: ['JP'], proof_of_origin: 'C/O form VJ' },
  { name: 'AKFTA', title: 'ASEAN-Korea FTA', countries: [...ASEAN, 'KR'], proof_of_origin: 'C/O form AK' },
  { name: 'AANZFTA', title: 'ASEAN-Australia-New Zealand FTA', countries: [...ASEAN, 'AU', 'NZ'], proof_of_origin: 'C/O form AANZ' },
  { name: 'AIFTA', title: 'ASEAN-India FTA', countries: [...ASEAN, 'IN'], proof_of_origin: 'C/O form AI' },
  { name: 'VKFTA', title: 'Vietnam-Korea FTA', countries: ['KR'], proof_of_origin: 'C/O form VK' },
  { name: 'VCFTA', title: 'Vietnam-Chile FTA', countries: ['CL'], proof_of_origin: 'C/O form VC' },
  { name: 'VN-EAEU', title: 'Vietnam-Eurasian Economic Union FTA', countries: ['RU', 'BY', 'AM', 'KZ', 'KG'], proof_of_origin: 'C/O form EAV' },
  {
    name: 'CPTPP',
    title: 'Comprehensive and Progressive Agreement for Trans-Pacific Partnership',
    countries: ['AU', 'BN', 'CA', 'CL', 'JP', 'MY', 'MX', 'NZ', 'PE', 'SG', 'GB'],
    proof_of_origin: 'origin declaration (self-certification)',
  },
  { name: 'AHKFTA', title: 'ASEAN-Hong Kong, China FTA', countries: ['HK'], proof_of_origin: 'C/O form AHK' },
  { name: 'EVFTA', title: 'EU-Vietnam FTA', countries: EU_MEMBERS, proof_of_origin: 'EUR.1 or REX origin statement' },
  { name: 'UKVFTA', title: 'UK-Vietnam FTA', countries: ['GB'], proof_of_origin: 'EUR.1 UK or origin statement' },
  { name: 'VIFTA', title: 'Vietnam-Israel FTA', countries: ['IL'], proof_of_origin: 'certificate of origin or origin declaration under VIFTA' },
  { name: 'RCEP', title: 'Regional Comprehensive Economic Partnership', countries: RCEP_PARTIES, proof_of_origin: 'C/O form RCEP (or origin declaration)' },
];

/** The agreements goods of `origin` may claim in Vietnam, with the schedule column that holds their rate. */
export function vnAgreementsFor(origin: string): Array<{ agreement: VnAgreement; column: string }> {
  const country = origin.toUpperCase();
  return VN_AGREEMENTS.filter((agreement) => agreement.countries.includes(country)).map((agreement) => ({
    agreement,
    column: agreement.name === 'RCEP' ? VN_RCEP_COLUMN_BY_ORIGIN[country] : agreement.name,
  }));
}

/**
 * Origins that get Vietnam's standard (non-preferential) rate instead of MFN. Vietnam grants MFN to WTO members and
 * to partners of bilateral trade agreements; this list is deliberately short and holds only origins with neither.
 */
export const VN_NON_MFN_ORIGINS: readonly string[] = ['KP'];

/**
 * Mill grades of steel as Korean, Japanese and Chinese mills and their importers write them on invoices and
 * declarations ("SPCC 0.8T X 1219MM", "SCM440 ROUND BAR", "SS400 EQUAL ANGLE"). The grade says what the tariff
 * asks of the steel and the name often leaves out: non-alloy, alloy or stainless (chapter 72 note 1(d) to (f)),
 * hot- or cold-rolled, plated or coated with zinc (7210.30 electrolytically, 7210.4x otherwise). JIS and KS
 * designations, with the European and Chinese structural grades importers meet most.
 */
interface GradeFamily {
  pattern: string;
  reading: string;
}

const GRADE_FAMILIES: GradeFamily[] = [
  // General structural and welded structural steels: carbon steel, no alloy (JIS G3101, G3106; EN 10025; GB Q235).
  // Korea's KS D 3503 renamed SS400 to SS275 (2018): 235, 275, 315, 450 and 550 are no stainless grade.
  { pattern: 'SS(?:235|275|315|330|400|450|490|540|550)|SM(?:275|355|400|420|460|490|520|570)[ABC]?|Q235[A-D]?|S(?:235|275|355)J[R02]', reading: 'non-alloy steel' },
  // Cold-reduced sheet (JIS G3141) and hot-rolled sheet for forming and for cars (G3131, G3113, G3134).
  { pattern: 'SPC[CDE]N?|SPCCT', reading: 'cold rolled non-alloy steel' },
  { pattern: 'SPH[CDE]|SPHT\\d?|SAPH\\d{3}|SPFH\\d{3}', reading: 'hot rolled non-alloy steel' },
  // Electrogalvanised sheet (G3313, "EGI"), hot-dip galvanised (G3302), aluminium-zinc coated (G3321) and tinplate (G3303).
  { pattern: 'SEC[CDE]|EGI', reading: 'non-alloy steel electrolytically plated with zinc' },
  { pattern: 'SGC[CDH]\\d?|SGHC', reading: 'non-alloy steel hot-dip galvanized, otherwise plated with zinc' },
  { pattern: 'SGLCC|SGLC\\d{3}', reading: 'non-alloy steel plated with aluminium-zinc alloys' },
  { pattern: 'SPTE', reading: 'non-alloy steel electrolytically plated with tin, tinplate' },
  // Carbon steels for machine structural use (G4051: S45C, SM45C in KS) and wire rods (G3506 SWRH, G3505 SWRM, G3507 SWRCH).
  { pattern: 'SM?\\d{2}C|SWRC?H\\d{1,3}[ABK]?|SWRM\\d{1,2}', reading: 'non-alloy steel' },
  // Alloy steels for machine structural use (G4053: chromium-molybdenum, chromium, nickel-chromium-molybdenum), tool and bearing steels.
  // Tool steels (SKD, SKH) too, read as alloy steel only ("tool" added would name other goods). Bearing steel (SUJ2) is
  // left as written: declarations of bearings give it as their material, and the cases of bearings cite it so.
  { pattern: 'SCM\\d{3}H?|SCR\\d{3}H?|SNCM\\d{3,4}|SNC\\d{3}|SACM\\d{3}|42CrMo4|SK[DHST]\\d{1,2}', reading: 'alloy steel' },
  // Spring steels (G4801) past SUP3 hold silicon-manganese or chromium enough for note 1(f)'s alloy steel.
  { pattern: 'SUP(?:[6-9]|1[0-3])A?', reading: 'alloy steel' },
];

/**
 * Aluminium and copper grades (Aluminum Association and JIS numbers: "A1050", "5052 H32"; "C1100", "C2680") look like
 * other makers' model numbers ("A1466" is a laptop battery's): they are read only in a text naming the metal or where a
 * temper follows them ("A1050 H14").
 */
const NON_FERROUS_FAMILIES: GradeFamily[] = [
  { pattern: 'A{1,2}1\\d{3}', reading: 'aluminium, not alloyed' },
  { pattern: 'A{1,2}[2-8]\\d{3}', reading: 'aluminium alloys' },
  // American invoices write the Aluminum Association's number bare ("6061-T6", "EC GRADE 1350"): the wrought grades
  // met in trade, so a width or a count is not read as one.
  { pattern: '1(?:050|060|070|100|145|200|235|350)', reading: 'aluminium, not alloyed' },
  { pattern: '2(?:011|014|017|024)|3(?:003|004|005|105)|5(?:005|052|083|086|182|754)|6(?:005|060|061|063|082|101)|7(?:005|050|075)|8(?:011|021|079)', reading: 'aluminium alloys' },
  // Copper's UNS numbers take five digits ("C11000" is ETP copper, "C26000" cartridge brass); JIS, four.
  { pattern: 'C1[01]\\d{2,3}', reading: 'copper, refined' },
  { pattern: 'C2[2-8]\\d{2,3}', reading: 'copper-zinc base alloys (brass)' },
  { pattern: 'C5[0-2]\\d{2,3}', reading: 'copper-tin base alloys (bronze)' },
];
const ALUMINIUM_NAMES = String.raw`\balumin(?:i)?um\b|\balu\b|알루미늄|アルミ|nhôm`;
const ALUMINIUM_NAMED = new RegExp(ALUMINIUM_NAMES, 'i');
const NON_FERROUS_NAMED = new RegExp(String.raw`${ALUMINIUM_NAMES}|\bcopper\b|\bbrass\b|\bbronze\b|구리|동판|황동|청동|銅|真鍮|đồng`, 'i');
/** An aluminium's temper after its grade: "H14", "T6", "O". */
const TEMPER = String.raw`H\d{2,3}|T\d{1,4}|O`;
const TEMPER_NEXT = new RegExp(String.raw`^\s*-?(?:${TEMPER})(?![\p{L}\p{N}])`, 'u');
/** A grade and the temper joined to it by a hyphen, one word ("6061-T6"). */
const GRADE_WITH_TEMPER = new RegExp(String.raw`^(.+?)((?:-(?:${TEMPER}))?)$`);

/** What a grade of aluminium or copper says of its metal, where the text around it names the metal or a temper. */
export function nonFerrousReading(grade: string, text: string, next: string): string | null {
  if (!NON_FERROUS_NAMED.test(text) && !TEMPER_NEXT.test(next)) return null;
  // A bare number is an aluminium grade only beside aluminium or its temper: "copper sheet 1100 x 2000mm" gives a width.
  if (/^\d/.test(grade) && !ALUMINIUM_NAMED.test(text) && !TEMPER_NEXT.test(next)) return null;
  return readingIn(NON_FERROUS_WHOLE, grade);
}

/** A token that is an aluminium or copper grade with its temper ("6061-T6", "A5052-H32", "C11000") in a text naming the metal. */
export function isNonFerrousGradeToken(token: string, text: string, next = ''): boolean {
  const [, grade, temper] = GRADE_WITH_TEMPER.exec(token)!;
  return nonFerrousReading(grade, text, temper + next) !== null;
}

/** Every family's pattern joined, to find its grades in a text. */
const anyOf = (families: GradeFamily[]) => families.map((family) => family.pattern).join('|');
/** Each family's pattern as a whole grade, compiled once. */
const wholeGrades = (families: GradeFamily[]): Array<[RegExp, string]> => families.map((family) => [new RegExp(`^(?:${family.pattern})$`), family.reading]);
const readingIn = (families: Array<[RegExp, string]>, grade: string) => families.find(([whole]) => whole.test(grade))?.[1] ?? null;
const STEEL_WHOLE = wholeGrades(GRADE_FAMILIES);
const NON_FERROUS_WHOLE = wholeGrades(NON_FERROUS_FAMILIES);

/** Aluminium and copper grades in a text, as whole words (`nonFerrousReading` says whether they are read). */
export const NON_FERROUS_GRADE = anyOf(NON_FERROUS_FAMILIES);

/** Every steel grade in a text, as a whole word. */
export const METAL_GRADE = anyOf(GRADE_FAMILIES);

/** A steel grade written as one token ("SAPH440", "SCM415H"): a name of the steel, no part number. */
export const METAL_GRADE_TOKEN = new RegExp(`^(?:${METAL_GRADE})$`, 'i');

/** What a grade says of its steel, in the tariff's words; null where it is no grade the team knows. */
export function gradeReading(grade: string): string | null {
  return readingIn(STEEL_WHOLE, grade);
}

/**
 * Stainless grades glued to SUS, STS, AISI or SS ("STS316L", "SUS304", "SS430"), not the structural grades of the same
 * letters ("SS400" is a carbon steel, JIS G3101). The grade is put before its prefix ("316L STS"), so that the steel
 * read from the prefix stands right before the goods' form as English names it ("316L stainless steel sheet").
 */
export const GLUED_STAINLESS_GRADE = /(?<![\p{L}\p{N}])(SUS|STS|AISI|SS)(\d{3}[A-Za-z]{0,2})(?![\p{L}\p{N}])(?<!SS(?:235|275|315|330|400|450|490|540|550))/gu;

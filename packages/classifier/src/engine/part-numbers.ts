/**
 * Part-number families: makers number their parts by family (one group of a car maker's numbers
 * holds its bumper parts, a connector series shares its first letters and digits), so a
 * declaration whose part number is new to the shipped cases still shares its number's beginning
 * with the cases of its family. Word search cannot see this: a part number is one token, met only
 * when written exactly so.
 */

/** The signal of a candidate brought forward by its part-number family (the explanation words it). */
export const PART_FAMILY = 'part_family';

/**
 * A token counts as a part number from this length, with at least three digits in a row; two
 * numbers are of one family when they begin alike for FAMILY_PREFIX characters and differ in
 * length by no more than FAMILY_LENGTH_SLACK. Measured as the kr HS6 top-5 the family's first
 * code brings (2,221 before): these values 2,238; six common characters and one of slack, with
 * numbers from seven characters, 2,230; five common characters, 2,230 to 2,231; three, 2,234;
 * numbers from seven characters, 2,236; two or four digits in a row instead of three, ±0 and -2;
 * the two longest common beginnings counted instead of the longest, -2.
 */
const PART_NUMBER_LENGTH = 6;
const DIGITS_IN_A_ROW = /\d{3}/;
export const FAMILY_PREFIX = 4;
export const FAMILY_LENGTH_SLACK = 2;
/** "Fits Camry 2019-2022": model years, no maker's number (joined, they would make one of eight digits). */
const YEAR_RANGE = /^(?:19|20)\d\d-(?:19|20)\d\d$/;

/**
 * The part numbers of a text, as the shipped cases write them: without hyphens, which the cases'
 * source strips ("86355-B1000" is filed as "86355B1000").
 */
export function partNumbers(text: string): string[] {
  // Not the reader's isCodeToken: it reads a long number ending in a unit's letter as a measure
  // ("21100109A" amperes, "1876646X" times), and lost those families (kr top-5 -2 +1).
  const tokens = (text.toUpperCase().match(/[A-Z0-9]+(?:-[A-Z0-9]+)*/g) ?? []).filter((token) => !YEAR_RANGE.test(token)).map((token) => token.replaceAll('-', ''));
  const numbers = tokens.flatMap((token) => [token, ...gluedNumber(token)]);
  return [...new Set(numbers.filter((t) => t.length >= PART_NUMBER_LENGTH && DIGITS_IN_A_ROW.test(t)))];
}

/**
 * The number of a token whose word is glued before it, as declarations lose their spaces
 * ("WHITE823152P000" is a white one of part 823152P000): read as well as the whole token.
 * Measured: kr HS6 top-5 +1, none lost.
 */
function gluedNumber(token: string): string[] {
  const glued = /^[A-Z]{3,}(\d{3}[A-Z0-9]*)$/.exec(token);
  return glued ? [glued[1]] : [];
}

export interface FamilyVote {
  hs6: string;
  cases: number;
}

/** The shipped cases' part numbers, sorted, so that a number's family is a run of neighbours. */
export class PartNumberIndex {
  private readonly numbers: string[];
  private readonly casesOf: Map<string, number[]>;

  constructor(
    descriptions: string[],
    private readonly hs6Of: (caseIndex: number) => string,
  ) {
    this.casesOf = new Map();
    descriptions.forEach((description, index) => {
      for (const number of partNumbers(description)) {
        const cases = this.casesOf.get(number);
        if (cases) cases.push(index);
        else this.casesOf.set(number, [index]);
      }
    });
    this.numbers = [...this.casesOf.keys()].sort();
  }

  /**
   * The HS6 codes of the cases whose part numbers are closest in family to the description's,
   * most cases first: only the longest common beginning found counts (a shared model series
   * says more than a shared maker's prefix). `exclude` leaves cases out, as for the precedents.
   */
  family(text: string, exclude: readonly number[] = []): FamilyVote[] {
    const left = new Set(exclude);
    let longest = FAMILY_PREFIX;
    let votes = new Map<string, number>();
    for (const number of partNumbers(text)) {
      for (const neighbour of this.neighbours(number)) {
        if (Math.abs(neighbour.length - number.length) > FAMILY_LENGTH_SLACK) continue;
        const cases = this.casesOf.get(neighbour)!.filter((c) => !left.has(c));
        if (!cases.length) continue;
        const shared = commonPrefix(neighbour, number);
        if (shared > longest) [longest, votes] = [shared, new Map()];
        if (shared < longest) continue;
        for (const c of cases) votes.set(this.hs6Of(c), (votes.get(this.hs6Of(c)) ?? 0) + 1);
      }
    }
    return [...votes].map(([hs6, cases]) => ({ hs6, cases })).sort((a, b) => b.cases - a.cases || a.hs6.localeCompare(b.hs6));
  }

  /** The indexed numbers sharing at least FAMILY_PREFIX first characters with `number`. */
  private *neighbours(number: string): Generator<string> {
    const prefix = number.slice(0, FAMILY_PREFIX);
    for (let i = lowerBound(this.numbers, prefix); i < this.numbers.length && this.numbers[i].startsWith(prefix); i++) yield this.numbers[i];
  }
}

function lowerBound(sorted: string[], value: string): number {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

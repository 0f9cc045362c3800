/**
 * Questions whose answers separate the top candidates: a fact the description leaves open
 * (`normalized.missing`) is asked only when the candidates in contention fall on different sides
 * of it, and each option lists the candidate codes it favours. Language-neutral here; the explain
 * stage words them in the lookup's language.
 */
import type { Fact } from '../glossary';
import type { ClassifyInput, Normalized } from '../types';
import { ownMaterialWords } from './attributes';

/** The input an answer fills: a request field, or an attribute the reader reads from the notes. */
export type AnswerField = 'material' | 'use' | 'notes' | `attribute:${string}`;

export interface QuestionOption {
  value: string;
  codes: string[]; // candidate codes this answer favours
  /** Official text the option stands for, when it is one (the `use` question offers headings). */
  text?: string;
}

export interface QuestionSpec {
  id: string;
  fact: Fact;
  field: AnswerField;
  options: QuestionOption[];
}

/** What the question step needs of a candidate: its code and the nomenclature's words for it. */
export interface Contender {
  hs6: string;
  code: string;
  text: string; // HS6 text with its heading and the national line's full description
  /** What the subheading and the national line add to the heading: where the facts that split it are named. */
  subText: string;
  heading: string;
  headingText: string;
}

interface OptionRule {
  value: string;
  /** Where in the candidate's words this option is named (-1: by its chapter), or -1 / null. */
  favours: (c: Contender) => number | null;
  /** English words the reader understands as this answer. */
  answer: string;
}

const chapterOf = (c: Contender) => c.hs6.slice(0, 2);
/** The position of the first mention in the subheading's own words, exceptions and plating clauses left out. */
const says = (re: RegExp) => (c: Contender) => {
  const at = ownMaterialWords(c.subText).search(re);
  return at >= 0 ? at : null;
};
const inChapters = (chapters: string[], otherwise: (c: Contender) => number | null) => (c: Contender) => (chapters.includes(chapterOf(c)) ? -1 : otherwise(c));

/** Where the option's own name is a word the reader takes only beside a cue ("silver" alone may be a colour). */
const MATERIAL_ANSWERS: Record<string, string> = { silver: 'sterling silver' };

const MATERIAL_OPTIONS: OptionRule[] = [
  ['cotton', /\bcotton\b/i],
  ['wool', /\bwool\b|\bfine animal hair\b/i],
  // The US schedule writes "fibers": its national lines name the material the HS6 text leaves as "other".
  ['synthetic fibres', /\bsynthetic fib(re|er)s\b|\bman-made fib(re|er)s\b/i],
  ['artificial fibres', /\bartificial fib(re|er)s\b/i],
  ['silk', /\bsilk\b/i],
  ['leather', /\bleather\b/i],
  ['plastics', /\bplastics?\b/i],
  ['rubber', /\brubber\b/i],
  ['wood', /\bwood(en)?\b/i],
  ['iron or steel', /\biron or steel\b|\bstainless steel\b|\bof steel\b/i],
  ['aluminium', /\balumin(i)?um\b/i],
  ['copper', /\bcopper\b/i],
  // Jewellery (7113, 7116, 7117) splits on the material: silver, other precious metal, base metal
  // clad with precious metal (listed before base metal, which its words also name), base metal,
  // gemstones, pearls.
  ['silver', /\bsilver\b/i],
  ['precious metal', /\bprecious metal\b/i],
  ['gold-filled', /\bbase metal clad with precious metal\b/i],
  ['base metal', /\bbase metal\b/i],
  ['gemstones', /\bprecious or semi-precious stones\b/i],
  ['pearls', /\bpearls\b/i],
  ['glass', /\bglass\b/i],
  ['porcelain', /\bporcelain\b|\bchina\b/i],
  ['paper', /\bpaper(board)?\b/i],
].map(([value, re]) => ({ value: value as string, favours: says(re as RegExp), answer: MATERIAL_ANSWERS[value as string] ?? (value as string) }));

const RULES: Partial<Record<Fact, { field: AnswerField; options: OptionRule[] }>> = {
  construction: {
    field: 'attribute:construction',
    options: [
      { value: 'knitted', favours: inChapters(['60', '61'], (c) => (chapterOf(c) === '62' ? null : says(/\bknitted\b|\bcrocheted\b/i)(c))), answer: 'knitted' },
      { value: 'woven', favours: inChapters(['62'], (c) => (chapterOf(c) === '61' ? null : says(/\bwoven\b|\bnot knitted\b/i)(c))), answer: 'woven' },
    ],
  },
  gender: {
    field: 'attribute:gender',
    options: [
      { value: 'men', favours: says(/\bmen'?s\b|\bboys'?\b|\bmen or boys\b/i), answer: "men's" },
      { value: 'women', favours: says(/\bwomen'?s\b|\bgirls'?\b|\bwomen or girls\b/i), answer: "women's" },
      { value: 'babies', favours: says(/\bbabies'?\b/i), answer: "babies'" },
    ],
  },
  state: {
    field: 'attribute:state',
    options: [
      { value: 'fresh', favours: says(/\bfresh\b|\bchilled\b|\blive\b/i), answer: 'fresh' },
      { value: 'frozen', favours: says(/\bfrozen\b/i), answer: 'frozen' },
      { value: 'dried', favours: says(/\bdried\b|\bdry\b|\bsalted\b|\bsmoked\b/i), answer: 'dried' },
      { value: 'prepared', favours: inChapters(['16', '19', '20', '21'], says(/\bprepared or preserved\b/i)), answer: 'prepared' },
    ],
  },
  power_source: {
    field: 'attribute:power_source',
    options: [
      { value: 'electric', favours: inChapters(['85'], says(/(?<!non-)\belectric(al)?\b|\bbattery\b|\bmotor\b/i)), answer: 'electric' },
      { value: 'manual', favours: says(/\bnon-electric\b|\bhand-operated\b|\bhand tools?\b|\bmechanical\b/i), answer: 'manually operated' },
    ],
  },
  upper_material: {
    field: 'material',
    options: [
      { value: 'leather', favours: says(/\buppers? of (?:natural |composition )?leather\b/i), answer: 'leather upper' },
      { value: 'textile', favours: says(/\buppers? of textile\b/i), answer: 'textile upper' },
      { value: 'rubber or plastics', favours: (c) => (c.heading === '6401' || c.heading === '6402' ? -1 : says(/\buppers? of rubber or plastics\b/i)(c)), answer: 'rubber upper' },
    ],
  },
  sole_material: {
    field: 'material',
    options: [
      { value: 'rubber or plastics', favours: says(/\bouter soles of rubber or plastics\b|\bouter soles of rubber, plastics\b/i), answer: 'rubber sole' },
      { value: 'leather', favours: says(/\bouter soles of leather\b/i), answer: 'leather sole' },
    ],
  },
  material: { field: 'material', options: MATERIAL_OPTIONS },
  // "not containing petroleum oils" names them too: it is listed first and found first.
  petroleum: {
    field: 'attribute:petroleum',
    options: [
      { value: 'not_petroleum', favours: says(/\bnot containing petroleum oils\b/i), answer: 'not containing petroleum oils' },
      { value: 'petroleum', favours: says(/\bpetroleum oils\b/i), answer: 'containing petroleum oils' },
    ],
  },
};

export const questionId = (fact: Fact) => `q_${fact}`;

/**
 * Top candidates still in contention, at most five: those scoring at least a fifth of the first,
 * and the first's own siblings in its heading whatever they score. A ranking can be sure of one
 * subheading from precedents alone ("Womens shirts knitted" is mostly of man-made fibres), but
 * when the description leaves open the fact that splits the heading, only the user can settle it.
 */
export function contenders<T extends { final: number; excluded: boolean; hs6: string }>(ranked: T[]): T[] {
  const first = ranked[0];
  if (!first) return [];
  const heading = first.hs6.slice(0, 4);
  return ranked.slice(0, 5).filter((c, i) => i === 0 || (!c.excluded && (c.final >= first.final * 0.2 || c.hs6.startsWith(heading))));
}

export function buildQuestions(n: Normalized, candidates: Contender[]): QuestionSpec[] {
  if (candidates.length < 2) return [];
  const questions: QuestionSpec[] = [];
  for (const fact of n.missing as Fact[]) {
    const question = fact === 'use' ? useQuestion(candidates) : factQuestion(fact, candidates);
    if (question) questions.push(question);
  }
  return questions;
}

/**
 * Each candidate goes to the one option its words name first ("Crustaceans; frozen, … smoked"
 * is frozen), so two options never favour the same candidates.
 */
function factQuestion(fact: Fact, candidates: Contender[]): QuestionSpec | null {
  const rule = RULES[fact];
  if (!rule) return null;
  const codes = new Map<string, string[]>();
  for (const c of candidates) {
    let best: { value: string; at: number } | null = null;
    for (const option of rule.options) {
      const at = option.favours(c);
      if (at !== null && (!best || at < best.at)) best = { value: option.value, at };
    }
    if (best) codes.set(best.value, [...(codes.get(best.value) ?? []), c.code]);
  }
  const options = rule.options.filter((option) => codes.has(option.value)).map((option) => ({ value: option.value, codes: codes.get(option.value)! }));
  return separates(options, candidates[0]) ? { id: questionId(fact), fact, field: rule.field, options } : null;
}

/** Parts and generic goods follow their use: the headings in contention are the options. */
function useQuestion(candidates: Contender[]): QuestionSpec | null {
  const headings = new Map<string, QuestionOption>();
  for (const c of candidates) {
    const option = headings.get(c.heading) ?? { value: c.heading, codes: [], text: c.headingText };
    option.codes.push(c.code);
    headings.set(c.heading, option);
  }
  const options = [...headings.values()].slice(0, 4);
  return separates(options, candidates[0]) ? { id: questionId('use'), fact: 'use', field: 'use', options } : null;
}

/** An answer decides something only when the options favour different candidates, the leader among them. */
function separates(options: QuestionOption[], first: Contender): boolean {
  if (options.length < 2 || !options.some((option) => option.codes.includes(first.code))) return false;
  const sets = new Set(options.map((option) => [...option.codes].sort().join(',')));
  return sets.size >= 2;
}

export class AnswerError extends Error {
  constructor(readonly questionId: string, readonly reason: 'unknown_question' | 'unknown_option') {
    super(`${questionId}: ${reason}`);
  }
}

/**
 * A rerun's answers folded into the classify input in words the reader already understands, so
 * the answered fact is read, searched and weighed like one the description had stated.
 * `asked` are the parent lookup's questions: an answer to anything else is refused.
 */
export function applyAnswers(input: ClassifyInput, asked: QuestionSpec[]): ClassifyInput {
  if (!input.answers?.length) return input;
  const next: ClassifyInput = { ...input };
  const append = (field: 'material' | 'use' | 'notes', text: string) => {
    next[field] = [next[field], text].filter((part) => part?.trim()).join(field === 'notes' ? '; ' : ', ');
  };
  for (const answer of input.answers) {
    const question = asked.find((q) => q.id === answer.question_id);
    if (!question) throw new AnswerError(answer.question_id, 'unknown_question');
    const option = question.options.find((o) => o.value === answer.value);
    if (!option) throw new AnswerError(answer.question_id, 'unknown_option');
    if (question.fact === 'use') next.use = option.text ?? option.value;
    else {
      const words = RULES[question.fact]!.options.find((o) => o.value === option.value)!.answer;
      append(question.field.startsWith('attribute:') ? 'notes' : (question.field as 'material' | 'use' | 'notes'), words);
    }
  }
  return next;
}

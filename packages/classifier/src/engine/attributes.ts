import type { Normalized } from '../types';

export interface AttributeFinding {
  factor: number; // multiplies the candidate's score: < 1 disagrees, > 1 agrees
  signal: string | null;
  /** A legal note that decides it, when one does. */
  note: string | null;
}

const KNITTED_CHAPTERS = new Set(['60', '61']);
const WOVEN_CHAPTERS = new Set(['62']);

/**
 * How the read facts agree with a candidate HS6. Only facts the nomenclature itself separates
 * are used: chapter 61 is knitted or crocheted apparel and chapter 62 is not (their notes 1 say
 * so); fresh or chilled and frozen fish, meat and vegetables have their own subheadings.
 */
export function attributeAgreement(hs6: string, n: Normalized, subheadingText: string): AttributeFinding {
  const chapter = hs6.slice(0, 2);
  let factor = 1;
  let signal: string | null = null;
  let note: string | null = null;
  if (n.construction === 'knitted' && WOVEN_CHAPTERS.has(chapter)) [factor, signal, note] = [0.35, 'construction_conflict', 'Chapter 62 note 1'];
  else if (n.construction === 'woven' && KNITTED_CHAPTERS.has(chapter)) [factor, signal, note] = [0.35, 'construction_conflict', 'Chapter 61 note 1'];
  else if (n.construction === 'knitted' && KNITTED_CHAPTERS.has(chapter)) [factor, signal] = [1.25, 'construction_match'];
  else if (n.construction === 'woven' && WOVEN_CHAPTERS.has(chapter)) [factor, signal] = [1.25, 'construction_match'];

  const text = subheadingText.toLowerCase();
  if (n.state === 'frozen' && /\bfresh or chilled\b/.test(text) && !/frozen/.test(text)) [factor, signal] = [factor * 0.5, 'state_conflict'];
  if ((n.state === 'fresh' || n.state === 'chilled') && /\bfrozen\b/.test(text) && !/fresh|chilled/.test(text)) [factor, signal] = [factor * 0.5, 'state_conflict'];

  const chief = n.materials[0]?.name;
  if (chief && /^(of|other)/.test(text)) {
    if (new RegExp(`\\bof ${escape(chief)}\\b`).test(text)) [factor, signal] = [factor * 1.3, signal ?? 'material_match'];
    else if (/\bof (cotton|wool|silk|man-made fibres|synthetic fibres|artificial fibres|leather|plastics|rubber|wood)\b/.test(text)) factor *= 0.85;
  }
  return { factor, signal, note };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

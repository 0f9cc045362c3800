import { findNote, noteUrl, notesForCode, type LegalNote } from '@tcs/tariffs';
import type { Normalized } from '../types';
import { headingSteelKind, headingWearer, steelKind } from '../read';

export interface LegalFinding {
  kind: 'section_note' | 'chapter_note' | 'gri' | 'additional_note';
  source: string; // the note by name: 'Chapter 61 note 1'
  code: string; // the HS6 it was checked against
  text: string;
  effect: 'excludes' | 'includes' | 'note';
}

export interface SourceRef {
  key: string;
  url: string;
  title: string;
  snippet: string;
}

/** Where the note can be read, and its own words. */
export const noteSource = (note: LegalNote): SourceRef => ({ key: `note:${note.ref}`, url: noteUrl(note), title: `HTSUS ${note.ref}`, snippet: note.text.slice(0, 300) });

const KIND: Record<string, LegalFinding['kind']> = { section_note: 'section_note', chapter_note: 'chapter_note', gri: 'gri', additional_us_note: 'additional_note', subheading_note: 'chapter_note' };

const finding = (note: LegalNote, hs6: string, effect: LegalFinding['effect']): LegalFinding => ({ kind: KIND[note.kind] ?? 'chapter_note', source: note.ref, code: hs6, text: note.text, effect });

/**
 * Brassieres, girdles, corsets, braces and suspenders (heading 6212): chapter 62 note 1 leaves knitted articles out
 * "other than those of heading 62.12", so these are chapter 62's whether or not knitted.
 */
export const knittedOrNot = (hs6: string): boolean => hs6.startsWith('6212');

/**
 * The notes that decide whether the goods belong under a candidate: chapter 61 takes only
 * knitted or crocheted articles and chapter 62 none (their notes 1); a section or chapter note
 * that sends the goods the reader recognised to another heading is reported; GRI 1 and 6 always
 * govern, GRI 3(b) when the goods are a set or a composite.
 */

export function legalFindings(hs6: string, n: Normalized): LegalFinding[] {
  const findings: LegalFinding[] = [];
  const chapter = hs6.slice(0, 2);
  const add = (ref: string, effect: LegalFinding['effect']) => {
    const note = findNote(ref);
    if (note) findings.push(finding(note, hs6, effect));
  };
  if (chapter === '61') add('Chapter 61 note 1', n.construction === 'woven' ? 'excludes' : n.construction === 'knitted' ? 'includes' : 'note');
  const eitherConstruction = knittedOrNot(hs6);
  if (chapter === '62') add('Chapter 62 note 1', n.construction === 'knitted' && !eitherConstruction ? 'excludes' : n.construction === 'woven' || eitherConstruction ? 'includes' : 'note');
  // Whose garment it is decides between twin headings; unidentified goods go to the women's (note 9 of both chapters).
  const wearer = headingWearer(hs6.slice(0, 4));
  const twin = wearer && !wearer.includes('babies');
  if (twin && (!n.gender || n.gender === 'unisex')) add(`Chapter ${chapter} note 9`, 'note');
  if (chapter === '72') steelFinding(hs6, n, add);
  const recognised = n.hs_headings[0];
  if (recognised && recognised !== hs6.slice(0, 4)) {
    const excluding = notesForCode(hs6).find(
      (note) => /\)$/.test(note.ref) && (note.excludes_headings.includes(recognised) || note.excludes_headings.includes(recognised.slice(0, 2))),
    );
    // The reader's heading is a guess, so such a note is reported for the reviewer, not applied.
    if (excluding) findings.push(finding(excluding, hs6, 'note'));
  }
  // The heading's own terms name the other wearer ("Men's or boys' shirts" for women's shirts): GRI 1 rules it out.
  const otherWearer = twin && n.gender !== null && n.gender !== 'unisex' && n.gender !== 'babies' && !wearer.includes(n.gender);
  add('GRI 1', otherWearer ? 'excludes' : 'note');
  add('GRI 6', 'note');
  if (/\b(set|kit|composite|assortment)s?\b/i.test(n.clean_description)) add('GRI 3(b)', 'note');
  return findings;
}

/**
 * The note that decides each kind of steel (HTSUS chapter 72 note 1(e) stainless, 1(f) other alloy): steel is non-alloy
 * by falling short of note 1(f)'s shares of alloying elements, so that note rules it out of the alloy headings too.
 */
const STEEL_KIND_NOTE = { 'non-alloy': 'Chapter 72 note 1(f)', stainless: 'Chapter 72 note 1(e)', alloy: 'Chapter 72 note 1(f)' } as const;

/**
 * Chapter 72 holds each form of steel under three headings, one per kind: a candidate of another kind than the steel the
 * description names ("STS304 round bar" met 7228's other alloy bars) is ruled out by the note defining the kind named.
 */
function steelFinding(hs6: string, n: Normalized, add: (ref: string, effect: LegalFinding['effect']) => void) {
  const candidateKind = headingSteelKind(hs6.slice(0, 4));
  const statedKind = candidateKind ? steelKind(n.search_text ?? '') : null;
  if (candidateKind && statedKind) add(STEEL_KIND_NOTE[statedKind], candidateKind === statedKind ? 'includes' : 'excludes');
}

export const excludes = (findings: LegalFinding[]) => findings.find((f) => f.effect === 'excludes') ?? null;

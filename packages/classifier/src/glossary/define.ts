import type { Category, Concept, ConceptAttributes } from './types';

/**
 * Compact form for the data files: term lists are '|'-separated, headings space-separated,
 * so each concept fits on a few readable lines. A 6-digit entry among the headings is the
 * concept's default subheading ('8471 847130'); more than one give the default under each heading
 * ('6203 6204 620342 620462': men's jeans, women's jeans). A Vietnamese, Japanese or Korean term narrower
 * than the concept's canonical English name carries its own: '축구공=soccer ball'.
 */
export function concept(
  id: string,
  category: Category,
  headings: string,
  en: string,
  vi: string,
  ja: string,
  ko: string,
  attributes?: ConceptAttributes,
): Concept {
  const list = (terms: string) => terms.split('|').map((term) => term.trim()).filter(Boolean);
  const readings: Record<string, string> = {};
  // 'term=english term' gives a term its own English reading.
  const local = (terms: string) =>
    list(terms).map((entry) => {
      const [term, english] = entry.split('=').map((part) => part.trim());
      if (english) readings[term] = english;
      return term;
    });
  const codes = headings.split(/\s+/).filter(Boolean);
  const result: Concept = { id, en: list(en), vi: local(vi), ja: local(ja), ko: local(ko), headings: codes.filter((code) => code.length === 4), category };
  if (Object.keys(readings).length) result.english_for = readings;
  const [subheading, ...others] = codes.filter((code) => code.length === 6);
  if (subheading) result.default_subheading = subheading;
  if (others.length) result.other_defaults = others;
  if (attributes) result.attributes = attributes;
  return result;
}

export const KNITTED: ConceptAttributes = { construction: 'knitted' };
export const WOVEN: ConceptAttributes = { construction: 'woven' };
export const ELECTRIC: ConceptAttributes = { electrical: true, power_source: 'electric' };
export const ELECTRONIC: ConceptAttributes = { electrical: true };
export const GENERIC: ConceptAttributes = { generic: true };
export const MANUAL: ConceptAttributes = { electrical: false, power_source: 'manual' };

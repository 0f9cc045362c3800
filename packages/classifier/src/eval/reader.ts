// Until the reader lands: the description as its own reading (no attributes), to measure retrieval alone.
import type { ClassifyInput, Normalized } from '../types';

export async function initReader(): Promise<void> {}

export function readDescription(input: ClassifyInput): Normalized {
  return {
    raw_description: input.description, clean_description: input.description, search_text: input.description, language: input.language, languages: [input.language],
    category: null, materials: [], material_groups: [], construction: null, gender: null, state: null, electrical: null, power_source: null, product_type: null,
    function: null, search_terms: [], hs_headings: [], abbreviations: {}, translation: null,
    extra: { material: null, use: null, composition: null, origin: null, notes: null }, missing: [], flags: [], extraction: { method: 'rules' },
  };
}

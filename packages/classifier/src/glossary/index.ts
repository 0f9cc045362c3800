export { conceptById, defaultSubheading, englishFor, glossaryConcepts, glossaryStats, lookupGlossary, namesOfNoGoods, PARTS_OF, nationalPhrase, productConcept, withoutNamesOfNoGoods, wholeGlossaryName, type GlossaryStats } from './lookup';
export { PhraseIndex, longestFirst, type Hit } from './matcher';
export { TextView, englishStem, escapeRegExp, foldDiacritics, latinWords, isHangul, isKatakana, type Word } from './text';
export type { Category, Concept, ConceptAttributes, Fact, GlossaryMatch } from './types';
export { deniedInPlace } from './denials';

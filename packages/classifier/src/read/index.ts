export { initReader, readDescription } from './read-description';
export { cleanDescription, extractOrigin, isCodeToken, isKnownName, isMeasureToken, stripMarkup, type Cleaned } from './clean';
export { inNamingOrder, kindAfterCommaInOrder, nounFirstInOrder } from './part-name-order';
export { expandAbbreviations, type AbbreviationContext, type Expanded } from './abbreviations';
export { countScripts, detectLanguage, initLanguageModel, languageModelLoaded, type LanguageReading } from './language';
export { englishLexiconTerms } from './lexicons';
export { catchAllHeadings, headingSteelKind, headingWearer, isBaseMetalCatchAll, steelKind } from './headings';
export { KO_DENIAL_WORDS } from './korean-words';
export { withoutBrand } from './brands';

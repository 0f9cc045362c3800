/** Reference texts the classifier and compliance hints cite, loaded from the bundles in data/reference. */
export { BUNDLE_FILES, SHARED_DATA_DIR, referenceDir } from './bundle-files';
export * from './legal-notes';
export * from './hs2022';
export * from './jp-bridge';
export * from './rulings';
export { parseNoteFile, type NoteFile, type ParseOptions } from './notes-parser';
export { referencedCodes, exclusionClauseRefs } from './note-exclusions';

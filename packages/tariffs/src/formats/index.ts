/** Schedule format readers: each turns a source file into ParsedLines plus the problems of the rows it refused. */
export { NATIONAL_DIGITS, digitsOf, formatCode, levelOf, normalizeCodeInput } from './codes';
export { UnreadableInputError } from './errors';
export { buildHierarchy, type ChapterTitle, type HierarchyOptions, type SourceRow } from './hierarchy';
export { chapterTitlesFor } from './chapter-titles';
export { detectFormat } from './detect';
export { readUsitcJson, type UsitcReadOptions } from './usitc-json';
export { readTcsCsv, type TcsCsvReadOptions } from './tcs-csv';
export { readEuCn, loadEuCn, type EuCnBundle, type EuCnReadOptions } from './eu-cn';
export { readVnTariff, type VnReadOptions } from './vn';
export { bundledDataDir, bundledFilePath, loadManifest, readBundled, type ManifestEntry } from './bundled';
export { detectFormatOfPath, readFromStream, readScheduleFile, type FileReadOptions, type StreamReadOptions } from './read-any';

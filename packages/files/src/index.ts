export { sheetKindOf } from './sheet-types';
export type { SheetKind, SheetHeader, SheetRow, ReadSheetOptions, ReadSheetResult } from './sheet-types';
export { SheetError } from './sheet-error';
export type { SheetErrorReason } from './sheet-error';
export { readSheet } from './read/read-sheet';

export { MAPPING_FIELDS } from './mapping/column-vocabulary';
export type { MappingField, ColumnMapping } from './mapping/column-vocabulary';
export { suggestMapping, mappingFieldOf } from './mapping/column-mapping';

export { neutralizeFormula } from './write/formula-guard';
export { csvLine } from './write/csv-writer';
export { createXlsxWriter } from './write/xlsx-writer';
export type { XlsxWriter, XlsxSheetWriter } from './write/xlsx-writer';

export { TEMPLATE_COLUMNS, writeTemplate } from './template/template-writer';
export { isTemplateExample } from './template/template-examples';
export type { TemplateLang } from './template/template-examples';

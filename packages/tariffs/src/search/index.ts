export * from './bm25';
export * from './tokenize';
export * from './tariff-index';

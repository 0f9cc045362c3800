export * from './embedder';
export * from './vector-index';
export * from './status';

export * from './types';
export * from './official-url';
export * from './search';
export * from './compliance';
export * from './reference';
export * from './duty';
export * from './formats';

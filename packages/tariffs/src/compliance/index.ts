export * from './hints';
export * from './vn-procedures';

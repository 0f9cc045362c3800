export * from './catalog';
export * from './connection';
export * from './queues';
export * from './run-worker';
export * from './main-helpers';
export * from './boot-worker';

export * from './api-keys';
export * from './dashboard';
export * from './ignore-list';
export * from './income';
export * from './ingest';
export * from './permissions';
export * from './products';
export * from './tracking';

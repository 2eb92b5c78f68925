export * from './api-keys';
export * from './ignore-list';
export * from './ingest';
export * from './permissions';

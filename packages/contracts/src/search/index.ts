export * from './schemas';
export * from './templates';

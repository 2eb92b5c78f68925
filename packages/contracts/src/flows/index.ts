export * from './api';
export * from './definition';
export * from './templates';
export * from './validation';

export * from './api';
export * from './definition';
export * from './email-types';
export * from './templates';
export * from './validation';

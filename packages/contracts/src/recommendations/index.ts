export * from './algorithms';
export * from './preview';
export * from './shop-answer';
export * from './template-settings';
export * from './templates';
export * from './tracking';
export * from './widgets';

export * from './algorithms';
export * from './preview';
export * from './shop-answer';
export * from './tracking';
export * from './widgets';

export * from './algorithms';
export * from './shop-answer';
export * from './tracking';
export * from './widgets';

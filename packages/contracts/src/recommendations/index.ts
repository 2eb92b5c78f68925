export * from './algorithms';
export * from './shop-answer';
export * from './widgets';

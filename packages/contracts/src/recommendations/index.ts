export * from './algorithms';
export * from './widgets';

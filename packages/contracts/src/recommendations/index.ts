export * from './algorithms';

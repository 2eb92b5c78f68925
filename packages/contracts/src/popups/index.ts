export * from './api';
export * from './competition';
export * from './discount-amount';
export * from './rule-cases';
export * from './rule-engine';
export * from './schemas';

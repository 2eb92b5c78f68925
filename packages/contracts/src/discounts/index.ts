export * from './generated-code';
export * from './schemas';

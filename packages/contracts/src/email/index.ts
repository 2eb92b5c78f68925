export * from './campaigns';
export * from './schemas';

export * from './accounts';
export * from './mail';
export * from './users';

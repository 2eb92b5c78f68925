export * from './accounts';
export * from './chat';
export * from './mail';
export * from './users';

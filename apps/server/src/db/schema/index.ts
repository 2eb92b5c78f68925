export * from './accounts';
export * from './admin';
export * from './chat';
export * from './mail';
export * from './platform';
export * from './search';
export * from './shop';
export * from './users';

export * from './events';
export * from './images';
export * from './normalize';
export * from './rules';
export * from './schemas';
export * from './widget';

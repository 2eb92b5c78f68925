/**
 * Everything in contracts that needs no zod: constants, roles, packages, settings, texts, the error shape and
 * the login and session checks. Importing the package's root runs every zod schema module, so the web app's
 * first page (the login page) imports from '@butikkpanel/contracts/core' instead.
 */
export * from './auth/session';
export * from './constants';
export * from './errors/messages';
export * from './errors/shape';
export * from './guard';
export * from './packages';
export * from './roles';
export * from './settings';

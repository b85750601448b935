export * from './auth';
export * from './errors';
export * from './health';
export * from './messages';
export * from './roles';
export * from './users';
export * from './publicConfig';

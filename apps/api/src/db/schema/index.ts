export * from './auth';
export * from './clients';
export * from './mail';
export * from './settings';
export * from './users';

export * from './auth';
export * from './clients';
export * from './mail';
export * from './metadata';
export * from './metrics';
export * from './notifications';
export * from './settings';
export * from './users';

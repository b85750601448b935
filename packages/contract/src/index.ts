export * from './auth';
export * from './errors';
export * from './health';
export * from './messages';
export * from './metadata';
export * from './roles';
export * from './users';
export * from './profile';
export * from './people';
export * from './directory';
export * from './publicConfig';
export * from './clients';
export * from './notifications';
export * from './campus';
export * from './questionnaires';
export * from './guides';
export * from './measurements';
export * from './convocatories';
export * from './processes';
export * from './processParticipants';
export * from './events';
export * from './pairs';

import { z } from 'zod';
// Zod's own messages (for rules the contract does not word itself) in Spanish, on the server and in the web alike.
z.config(z.locales.es());

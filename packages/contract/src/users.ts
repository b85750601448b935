import { z } from 'zod';
import { roleSchema } from './roles';

/** The signed-in user as the shell needs it (header name, menus, role switch). */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  lastName: z.string(),
  roles: z.array(roleSchema),
  role: roleSchema,
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  isMentor: z.boolean(),
  isEntrepreneur: z.boolean(),
  hasPassword: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

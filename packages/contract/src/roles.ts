import { z } from 'zod';

export const roles = ['ADMIN', 'COMPANY_ADMIN', 'USER'] as const;
export const roleSchema = z.enum(roles, { message: 'Rol no válido' });
export type Role = z.infer<typeof roleSchema>;

/** How each role is named in the role switch and the profile menu (spec 000 §1). */
export const roleLabels: Record<Role, string> = {
  ADMIN: 'Administrador',
  COMPANY_ADMIN: 'Administrador',
  USER: 'Usuario Programa',
};

/** The home each role lands on after signing in. */
export const roleHomePaths: Record<Role, string> = {
  ADMIN: '/admin/home',
  COMPANY_ADMIN: '/company-admin/home',
  USER: '/home',
};

import type { ComponentType } from 'react';

interface PageRoute {
  path: string;
  /** Loaded on first visit: each screen is its own chunk. */
  load: () => Promise<ComponentType>;
}

/** The screens that exist today. Menus show an entry only when its path is here. */
export const pageRoutes: readonly PageRoute[] = [
  { path: '/login', load: () => import('../features/auth/LoginPage').then((m) => m.LoginPage) },
  {
    path: '/password-recovery',
    load: () => import('../features/auth/PasswordRecoveryPage').then((m) => m.PasswordRecoveryPage),
  },
  {
    path: '/password-recovery/new-password',
    load: () => import('../features/auth/NewPasswordPage').then((m) => m.NewPasswordPage),
  },
  { path: '/admin/home', load: () => import('../features/home/AdminHomePage').then((m) => m.AdminHomePage) },
  {
    path: '/company-admin/home',
    load: () => import('../features/home/CompanyAdminHomePage').then((m) => m.CompanyAdminHomePage),
  },
  { path: '/home', load: () => import('../features/home/MemberHomePage').then((m) => m.MemberHomePage) },
  { path: '/user_profile', load: () => import('../features/profile/UserProfilePage').then((m) => m.UserProfilePage) },
];

const builtPaths = new Set(pageRoutes.map((route) => route.path));

export function isBuiltRoute(path: string): boolean {
  return builtPaths.has(path);
}

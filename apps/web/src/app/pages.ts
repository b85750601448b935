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
  {
    path: '/user_profile/edit',
    load: () => import('../features/profile/ProfileEditPage').then((m) => m.ProfileEditPage),
  },
  {
    path: '/user_profile/:userId',
    load: () => import('../features/profile/OtherUserProfilePage').then((m) => m.OtherUserProfilePage),
  },
  { path: '/admin/clients', load: () => import('../features/clients/ClientsPage').then((m) => m.ClientsPage) },
  {
    path: '/admin/clients/:clientId',
    load: () => import('../features/clients/ClientDetailPage').then((m) => m.ClientDetailPage),
  },
  {
    path: '/notifications',
    load: () => import('../features/notifications/NotificationsPage').then((m) => m.NotificationsPage),
  },
  {
    path: '/admin/metadata',
    load: () => import('../features/metadata/MetadataAdminPage').then((m) => m.MetadataAdminPage),
  },
  { path: '/admin/users', load: () => import('../features/directory/DirectoryListPage').then((m) => m.AdminsPage) },
  {
    path: '/admin/company-admins',
    load: () => import('../features/directory/DirectoryListPage').then((m) => m.CompanyAdminsPage),
  },
  {
    path: '/admin/students',
    load: () => import('../features/directory/DirectoryListPage').then((m) => m.StudentsPage),
  },
  { path: '/admin/mentors', load: () => import('../features/directory/DirectoryListPage').then((m) => m.MentorsPage) },
];

const builtPaths = new Set(pageRoutes.map((route) => route.path));

export function isBuiltRoute(path: string): boolean {
  return builtPaths.has(path);
}

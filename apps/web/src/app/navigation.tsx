import {
  ApartmentOutlined,
  BankOutlined,
  BarChartOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FormOutlined,
  HomeOutlined,
  MailOutlined,
  NotificationOutlined,
  ReadOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { isBuiltRoute } from './pages';

export interface NavLeaf {
  label: string;
  path: string;
  icon?: ReactNode;
  /** Other exact paths where this entry is the current one, besides `path` and the pages under it. */
  alsoActiveOn?: string[];
}

export interface NavGroup {
  label: string;
  icon?: ReactNode;
  children: NavLeaf[];
}

export type NavEntry = NavLeaf | NavGroup;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'children' in entry;
}

/** Spec 000 §2 "Admin side menu", complete; entries appear as their screens get built. */
export const adminMenu: NavEntry[] = [
  { label: 'Inicio', path: '/admin/home', icon: <HomeOutlined />, alsoActiveOn: ['/admin'] },
  { label: 'Campus', path: '/admin/campus', icon: <ReadOutlined /> },
  // Not in spec 000 §2's menu: the entrepreneurs' blog (spec 002 §2.9) is written here.
  { label: 'Blog', path: '/admin/blog', icon: <FileTextOutlined /> },
  { label: 'Clientes', path: '/admin/clients', icon: <BankOutlined /> },
  { label: 'Convocatorias', path: '/admin/convocatory', icon: <NotificationOutlined /> },
  {
    label: 'Cuestionarios',
    icon: <FormOutlined />,
    children: [
      { label: 'Listado', path: '/admin/questionaries' },
      { label: 'MDI', path: '/admin/questionary-bundles/mdi' },
      { label: 'Feedback sesiones', path: '/admin/questionary-bundles/session_feedback' },
      { label: 'Panel MDI', path: '/admin/mdi/panel' },
      { label: 'Pauta', path: '/admin/dynamic-mentorship' },
      // Not in spec 000 §2's menu: the guides list (spec 001 §2) needs an entry to be reached.
      { label: 'Pautas de sesión', path: '/admin/mentorship' },
      { label: 'Públicos', path: '/admin/open-questionaries' },
    ],
  },
  { label: 'Desafíos', path: '/admin/challenges', icon: <TrophyOutlined /> },
  { label: 'Procesos', path: '/admin/processes', icon: <ApartmentOutlined /> },
  {
    label: 'Reportes',
    icon: <BarChartOutlined />,
    children: [
      { label: 'MDI-Feedback', path: '/admin/reports' },
      { label: 'Talleres', path: '/admin/workshop-report' },
    ],
  },
  {
    label: 'Usuarios',
    icon: <TeamOutlined />,
    children: [
      { label: 'Administradoras', path: '/admin/users' },
      { label: 'Admin Empresas', path: '/admin/company-admins' },
      { label: 'Mentees', path: '/admin/students' },
      { label: 'Mentoras', path: '/admin/mentors' },
      { label: 'Listas de referencia', path: '/admin/metadata' },
    ],
  },
  // Not in spec 000 §2's menu: the mail outbox and the failed background jobs need an entry to be reached.
  { label: 'Correos y tareas', path: '/admin/outbox', icon: <MailOutlined /> },
];

/** Spec 000 §2 "Company-admin menu" (the process list is also the company admin's home), and her reports. */
export const companyAdminMenu: NavEntry[] = [
  {
    label: 'Procesos',
    path: '/company-admin/processes',
    icon: <ApartmentOutlined />,
    alsoActiveOn: ['/company-admin/home'],
  },
  {
    label: 'Panel General Empresa',
    path: '/company-admin/dashboard',
    icon: <DashboardOutlined />,
    alsoActiveOn: ['/client/dashboard'],
  },
  // Not in spec 000 §2's menu: the same reports as the admins', on her own client's figures.
  {
    label: 'Reportes',
    icon: <BarChartOutlined />,
    children: [
      { label: 'MDI-Feedback', path: '/company-admin/reports' },
      { label: 'Talleres', path: '/company-admin/workshop-report' },
    ],
  },
];

/** Spec 000 §2 "Member top navigation"; Blog and Emprendedoras only for users with entrepreneur info. */
export function memberNavigation(isEntrepreneur: boolean): NavLeaf[] {
  const entries: NavLeaf[] = [
    { label: 'Home', path: '/home' },
    { label: 'Campus', path: '/campus' },
  ];
  if (isEntrepreneur)
    entries.push({ label: 'Blog', path: '/blog' }, { label: 'Emprendedoras', path: '/entrepreneurs' });
  return entries;
}

/**
 * The entries whose screens exist. A leaf whose own path is not built is still shown, pointing at the first
 * built path it is also active on (the company admin's 'Procesos' opens /company-admin/home until the process
 * list exists). Groups without any visible leaf disappear.
 */
export function visibleEntries<T extends NavEntry>(
  entries: T[],
  isBuilt: (path: string) => boolean = isBuiltRoute,
): T[] {
  const visible: T[] = [];
  for (const entry of entries) {
    if (isNavGroup(entry)) {
      const children = visibleEntries(entry.children, isBuilt);
      if (children.length > 0) visible.push({ ...entry, children });
      continue;
    }
    const target = [entry.path, ...(entry.alsoActiveOn ?? [])].find(isBuilt);
    if (target) visible.push({ ...entry, path: target });
  }
  return visible;
}

function leaves(entries: NavEntry[]): NavLeaf[] {
  return entries.flatMap((entry) => (isNavGroup(entry) ? entry.children : [entry]));
}

function isUnder(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The entry for the current page: the longest matching path, so /admin/processes/x selects 'Procesos'. */
export function activeEntryPath(entries: NavEntry[], pathname: string): string | undefined {
  let best: { path: string; length: number } | undefined;
  for (const leaf of leaves(entries)) {
    const matched = isUnder(pathname, leaf.path) ? leaf.path : leaf.alsoActiveOn?.find((path) => path === pathname);
    if (matched && (!best || matched.length > best.length)) best = { path: leaf.path, length: matched.length };
  }
  return best?.path;
}

/** The group holding the current page, to open it in the side menu. */
export function activeGroupLabel(entries: NavEntry[], pathname: string): string | undefined {
  const active = activeEntryPath(entries, pathname);
  return entries.find((entry) => isNavGroup(entry) && entry.children.some((child) => child.path === active))?.label;
}

import { describe, expect, it } from 'vitest';
import {
  activeEntryPath,
  activeGroupLabel,
  adminMenu,
  companyAdminMenu,
  isNavGroup,
  memberNavigation,
  visibleEntries,
  type NavEntry,
} from './navigation';
import { routeAccessOf } from './routeGating';

const leafPaths = (entries: NavEntry[]) =>
  entries.flatMap((entry) => (isNavGroup(entry) ? entry.children.map((child) => child.path) : [entry.path]));

const labels = (entries: NavEntry[]): unknown[] =>
  entries.map((entry) => (isNavGroup(entry) ? [entry.label, labels(entry.children)] : entry.label));

describe('menus', () => {
  it('list the whole admin side menu of the spec, all admin-only', () => {
    expect(labels(adminMenu)).toEqual([
      'Inicio',
      'Campus',
      // Not in the spec's menu: where the entrepreneurs' blog is written.
      'Blog',
      'Clientes',
      'Convocatorias',
      // The spec's group, plus the guides list (spec 001 §2) after 'Pauta'.
      ['Cuestionarios', ['Listado', 'MDI', 'Feedback sesiones', 'Panel MDI', 'Pauta', 'Pautas de sesión', 'Públicos']],
      'Desafíos',
      'Procesos',
      ['Reportes', ['MDI-Feedback', 'Talleres']],
      // The spec's menu, plus the reference lists' screen (issue 3) at the end of 'Usuarios'.
      ['Usuarios', ['Administradoras', 'Admin Empresas', 'Mentees', 'Mentoras', 'Listas de referencia']],
      // The mail outbox and failed jobs, last.
      'Correos y tareas',
    ]);
    for (const path of leafPaths(adminMenu)) expect(routeAccessOf(path), path).toBe('admin');
  });

  it('gate the company-admin and member entries like their routes', () => {
    for (const path of leafPaths(companyAdminMenu)) expect(routeAccessOf(path)).toBe('companyAdmin');
    expect(memberNavigation(false).map((entry) => entry.label)).toEqual(['Home', 'Campus']);
    expect(memberNavigation(true).map((entry) => entry.label)).toEqual(['Home', 'Campus', 'Blog', 'Emprendedoras']);
    for (const entry of memberNavigation(true)) expect(routeAccessOf(entry.path)).not.toBeNull();
  });

  it('show only the entries whose screens exist, and groups with at least one', () => {
    const built = new Set(['/admin/home', '/admin/reports']);
    expect(labels(visibleEntries(adminMenu, (path) => built.has(path)))).toEqual([
      'Inicio',
      ['Reportes', ['MDI-Feedback']],
    ]);
  });

  it("point the company admin's 'Procesos' at the home until the process list exists", () => {
    expect(visibleEntries(companyAdminMenu, (path) => path === '/company-admin/home')).toMatchObject([
      { label: 'Procesos', path: '/company-admin/home' },
    ]);
    expect(visibleEntries(companyAdminMenu, () => true)).toMatchObject([
      { label: 'Procesos', path: '/company-admin/processes' },
      { label: 'Panel General Empresa', path: '/company-admin/dashboard' },
      {
        label: 'Reportes',
        children: [
          { label: 'MDI-Feedback', path: '/company-admin/reports' },
          { label: 'Talleres', path: '/company-admin/workshop-report' },
        ],
      },
    ]);
    expect(visibleEntries(companyAdminMenu, () => false)).toEqual([]);
  });

  it('select the entry of the current page, including pages under it', () => {
    expect(activeEntryPath(adminMenu, '/admin/home')).toBe('/admin/home');
    expect(activeEntryPath(adminMenu, '/admin')).toBe('/admin/home');
    expect(activeEntryPath(adminMenu, '/admin/processes/in_progress/p-1')).toBe('/admin/processes');
    expect(activeEntryPath(adminMenu, '/admin/mdi/panel')).toBe('/admin/mdi/panel');
    expect(activeGroupLabel(adminMenu, '/admin/mdi/panel')).toBe('Cuestionarios');
    expect(activeEntryPath(adminMenu, '/admin/mentorship/g-1/edit')).toBe('/admin/mentorship');
    expect(activeEntryPath(adminMenu, '/admin/homework')).toBeUndefined();
    expect(activeEntryPath(companyAdminMenu, '/company-admin/home')).toBe('/company-admin/processes');
  });
});

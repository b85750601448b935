import { directoryMessages, type UserFormRole } from '@enlaza/contract';

export type DirectoryKind = 'admins' | 'companyAdmins' | 'students' | 'mentors';

export interface DirectoryKindConfig {
  kind: DirectoryKind;
  title: string;
  /** The role the list is about: checked and locked in the form (spec 001 §5). */
  baseRole: UserFormRole;
  /** '{Rol} creada con éxito!' (spec 001 §8). */
  roleLabel: string;
  addLabel: string;
  loadError: string;
  /** Spec 001 §2: Eliminar only on the admins' and company admins' lists. */
  deleteError?: string;
  importAudience?: 'students' | 'mentors';
}

export const directoryKinds: Record<DirectoryKind, DirectoryKindConfig> = {
  admins: {
    kind: 'admins',
    title: 'Administradoras',
    baseRole: 'ADMIN',
    roleLabel: 'Administradora',
    addLabel: 'Agregar administradora',
    loadError: 'Error al cargar administradoras',
    deleteError: directoryMessages.deleteAdmin,
  },
  companyAdmins: {
    kind: 'companyAdmins',
    title: 'Administradores de empresa',
    baseRole: 'COMPANY_ADMIN',
    roleLabel: 'Administradora de empresa',
    addLabel: 'Agregar administrador de empresa',
    loadError: 'Error al cargar administradores de empresa',
    deleteError: directoryMessages.deleteCompanyAdmin,
  },
  students: {
    kind: 'students',
    title: 'Mentees',
    baseRole: 'STUDENT',
    roleLabel: 'Mentee',
    addLabel: 'Agregar mentee',
    loadError: directoryMessages.loadStudents,
    importAudience: 'students',
  },
  mentors: {
    kind: 'mentors',
    title: 'Mentoras',
    baseRole: 'MENTOR',
    roleLabel: 'Mentora',
    addLabel: 'Agregar mentora',
    loadError: directoryMessages.loadMentors,
    importAudience: 'mentors',
  },
};

/** How each role reads in the form's checkboxes and the lists. */
export const formRoleLabels: Record<UserFormRole, string> = {
  ADMIN: 'Administradora',
  COMPANY_ADMIN: 'Admin Empresa',
  MENTOR: 'Mentora',
  STUDENT: 'Mentee',
};

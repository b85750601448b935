import {
  DEFAULT_COUNTRY,
  userFormNeedsProfile,
  userFormRoles,
  type DirectoryUser,
  type Gender,
  type MentorStatus,
  type MentorType,
  type UserFormInput,
  type UserFormRole,
} from '@enlaza/contract';
import { formRoleLabels } from './directoryKinds';

/** What the antd form holds. */
export interface UserFormValues {
  name: string;
  lastName: string;
  email: string;
  cellphone?: string;
  country: string;
  region?: string;
  gender?: Gender;
  roles: UserFormRole[];
  clientId?: string;
  mentorType?: MentorType;
  mentorStatus: MentorStatus;
  isForeign: boolean;
  biography?: string;
  company?: string;
  businessArea?: string;
  businessPositionId?: string;
  university?: string;
  career?: string;
  adviceIds: string[];
  mainAdviceId?: string;
  attributeIds: string[];
}

const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

export function initialUserFormValues(baseRole: UserFormRole, user?: DirectoryUser): UserFormValues {
  if (!user) {
    return {
      name: '',
      lastName: '',
      email: '',
      country: DEFAULT_COUNTRY,
      roles: [baseRole],
      mentorType: baseRole === 'MENTOR' ? 'INTERNAL' : undefined,
      mentorStatus: 'ACTIVE',
      isForeign: false,
      adviceIds: [],
      attributeIds: [],
    };
  }
  return {
    name: user.name,
    lastName: user.lastName,
    email: user.email,
    cellphone: orUndefined(user.cellphone),
    country: user.country ?? DEFAULT_COUNTRY,
    region: orUndefined(user.region),
    gender: orUndefined(user.gender),
    roles: user.roles.includes(baseRole) ? user.roles : [baseRole, ...user.roles],
    clientId: orUndefined(user.clientId),
    mentorType: orUndefined(user.mentorshipInfo?.mentorType),
    mentorStatus: user.mentorshipInfo?.mentorStatus ?? 'ACTIVE',
    isForeign: user.isForeign,
    biography: orUndefined(user.biography),
    company: orUndefined(user.professionalInfo.company),
    businessArea: orUndefined(user.professionalInfo.businessArea),
    businessPositionId: orUndefined(user.professionalInfo.businessPositionId),
    university: orUndefined(user.professionalInfo.university),
    career: orUndefined(user.professionalInfo.career),
    adviceIds: user.adviceIds,
    mainAdviceId: orUndefined(user.mainAdviceId),
    attributeIds: user.attributeIds,
  };
}

/** The list's own role first (a new login starts with it), then the others in the form's order. */
export function orderedRoles(roles: readonly UserFormRole[], baseRole: UserFormRole): UserFormRole[] {
  const others = userFormRoles.filter((role) => role !== baseRole && roles.includes(role));
  return roles.includes(baseRole) ? [baseRole, ...others] : others;
}

export function toUserFormPayload(values: UserFormValues, baseRole: UserFormRole): UserFormInput {
  const roles = orderedRoles(values.roles, baseRole);
  const isMentor = roles.includes('MENTOR');
  const needsProfile = userFormNeedsProfile(roles);
  return {
    name: values.name,
    lastName: values.lastName,
    email: values.email,
    cellphone: values.cellphone || null,
    country: values.country,
    region: values.region || null,
    gender: values.gender ?? null,
    roles,
    clientId: values.clientId || null,
    mentorType: isMentor ? (values.mentorType ?? null) : null,
    mentorStatus: values.mentorStatus,
    isForeign: values.isForeign,
    biography: values.biography || null,
    company: values.company || null,
    businessArea: values.businessArea || null,
    businessPositionId: values.businessPositionId || null,
    university: values.university || null,
    career: values.career || null,
    adviceIds: needsProfile ? values.adviceIds : [],
    mainAdviceId: needsProfile ? (values.mainAdviceId ?? null) : null,
    attributeIds: needsProfile ? values.attributeIds : [],
  };
}

export interface RoleOption {
  value: UserFormRole;
  label: string;
  disabled: boolean;
}

/**
 * Spec 001 §5: the ADMIN box appears only on the admins' list (or, locked, for someone who already is one);
 * the list's own role is locked; MENTOR and STUDENT exclude each other.
 */
export function roleOptions(baseRole: UserFormRole, selected: readonly UserFormRole[]): RoleOption[] {
  return userFormRoles
    .filter((role) => role !== 'ADMIN' || baseRole === 'ADMIN' || selected.includes('ADMIN'))
    .map((role) => {
      const excludedBy: UserFormRole | null = role === 'MENTOR' ? 'STUDENT' : role === 'STUDENT' ? 'MENTOR' : null;
      const locked = role === baseRole || (role === 'ADMIN' && baseRole !== 'ADMIN');
      return {
        value: role,
        label: formRoleLabels[role],
        disabled: locked || (excludedBy !== null && selected.includes(excludedBy)),
      };
    });
}

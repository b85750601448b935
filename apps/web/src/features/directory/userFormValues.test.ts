import { userFormSchema, type DirectoryUser } from '@enlaza/contract';
import { describe, expect, it } from 'vitest';
import { initialUserFormValues, orderedRoles, roleOptions, toUserFormPayload } from './userFormValues';

const mentor: DirectoryUser = {
  userId: 'u1',
  name: 'Valeria',
  lastName: 'Fuentes',
  email: 'valeria@example.com',
  gender: 'FEMALE',
  cellphone: '+56 912341234',
  country: 'Chile',
  region: 'Valparaíso',
  roles: ['MENTOR', 'COMPANY_ADMIN'],
  clientId: '5f0e8d5c-8d0b-4d6f-9a43-0d3f1c7f7f11',
  clientName: 'Cliente',
  mentorshipInfo: { mentorType: 'EXTERNAL', mentorStatus: 'WARNING' },
  isForeign: false,
  biography: null,
  professionalInfo: {
    businessArea: 'Gerenta',
    company: 'Empresa',
    university: 'U. de Chile',
    career: 'Ingeniería',
    businessPositionId: '5f0e8d5c-8d0b-4d6f-9a43-0d3f1c7f7f12',
  },
  adviceIds: [
    '5f0e8d5c-8d0b-4d6f-9a43-0d3f1c7f7f13',
    '5f0e8d5c-8d0b-4d6f-9a43-0d3f1c7f7f14',
    '5f0e8d5c-8d0b-4d6f-9a43-0d3f1c7f7f15',
  ],
  mainAdviceId: '5f0e8d5c-8d0b-4d6f-9a43-0d3f1c7f7f14',
  attributeIds: [
    '5f0e8d5c-8d0b-4d6f-9a43-0d3f1c7f7f16',
    '5f0e8d5c-8d0b-4d6f-9a43-0d3f1c7f7f17',
    '5f0e8d5c-8d0b-4d6f-9a43-0d3f1c7f7f18',
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('user form roles (spec 001 §5)', () => {
  it('offers ADMIN only on the admins list, locks the base role and makes MENTOR and STUDENT exclusive', () => {
    expect(roleOptions('MENTOR', ['MENTOR'])).toEqual([
      { value: 'COMPANY_ADMIN', label: 'Admin Empresa', disabled: false },
      { value: 'MENTOR', label: 'Mentora', disabled: true },
      { value: 'STUDENT', label: 'Mentee', disabled: true },
    ]);
    expect(roleOptions('ADMIN', ['ADMIN', 'STUDENT']).map((o) => [o.value, o.disabled])).toEqual([
      ['ADMIN', true],
      ['COMPANY_ADMIN', false],
      ['MENTOR', true],
      ['STUDENT', false],
    ]);
  });

  it('shows an existing ADMIN role on other lists, locked so it is kept', () => {
    expect(roleOptions('STUDENT', ['STUDENT', 'ADMIN'])[0]).toEqual({
      value: 'ADMIN',
      label: 'Administradora',
      disabled: true,
    });
  });

  it('sends the list role first, then the others in the form order', () => {
    expect(orderedRoles(['STUDENT', 'ADMIN', 'COMPANY_ADMIN'], 'COMPANY_ADMIN')).toEqual([
      'COMPANY_ADMIN',
      'ADMIN',
      'STUDENT',
    ]);
  });
});

describe('form values and payload', () => {
  it('round-trips an existing mentor into a payload the contract accepts, keeping En Capilla', () => {
    const payload = toUserFormPayload(initialUserFormValues('MENTOR', mentor), 'MENTOR');
    const parsed = userFormSchema.safeParse(payload);
    expect(parsed.success).toBe(true);
    expect(payload).toMatchObject({
      roles: ['MENTOR', 'COMPANY_ADMIN'],
      mentorType: 'EXTERNAL',
      mentorStatus: 'WARNING',
      mainAdviceId: mentor.mainAdviceId,
    });
  });

  it('starts a new form with the list role, Chile, an active internal mentor', () => {
    expect(initialUserFormValues('MENTOR')).toMatchObject({
      roles: ['MENTOR'],
      country: 'Chile',
      mentorType: 'INTERNAL',
      mentorStatus: 'ACTIVE',
    });
  });

  it('drops the profile selections and mentor type for an admin without programme roles', () => {
    const values = { ...initialUserFormValues('ADMIN'), name: 'Rosa', lastName: 'Díaz', email: 'rosa@example.com' };
    const payload = toUserFormPayload({ ...values, adviceIds: ['x'], mentorType: 'EXTERNAL' }, 'ADMIN');
    expect(payload).toMatchObject({ roles: ['ADMIN'], adviceIds: [], mentorType: null, cellphone: null });
    expect(userFormSchema.safeParse(payload).success).toBe(true);
  });
});

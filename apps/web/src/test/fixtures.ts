import type { ProcessDetail, UserProfile } from '@enlaza/contract';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An access token the UI can read (the UI never verifies signatures; the server does). */
export function unsignedAccessToken(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'HS256' })}.${base64url({ role: 'USER', roles: ['USER'], sid: 's1', ...claims })}.firma`;
}

/** GET /api/users/me of a member with nothing filled in beyond her name; `overrides` sets what a test needs. */
export function userProfileOf(overrides: Partial<UserProfile> & { id: string }): UserProfile {
  return {
    name: 'Rocío',
    lastName: 'Vidal',
    email: 'rocio@example.com',
    gender: 'FEMALE',
    photoUrl: null,
    biography: null,
    dateOfBirth: null,
    contactInfo: { cellphone: null, country: 'Chile', region: null },
    professionalInfo: {
      company: null,
      businessPosition: null,
      businessPositionId: null,
      businessArea: null,
      university: null,
      carrer: null,
    },
    interests: [],
    attributeIds: [],
    adviceIds: [],
    mainAdviceId: null,
    mentorshipInfo: null,
    emprendeInfo: null,
    hasPassword: true,
    isForeign: false,
    isLegacy: false,
    completedTutorials: [],
    roles: ['USER'],
    role: 'USER',
    clientId: null,
    clientName: null,
    isMentor: false,
    isEntrepreneur: false,
    missingFields: [],
    ...overrides,
  } as UserProfile;
}

/** GET /api/process/{id} of a complete process in progress with no guide, MDI or people; `overrides` sets the rest. */
export function processDetailOf(
  overrides: Partial<ProcessDetail> & { processId: string; name: string },
): ProcessDetail {
  return {
    status: 'IN_PROGRESS',
    serviceType: ['MENTORING'],
    client: { clientId: 'cl1', name: 'Compañía Demo', rut: null },
    owner: null,
    estimatedStartDate: '2026-10-01',
    estimatedEndDate: '2027-01-01',
    mentorsCount: 0,
    studentsCount: 0,
    logoUrl: null,
    updatedAt: '2026-11-22T10:00:00.000Z',
    mentorship: null,
    dynamicMentorship: null,
    mdi: null,
    sessionsFeedbackBundle: null,
    ungrouped: false,
    isMentorup: false,
    emprendeType: null,
    specialtyName: null,
    emprendeMainProcessId: null,
    convocatoryId: null,
    campusIds: [],
    sessionsDateRanges: [],
    networking: null,
    startDate: null,
    endDate: null,
    createdAt: '2026-09-01T10:00:00.000Z',
    completeness: { complete: true, missing: [] },
    attraction: null,
    ...overrides,
  };
}

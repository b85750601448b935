import { expect, type APIRequestContext } from '@playwright/test';
import { bearer, getJson } from './api';

const DEMO_DRAFT = 'Compañía Demo - Mentoría - 2026';

interface CampusSummary {
  campusId: string;
  title: string;
  role: 'MENTOR' | 'STUDENT';
}

/** The demo library's impact measurement, 'Medición de impacto Programa Mentoras'. */
async function demoMdiId(request: APIRequestContext, token: string): Promise<string> {
  const found = await getJson<{ docs: { mdiId: string; name: string }[] }>(
    request,
    token,
    `/api/mdi?searchFilter=${encodeURIComponent('Programa Mentoras')}`,
  );
  return found.docs.find((x) => x.name === 'Medición de impacto Programa Mentoras')!.mdiId;
}

/**
 * A mentoring process of its own in draft, like the demo draft (its client, guide and feedback bundle, no MDI), owned
 * by the caller, running a year from today. With `dynamicGuideId` it follows that session-guide template instead of
 * the draft's guide; with `demoMdi`, the demo's impact measurement measures it. Returns its id.
 */
export async function mentoringDraft(
  request: APIRequestContext,
  token: string,
  options: { name: string; serviceTypes?: string[]; dynamicGuideId?: string; demoMdi?: boolean },
): Promise<string> {
  const me = await getJson<{ userId?: string; id?: string }>(request, token, '/api/users/me');
  const drafts = await getJson<{ docs: { processId: string; name: string }[] }>(
    request,
    token,
    `/api/process?status=DRAFT&name=${encodeURIComponent(DEMO_DRAFT)}`,
  );
  const demo = await getJson<{
    client: { clientId: string };
    mentorship: { id: string } | null;
    sessionsFeedbackBundle: { id: string } | null;
  }>(request, token, `/api/process/${drafts.docs.find((p) => p.name === DEMO_DRAFT)!.processId}`);
  const today = new Date().toISOString().slice(0, 10);
  const created = await request.post('/api/process', {
    headers: bearer(token),
    data: {
      name: options.name,
      clientId: demo.client.clientId,
      serviceTypes: options.serviceTypes ?? ['MENTORING'],
      ...(options.dynamicGuideId
        ? { dynamicMentorshipId: options.dynamicGuideId }
        : { mentorshipId: demo.mentorship!.id }),
      sessionsFeedbackBundleId: demo.sessionsFeedbackBundle!.id,
      ...(options.demoMdi ? { mdiId: await demoMdiId(request, token) } : { withoutMdi: true }),
      estimatedStartDate: today,
      estimatedEndDate: today.replace(/^(\d{4})/, (y) => String(Number(y) + 1)),
      ownerId: me.userId ?? me.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { processId: string }).processId;
}

/**
 * A draft process of its own (see {@link mentoringDraft}) with the longest-named campus of each audience, and the
 * given people added by email, each mentor placed in the mentor campus.
 */
export async function draftProcessWithCampus(
  request: APIRequestContext,
  token: string,
  options: { name: string; mentorEmails: string[] },
): Promise<string> {
  const headers = bearer(token);
  const processId = await mentoringDraft(request, token, { name: options.name });

  const campuses = (await getJson<{ docs: CampusSummary[] }>(request, token, '/api/campus')).docs;
  const longestOf = (role: CampusSummary['role']) =>
    campuses.filter((c) => c.role === role).sort((a, b) => b.title.length - a.title.length)[0]!;
  const mentorCampus = longestOf('MENTOR');
  const chosen = await request.put(`/api/process/${processId}/campus`, {
    headers,
    data: { campusIds: [mentorCampus.campusId, longestOf('STUDENT').campusId] },
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);

  const added = await request.put(`/api/process/${processId}/add_users_to_process_by_email`, {
    headers,
    data: { emails: options.mentorEmails },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const mentors = await getJson<{ docs: { userId: string }[] }>(
    request,
    token,
    `/api/process/${processId}/participants?role=MENTOR`,
  );
  const placed = await request.put(`/api/process/${processId}/campus/users`, {
    headers,
    data: { mentorsAssignation: mentors.docs.map(({ userId }) => ({ userId, campusId: mentorCampus.campusId })) },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return processId;
}

/**
 * A workshop process of its own in draft, measured by the demo MDI and owned by the caller, for `clientId` (the demo
 * client when none is given). Returns its id.
 */
export async function workshopDraft(
  request: APIRequestContext,
  token: string,
  options: { name: string; clientId?: string },
): Promise<string> {
  const me = await getJson<{ userId?: string; id?: string }>(request, token, '/api/users/me');
  const clientId =
    options.clientId ??
    (
      await getJson<{ docs: { clientId: string; name: string }[] }>(
        request,
        token,
        `/api/clients?searchFilter=${encodeURIComponent('Compañía Demo')}`,
      )
    ).docs.find((c) => c.name === 'Compañía Demo')!.clientId;
  const mdiId = await demoMdiId(request, token);
  const today = new Date().toISOString().slice(0, 10);
  const created = await request.post('/api/process', {
    headers: bearer(token),
    data: {
      name: options.name,
      clientId,
      serviceTypes: ['WORKSHOP'],
      mdiId,
      estimatedStartDate: today,
      estimatedEndDate: today.replace(/^(\d{4})/, (y) => String(Number(y) + 1)),
      ownerId: me.userId ?? me.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { processId: string }).processId;
}

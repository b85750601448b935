import { expect, type APIRequestContext } from '@playwright/test';
import { bearer, getJson, tokenOf } from './api';
import { mentoringDraft } from './draftProcess';

/** The demo library's dynamic guide template (apps/api/src/db/seed/library/measurements.ts DEMO_TEMPLATE_NAME). */
const DEMO_GUIDE_TEMPLATE = 'Pauta dinámica Programa Mentoras';
/** The demo mentee and mentor: they can sign in and accept their invitations themselves. */
export const DEMO_PEOPLE = ['mentee@enlaza.test', 'mentora@enlaza.test'];
/** Seeded people without a password: an admin confirms them through pairs added from their emails. */
export const EXTRA_MENTEES = ['sofia.diaz@enlaza.test', 'tomas.silva@enlaza.test'];
export const EXTRA_MENTORS = ['carolina.rojas@enlaza.test', 'andres.munoz@enlaza.test'];

export interface NetworkingSettings {
  businessAreaConfiguration: 'DISTINCT' | 'SIMILAR' | 'INDIFFERENT';
  businessPositionConfiguration: 'DISTINCT' | 'SIMILAR' | 'INDIFFERENT';
  interestTypeConfiguration: 'DISTINCT' | 'SIMILAR' | 'INDIFFERENT';
  regionConfiguration: 'DISTINCT' | 'SIMILAR' | 'INDIFFERENT';
  numberOfMatch: number;
}

/**
 * A draft of its own like the demo draft (see {@link mentoringDraft}): the demo mentor has confirmed, the demo mentee
 * is invited and has not answered. Returns its id; the caller deletes it, which takes the invitations with it.
 */
export async function draftWithConfirmedMentor(
  request: APIRequestContext,
  token: string,
  options: { name: string; demoMdi?: boolean },
): Promise<string> {
  const processId = await mentoringDraft(request, token, options);
  const added = await request.put(`/api/process/${processId}/add_users_to_process_by_email`, {
    headers: bearer(token),
    data: { emails: DEMO_PEOPLE },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const accepted = await request.put(`/api/process/${processId}/accept_invitation`, {
    headers: bearer(await tokenOf(request, 'mentora@enlaza.test')),
    data: {},
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return processId;
}

/**
 * A pre-kickoff process of its own (see {@link mentoringDraft}) whose people are all
 * confirmed and unpaired: the demo mentee and mentor plus the extra mentees and mentors. Kickoff needs every mentor
 * confirmed and as many mentees as mentors, so the demo pair accepts first; the extra people are confirmed through
 * pairs added from their emails and deleted again. With `withoutDemoPeople` the demo pair leaves afterwards.
 */
export async function preKickoffProcess(
  request: APIRequestContext,
  token: string,
  options: {
    name: string;
    networking?: NetworkingSettings;
    withoutDemoPeople?: boolean;
    /** Follow the demo library's dynamic guide template (a session guide per objective) instead of the draft's guide. */
    dynamicGuide?: boolean;
  },
): Promise<string> {
  const headers = bearer(token);
  const template = options.dynamicGuide
    ? (
        await getJson<{ docs: { dynamicMentorshipId: string; name: string }[] }>(
          request,
          token,
          `/api/dynamic-mentorship?limit=100`,
        )
      ).docs.find((t) => t.name === DEMO_GUIDE_TEMPLATE)
    : undefined;
  if (options.dynamicGuide) expect(template, `the demo guide template '${DEMO_GUIDE_TEMPLATE}'`).toBeTruthy();
  const processId = await mentoringDraft(request, token, {
    name: options.name,
    serviceTypes: options.networking ? ['MENTORING', 'NETWORKING'] : ['MENTORING'],
    dynamicGuideId: template?.dynamicMentorshipId,
  });
  if (options.networking) {
    const configured = await request.put(`/api/process/${processId}`, {
      headers,
      data: { networking: options.networking },
    });
    expect(configured.ok(), await configured.text()).toBe(true);
  }
  const added = await request.put(`/api/process/${processId}/add_users_to_process_by_email`, {
    headers,
    data: { emails: DEMO_PEOPLE },
  });
  expect(added.ok(), await added.text()).toBe(true);
  for (const email of DEMO_PEOPLE) {
    const accepted = await request.put(`/api/process/${processId}/accept_invitation`, {
      headers: bearer(await tokenOf(request, email)),
      data: {},
    });
    expect(accepted.ok(), `${email}: ${await accepted.text()}`).toBe(true);
  }
  const kickoff = await request.put(`/api/process/${processId}/kickoff`, { headers });
  expect(kickoff.ok(), await kickoff.text()).toBe(true);
  const confirmed = await request.post(`/api/process/${processId}/add_pairs_from_emails`, {
    headers,
    data: { pairs: EXTRA_MENTEES.map((studentEmail, i) => ({ studentEmail, mentorEmail: EXTRA_MENTORS[i] })) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(201);
  for (const pairId of ((await confirmed.json()) as { pairIds: string[] }).pairIds) {
    const removed = await request.delete(`/api/process/pair/${pairId}`, { headers });
    expect(removed.ok(), await removed.text()).toBe(true);
  }
  if (options.withoutDemoPeople) {
    for (const role of ['STUDENT', 'MENTOR']) {
      const participants = await getJson<{ docs: { userId: string; data: { email: string } }[] }>(
        request,
        token,
        `/api/process/${processId}/participants?role=${role}`,
      );
      const person = participants.docs.find((p) => DEMO_PEOPLE.includes(p.data.email))!;
      const left = await request.delete(`/api/process/${processId}/participants/${person.userId}`, { headers });
      expect(left.status(), await left.text()).toBe(204);
    }
  }
  return processId;
}

/**
 * Ends a test's own process: a started process cannot be deleted, so the demo pair is disabled (the demo people's
 * own lists do not show it any more) and the process finalized; one that never started is deleted.
 */
export async function releaseDemoPeople(request: APIRequestContext, token: string, processId: string) {
  const headers = bearer(token);
  const pairs = await getJson<{ docs: { pairId: string; disabled: boolean; student: { email: string } }[] }>(
    request,
    token,
    `/api/process/pairs/${processId}?limit=100`,
  ).catch(() => ({ docs: [] }));
  for (const pair of pairs.docs) {
    if (!pair.disabled && DEMO_PEOPLE.includes(pair.student.email)) {
      await request.post(`/api/process/pair/disable/${pair.pairId}`, { headers });
    }
  }
  const finalized = await request.put(`/api/process/${processId}/finalize`, { headers });
  if (!finalized.ok()) {
    await request.put(`/api/process/${processId}/draft`, { headers });
    await request.delete(`/api/process/${processId}`, { headers });
  }
}

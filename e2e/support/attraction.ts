import { expect, type APIRequestContext } from '@playwright/test';
import { bearer, getJson, tokenOf } from './api';

/** The demo's attraction process in progress (apps/api/src/db/seed/attraction.ts DEMO_ATTRACTION_NAME). */
export const DEMO_ATTRACTION = 'Compañía Demo - Atracción de Talento - 2026';
/** A student of its first group and that group's tutor; the second group's student (all with the demo password). */
export const ATTRACTION_STUDENT = 'estudiante@enlaza.test';
export const ATTRACTION_TUTOR = 'tutora@enlaza.test';
export const OTHER_GROUP_STUDENT = 'estudiante3@enlaza.test';

/**
 * The demo attraction process in progress with its two groups, found through the API: the chat journeys start from
 * it (attractionJourney.spec builds a whole programme through the screens).
 */
export async function demoAttractionProcess(request: APIRequestContext): Promise<{ processId: string }> {
  const admin = await tokenOf(request, 'admin@enlaza.test');
  const list = await getJson<{ docs: { processId: string; name: string }[] }>(
    request,
    admin,
    `/api/process?status=IN_PROGRESS&name=${encodeURIComponent(DEMO_ATTRACTION)}`,
  );
  const process = list.docs.find((p) => p.name === DEMO_ATTRACTION);
  expect(process, `the demo attraction process '${DEMO_ATTRACTION}'`).toBeTruthy();
  return { processId: process!.processId };
}

/** Sends a challenge to every group of the process, as the coordinator does (POST /api/challenge/send). */
export async function sendChallenge(request: APIRequestContext, processId: string, title: string, text: string) {
  const admin = await tokenOf(request, 'admin@enlaza.test');
  const sent = await request.post('/api/challenge/send', { headers: bearer(admin), data: { processId, title, text } });
  expect(sent.ok(), await sent.text()).toBe(true);
}

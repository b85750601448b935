import { expect, type APIRequestContext } from '@playwright/test';
import type { ProcessStatus } from '@enlaza/contract';
import { getJson, tokenOf } from './api';

/**
 * The demo's processes (apps/api/src/db/seed), which journeys read and keep in their status. Journeys find them by
 * name: other journeys add processes of every kind and status, so "the first one in progress" may be anyone's.
 */
export const DEMO_PROCESSES = {
  draft: { status: 'DRAFT', name: 'Compañía Demo - Mentoría - 2026' },
  kickoff: { status: 'KICKOFF', name: 'Compañía Demo - Mentoría Líderes - 2026' },
  inProgress: { status: 'IN_PROGRESS', name: 'Compañía Demo - Mentoría Talento - 2026' },
  finalized: { status: 'FINALIZED', name: 'Compañía Demo - Mentoría Primer Semestre - 2026' },
  attractionKickoff: { status: 'KICKOFF', name: 'Compañía Demo - Atracción de talentos 2026' },
} as const satisfies Record<string, { status: ProcessStatus; name: string }>;

/** A demo process's id, found through the API as the admin; fails the journey if it is missing or moved on. */
export async function demoProcessId(
  request: APIRequestContext,
  which: keyof typeof DEMO_PROCESSES,
  adminToken?: string,
): Promise<string> {
  const { status, name } = DEMO_PROCESSES[which];
  const token = adminToken ?? (await tokenOf(request, 'admin@enlaza.test'));
  const { docs } = await getJson<{ docs: { processId: string; name: string }[] }>(
    request,
    token,
    `/api/process?status=${status}&name=${encodeURIComponent(name)}`,
  );
  const found = docs.find((p) => p.name === name);
  expect(found, `the demo process '${name}' in ${status}`).toBeTruthy();
  return found!.processId;
}

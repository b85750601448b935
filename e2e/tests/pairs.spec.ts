import { expect, test, type APIRequestContext } from '@playwright/test';
import { confirmInDialog } from '../support/antd';
import { expectSignedInAt, signIn } from '../support/session';
import { bearer, getJson, tokenOf } from '../support/api';

// A mentoring process of its own (unique name, deleted at the end) so the demo boards keep their counts.
test.describe.configure({ timeout: 120_000 });

const DEMO_DRAFT = 'Compañía Demo - Mentoría - 2026';
const MENTEES = ['sofia.diaz@enlaza.test', 'tomas.silva@enlaza.test'];
const MENTORS = ['carolina.rojas@enlaza.test', 'andres.munoz@enlaza.test'];
const DEMO_PEOPLE = ['mentee@enlaza.test', 'mentora@enlaza.test'];

interface PairsPage {
  docs: { pairId: string; student: { email: string }; mentor: { email: string }; affinity: number | null }[];
  totalDocs: number;
}

/**
 * Builds a pre-kickoff mentoring process (the demo draft's guide and feedback bundle, no MDI) with two mentees and two
 * mentors, all confirmed, and no pairs yet. The seeded extra people have no password, so they are confirmed the way
 * the API allows an admin to: through pairs added from their emails, deleted again.
 */
async function preKickoffProcessWithoutPairs(request: APIRequestContext, token: string): Promise<string> {
  const headers = bearer(token);
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
    headers,
    data: {
      name: `Duplas e2e ${Date.now().toString(36)}`,
      clientId: demo.client.clientId,
      serviceTypes: ['MENTORING'],
      mentorshipId: demo.mentorship!.id,
      sessionsFeedbackBundleId: demo.sessionsFeedbackBundle!.id,
      withoutMdi: true,
      estimatedStartDate: today,
      estimatedEndDate: today.replace(/^(\d{4})/, (y) => String(Number(y) + 1)),
      ownerId: me.userId ?? me.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const processId = ((await created.json()) as { processId: string }).processId;
  // Kickoff needs every mentor confirmed and as many mentees as mentors: the demo mentee and mentor (who can sign in)
  // are added and accept.
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
  // Pairs added from emails confirm the four people; deleting them leaves them confirmed and unpaired.
  const confirmed = await request.post(`/api/process/${processId}/add_pairs_from_emails`, {
    headers,
    data: { pairs: MENTEES.map((studentEmail, i) => ({ studentEmail, mentorEmail: MENTORS[i] })) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(201);
  for (const pairId of ((await confirmed.json()) as { pairIds: string[] }).pairIds) {
    const removed = await request.delete(`/api/process/pair/${pairId}`, { headers });
    expect(removed.ok(), await removed.text()).toBe(true);
  }
  // Two mentees, two mentors: the demo mentee and mentor leave the process.
  for (const role of ['STUDENT', 'MENTOR']) {
    const participants = await getJson<{ docs: { userId: string; data: { email: string } }[] }>(
      request,
      token,
      `/api/process/${processId}/participants?role=${role}`,
    );
    const demo = participants.docs.find((p) => DEMO_PEOPLE.includes(p.data.email))!;
    const left = await request.delete(`/api/process/${processId}/participants/${demo.userId}`, { headers });
    expect(left.status(), await left.text()).toBe(204);
  }
  return processId;
}

test('in pre-kickoff the admin creates the pairs, reads an affinity breakdown, swaps two pairs and deletes one', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, 'admin@enlaza.test');
  const processId = await preKickoffProcessWithoutPairs(request, token);
  const pairsNow = () => getJson<PairsPage>(request, token, `/api/process/pairs/${processId}`);
  try {
    await signIn(page, 'admin@enlaza.test');
    await expectSignedInAt(page, '/admin/home', 'Andrea');
    await page.goto(`/admin/processes/kickoff/${processId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Procesos / Pre-kickoff' })).toBeVisible();

    await page.getByRole('tab', { name: 'Iniciar proceso' }).click();
    await expect(page.getByText("Créalas en la pestaña 'Duplas'.", { exact: false })).toBeVisible();

    await page.getByRole('tab', { name: 'Duplas' }).click();
    const panel = page.getByRole('region', { name: 'Duplas' });
    await panel.getByRole('button', { name: 'Crear duplas' }).click();
    await expect(page.getByText('Las duplas fueron creadas con éxito')).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByText('Promedio afinidad')).toBeVisible();
    await expect(panel.getByText('Mínima afinidad')).toBeVisible();
    await expect(panel.getByText('Máxima afinidad')).toBeVisible();
    await expect(panel.getByRole('row')).toHaveCount(3);

    await panel.getByRole('button', { name: 'Ver afinidad de Sofía Díaz' }).click();
    const breakdown = page.getByRole('list', { name: /^Afinidad de Sofía Díaz con / });
    for (const label of ['Intereses', 'Objetivos', 'Cualidades', 'Área', 'Nivel', 'Región']) {
      await expect(breakdown.getByText(label, { exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');

    const before = await pairsNow();
    const sofiaBefore = before.docs.find((p) => p.student.email === MENTEES[0])!;
    const swap = panel.getByRole('button', { name: 'Intercambiar mentoras' });
    await expect(swap).toBeDisabled();
    await panel.getByRole('checkbox', { name: 'Seleccionar dupla de Sofía Díaz' }).check();
    await expect(swap).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Eliminar dupla' })).toBeEnabled();
    await panel.getByRole('checkbox', { name: 'Seleccionar dupla de Tomás Silva' }).check();
    await expect(panel.getByRole('button', { name: 'Eliminar dupla' })).toBeDisabled();
    await swap.click();
    await expect(page.getByText('Las duplas fueron reasignadas con éxito')).toBeVisible();
    const otherMentor = MENTORS.find((email) => email !== sofiaBefore.mentor.email)!;
    await expect(panel.getByRole('row', { name: /Sofía Díaz/ })).toContainText(otherMentor);
    const after = await pairsNow();
    const sofiaAfter = after.docs.find((p) => p.student.email === MENTEES[0])!;
    expect(sofiaAfter.mentor.email).toBe(otherMentor);
    await expect(panel.getByRole('row', { name: /Sofía Díaz/ })).toContainText(`${Math.round(sofiaAfter.affinity!)}%`);

    await panel.getByRole('checkbox', { name: 'Seleccionar dupla de Tomás Silva' }).check();
    await panel.getByRole('button', { name: 'Eliminar dupla' }).click();
    await confirmInDialog(page.getByRole('dialog').filter({ hasText: '¿Eliminar la dupla?' }), 'Eliminar');
    await expect(page.getByText('La dupla fue eliminada con éxito')).toBeVisible();
    await expect(panel.getByRole('row')).toHaveCount(2);
    expect((await pairsNow()).totalDocs).toBe(1);

    await page.getByRole('tab', { name: 'Iniciar proceso' }).click();
    await expect(page.getByText('Las duplas fueron creadas.')).toBeVisible();
  } finally {
    await request.put(`/api/process/${processId}/draft`, { headers: bearer(token) });
    await request.delete(`/api/process/${processId}`, { headers: bearer(token) });
  }
});

import { expect, test } from '@playwright/test';
import { confirmInDialog } from '../support/antd';
import { expectSignedInAt, signIn } from '../support/session';
import { bearer, getJson, tokenOf } from '../support/api';
import { EXTRA_MENTEES, EXTRA_MENTORS, preKickoffProcess } from '../support/preKickoff';

// A mentoring process of its own (unique name, deleted at the end) so the demo boards keep their counts.
test.describe.configure({ timeout: 120_000 });

const MENTEES = EXTRA_MENTEES;
const MENTORS = EXTRA_MENTORS;

interface PairsPage {
  docs: { pairId: string; student: { email: string }; mentor: { email: string }; affinity: number | null }[];
  totalDocs: number;
}

test('in pre-kickoff the admin creates the pairs, reads an affinity breakdown, swaps two pairs, deletes one and is told who is left unpaired', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, 'admin@enlaza.test');
  const processId = await preKickoffProcess(request, token, {
    name: `Duplas e2e ${Date.now().toString(36)}`,
    withoutDemoPeople: true,
  });
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

    // Tomás Silva is left without a pair: starting names him and waits for the admin's word.
    const startTab = page.getByRole('tabpanel', { name: 'Iniciar proceso' });
    await startTab.getByRole('button', { name: 'Iniciar proceso' }).click();
    await confirmInDialog(page.getByRole('dialog').filter({ hasText: '¿Iniciar el proceso?' }), 'Iniciar proceso');
    const unpaired = page.getByRole('dialog').filter({ hasText: 'Queda 1 mentee sin dupla' });
    await expect(unpaired.getByRole('list', { name: 'Mentees sin dupla' })).toHaveText('Tomás Silva');
    await expect(unpaired.getByRole('button', { name: 'Iniciar de todos modos' })).toBeVisible();
    await confirmInDialog(unpaired, 'Cancelar');
    await expect(page.getByRole('heading', { level: 1, name: 'Procesos / Pre-kickoff' })).toBeVisible();
  } finally {
    await request.put(`/api/process/${processId}/draft`, { headers: bearer(token) });
    await request.delete(`/api/process/${processId}`, { headers: bearer(token) });
  }
});

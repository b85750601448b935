import { expect, test, type APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { confirmInDialog, selectByLabel } from '../support/antd';
import { bearer, getJson, tokenOf } from '../support/api';
import { DEMO_PEOPLE, EXTRA_MENTEES, preKickoffProcess } from '../support/preKickoff';
import { expectSignedInAt, signIn } from '../support/session';

// A mentoring + networking process of its own (unique name); finalized at the end, or deleted if it never started.
test.describe.configure({ timeout: 180_000 });

const MENTEES = EXTRA_MENTEES;

interface PairsPage {
  docs: { pairId: string; student: { email: string; name: string; lastName: string }; mentor: { email: string } }[];
  totalDocs: number;
}

/**
 * A pre-kickoff MENTORING + NETWORKING process with three confirmed mentees and three confirmed mentors, no pairs and
 * no matches. Its configuration asks for 1 match per mentee, which three mentees cannot have (every mentee the same
 * number: 3·k must be even), so the admin has to choose another number on the screen.
 */
async function preKickoffNetworkingProcess(request: APIRequestContext, token: string) {
  const name = `Matchs e2e ${Date.now().toString(36)}`;
  const processId = await preKickoffProcess(request, token, {
    name,
    networking: {
      businessAreaConfiguration: 'SIMILAR',
      businessPositionConfiguration: 'INDIFFERENT',
      interestTypeConfiguration: 'SIMILAR',
      regionConfiguration: 'DISTINCT',
      numberOfMatch: 1,
    },
  });
  return { processId, name };
}

test('the admin weighs the criteria, creates pairs, generates matches, enables chats, starts and disables a pair', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, 'admin@enlaza.test');
  const { processId, name } = await preKickoffNetworkingProcess(request, token);
  try {
    await signIn(page, 'admin@enlaza.test');
    await expectSignedInAt(page, '/admin/home', 'Andrea');
    await page.goto(`/admin/processes/kickoff/${processId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Procesos / Pre-kickoff' })).toBeVisible();

    await page.getByRole('tab', { name: 'Iniciar proceso' }).click();
    const startTab = page.getByRole('tabpanel', { name: 'Iniciar proceso' });
    await expect(startTab.getByText("Genéralos en la pestaña 'Matchs'.", { exact: false })).toBeVisible();
    await expect(startTab.getByRole('button', { name: 'Iniciar proceso' })).toBeDisabled();

    // Pairs: weigh the criteria first (only possible before the pairs exist), then create, inspect and swap.
    await page.getByRole('tab', { name: 'Duplas' }).click();
    const pairsPanel = page.getByRole('region', { name: 'Duplas' });
    const objectives = pairsPanel.getByRole('spinbutton', { name: 'Objetivos' });
    await expect(objectives).toHaveValue('30');
    await objectives.fill('45');
    // 45 of 115 in all.
    await expect(pairsPanel.getByText('Participación: 39,1%')).toBeVisible();
    await pairsPanel.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Ponderación de criterios guardada')).toBeVisible();
    const weights = await getJson<{ weights: { objectives: number }; isDefault: boolean }>(
      request,
      token,
      `/api/process/${processId}/pair-weights`,
    );
    expect(weights).toMatchObject({ weights: { objectives: 45 }, isDefault: false });

    await pairsPanel.getByRole('button', { name: 'Crear duplas' }).click();
    await expect(page.getByText('Las duplas fueron creadas con éxito')).toBeVisible({ timeout: 30_000 });
    await expect(pairsPanel.getByRole('row')).toHaveCount(4);
    await expect(
      pairsPanel.getByText(
        'La ponderación ya no se puede cambiar porque el proceso ya tiene duplas: sus afinidades se calcularon con ella',
      ),
    ).toBeVisible();
    await expect(objectives).toBeDisabled();

    await pairsPanel.getByRole('button', { name: 'Ver afinidad de Sofía Díaz' }).click();
    const breakdown = page.getByRole('list', { name: /^Afinidad de Sofía Díaz con / });
    for (const label of ['Intereses', 'Objetivos', 'Cualidades', 'Área', 'Nivel', 'Región']) {
      await expect(breakdown.getByText(label, { exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');

    const pairsBefore = await getJson<PairsPage>(request, token, `/api/process/pairs/${processId}`);
    const sofiaMentor = pairsBefore.docs.find((p) => p.student.email === MENTEES[0])!.mentor.email;
    await pairsPanel.getByRole('checkbox', { name: 'Seleccionar dupla de Sofía Díaz' }).check();
    await pairsPanel.getByRole('checkbox', { name: 'Seleccionar dupla de Tomás Silva' }).check();
    await pairsPanel.getByRole('button', { name: 'Intercambiar mentoras' }).click();
    await expect(page.getByText('Las duplas fueron reasignadas con éxito')).toBeVisible();
    const pairsAfter = await getJson<PairsPage>(request, token, `/api/process/pairs/${processId}`);
    expect(pairsAfter.docs.find((p) => p.student.email === MENTEES[0])!.mentor.email).not.toBe(sofiaMentor);

    // Matches between the three mentees: 1 per mentee is impossible, so none is preselected and 2 is offered.
    await page.getByRole('tab', { name: 'Matchs' }).click();
    const matchesPanel = page.getByRole('region', { name: 'Matchs' });
    await expect(page.getByText('Configuración Matchs')).toBeVisible();
    await expect(matchesPanel.getByText('Aún no se han generado matchs')).toBeVisible();
    const generate = matchesPanel.getByRole('button', { name: 'Generar Matchs' });
    await expect(generate).toBeDisabled();
    await expect(matchesPanel.getByText('Elija el número de matchs por mentee.')).toBeVisible();
    await expect(matchesPanel.getByRole('button', { name: 'Habilitar chats' })).toBeDisabled();
    await expect(matchesPanel.getByText('Primero se deben generar los matchs')).toBeVisible();
    await selectByLabel(matchesPanel, 'Matchs por mentee', '2');
    await generate.click();
    await expect(page.getByText('Los matchs fueron generados con éxito')).toBeVisible({ timeout: 30_000 });
    // Three mentees with two matches each: three matches.
    const matchRows = matchesPanel.getByRole('row').filter({ hasText: '@enlaza.test' });
    await expect(matchRows).toHaveCount(3);
    await expect(matchesPanel.getByText('Promedio afinidad')).toBeVisible();
    await expect(matchRows.getByText('No habilitado')).toHaveCount(3);

    await matchesPanel
      .getByRole('button', { name: /^Ver afinidad de .*Sofía Díaz/ })
      .first()
      .click();
    const matchBreakdown = page.getByRole('list', { name: /^Afinidad de .*Sofía Díaz/ });
    // The criteria the configuration counts; the level is 'Indiferente', so it is not part of the affinity.
    for (const label of ['Área', 'Intereses', 'Región']) {
      await expect(matchBreakdown.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(matchBreakdown.getByText('Nivel', { exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Generating again replaces the matches: it asks first.
    await generate.click();
    await confirmInDialog(page.getByRole('dialog').filter({ hasText: '¿Generar los matchs de nuevo?' }), 'Cancelar');

    const download = page.waitForEvent('download');
    await matchesPanel.getByRole('button', { name: 'Descargar matchs' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Matchs-${name}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const sheet = workbook.getWorksheet('Matchs')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Mentee 1');
    expect(sheet.actualRowCount).toBe(4);

    // Enabling chats is irreversible: it asks first; with three mentees only an even count (2) is offered.
    await selectByLabel(matchesPanel, 'Chats por mentee', '2');
    await matchesPanel.getByRole('button', { name: 'Habilitar chats' }).click();
    const enableDialog = page.getByRole('dialog').filter({ hasText: '¿Habilitar los chats?' });
    await expect(enableDialog).toContainText('irreversible');
    await confirmInDialog(enableDialog, 'Habilitar');
    await expect(page.getByText('Los chats fueron habilitados con éxito')).toBeVisible();
    await expect(matchRows.getByText('Habilitado', { exact: true })).toHaveCount(3);
    await expect(generate).toBeDisabled();
    await expect(
      matchesPanel.getByText('Los matchs ya tienen chats habilitados (es irreversible); no se pueden generar de nuevo'),
    ).toBeVisible();

    await page.getByRole('tab', { name: 'Iniciar proceso' }).click();
    await expect(startTab.getByText('Los matchs fueron creados.')).toBeVisible();
    await expect(startTab.getByText('Las duplas fueron creadas.')).toBeVisible();
    await startTab.getByRole('button', { name: 'Iniciar proceso' }).click();
    await confirmInDialog(page.getByRole('dialog').filter({ hasText: '¿Iniciar el proceso?' }), 'Iniciar proceso');
    await expect(page.getByText('El proceso ahora se encuentra en progreso.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/processes$/);

    // In progress: the admin disables the demo mentee's pair; both leave the process.
    await page.goto(`/admin/processes/in_progress/${processId}?tab=match`);
    const camilaRow = page.getByRole('row', { name: /Camila González/ });
    await expect(camilaRow.getByText('Activa', { exact: true })).toBeVisible();
    await camilaRow.getByRole('button', { name: /^Desactivar dupla de Camila González y / }).click();
    const disableDialog = page.getByRole('dialog').filter({ hasText: '¿Desactivar la dupla?' });
    await expect(disableDialog).toContainText('dejarán el proceso. Esta acción es irreversible.');
    await confirmInDialog(disableDialog, 'Desactivar');
    await expect(page.getByText('La dupla fue desactivada con éxito')).toBeVisible();
    await expect(camilaRow.getByText('Desactivada', { exact: true })).toBeVisible();
    await expect(camilaRow.getByRole('button', { name: /Desactivar/ })).toHaveCount(0);
    await expect(page.getByRole('row', { name: /Sofía Díaz/ }).getByText('Activa', { exact: true })).toBeVisible();

    const pairsDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar duplas' }).click();
    const pairsFile = await pairsDownload;
    expect(pairsFile.suggestedFilename()).toBe(`Duplas-${name}.xlsx`);
    const pairsWorkbook = new ExcelJS.Workbook();
    await pairsWorkbook.xlsx.readFile(await pairsFile.path());
    const pairsSheet = pairsWorkbook.getWorksheet('Duplas')!;
    expect(pairsSheet.getRow(1).getCell(1).value).toBe('Mentee');
    // Three pairs, the disabled one included.
    expect(pairsSheet.actualRowCount).toBe(4);

    // The networking section of the running process: the matches with their chats, no generating any more.
    await page.goto(`/admin/processes/in_progress/${processId}?tab=networking`);
    const detailMatches = page.getByRole('region', { name: 'Matchs' });
    await expect(detailMatches.getByRole('row').filter({ hasText: '@enlaza.test' }).first()).toBeVisible();
    await expect(detailMatches.getByRole('button', { name: 'Generar Matchs' })).toHaveCount(0);
    await expect(detailMatches.getByText('Todos los matchs ya tienen su chat habilitado.')).toBeVisible();

    // On a phone the matches table scrolls inside itself; the page does not scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(detailMatches.getByRole('button', { name: 'Descargar matchs' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('networking-390.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    const headers = bearer(token);
    // A started process cannot be deleted: it is finalized, after disabling any pair the demo people are still in so
    // that their own processes (which later journeys read) do not list it. One that never started goes back to draft
    // and is deleted.
    const left = await getJson<PairsPage & { docs: { disabled: boolean }[] }>(
      request,
      token,
      `/api/process/pairs/${processId}?limit=100`,
    ).catch(() => ({ docs: [], totalDocs: 0 }));
    for (const pair of left.docs) {
      if (!pair.disabled && (DEMO_PEOPLE.includes(pair.student.email) || DEMO_PEOPLE.includes(pair.mentor.email))) {
        await request.post(`/api/process/pair/disable/${pair.pairId}`, { headers });
      }
    }
    const finalized = await request.put(`/api/process/${processId}/finalize`, { headers });
    if (!finalized.ok()) {
      await request.put(`/api/process/${processId}/draft`, { headers });
      await request.delete(`/api/process/${processId}`, { headers });
    }
  }
});

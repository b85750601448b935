import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { selectByLabel } from '../support/antd';
import { bearer, getJson, tokenOf } from '../support/api';
import { openAdminMenuLink } from '../support/navigation';
import { expectSignedInAt, signIn } from '../support/session';

const MENTEE = 'mentee@enlaza.test';
const MENTOR = 'mentora@enlaza.test';

interface Built {
  clientName: string;
  processName: string;
  question: string;
  cleanUp: () => Promise<void>;
}

/**
 * A client of its own with a grouped workshop whose MDI asks one text question at the baseline: the demo mentor and
 * mentee confirmed, the baseline sent, and the mentee's answer sent through the answering call (1 of 2: 50 %).
 */
async function processWithAnsweredBaseline(request: APIRequestContext): Promise<Built> {
  const run = Date.now().toString(36);
  const token = await tokenOf(request, 'admin@enlaza.test');
  const headers = bearer(token);
  const expectStatus = async (response: Awaited<ReturnType<APIRequestContext['post']>>, status: number) =>
    expect(response.status(), await response.text()).toBe(status);
  const me = await getJson<{ userId?: string; id?: string }>(request, token, '/api/users/me');

  const clientName = `Cliente Panel MDI ${run}`;
  const client = await request.post('/api/clients', {
    headers,
    data: {
      name: clientName,
      contact: { name: 'Paula Vera', email: `paula.${run}@example.com`, phone: '+56 912341234' },
    },
  });
  await expectStatus(client, 201);
  const { clientId } = (await client.json()) as { clientId: string };

  const question = `¿Qué quieres lograr en el programa? ${run}`;
  const created = await request.post('/api/questions', { headers, data: { question, type: 'TEXT' } });
  await expectStatus(created, 201);
  const { questionId } = (await created.json()) as { questionId: string };
  const mdi = await request.post('/api/mdi', {
    headers,
    data: {
      name: `MDI Panel ${run}`,
      measurements: [
        {
          measurementName: 'Línea base',
          subType: 'BASELINE',
          mentorQuestions: [questionId],
          studentQuestions: [questionId],
        },
      ],
    },
  });
  await expectStatus(mdi, 201);
  const { mdiId } = (await mdi.json()) as { mdiId: string };

  const today = new Date().toISOString().slice(0, 10);
  const processName = `Taller Panel MDI ${run}`;
  const process = await request.post('/api/process', {
    headers,
    data: {
      name: processName,
      clientId,
      serviceTypes: ['WORKSHOP'],
      mdiId,
      estimatedStartDate: today,
      estimatedEndDate: today.replace(/^(\d{4})/, (y) => String(Number(y) + 1)),
      ownerId: me.userId ?? me.id,
    },
  });
  await expectStatus(process, 201);
  const { processId } = (await process.json()) as { processId: string };
  const cleanUp = async () => {
    await request.put(`/api/process/${processId}/draft`, { headers });
    await request.delete(`/api/process/${processId}`, { headers });
    await request.delete(`/api/mdi/${mdiId}`, { headers });
    await request.delete(`/api/clients/${clientId}`, { headers });
  };

  try {
    const added = await request.put(`/api/process/${processId}/add_users_to_process_by_email`, {
      headers,
      data: { emails: [MENTEE, MENTOR] },
    });
    expect(added.ok(), await added.text()).toBe(true);
    for (const email of [MENTEE, MENTOR]) {
      const accepted = await request.put(`/api/process/${processId}/accept_invitation`, {
        headers: bearer(await tokenOf(request, email)),
        data: {},
      });
      expect(accepted.ok(), `${email}: ${await accepted.text()}`).toBe(true);
    }
    const kickoff = await request.put(`/api/process/${processId}/kickoff`, { headers });
    expect(kickoff.ok(), await kickoff.text()).toBe(true);
    const sent = await request.post(`/api/process/${processId}/mdi`, { headers, data: { entitySubType: 'BASELINE' } });
    await expectStatus(sent, 201);
    expect(((await sent.json()) as { invitationsCreated: number }).invitationsCreated).toBe(2);

    const menteeToken = await tokenOf(request, MENTEE);
    const [invitation] = await getJson<{ invitationId: string }[]>(
      request,
      menteeToken,
      `/api/process/getUserMdi/${processId}`,
    );
    const answered = await request.post(`/api/questionary-invitations/answer/${invitation!.invitationId}`, {
      headers: bearer(menteeToken),
      data: { answers: [{ questionId, value: 'Liderar mi equipo con confianza' }] },
    });
    await expectStatus(answered, 201);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return { clientName, processName, question, cleanUp };
}

test('an admin reads a process’s baseline in the MDI panel, opens who answered and downloads the answers', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const built = await processWithAnsweredBaseline(request);
  try {
    await signIn(page, 'admin@enlaza.test');
    await expectSignedInAt(page, '/admin/home', 'Andrea');
    await openAdminMenuLink(page, 'Cuestionarios', 'Panel MDI');
    await expect(page).toHaveURL((url) => url.pathname === '/admin/mdi/panel');
    await expect(page.getByRole('heading', { level: 1, name: 'Panel mediciones de impacto' })).toBeVisible();

    await selectByLabel(page, 'Filtrar por cliente', built.clientName, { search: true });
    await expect(page).toHaveURL((url) => url.searchParams.has('clientId'));
    const rows = page.getByRole('row').filter({ has: page.getByRole('link') });
    await expect(rows).toHaveCount(1);
    const row = rows.filter({ hasText: built.processName });
    const baseline = row.getByRole('cell').nth(1);
    // Sent today (DD-MM-YY in Chile), 1 of 2 answered: 50 %, green in words.
    const sentOn = new Intl.DateTimeFormat('es-CL', {
      timeZone: 'America/Santiago',
      day: '2-digit',
      month: '2-digit',
      year: '2-digit',
    })
      .format(new Date())
      .replaceAll('/', '-');
    await expect(baseline).toContainText(sentOn);
    await expect(baseline).toContainText('Verde');
    await expect(baseline).toContainText('50 %');
    await expect(baseline).toContainText('(1/2)');
    await expect(row.getByRole('cell').nth(2)).toHaveText('—');

    await baseline.getByRole('button', { name: `Ver detalle de Línea base, ${built.processName}` }).click();
    const dialog = page.getByRole('dialog', { name: `${built.processName} · Línea base` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('row').filter({ hasText: MENTEE })).toContainText('Completado');
    await expect(dialog.getByRole('row').filter({ hasText: MENTOR })).toContainText('Pendiente');
    await expectNoAxeViolations(page, 'detalle de una medición del panel MDI');

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: /Descargar respuestas/ }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe('Detalle-medición.xlsx');
    await expect(page.getByText('Respuestas descargadas')).toBeVisible();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Mentores', 'Estudiantes', 'Participantes']);
    const students = workbook.getWorksheet('Estudiantes')!;
    expect(students.getRow(1).values).toEqual([undefined, 'Nombre', 'Apellido', 'Correo', built.question]);
    expect((students.getRow(2).values as unknown[]).slice(3)).toEqual([MENTEE, 'Liderar mi equipo con confianza']);
    const participants = workbook.getWorksheet('Participantes')!;
    expect(participants.getRow(1).values).toEqual([
      undefined,
      'Nombre',
      'Apellido',
      'Correo',
      'Teléfono',
      'Estado de respuesta',
      'Rol',
    ]);
    const statusOf = (email: string) => {
      for (let n = 2; n <= participants.rowCount; n++) {
        const values = participants.getRow(n).values as unknown[];
        if (values[3] === email) return [values[5], values[6]];
      }
      return undefined;
    };
    expect(statusOf(MENTEE)).toEqual(['Completado', 'Mentee']);
    expect(statusOf(MENTOR)).toEqual(['Pendiente', 'Mentora']);
  } finally {
    await built.cleanUp();
  }
});

import { expect, test, type Page } from '@playwright/test';
import { workshopDraft } from '../support/draftProcess';
import { draftWithConfirmedMentor } from '../support/preKickoff';
import { confirmInDialog } from '../support/antd';
import { expectSignedInAt, signIn } from '../support/session';
import { bearer, getJson, tokenOf } from '../support/api';

// Each journey works on a process of its own and deletes it at the end: the demo people are left without its
// invitations.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const MENTEE = 'Camila González';

interface Participant {
  userId: string;
  invitationMailCount: number;
  data: { email: string };
}

async function signInAsAdmin(page: Page) {
  await signIn(page, 'admin@enlaza.test');
  await expectSignedInAt(page, '/admin/home', 'Andrea');
}

test('on the draft the admin invites, hits the mail limit, adds a participant by email and reads the summary', async ({
  page,
  request,
}) => {
  // A draft of its own, like the demo draft: the demo mentor confirmed, the demo mentee invited once.
  const token = await tokenOf(request, 'admin@enlaza.test');
  const processId = await draftWithConfirmedMentor(request, token, {
    name: `Borrador invitaciones ${Date.now()}`,
    demoMdi: true,
  });
  const mentees = await getJson<{ docs: Participant[] }>(
    request,
    token,
    `/api/process/${processId}/participants?role=STUDENT`,
  );
  const mentee = mentees.docs.find((p) => p.data.email === 'mentee@enlaza.test')!;

  await signInAsAdmin(page);
  await page.goto(`/admin/processes/draft/${processId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Procesos / Borrador procesos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar proceso' })).toHaveAttribute(
    'href',
    `/admin/processes/edit/${processId}?step=1`,
  );

  // The confirmed mentor: nothing to send.
  await page.getByRole('tab', { name: 'Mentoras' }).click();
  const mentorsTab = page.getByRole('region', { name: 'Mentoras' });
  await mentorsTab.getByRole('checkbox', { name: 'Seleccionar a Valentina Soto' }).check();
  await mentorsTab.getByRole('button', { name: /Invitar|Reenviar invitación/ }).click();
  await expect(page.getByText('Las mentoras seleccionadas ya han respondido a la invitación.')).toBeVisible();

  // The pending mentee: one more mail, shown as n/3.
  await page.getByRole('tab', { name: 'Mentees' }).click();
  const menteesTab = page.getByRole('region', { name: 'Mentees' });
  const row = menteesTab.getByRole('row', { name: new RegExp(MENTEE) });
  const before = mentee.invitationMailCount;
  await expect(row.getByText(`${before}/3`)).toBeVisible();
  await expect(menteesTab.getByText('Pendientes: 1')).toBeVisible();
  await row.getByRole('checkbox').check();
  await menteesTab.getByRole('button', { name: /Invitar|Reenviar invitación/ }).click();
  await expect(page.getByText('Las estudiantes fueron invitadas exitosamente!')).toBeVisible();
  await expect(row.getByText(`${before + 1}/3`)).toBeVisible();

  // Up to the limit through the API; the list follows within its 2 s refresh.
  for (let count = before + 1; count < 3; count += 1) {
    const invited = await request.post(`/api/process/${processId}/invite_students`, {
      headers: bearer(token),
      data: { studentIds: [mentee.userId] },
    });
    expect(invited.ok()).toBe(true);
  }
  await expect(row.getByText('3/3')).toBeVisible();
  await row.getByRole('checkbox').check();
  await menteesTab.getByRole('button', { name: 'Reenviar invitación' }).click();
  const drawer = page.getByRole('dialog', { name: 'Has llegado al límite de invitaciones' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(MENTEE)).toBeVisible();
  await drawer.getByRole('button', { name: 'Cerrar' }).click();
  await expect(drawer).toBeHidden();

  // Adding by email.
  await menteesTab.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(menteesTab.getByText('Email es requerido')).toBeVisible();
  await menteesTab.getByLabel('Email', { exact: true }).fill('nueva@enlaza.test');
  await menteesTab.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(page.getByText('El participante fue agregado con éxito')).toBeVisible();
  const added = menteesTab.getByRole('row', { name: /nueva@enlaza\.test/ });
  await expect(added).toBeVisible();

  // Removing a mentee asks first, like removing a mentor.
  await added.getByRole('button', { name: 'Quitar a Fernanda' }).click();
  // Her last name is there once the profile journey has filled in her profile.
  const removal = page.getByRole('tooltip').filter({ hasText: /¿Quitar a Fernanda( \S+)? del proceso\?/ });
  await expect(removal.getByText('Quitar mentee')).toBeVisible();
  await removal.getByRole('button', { name: 'Quitar' }).click();
  await expect(page.getByText('Mentee quitada del proceso')).toBeVisible();
  await expect(added).toHaveCount(0);
  const left = await getJson<{ docs: Participant[] }>(
    request,
    token,
    `/api/process/${processId}/participants?role=STUDENT`,
  );
  expect(left.docs.map((p) => p.data.email)).not.toContain('nueva@enlaza.test');

  await page.getByRole('tab', { name: 'Resumen' }).click();
  await expect(page.getByText('Datos generales')).toBeVisible();
  await expect(page.getByText('Medición de impacto Programa Mentoras')).toBeVisible();

  // The demo people's invitation to it goes with it.
  const deleted = await request.delete(`/api/process/${processId}`, { headers: bearer(token) });
  expect(deleted.ok(), await deleted.text()).toBe(true);
});

test('on a pre-kickoff process the admin sends the baseline from the MDI tab; Recursos and Eventos are there', async ({
  page,
  request,
}) => {
  // The demo pre-kickoff process is ungrouped (no MDI tab): a grouped workshop with the demo MDI stands in for it.
  const token = await tokenOf(request, 'admin@enlaza.test');
  const processId = await workshopDraft(request, token, { name: `Taller MDI e2e ${Date.now().toString(36)}` });
  try {
    const added = await request.put(`/api/process/${processId}/add_user_to_process_by_email`, {
      headers: bearer(token),
      data: { email: 'mentee@enlaza.test' },
    });
    expect(added.ok(), await added.text()).toBe(true);
    const kickoff = await request.put(`/api/process/${processId}/kickoff`, { headers: bearer(token) });
    expect(kickoff.ok(), await kickoff.text()).toBe(true);

    await signInAsAdmin(page);
    await page.goto(`/admin/processes/kickoff/${processId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Procesos / Pre-kickoff' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Mentees', selected: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Recursos' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Eventos' })).toBeVisible();

    await page.getByRole('tab', { name: 'Iniciar proceso' }).click();
    await expect(
      page.getByText('Para iniciar el proceso, la Linea base debe haber sido enviada!', { exact: false }),
    ).toBeVisible();

    await page.getByRole('tab', { name: 'MDI' }).click();
    const baseline = page.getByRole('row', { name: /Línea base/ });
    await expect(baseline.getByText('No enviada')).toBeVisible();
    await expect(page.getByRole('row', { name: /Post proceso/ }).getByText('Primero debe enviarse')).toBeVisible();
    await baseline.getByRole('button', { name: 'Enviar Línea base' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '¿Enviar la medición Línea base?' });
    await confirmInDialog(confirm, 'Enviar');
    await expect(page.getByText('Medición enviada exitosamente')).toBeVisible();
    await expect(baseline.getByText(/^Enviada \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(baseline.getByText('0/2')).toBeVisible();
    await expect(baseline.getByRole('button', { name: 'Reenviar Línea base' })).toBeEnabled();

    await page.getByRole('tab', { name: 'Iniciar proceso' }).click();
    await expect(page.getByText('La línea base fue enviada.')).toBeVisible();
    const startTab = page.getByRole('tabpanel', { name: 'Iniciar proceso' });
    await expect(startTab.getByRole('button', { name: 'Iniciar proceso' })).toBeEnabled();

    await page.getByRole('tab', { name: 'Recursos' }).click();
    await expect(
      page.getByRole('region', { name: 'Recursos' }).or(page.getByText('Este proceso no tiene campus asignados')),
    ).toBeVisible();
  } finally {
    await request.put(`/api/process/${processId}/draft`, { headers: bearer(token) });
    await request.delete(`/api/process/${processId}`, { headers: bearer(token) });
  }
});

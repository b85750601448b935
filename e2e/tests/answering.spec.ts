import { expect, test, type APIRequestContext } from '@playwright/test';
import { confirmInDialog } from '../support/antd';
import { bearer, getJson, tokenOf } from '../support/api';
import { mailCount, waitForMail } from '../support/mail';
import { expectSignedInAt, signIn } from '../support/session';

const stamp = () => Date.now().toString(36);

/** An MDI whose baseline asks one bank question of each type, the same to mentors and mentees. */
async function mdiWithEveryBankType(request: APIRequestContext, token: string) {
  const headers = bearer(token);
  const id = stamp();
  const bank = [
    { question: `¿Qué esperas lograr? ${id}`, type: 'TEXT' },
    {
      question: `¿Cómo llegaste al programa? ${id}`,
      type: 'ALTERNATIVE',
      alternatives: ['Correo', 'Colegas'],
      other: true,
    },
    {
      question: `Evalúa tus habilidades ${id}`,
      type: 'ALTERNATIVE_MULTIPLE',
      alternatives: ['Baja', 'Media', 'Alta'],
      alternativesMultiple: ['Liderazgo', 'Comunicación'],
    },
    { question: `¿Qué tan segura te sientes? ${id}`, type: 'RATE', scale: 5, rate: { left: 'Nada', right: 'Mucho' } },
  ];
  const ids: string[] = [];
  for (const data of bank) {
    const res = await request.post('/api/questions', { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { questionId: string }).questionId);
  }
  const mdi = await request.post('/api/mdi', {
    headers,
    data: {
      name: `Medición e2e ${id}`,
      measurements: [
        { measurementName: 'Línea base', subType: 'BASELINE', mentorQuestions: ids, studentQuestions: ids },
      ],
    },
  });
  expect(mdi.status(), await mdi.text()).toBe(201);
  return { mdiId: ((await mdi.json()) as { mdiId: string }).mdiId, questions: bank.map((b) => b.question) };
}

/** A workshop in pre-kickoff with that MDI and the demo mentee, who has accepted to take part. */
async function preKickoffWorkshop(request: APIRequestContext, token: string, mdiId: string) {
  const me = await getJson<{ id: string }>(request, token, '/api/users/me');
  const clients = await getJson<{ docs: { clientId: string; name: string }[] }>(
    request,
    token,
    `/api/clients?searchFilter=${encodeURIComponent('Compañía Demo')}`,
  );
  const today = new Date().toISOString().slice(0, 10);
  const created = await request.post('/api/process', {
    headers: bearer(token),
    data: {
      name: `Taller respuestas ${stamp()}`,
      clientId: clients.docs.find((c) => c.name === 'Compañía Demo')!.clientId,
      serviceTypes: ['WORKSHOP'],
      mdiId,
      estimatedStartDate: today,
      estimatedEndDate: today.replace(/^(\d{4})/, (y) => String(Number(y) + 1)),
      ownerId: me.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const processId = ((await created.json()) as { processId: string }).processId;
  const added = await request.put(`/api/process/${processId}/add_user_to_process_by_email`, {
    headers: bearer(token),
    data: { email: 'mentee@enlaza.test' },
  });
  expect(added.ok(), await added.text()).toBe(true);
  // Measurements go to confirmed participants.
  const accepted = await request.put(`/api/process/${processId}/accept_invitation`, {
    headers: bearer(await tokenOf(request, 'mentee@enlaza.test')),
    data: {},
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const kickoff = await request.put(`/api/process/${processId}/kickoff`, { headers: bearer(token) });
  expect(kickoff.ok(), await kickoff.text()).toBe(true);
  return processId;
}

test('an admin sends the baseline; the mentee answers it from the mail on her phone, without signing in', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await tokenOf(request, 'admin@enlaza.test');
  const { mdiId, questions } = await mdiWithEveryBankType(request, token);
  const processId = await preKickoffWorkshop(request, token, mdiId);
  try {
    await signIn(page, 'admin@enlaza.test');
    await expectSignedInAt(page, '/admin/home', 'Andrea');
    await page.goto(`/admin/processes/kickoff/${processId}`);
    await page.getByRole('tab', { name: 'MDI' }).click();
    const baseline = page.getByRole('row', { name: /Línea base/ });
    const since = mailCount();
    await baseline.getByRole('button', { name: 'Enviar Línea base' }).click();
    await confirmInDialog(page.getByRole('dialog').filter({ hasText: '¿Enviar la medición Línea base?' }), 'Enviar');
    await expect(page.getByText('Medición enviada exitosamente')).toBeVisible();

    const mail = await waitForMail('mentee@enlaza.test', since, /^Tienes una nueva medición pendiente/);
    const link = /https?:\/\/\S+\/answer\/[\w-]+\?usertoken=[\w.-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const mentee = await phone.newPage();
    await mentee.goto(link!);
    await expect(mentee.getByRole('heading', { level: 1, name: 'Línea base' })).toBeVisible();
    await expect(mentee.getByText(/^Taller respuestas /)).toBeVisible();

    // Sending nothing shows the spec's required messages.
    await mentee.getByRole('button', { name: 'Enviar respuestas' }).click();
    await expect(mentee.getByText('Ingresa tu respuesta')).toBeVisible();
    await expect(mentee.getByText('Selecciona una alternativa', { exact: true }).first()).toBeVisible();

    await mentee
      .getByRole('textbox', { name: new RegExp(questions[0]!.replace('?', '\\?')) })
      .fill('Liderar mi equipo');
    await mentee.getByRole('radio', { name: 'Otro' }).check();
    await mentee.getByRole('textbox', { name: /Otro, ¿cuál\?/ }).fill('Una amiga');
    // Below 650 px each likert row is its own list of alternatives.
    await mentee.getByRole('radiogroup', { name: 'Liderazgo' }).getByRole('radio', { name: 'Alta' }).check();
    await mentee.getByRole('radiogroup', { name: 'Comunicación' }).getByRole('radio', { name: 'Media' }).check();
    // Below 768 px the scale is a vertical list with its end terms.
    await mentee.getByRole('radio', { name: '5 — Mucho' }).check();

    // A reload keeps what was typed on the phone.
    await mentee.reload();
    await expect(mentee.getByText('Recuperamos las respuestas que habías escrito en este equipo')).toBeVisible();
    await expect(mentee.getByRole('textbox', { name: /Otro, ¿cuál\?/ })).toHaveValue('Una amiga');

    await mentee.getByRole('button', { name: 'Enviar respuestas' }).click();
    // The thanks page says it, and so does the spec's success message while it lasts.
    await expect(mentee.getByRole('heading', { name: '¡Gracias por tu respuesta!' })).toBeVisible();
    await expect(mentee.locator('#root').getByText('Respuestas enviadas correctamente')).toBeVisible();

    // The link answers once.
    await mentee.goto(link!);
    await expect(mentee.getByRole('heading', { name: 'La invitación ya fue contestada' })).toBeVisible();
    await phone.close();

    // The admin sees the answer counted.
    await page.reload();
    await page.getByRole('tab', { name: 'MDI' }).click();
    await expect(page.getByRole('row', { name: /Línea base/ }).getByText(/^1\/\d+$/)).toBeVisible();
  } finally {
    await request.put(`/api/process/${processId}/draft`, { headers: bearer(token) });
    await request.delete(`/api/process/${processId}`, { headers: bearer(token) });
  }
});

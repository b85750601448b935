import { expect, test, type Page } from '@playwright/test';
import { bearer, getJson, tokenOf } from '../support/api';
import { expectSignedInAt, signIn } from '../support/session';

test.describe.configure({ timeout: 90_000 });

const MEMBER = 'mentee@enlaza.test';
const DEMO_DRAFT = 'Compañía Demo - Mentoría - 2026';

const invitationCard = (page: Page, processName: string) =>
  page.getByRole('region', { name: `Tienes una invitación pendiente: ${processName}` });

test('an invited member sees the invitation on her home, opens it, accepts, and the card is gone', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, 'admin@enlaza.test');
  const admin = await getJson<{ id: string; name: string; lastName: string }>(request, token, '/api/users/me');
  // A draft of its own, with the demo draft's client, guide and feedback.
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
  const name = `Invitación en el inicio ${Date.now().toString(36)}`;
  const today = new Date().toISOString().slice(0, 10);
  const created = await request.post('/api/process', {
    headers: bearer(token),
    data: {
      name,
      clientId: demo.client.clientId,
      serviceTypes: ['MENTORING'],
      mentorshipId: demo.mentorship!.id,
      sessionsFeedbackBundleId: demo.sessionsFeedbackBundle!.id,
      withoutMdi: true,
      estimatedStartDate: today,
      estimatedEndDate: today.replace(/^(\d{4})/, (y) => String(Number(y) + 1)),
      ownerId: admin.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const processId = ((await created.json()) as { processId: string }).processId;

  try {
    const added = await request.put(`/api/process/${processId}/add_user_to_process_by_email`, {
      headers: bearer(token),
      data: { email: MEMBER },
    });
    expect(added.ok(), await added.text()).toBe(true);

    // Signed in before the invitation: nothing about this process yet, since it has not been sent.
    await signIn(page, MEMBER);
    await expectSignedInAt(page, '/home', 'Camila');
    await expect(page.getByRole('heading', { name: 'Mis procesos' })).toBeVisible();
    await expect(invitationCard(page, name)).toHaveCount(0);

    const participants = await getJson<{ docs: { userId: string; data: { email: string } }[] }>(
      request,
      token,
      `/api/process/${processId}/participants?role=STUDENT`,
    );
    const member = participants.docs.find((p) => p.data.email === MEMBER)!;
    const invited = await request.post(`/api/process/${processId}/invite_students`, {
      headers: bearer(token),
      data: { studentIds: [member.userId] },
    });
    expect(invited.ok(), await invited.text()).toBe(true);

    // The home shows the invitation: process, role and coordinator; the bell tells of it too.
    await page.reload();
    const card = invitationCard(page, name);
    await expect(card).toBeVisible();
    await expect(card.getByText('Tienes una invitación pendiente')).toBeVisible();
    await expect(card.getByText('Mentee')).toBeVisible();
    await expect(card.getByText(`${admin.name} ${admin.lastName}`.trim())).toBeVisible();
    const bell = page.getByRole('button', { name: 'Notificaciones' });
    const notification = page.getByRole('button', { name: new RegExp(`Tienes una invitación a ${name}`) });
    // A click that lands while antd is still opening the popover is lost: open the bell until the item shows.
    await expect(async () => {
      if (!(await notification.isVisible())) await bell.click({ timeout: 2_000 });
      await expect(notification).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await page.keyboard.press('Escape');

    // The card opens the confirmation page; she already has a password, so she only confirms.
    await card.getByRole('button', { name: 'Ver invitación' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/process_invitation/student');
    await expect(page.getByRole('heading', { level: 1, name: 'Confirma tu participación' })).toBeVisible();
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Me comprometo a participar activamente del programa')).toBeVisible();
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/process_invitation/result');
    await expect(page.getByRole('heading', { name: 'Gracias por aceptar este compromiso!' })).toBeVisible();

    // Back home: the invitation is answered and its card is gone.
    await page.getByRole('button', { name: 'Ir al inicio' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    await expect(page.getByRole('heading', { name: 'Mis procesos' })).toBeVisible();
    await expect(invitationCard(page, name)).toHaveCount(0);

    // The coordinator is told of the acceptance.
    const notifications = await getJson<{ docs: { title: string; link: string | null }[] }>(
      request,
      token,
      '/api/notifications?page=1',
    );
    expect(notifications.docs).toContainEqual(
      expect.objectContaining({
        title: expect.stringMatching(new RegExp(`aceptó la invitación a ${name}$`)),
        link: `/admin/processes/draft/${processId}`,
      }),
    );
  } finally {
    // Leave the demo client with its own processes only.
    await request.delete(`/api/process/${processId}`, { headers: bearer(token) });
  }
});

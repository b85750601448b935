import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/environment';
import { expectSignedInAt, signIn } from '../support/session';

// One process made for this file, its events and its attendance: the tests run in order and share them.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const run = Date.now().toString(36);
const PROCESS_NAME = `Compañía Demo - Networking QR ${run}`;
const MENTEE = { email: 'mentee@enlaza.test', name: 'Camila González' };

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const userIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { userId: string }).userId;

/** Now in Chile, floored to a quarter hour: still today there, and a valid event time. */
function santiagoQuarterNow(): { display: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Santiago',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  const minute = String(Math.floor(Number(parts.minute) / 15) * 15).padStart(2, '0');
  return { display: `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${minute}` };
}

let adminToken: string;
let processId: string;
let todayEventId: string;

test.beforeAll(async ({ request }) => {
  adminToken = await tokenOf(request, 'admin@enlaza.test');
  const clients = await request.get(`/api/clients?searchFilter=${encodeURIComponent('Compañía Demo')}`, {
    headers: bearer(adminToken),
  });
  const { docs } = (await clients.json()) as { docs: { clientId: string; name: string }[] };
  const clientId = docs.find((c) => c.name === 'Compañía Demo')!.clientId;

  // A networking process without MDI needs no guide: the shortest process the API accepts.
  const created = await request.post('/api/process', {
    headers: bearer(adminToken),
    data: {
      name: PROCESS_NAME,
      clientId,
      serviceTypes: ['NETWORKING'],
      withoutMdi: true,
      estimatedStartDate: '2026-01-05',
      estimatedEndDate: '2027-04-05',
      ownerId: userIdOf(adminToken),
    },
  });
  expect(created.status()).toBe(201);
  processId = ((await created.json()) as { processId: string }).processId;

  // The demo mentee is invited and confirms: only confirmed participants can mark their attendance.
  const added = await request.put(`/api/process/${processId}/add_user_to_process_by_email`, {
    headers: bearer(adminToken),
    data: { email: MENTEE.email },
  });
  expect(added.ok()).toBe(true);
  const accepted = await request.put(`/api/process/${processId}/accept_invitation`, {
    headers: bearer(await tokenOf(request, MENTEE.email)),
    data: {},
  });
  expect(accepted.ok()).toBe(true);
});

test.afterAll(async ({ request }) => {
  // The draft goes away with its events and attendance: the demo figures other files count stay as they were.
  if (!processId) return;
  const deleted = await request.delete(`/api/process/${processId}`, { headers: bearer(adminToken) });
  expect(deleted.status()).toBe(204);
});

test('the admin creates an event for today and opens its QR page', async ({ page, context }) => {
  await signIn(page, 'admin@enlaza.test');
  await expectSignedInAt(page, '/admin/home', 'Andrea');
  await page.goto(`/admin/processes/edit/${processId}?step=6`);

  const events = page.getByRole('region', { name: 'Eventos del proceso' });
  await expect(events.getByText('No hay eventos en este proceso')).toBeVisible();
  await events.getByRole('button', { name: 'Nuevo evento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo evento' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Por favor poner el nombre del evento')).toBeVisible();
  await expect(dialog.getByText('Selecciona una fecha')).toBeVisible();

  await dialog.getByLabel('Nombre del evento').fill('Encuentro de bienvenida');
  const date = dialog.getByLabel('Fecha y hora');
  await date.click();
  await date.fill(santiagoQuarterNow().display);
  await date.press('Enter');
  await dialog.getByLabel('Mentees').check();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Creado exitosamente')).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = events.getByRole('listitem').filter({ hasText: 'Encuentro de bienvenida' });
  await expect(card.getByText(santiagoQuarterNow().display.slice(0, 10), { exact: false })).toBeVisible();
  await expect(card.getByText('Mentees', { exact: true })).toBeVisible();

  const qrLink = card.getByRole('link', { name: /código QR de Encuentro de bienvenida/ });
  todayEventId = (await qrLink.getAttribute('href'))!.split('/').pop()!;
  const [qrPage] = await Promise.all([context.waitForEvent('page'), qrLink.click()]);
  await expect(qrPage).toHaveURL(new RegExp(`/event-attendance-qr/${todayEventId}$`));
  await expect(qrPage.getByRole('heading', { level: 1, name: 'Encuentro de bienvenida' })).toBeVisible();
  await expect(qrPage.getByText(PROCESS_NAME, { exact: false })).toBeVisible();
  const qr = qrPage.getByRole('img', { name: /Código QR para registrar la asistencia/ });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1024);
  await expect(qrPage.getByText(`/mark-attendance/${todayEventId}`, { exact: false })).toBeVisible();
  await expect(qrPage.getByRole('link', { name: 'Descargar QR' })).toBeVisible();
  await expect(qrPage.getByRole('button', { name: 'Imprimir' })).toBeVisible();
});

test('a participant marks their attendance from a phone without signing in', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await phone.newPage();
    await page.goto(`/mark-attendance/${todayEventId}`);
    await expect(page.getByRole('heading', { name: 'Encuentro de bienvenida' })).toBeVisible();
    await expect(page.getByText(PROCESS_NAME)).toBeVisible();
    await expect(page.getByText('Este evento no es hoy', { exact: false })).toHaveCount(0);
    const register = page.getByRole('button', { name: 'Registrar asistencia' });
    await expect(register).toBeDisabled();

    const picker = page.getByRole('combobox', { name: 'Tu nombre' });
    await picker.click();
    await picker.fill('camila');
    await page.locator('.ant-select-item-option').filter({ hasText: MENTEE.name }).click();
    await expect(register).toBeEnabled();
    await register.click();
    await expect(page.getByText('Gracias por confirmar tu asistencia')).toBeVisible();
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await phone.close();
  }
});

test('an event on another day warns that attendance cannot be marked', async ({ browser, request }) => {
  const tomorrow = new Date(Date.now() + 2 * 24 * 3600_000);
  tomorrow.setUTCHours(15, 0, 0, 0);
  const created = await request.post('/api/events', {
    headers: bearer(adminToken),
    data: { processId, name: 'Cierre del programa', roles: [], eventDate: tomorrow.toISOString() },
  });
  expect(created.status()).toBe(201);
  const { event } = (await created.json()) as { event: { eventId: string } };

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await phone.newPage();
    await page.goto(`/mark-attendance/${event.eventId}`);
    await expect(page.getByRole('heading', { name: 'Cierre del programa' })).toBeVisible();
    await expect(
      page.getByText('Este evento no es hoy. Los participantes no podrán marcar su asistencia'),
    ).toBeVisible();
    const picker = page.getByRole('combobox', { name: 'Tu nombre' });
    await picker.click();
    await picker.fill('camila');
    await page.locator('.ant-select-item-option').filter({ hasText: MENTEE.name }).click();
    await page.getByRole('button', { name: 'Registrar asistencia' }).click();
    await expect(
      page.getByText(
        'No se puede registrar asistencia para este evento. Asegúrate de que la fecha del evento sea hoy.',
      ),
    ).toBeVisible();

    await page.goto('/mark-attendance/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('El evento no existe')).toBeVisible();
  } finally {
    await phone.close();
  }
});

import { expect, test, type WebSocketRoute } from '@playwright/test';
import { bearer, tokenOf } from '../support/api';
import { ADMIN, MENTEE, MENTOR, composer, messageWindow, pairedProcess, signedInPage, write } from '../support/chat';
import { preKickoffProcess, releaseDemoPeople } from '../support/preKickoff';

test.describe.configure({ timeout: 150_000 });

test('a pair chats live: the mentee writes, the mentor reads it as it arrives, answers, and the unread badge clears', async ({
  browser,
  request,
}) => {
  const token = await tokenOf(request, ADMIN);
  const run = Date.now().toString(36);
  const { processId, pairId } = await pairedProcess(request, token, `Chat e2e ${run}`);
  try {
    // The mentor keeps her chat page open on her other (seeded) pair's room.
    const mentor = await signedInPage(browser, MENTOR);
    await mentor.goto('/chat/none/mentor');
    const mentorsList = mentor.getByRole('navigation', { name: 'Chats' });
    const roomItem = (text: string) => mentorsList.getByRole('listitem').filter({ hasText: text }).getByRole('button');
    await expect(roomItem(`Chat e2e ${run}`)).toBeVisible();
    await mentorsList.getByRole('listitem').filter({ hasNotText: run }).first().getByRole('button').click();
    await expect(mentor).not.toHaveURL(`/chat/${pairId}/mentor`);

    // The mentee opens the chat of her new pair from the process view.
    const mentee = await signedInPage(browser, MENTEE);
    await mentee.goto(`/home/process/${pairId}/student`);
    await mentee.getByRole('link', { name: 'Chat con tu dupla' }).click();
    await expect(mentee).toHaveURL(`/chat/${pairId}/student`);
    await expect(mentee.getByText('Aún no hay mensajes. ¡Escribe el primero!')).toBeVisible();
    // Whitespace only is not sent.
    await composer(mentee).fill('   ');
    await expect(mentee.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await write(mentee, `Hola mentora ${run}`);
    await expect(messageWindow(mentee).getByText(`Hola mentora ${run}`)).toBeVisible();

    // The mentor's list shows the new message with one unread, live; opening the room clears it.
    const room = roomItem(`Hola mentora ${run}`);
    await expect(room).toBeVisible();
    await expect(room.getByTestId('unread-count')).toHaveText(/^1/);
    await room.click();
    await expect(mentor).toHaveURL(`/chat/${pairId}/mentor`);
    await expect(messageWindow(mentor).getByText(`Hola mentora ${run}`)).toBeVisible();
    await expect(room.getByTestId('unread-count')).toHaveCount(0);

    // Shift+Enter writes a new line; Enter sends both lines as one message.
    await composer(mentor).fill('¡Hola!');
    await composer(mentor).press('Shift+Enter');
    await composer(mentor).pressSequentially(`¿Nos vemos el jueves? ${run}`);
    await expect(composer(mentor)).toHaveValue(`¡Hola!\n¿Nos vemos el jueves? ${run}`);
    await composer(mentor).press('Enter');
    const answer = messageWindow(mentee).getByText(`¿Nos vemos el jueves? ${run}`);
    await expect(answer).toBeVisible();
    await expect(
      messageWindow(mentee)
        .locator('article')
        .filter({ hasText: `jueves? ${run}` }),
    ).toContainText(/¡Hola!\s*¿Nos vemos/);
    await expect(messageWindow(mentee).getByRole('separator', { name: 'Hoy' })).toBeVisible();
    // Times are Santiago's.
    const santiagoNow = new Intl.DateTimeFormat('es-CL', {
      timeZone: 'America/Santiago',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    });
    const shown = await messageWindow(mentee).locator('article time').last().textContent();
    const [h, m] = shown!.split(':').map(Number);
    const [nh, nm] = santiagoNow.format(new Date()).split(':').map(Number);
    expect(Math.abs(nh! * 60 + nm! - (h! * 60 + m!)) % (24 * 60)).toBeLessThanOrEqual(2);
  } finally {
    await releaseDemoPeople(request, token, processId);
  }
});

test('a dropped socket says so, reconnects by itself, and loses nothing that was written meanwhile', async ({
  browser,
  request,
}) => {
  const token = await tokenOf(request, ADMIN);
  const run = Date.now().toString(36);
  const { processId, pairId } = await pairedProcess(request, token, `Chat caída e2e ${run}`);
  try {
    const mentor = await signedInPage(browser, MENTOR);
    // The mentor's live socket goes through this route, which can cut it and refuse new ones for a while, as a
    // network that goes away does (1001 'going away': the client retries, as it does after an abnormal closure).
    let blocked = false;
    const sockets: WebSocketRoute[] = [];
    await mentor.routeWebSocket(/\/api\/graphql/, (socket) => {
      if (blocked) {
        void socket.close({ code: 1001, reason: 'sin red' });
        return;
      }
      socket.connectToServer();
      sockets.push(socket);
    });
    await mentor.goto(`/chat/${pairId}/mentor`);
    await expect(mentor.getByText('Aún no hay mensajes. ¡Escribe el primero!')).toBeVisible();
    await expect.poll(() => sockets.length).toBeGreaterThan(0);

    const mentee = await signedInPage(browser, MENTEE);
    await mentee.goto(`/chat/${pairId}/student`);
    await write(mentee, `Antes del corte ${run}`);
    await expect(messageWindow(mentor).getByText(`Antes del corte ${run}`)).toBeVisible();

    blocked = true;
    for (const socket of sockets.splice(0)) await socket.close({ code: 1001, reason: 'sin red' });
    await expect(mentor.getByText('Error conexión chat!')).toBeVisible();
    await write(mentee, `Durante el corte 1 ${run}`);
    await write(mentee, `Durante el corte 2 ${run}`);
    blocked = false;

    await expect(mentor.getByText('Error conexión chat!')).toHaveCount(0, { timeout: 30_000 });
    for (const text of [`Antes del corte ${run}`, `Durante el corte 1 ${run}`, `Durante el corte 2 ${run}`]) {
      await expect(messageWindow(mentor).getByText(text)).toHaveCount(1);
    }
    // And the socket is live again.
    await write(mentee, `Después del corte ${run}`);
    await expect(messageWindow(mentor).getByText(`Después del corte ${run}`)).toBeVisible();
  } finally {
    await releaseDemoPeople(request, token, processId);
  }
});

test('a networking match chats once the admin enabled its chat, and the admin reads it in the script', async ({
  browser,
  request,
}) => {
  const token = await tokenOf(request, ADMIN);
  const run = Date.now().toString(36);
  const name = `Chat networking e2e ${run}`;
  const processId = await preKickoffProcess(request, token, {
    name,
    networking: {
      businessAreaConfiguration: 'SIMILAR',
      businessPositionConfiguration: 'INDIFFERENT',
      interestTypeConfiguration: 'SIMILAR',
      regionConfiguration: 'INDIFFERENT',
      numberOfMatch: 2,
    },
  });
  try {
    const headers = bearer(token);
    const mentee = await signedInPage(browser, MENTEE);
    const generated = await request.post(`/api/process/${processId}/create_matches`, {
      headers,
      data: { numberOfMatch: 2 },
    });
    expect(generated.ok(), await generated.text()).toBe(true);
    // Before 'Habilitar chats' there is no match room in this process.
    await mentee.goto('/chat/none/student');
    const list = mentee.getByRole('navigation', { name: 'Chats' });
    await expect(list).toBeVisible();
    await expect(list.getByText(name)).toHaveCount(0);

    const enabled = await request.post(`/api/process/${processId}/create_matches_chat_rooms`, {
      headers,
      data: { numberOfChatsToEnable: 2 },
    });
    expect(enabled.ok(), await enabled.text()).toBe(true);
    await mentee.reload();
    const matchRoom = list.getByRole('button').filter({ hasText: name }).first();
    await expect(matchRoom).toBeVisible();
    await matchRoom.click();
    await expect(mentee.getByRole('region', { name: /^Chat con / })).toContainText('Match de networking');
    await write(mentee, `Hola match ${run}`);
    await expect(messageWindow(mentee).getByText(`Hola match ${run}`)).toBeVisible();

    const script = await request.get(`/api/process/${processId}/messages`, { headers });
    expect(script.status()).toBe(200);
    const text = await script.text();
    expect(text).toMatch(/=== Match: .* ===/);
    expect(text).toContain(`Camila González: Hola match ${run}`);
  } finally {
    await releaseDemoPeople(request, token, processId);
  }
});

import { expect, test, type WebSocketRoute } from '@playwright/test';
import {
  ATTRACTION_STUDENT,
  ATTRACTION_TUTOR,
  DEMO_ATTRACTION,
  OTHER_GROUP_STUDENT,
  demoAttractionProcess,
  sendChallenge,
} from '../support/attraction';
import { composer, messageWindow, signedInPage, write } from '../support/chat';

test.describe.configure({ timeout: 150_000 });

test('a student and her tutor chat live in their group chat, and a challenge sent appears live in it', async ({
  browser,
  request,
}) => {
  const run = Date.now().toString(36);
  const { processId } = await demoAttractionProcess(request);

  // The student reaches her attraction process from /home and sees her tutor and the challenges sent so far.
  const student = await signedInPage(browser, ATTRACTION_STUDENT);
  await student.getByRole('link', { name: `Abrir ${DEMO_ATTRACTION}` }).click();
  await expect(student).toHaveURL(`/attraction/student/${processId}`);
  await expect(student.getByRole('heading', { level: 1, name: DEMO_ATTRACTION })).toBeVisible();
  await expect(student.getByRole('link', { name: 'Paula Fuentes' })).toBeVisible();
  await expect(student.getByRole('link', { name: 'Javiera Muñoz' })).toBeVisible();
  const challenges = student.getByRole('list', { name: 'Desafíos enviados' });
  await expect(challenges.getByRole('heading', { name: 'Desafío 1: Conoce la empresa' })).toBeVisible();
  await student.getByRole('link', { name: 'Ir al chat grupal' }).click();
  await expect(student).toHaveURL(`/groupchat/${processId}`);
  await expect(messageWindow(student).getByText('Desafío 1: Conoce la empresa')).toBeVisible();

  // Her tutor opens the same group chat; a student of the other group is in another room.
  const tutor = await signedInPage(browser, ATTRACTION_TUTOR);
  await tutor.goto(`/groupchat/${processId}`);
  await expect(messageWindow(tutor).getByText('Bienvenidas', { exact: false }).first()).toBeVisible();
  const other = await signedInPage(browser, OTHER_GROUP_STUDENT);
  await other.goto(`/groupchat/${processId}`);
  await expect(messageWindow(other).getByText('Desafío 1: Conoce la empresa')).toBeVisible();

  // In another tab, the other group's student keeps her attraction view open.
  const otherView = await other.context().newPage();
  await otherView.goto(`/attraction/student/${processId}`);
  await expect(otherView.getByRole('link', { name: 'Diego Araya' })).toBeVisible();

  // Shift+Enter writes a new line; Enter sends; the tutor reads it as it arrives, and answers.
  await composer(student).fill(`Hola grupo ${run}`);
  await composer(student).press('Shift+Enter');
  await composer(student).pressSequentially('segunda línea');
  await expect(composer(student)).toHaveValue(`Hola grupo ${run}\nsegunda línea`);
  await composer(student).press('Enter');
  await expect(composer(student)).toHaveValue('');
  await expect(messageWindow(tutor).getByText(`Hola grupo ${run}`)).toBeVisible();
  await write(tutor, `Bien Camila ${run}`);
  await expect(messageWindow(student).getByText(`Bien Camila ${run}`)).toBeVisible();

  // The coordinator sends a challenge: it arrives live in both groups' chats, set apart from the messages.
  await sendChallenge(request, processId, `Desafío e2e ${run}`, 'Preparen un pitch de 3 minutos.');
  for (const page of [student, tutor, other]) {
    await expect(messageWindow(page).getByRole('heading', { name: `Desafío e2e ${run}` })).toBeVisible();
  }
  // The open attraction view lists it live, first.
  await expect(otherView.getByRole('list', { name: 'Desafíos enviados' }).getByRole('heading').first()).toHaveText(
    `Desafío e2e ${run}`,
  );
  // The other group never saw this group's conversation.
  await expect(messageWindow(other).getByText(`Hola grupo ${run}`)).toHaveCount(0);

  // Back on the attraction view, the new challenge is listed first.
  await student.goBack();
  await expect(student).toHaveURL(`/attraction/student/${processId}`);
  await expect(challenges.getByRole('heading').first()).toHaveText(`Desafío e2e ${run}`);

  for (const page of [student, tutor, other]) await page.context().close();
});

test("after a dropped connection the tutor's group chat shows 'Error conexión chat!' and then what she missed, once", async ({
  browser,
  request,
}) => {
  const run = Date.now().toString(36);
  const { processId } = await demoAttractionProcess(request);
  const tutor = await signedInPage(browser, ATTRACTION_TUTOR);
  // Her live socket goes through this route, which can cut it and refuse new ones for a while.
  let blocked = false;
  const sockets: WebSocketRoute[] = [];
  await tutor.routeWebSocket(/\/api\/graphql/, (socket) => {
    if (blocked) {
      void socket.close({ code: 1001, reason: 'sin red' });
      return;
    }
    socket.connectToServer();
    sockets.push(socket);
  });
  await tutor.goto(`/groupchat/${processId}`);
  await expect(messageWindow(tutor).getByRole('article').first()).toBeVisible();
  await expect.poll(() => sockets.length).toBeGreaterThan(0);

  const student = await signedInPage(browser, ATTRACTION_STUDENT);
  await student.goto(`/groupchat/${processId}`);
  await write(student, `Antes del corte ${run}`);
  await expect(messageWindow(tutor).getByText(`Antes del corte ${run}`)).toBeVisible();

  blocked = true;
  for (const socket of sockets.splice(0)) await socket.close({ code: 1001, reason: 'sin red' });
  await expect(tutor.getByText('Error conexión chat!')).toBeVisible();
  await write(student, `Durante el corte ${run}`);
  await sendChallenge(request, processId, `Desafío en el corte ${run}`, 'Texto del desafío.');
  blocked = false;

  await expect(tutor.getByText('Error conexión chat!')).toHaveCount(0, { timeout: 30_000 });
  for (const text of [`Antes del corte ${run}`, `Durante el corte ${run}`, `Desafío en el corte ${run}`]) {
    await expect(messageWindow(tutor).getByText(text)).toHaveCount(1);
  }
  await write(student, `Después del corte ${run}`);
  await expect(messageWindow(tutor).getByText(`Después del corte ${run}`)).toBeVisible();
  for (const page of [student, tutor]) await page.context().close();
});

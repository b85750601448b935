import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { createNotificationsRepository } from './notifications.repository';
import { createNotificationsService, type NotificationsService } from './notifications.service';

let t: TestApp;
let service: NotificationsService;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
  // The same service the app wires, on the same database: what other areas call.
  service = createNotificationsService({ notificationsRepository: createNotificationsRepository(t.db) });
});
afterAll(async () => {
  await t.close();
});

/**
 * A signed-in user; with `welcomed`, one welcomed long ago (the welcome seen and left out of `titles`), so a test
 * that asks the unread count counts only the notifications it makes.
 */
async function signedIn(roles: Array<'ADMIN' | 'COMPANY_ADMIN' | 'USER'> = ['USER'], { welcomed = false } = {}) {
  const user = await createUser(t.db, { roles });
  if (welcomed) {
    await t.db.insert(notifications).values({
      userId: user.id,
      type: 'WELCOME',
      title: 'Te damos la bienvenida',
      createdAt: new Date('2026-01-01T00:00:00Z'),
      seenAt: new Date('2026-01-01T00:00:00Z'),
    });
  }
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  return { user, headers: { authorization: `Bearer ${res.json().accessToken as string}` } };
}
type Signed = Awaited<ReturnType<typeof signedIn>>;

const get = (who: Signed, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
const put = (who: Signed, url: string, payload?: object) =>
  t.app.inject({ method: 'PUT', url, headers: who.headers, ...(payload ? { payload } : {}) });
const unread = async (who: Signed) => (await get(who, '/api/notifications/unread-count')).json().count as number;
const titles = async (who: Signed, page = 1) =>
  (await get(who, `/api/notifications?page=${page}`))
    .json()
    .docs.filter((n: { type: string; seen: boolean }) => !(n.type === 'WELCOME' && n.seen))
    .map((n: { title: string }) => n.title);

/** Notifications created one after another, so their order is the order given. */
async function notifyInOrder(userId: string, items: Array<{ title: string; entityId?: string }>) {
  for (const item of items) {
    await service.notify(userId, { type: 'TEST', ...item });
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

describe('notify()', () => {
  it('creates one notification per distinct user', async () => {
    const a = await signedIn();
    const b = await signedIn();
    await service.notify([a.user.id, b.user.id, a.user.id], {
      type: 'TEST',
      title: 'Sesión agendada',
      entityId: 'pair-1',
      link: '/home',
    });
    const rowsA = await t.db.select().from(notifications).where(eq(notifications.userId, a.user.id));
    const rowsB = await t.db.select().from(notifications).where(eq(notifications.userId, b.user.id));
    expect(rowsA).toHaveLength(1);
    expect(rowsB).toHaveLength(1);
    expect(rowsA[0]).toMatchObject({
      title: 'Sesión agendada',
      body: '',
      entityId: 'pair-1',
      link: '/home',
      seenAt: null,
    });
  });

  it('does nothing for an empty list', async () => {
    await expect(service.notify([], { type: 'TEST', title: 'Nadie' })).resolves.toBeUndefined();
  });
});

describe('GET /api/notifications', () => {
  it('lists only my own notifications, newest first, 10 per page', async () => {
    const me = await signedIn();
    const other = await signedIn();
    await notifyInOrder(
      me.user.id,
      Array.from({ length: 12 }, (_, i) => ({ title: `Aviso ${i + 1}` })),
    );
    await service.notify(other.user.id, { type: 'TEST', title: 'Privado de otra' });

    const page1 = (await get(me, '/api/notifications?page=1')).json();
    expect(page1).toMatchObject({ totalDocs: 12, page: 1, limit: 10 });
    expect(page1.docs.map((n: { title: string }) => n.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Aviso ${12 - i}`),
    );
    expect(page1.docs[0]).toMatchObject({ type: 'TEST', seen: false, link: null, entityId: null });
    expect(await titles(me, 2)).toEqual(['Aviso 2', 'Aviso 1']);
    expect(await titles(other)).toEqual(['Privado de otra']);
  });

  it("ignores another user's id from a non-admin, and lets an admin read a given user's list", async () => {
    const me = await signedIn();
    const other = await signedIn();
    const admin = await signedIn(['ADMIN']);
    await service.notify(me.user.id, { type: 'TEST', title: 'Mío' });
    await service.notify(other.user.id, { type: 'TEST', title: 'De la otra' });
    const asMe = (await get(me, `/api/notifications?userId=${other.user.id}`)).json();
    expect(asMe.docs.map((n: { title: string }) => n.title)).toEqual(['Mío']);
    const asAdmin = (await get(admin, `/api/notifications?userId=${other.user.id}`)).json();
    expect(asAdmin.docs.map((n: { title: string }) => n.title)).toEqual(['De la otra']);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/unread-count' })).statusCode).toBe(401);
  });
});

describe('GET /api/notifications/unread-count', () => {
  it('welcomes a user who never had a notification, once', async () => {
    const newcomer = await signedIn();
    const counts = await Promise.all([unread(newcomer), unread(newcomer)]);
    expect(counts).toEqual([1, 1]);
    expect(await unread(newcomer)).toBe(1);
    const list = (await get(newcomer, '/api/notifications')).json();
    expect(list.docs).toHaveLength(1);
    expect(list.docs[0]).toMatchObject({ type: 'WELCOME', title: 'Te damos la bienvenida', link: '/user_profile' });
  });

  it('welcomes a new member whose first notification (an invitation) came before she opened the app, once', async () => {
    const user = await signedIn();
    await service.notify(user.user.id, { type: 'TEST', title: 'Primero' });
    expect(await unread(user)).toBe(2);
    await put(user, '/api/notifications/mark-all-read');
    expect(await unread(user)).toBe(0);
    const listed = (await get(user, '/api/notifications')).json().docs.map((n: { title: string }) => n.title);
    expect(listed).toEqual(['Te damos la bienvenida', 'Primero']);
  });

  it('does not welcome twice a user welcomed before', async () => {
    const user = await signedIn(['USER'], { welcomed: true });
    await service.notify(user.user.id, { type: 'TEST', title: 'Primero' });
    expect(await unread(user)).toBe(1);
    expect(await titles(user)).toEqual(['Primero']);
  });
});

describe('marking as read', () => {
  it('markSeen: the count goes down; seeing it again is fine', async () => {
    const user = await signedIn(['USER'], { welcomed: true });
    await notifyInOrder(user.user.id, [{ title: 'Uno' }, { title: 'Dos' }]);
    expect(await unread(user)).toBe(2);
    const [latest] = (await get(user, '/api/notifications')).json().docs;
    const res = await put(user, '/api/notifications/markSeen', { notificationId: latest.notificationId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 1 });
    expect(await unread(user)).toBe(1);
    expect((await put(user, '/api/notifications/markSeen', { notificationId: latest.notificationId })).json()).toEqual({
      updated: 0,
    });
    expect((await get(user, '/api/notifications')).json().docs[0]).toMatchObject({ title: 'Dos', seen: true });
  });

  it("markSeen: another user's notification does not exist for me (404) and stays unread", async () => {
    const owner = await signedIn(['USER'], { welcomed: true });
    const intruder = await signedIn(['USER'], { welcomed: true });
    await service.notify(owner.user.id, { type: 'TEST', title: 'Ajeno' });
    const [theirs] = (await get(owner, '/api/notifications')).json().docs;
    for (const notificationId of [theirs.notificationId, '00000000-0000-4000-8000-000000000000', 'basura']) {
      const res = await put(intruder, '/api/notifications/markSeen', { notificationId });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ type: 'notification_not_found', message: 'Notificación no encontrada' });
    }
    expect(await unread(owner)).toBe(1);
  });

  it('mark-all-read marks only mine', async () => {
    const me = await signedIn(['USER'], { welcomed: true });
    const other = await signedIn(['USER'], { welcomed: true });
    await notifyInOrder(me.user.id, [{ title: 'A' }, { title: 'B' }, { title: 'C' }]);
    await service.notify(other.user.id, { type: 'TEST', title: 'X' });
    expect((await put(me, '/api/notifications/mark-all-read')).json()).toEqual({ updated: 3 });
    expect(await unread(me)).toBe(0);
    expect(await unread(other)).toBe(1);
  });

  it('mark-view-as-read marks my notifications about that entity only', async () => {
    const me = await signedIn(['USER'], { welcomed: true });
    const other = await signedIn(['USER'], { welcomed: true });
    await notifyInOrder(me.user.id, [
      { title: 'Sesión 1', entityId: 'process-7' },
      { title: 'Sesión 2', entityId: 'process-7' },
      { title: 'Otro proceso', entityId: 'process-8' },
    ]);
    await service.notify(other.user.id, { type: 'TEST', title: 'Suyo', entityId: 'process-7' });
    const res = await put(me, '/api/notifications/mark-view-as-read', { entityId: 'process-7' });
    expect(res.json()).toEqual({ updated: 2 });
    expect(await unread(me)).toBe(1);
    expect(await unread(other)).toBe(1);
    expect((await put(me, '/api/notifications/mark-view-as-read', {})).statusCode).toBe(400);
  });
});

describe('the new-client notification, end to end through the API', () => {
  it('reaches the other admin, who opens it and sees the count go down', async () => {
    const creator = await signedIn(['ADMIN']);
    const colleague = await signedIn(['ADMIN']);
    expect(await unread(colleague)).toBe(1); // the welcome
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: creator.headers,
      payload: { name: 'Aviso SpA', contact: { name: 'Ana', email: 'ana@aviso.cl', phone: '+56 912341234' } },
    });
    const { clientId } = created.json();
    expect(await unread(colleague)).toBe(2);
    const [latest] = (await get(colleague, '/api/notifications')).json().docs;
    expect(latest).toMatchObject({ title: 'Nuevo cliente: Aviso SpA', link: `/admin/clients/${clientId}` });
    await put(colleague, '/api/notifications/mark-view-as-read', { entityId: clientId });
    expect(await unread(colleague)).toBe(1);
    expect(await titles(creator)).not.toContain('Nuevo cliente: Aviso SpA');
  });
});

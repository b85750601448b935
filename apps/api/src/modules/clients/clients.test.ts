import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, notifications } from '../../db/schema';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
});
afterAll(async () => {
  await t.close();
});

type Role = 'ADMIN' | 'COMPANY_ADMIN' | 'USER';

async function signedIn(roles: Role[], clientId?: string) {
  const user = await createUser(t.db, { roles, clientId });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  const token: string = res.json().accessToken;
  return { user, headers: { authorization: `Bearer ${token}` } };
}

let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  admin = await signedIn(['ADMIN']);
});

const validClient = (overrides: Record<string, unknown> = {}) => ({
  name: 'Minera Los Andes',
  rut: '97.004.000-5',
  businessName: 'Minera Los Andes SpA',
  address: 'Av. Apoquindo 1234',
  city: 'Región Metropolitana de Santiago',
  websiteUrl: 'https://andes.example.cl',
  contact: {
    name: 'Paula Vera',
    email: 'Paula.Vera@Andes.Example.CL',
    phone: '+56 912341234',
    businessArea: 'Personas',
  },
  ...overrides,
});

const create = (payload: unknown, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: '/api/clients', headers, payload: payload as object });
const list = (query: string, headers = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/clients${query}`, headers });

describe('POST /api/clients', () => {
  it('creates a client (201) with the RUT stored without dots and the contact email lowercased', async () => {
    const res = await create(validClient());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Minera Los Andes',
      rut: '97004000-5',
      businessName: 'Minera Los Andes SpA',
      linkedinUrl: null,
      contact: {
        name: 'Paula Vera',
        email: 'paula.vera@andes.example.cl',
        phone: '+56 912341234',
        businessPosition: null,
      },
    });
    const row = await t.db.query.clients.findFirst({ where: eq(clients.id, body.clientId) });
    expect(row?.rut).toBe('97004000-5');
  });

  it('accepts a client without RUT (empty values are not stored)', async () => {
    const res = await create(validClient({ name: 'Fundación Sin Rut', rut: '', businessName: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ rut: null, businessName: null });
  });

  it.each([
    [{ name: '   ' }, 'Ingrese nombre de empresa'],
    [{ rut: '97.004.000-4' }, 'Ingrese un rut valido'],
    [{ rut: '12345' }, 'Ingrese un rut valido'],
    [{ contact: { email: 'a@b.cl', phone: '+56 912341234' } }, 'Ingrese nombre de contacto'],
    [{ contact: { name: 'P', phone: '+56 912341234' } }, 'Ingrese un mail de contacto'],
    [{ contact: { name: 'P', email: 'no-es-mail', phone: '+56 912341234' } }, 'Ingrese un mail valido'],
    [{ contact: { name: 'P', email: 'a@b.cl', phone: '' } }, 'Ingrese telefono de contacto'],
    [{ contact: { name: 'P', email: 'a@b.cl', phone: '56912341234' } }, 'Ingrese un telefono valido (+56 912341234)'],
  ])('refuses %o with 400 "%s"', async (overrides, message) => {
    const res = await create(validClient(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { type: 'validation_error', message } });
  });

  it('refuses a second client with the same RUT: 409 with the create error type', async () => {
    await create(validClient({ name: 'Banco Uno', rut: '61.704.000-K' }));
    const res = await create(validClient({ name: 'Banco Dos', rut: '61704000-k' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.type).toBe('client_service_create_client_service_error');
    expect(res.json().error.message).toMatch(/^Error al crear cliente/);
  });

  it('is for admins only', async () => {
    const companyAdmin = await signedIn(['COMPANY_ADMIN']);
    const mentee = await signedIn(['USER']);
    expect((await create(validClient({ rut: '' }), companyAdmin.headers)).statusCode).toBe(403);
    expect((await create(validClient({ rut: '' }), mentee.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/clients', payload: validClient() })).statusCode).toBe(401);
  });

  it('tells every other admin about the new client, with a link to it', async () => {
    const otherAdmin = await signedIn(['ADMIN', 'COMPANY_ADMIN']);
    const mentee = await signedIn(['USER']);
    const res = await create(validClient({ name: 'Viña Aviso', rut: '' }));
    const clientId = res.json().clientId;
    const rows = await t.db.select().from(notifications).where(eq(notifications.entityId, clientId));
    const recipients = rows.map((row) => row.userId);
    expect(recipients).toContain(otherAdmin.user.id);
    expect(recipients).not.toContain(admin.user.id);
    expect(recipients).not.toContain(mentee.user.id);
    expect(rows[0]).toMatchObject({
      type: 'CLIENT_CREATED',
      title: 'Nuevo cliente: Viña Aviso',
      link: `/admin/clients/${clientId}`,
      entityType: 'CLIENT',
      seenAt: null,
    });
  });
});

describe('GET /api/clients', () => {
  let listed: { headers: { authorization: string } };
  beforeAll(async () => {
    listed = await signedIn(['ADMIN']);
    for (let i = 1; i <= 12; i++) {
      await create(validClient({ name: `Lista Paginada ${String(i).padStart(2, '0')}`, rut: '' }), listed.headers);
    }
  });

  it("lists 10 per page in name order, '.*' meaning every client", async () => {
    const first = (await list('?searchFilter=.*&page=1')).json();
    const all = await t.db.select().from(clients);
    expect(first.totalDocs).toBe(all.length);
    expect(first.docs).toHaveLength(10);
    expect(first).toMatchObject({ page: 1, limit: 10 });
    const names = first.docs.map((c: { name: string }) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('searches case-insensitively by part of the name, and pages the result', async () => {
    const page1 = (await list('?searchFilter=lista%20PAGINADA')).json();
    expect(page1.totalDocs).toBe(12);
    expect(page1.docs.map((c: { name: string }) => c.name).slice(0, 2)).toEqual([
      'Lista Paginada 01',
      'Lista Paginada 02',
    ]);
    const page2 = (await list('?searchFilter=lista%20paginada&page=2')).json();
    expect(page2.docs.map((c: { name: string }) => c.name)).toEqual(['Lista Paginada 11', 'Lista Paginada 12']);
  });

  it('takes the search literally (no pattern characters) and finds a RUT typed with dots', async () => {
    expect((await list('?searchFilter=%25')).json().totalDocs).toBe(0);
    const byRut = (await list('?searchFilter=97.004.000')).json();
    expect(byRut.docs.map((c: { name: string }) => c.name)).toContain('Minera Los Andes');
  });

  it('with pagination=false returns up to 100 for selects', async () => {
    const res = (await list('?pagination=false')).json();
    const total = (await t.db.select().from(clients)).length;
    expect(res.docs).toHaveLength(Math.min(total, 100));
    expect(res.limit).toBe(100);
  });

  it('refuses a limit above 100', async () => {
    expect((await list('?limit=101')).statusCode).toBe(400);
  });

  it('is not for company admins or mentees', async () => {
    expect((await list('', (await signedIn(['COMPANY_ADMIN'])).headers)).statusCode).toBe(403);
    expect((await list('', (await signedIn(['USER'])).headers)).statusCode).toBe(403);
  });
});

describe('GET /api/clients/:id', () => {
  it('shows the client with its company admins', async () => {
    const { clientId } = (await create(validClient({ name: 'Retail Detalle', rut: '' }))).json();
    const companyAdmin = await signedIn(['COMPANY_ADMIN'], clientId);
    const mentor = await signedIn(['USER'], clientId);
    const res = await t.app.inject({ method: 'GET', url: `/api/clients/${clientId}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ clientId, name: 'Retail Detalle' });
    const admins = res.json().companyAdmins;
    expect(admins).toEqual([
      { userId: companyAdmin.user.id, name: 'Test', lastName: 'Usuaria', email: companyAdmin.user.email },
    ]);
    expect(admins.map((a: { userId: string }) => a.userId)).not.toContain(mentor.user.id);
  });

  it('lets a company admin see its own client only', async () => {
    const own = (await create(validClient({ name: 'Propio SA', rut: '' }))).json().clientId;
    const other = (await create(validClient({ name: 'Ajeno SA', rut: '' }))).json().clientId;
    const companyAdmin = await signedIn(['COMPANY_ADMIN'], own);
    const get = (id: string, headers = companyAdmin.headers) =>
      t.app.inject({ method: 'GET', url: `/api/clients/${id}`, headers });
    expect((await get(own)).statusCode).toBe(200);
    expect((await get(other)).statusCode).toBe(403);
    expect((await get(own, (await signedIn(['USER'], own)).headers)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-existe']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/clients/${id}`, headers: admin.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Cliente no encontrado');
    }
  });
});

describe('PUT /api/clients/:id', () => {
  it('replaces the client with the form: a field left out is emptied', async () => {
    const { clientId } = (await create(validClient({ name: 'Editable', rut: '' }))).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/clients/${clientId}`,
      headers: admin.headers,
      payload: {
        name: 'Editada',
        rut: '5.126.663-3',
        contact: { name: 'Ana', email: 'ANA@X.CL', phone: '+569 1234 5678' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      clientId,
      name: 'Editada',
      rut: '5126663-3',
      address: null,
      websiteUrl: null,
      contact: { name: 'Ana', email: 'ana@x.cl', businessArea: null },
    });
  });

  it('refuses a RUT another client has: 409 with the update error type; its own RUT is fine', async () => {
    await create(validClient({ name: 'Dueña del RUT', rut: '12.345.678-5' }));
    const { clientId } = (await create(validClient({ name: 'Otra', rut: '11.111.111-1' }))).json();
    const put = (rut: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/clients/${clientId}`,
        headers: admin.headers,
        payload: validClient({ name: 'Otra', rut }),
      });
    const taken = await put('12345678-5');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.type).toBe('client_service_update_client_service_error');
    expect(taken.json().error.message).toMatch(/^Error al actualizar cliente/);
    expect((await put('11.111.111-1')).statusCode).toBe(200);
  });

  it('validates like the creation and is for admins only', async () => {
    const { clientId } = (await create(validClient({ name: 'Valida', rut: '' }))).json();
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/clients/${clientId}`,
      headers: admin.headers,
      payload: validClient({ rut: '11.111.111-2' }),
    });
    expect(bad.json().error.message).toBe('Ingrese un rut valido');
    const companyAdmin = await signedIn(['COMPANY_ADMIN'], clientId);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/clients/${clientId}`,
      headers: companyAdmin.headers,
      payload: validClient({ rut: '' }),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('DELETE /api/clients/:id', () => {
  it('deletes a client without users (204)', async () => {
    const { clientId } = (await create(validClient({ name: 'Borrable', rut: '' }))).json();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/clients/${clientId}`, headers: admin.headers });
    expect(res.statusCode).toBe(204);
    expect(await t.db.query.clients.findFirst({ where: eq(clients.id, clientId) })).toBeUndefined();
  });

  it('refuses while users still belong to it, with a Spanish reason', async () => {
    const { clientId } = (await create(validClient({ name: 'Con Usuarios', rut: '' }))).json();
    await signedIn(['COMPANY_ADMIN'], clientId);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/clients/${clientId}`, headers: admin.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.type).toBe('client_service_delete_client_in_use_error');
    expect(res.json().error.message).toContain('tiene 1 usuario asociado');
    expect(await t.db.query.clients.findFirst({ where: eq(clients.id, clientId) })).toBeDefined();
  });

  it('is for admins only', async () => {
    const { clientId } = (await create(validClient({ name: 'Protegido', rut: '' }))).json();
    const companyAdmin = await signedIn(['COMPANY_ADMIN']);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/clients/${clientId}`,
      headers: companyAdmin.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});

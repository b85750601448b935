import type { FastifyInstance } from 'fastify';
import type { Role } from '@enlaza/contract';
import type { Database } from '../../src/db/database';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/modules/auth';
import { unique } from './unique';

export const TEST_PASSWORD = 'Contraseña-segura-1';

export interface UserOverrides {
  email?: string;
  roles?: Role[];
  password?: string | null;
  name?: string;
  lastName?: string;
  clientId?: string | null;
  cellphone?: string | null;
  /** Entrepreneur info as stored (present makes her an entrepreneur). */
  emprendeInfo?: Record<string, unknown> | null;
}

/** A user with a unique email; the password is TEST_PASSWORD unless given. */
export async function createUser(db: Database, overrides: UserOverrides = {}) {
  const email = overrides.email ?? `user-${unique()}@example.com`;
  const password = overrides.password === undefined ? TEST_PASSWORD : overrides.password;
  const [row] = await db
    .insert(users)
    .values({
      email,
      name: overrides.name ?? 'Test',
      lastName: overrides.lastName ?? 'Usuaria',
      roles: overrides.roles ?? ['USER'],
      clientId: overrides.clientId ?? null,
      cellphone: overrides.cellphone ?? null,
      emprendeInfo: overrides.emprendeInfo ?? null,
      passwordHash: password ? await hashPassword(password) : null,
    })
    .returning();
  return { ...row!, password };
}
export type TestUser = Awaited<ReturnType<typeof createUser>>;

/** Signs in through the API (POST /api/auth) and gives the access token and the headers that carry it. */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  const accessToken = res.json().accessToken as string;
  return { accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}
export type TestSession = Awaited<ReturnType<typeof signIn>>;

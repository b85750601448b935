import type { Role } from '@enlaza/contract';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords';
import type { Database } from '../database';
import { clients, users } from '../schema';

export const DEMO_PASSWORD = 'Enlaza2026!';
export const DEMO_CLIENT_NAME = 'Compañía Demo';

interface DemoAccount {
  email: string;
  name: string;
  lastName: string;
  roles: Role[];
  ofDemoClient?: boolean;
  mentor?: boolean;
}

export const demoAccounts: DemoAccount[] = [
  { email: 'admin@enlaza.test', name: 'Andrea', lastName: 'Rojas', roles: ['ADMIN'] },
  { email: 'empresa@enlaza.test', name: 'Carolina', lastName: 'Muñoz', roles: ['COMPANY_ADMIN'], ofDemoClient: true },
  { email: 'mentora@enlaza.test', name: 'Valentina', lastName: 'Soto', roles: ['USER'], mentor: true },
  { email: 'mentee@enlaza.test', name: 'Camila', lastName: 'González', roles: ['USER'] },
  {
    email: 'multi@enlaza.test',
    name: 'Javiera',
    lastName: 'Pérez',
    roles: ['ADMIN', 'COMPANY_ADMIN'],
    ofDemoClient: true,
  },
];

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return (row?.count ?? 0) === 0;
}

/** Creates the demo client and accounts that are missing; existing rows are left as they are. */
export async function seedDemoData(db: Database): Promise<{ created: string[] }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    let client = await tx.query.clients.findFirst({ where: eq(clients.name, DEMO_CLIENT_NAME) });
    if (!client) [client] = await tx.insert(clients).values({ name: DEMO_CLIENT_NAME }).returning();
    const created: string[] = [];
    for (const account of demoAccounts) {
      const inserted = await tx
        .insert(users)
        .values({
          email: account.email,
          name: account.name,
          lastName: account.lastName,
          roles: account.roles,
          passwordHash,
          clientId: account.ofDemoClient ? client!.id : null,
          mentorshipInfo: account.mentor ? { mentorType: 'INTERNAL', mentorStatus: 'ACTIVE' } : null,
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ email: users.email });
      created.push(...inserted.map((r) => r.email));
    }
    return { created };
  });
}

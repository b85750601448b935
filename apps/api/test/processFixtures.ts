import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { createClient, createUser, signIn } from './factories';

/**
 * Two clients, each with a signed-in company admin: what every process-area suite needs to check that a company
 * admin reads its own client's processes and not another's.
 */
export async function clientsWithCompanyAdmins(app: FastifyInstance, db: Database) {
  const client = await createClient(db);
  const other = await createClient(db, { rut: '76123456-1' });
  const companyAdmin = await signIn(
    app,
    (await createUser(db, { roles: ['COMPANY_ADMIN'], clientId: client.id })).email,
  );
  const otherCompanyAdmin = await signIn(
    app,
    (await createUser(db, { roles: ['COMPANY_ADMIN'], clientId: other.id })).email,
  );
  return { clientId: client.id, otherClientId: other!.id, companyAdmin, otherCompanyAdmin };
}

/**
 * The signed-in people a process-area suite checks its role rules with: an admin, a member without roles, and the
 * company admins of two clients (the first client's id is the one the suite's processes belong to).
 */
export async function processAreaSessions(app: FastifyInstance, db: Database) {
  const admin = await signIn(app, (await createUser(db, { roles: ['ADMIN'] })).email);
  const member = await signIn(app, (await createUser(db)).email);
  return { admin, member, ...(await clientsWithCompanyAdmins(app, db)) };
}

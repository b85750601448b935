import {
  getNamedType,
  isEnumType,
  isLeafType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
} from 'graphql';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveContents, mentorships, mentorshipSessions, users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { makeEntrepreneur } from '../../../test/blogFixtures';
import {
  addParticipant,
  createChatRoom,
  createInvitation,
  createPair,
  createProcess,
  createUser,
  signIn,
  type TestSession,
} from '../../../test/factories';
import { clientsWithCompanyAdmins } from '../../../test/processFixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';
import type { AccessDocumentation } from './index';

/**
 * The authorization matrix: every operation of the OpenAPI document, called by every kind of caller with real ids.
 * Routes join it by being in the document; what each caller may do follows from the policy the route declares
 * (`x-access`), and this file states, independently of the policies' code, who each policy admits in this world.
 */

type Caller = 'anonymous' | 'mentee' | 'mentor' | 'loneMentee' | 'otherCompanyAdmin' | 'companyAdmin' | 'admin';
const callers: Caller[] = ['anonymous', 'mentee', 'mentor', 'loneMentee', 'otherCompanyAdmin', 'companyAdmin', 'admin'];
const signedIn = callers.filter((c) => c !== 'anonymous');

/**
 * Who passes each policy in this world: the process belongs to the company admin's client, the mentee and the mentor
 * are its confirmed participants and a pair, the mentee is an employee of that client, the process follows the guide,
 * and the document asked for is the mentees'. The "lone mentee" takes part in nothing but has entrepreneur info; the
 * other company admin administers another client.
 */
const admittedBy: Record<string, readonly Caller[]> = {
  public: callers,
  // Answering calls: every caller reaches the service, which decides per invitation (the answers suite).
  respondent: callers,
  // Without the inscription token nobody passes; the token's own checks are the enrolment suite's.
  applicant: [],
  signedIn,
  invitee: signedIn,
  admin: ['admin'],
  companyAdmin: ['companyAdmin', 'otherCompanyAdmin'],
  member: ['mentee', 'mentor', 'loneMentee'],
  // The lone mentee has entrepreneur info in this world (the blog and 'Emprendedoras' are hers).
  entrepreneur: ['admin', 'loneMentee'],
  clientStaff: ['admin', 'companyAdmin'],
  // Each company admin reads her own client's reports; naming another client is refused (the reports suite).
  reportReader: ['admin', 'companyAdmin', 'otherCompanyAdmin'],
  processStaff: ['admin', 'companyAdmin'],
  processClientAdmin: ['companyAdmin'],
  processParticipant: ['admin', 'companyAdmin', 'mentee', 'mentor'],
  pairMember: ['admin', 'mentee', 'mentor'],
  // The pair's guides and tasks: its two people write; admins read them through pairMember.
  pairPartner: ['mentee', 'mentor'],
  self: ['admin', 'mentee'],
  userClientStaff: ['admin', 'companyAdmin'],
  privateProfile: ['admin', 'mentee', 'mentor', 'companyAdmin'],
  profileViewer: ['admin', 'mentee', 'mentor', 'companyAdmin'],
  selfOrProcessStaff: ['admin', 'companyAdmin', 'mentee'],
  guideAudience: ['admin', 'mentee'],
  // The pair's chat room: its two people write; admins read it for support.
  chatRoomReader: ['admin', 'mentee', 'mentor'],
  chatRoomMember: ['mentee', 'mentor'],
  // The pair's session guide: its two people edit and finish it; admins read the live content.
  liveContentReader: ['admin', 'mentee', 'mentor'],
  liveContentEditor: ['mentee', 'mentor'],
  guideReader: ['admin', 'mentee', 'mentor'],
  guidePartner: ['mentee', 'mentor'],
  // This world has the mail preview on (MAIL_PREVIEW=on below); off, nobody passes (the mail-preview suite).
  mailPreview: callers,
};

interface Operation {
  method: string;
  path: string;
  access?: AccessDocumentation;
  queryParams: string[];
}

let t: TestApp;
const sessions = new Map<Caller, TestSession>();
const emails = new Map<Caller, string>();
/** The real ids each kind of resource parameter gets. */
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_EMAIL: '100000',
    ENROLMENT_RATE_LIMIT_PER_IP: '100000',
    EVENT_ATTENDANCE_RATE_LIMIT_PER_IP: '100000',
    MAIL_PREVIEW: 'on',
  });
  const { clientId, companyAdmin, otherCompanyAdmin } = await clientsWithCompanyAdmins(t.app, t.db);
  const [guide] = await t.db.insert(mentorships).values({ name: 'Guía de la matriz' }).returning();
  await t.db.insert(mentorshipSessions).values({ mentorshipId: guide!.id, number: 1, title: 'Tema 1' });
  const process = await createProcess(t.db, {
    name: 'Proceso de la matriz',
    status: 'IN_PROGRESS',
    clientId,
    mentorshipId: guide!.id,
  });
  const mentee = await createUser(t.db, { clientId });
  const mentor = await createUser(t.db);
  const loneMentee = await createUser(t.db);
  await makeEntrepreneur(t.db, loneMentee.id);
  const admin = await createUser(t.db, { roles: ['ADMIN'] });
  await addParticipant(t.db, { processId: process.id, userId: mentee.id, role: 'STUDENT' });
  await addParticipant(t.db, { processId: process.id, userId: mentor.id, role: 'MENTOR' });
  const pair = await createPair(t.db, { processId: process.id, studentId: mentee.id, mentorId: mentor.id });
  const chatRoom = await createChatRoom(t.db, {
    processId: process.id,
    kind: 'PAIR',
    pairId: pair.id,
    members: [mentee.id, mentor.id],
  });
  const guideInvitation = await createInvitation(t.db, {
    processId: process.id,
    pairId: pair.id,
    userRole: 'ANY',
    entityType: 'MENTORSHIP_GUIDE',
    entitySubType: '1',
  });
  const [liveContent] = await t.db
    .insert(liveContents)
    .values({ pairId: pair.id, entityType: 'GUIDE_ANSWERS', entityId: guideInvitation.id })
    .returning();
  Object.assign(ids, {
    chatRoom: chatRoom.id,
    liveContent: liveContent!.id,
    guideInvitation: guideInvitation.id,
    process: process.id,
    pair: pair.id,
    client: clientId,
    user: mentee.id,
    guide: guide!.id,
    audience: 'STUDENT',
  });

  for (const [caller, user] of [
    ['mentee', mentee],
    ['mentor', mentor],
    ['loneMentee', loneMentee],
    ['admin', admin],
  ] as const) {
    emails.set(caller, user.email);
    sessions.set(caller, await signIn(t.app, user.email));
  }
  sessions.set('companyAdmin', companyAdmin);
  sessions.set('otherCompanyAdmin', otherCompanyAdmin);
  for (const caller of ['companyAdmin', 'otherCompanyAdmin'] as const) {
    const [row] = await t.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, await userIdOf(sessions.get(caller)!)));
    emails.set(caller, row!.email);
  }
}, 60_000);
afterAll(async () => t?.close());

async function userIdOf(session: TestSession): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: session.headers });
  return res.json().id as string;
}

function operations(): Operation[] {
  const document = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const operation = raw as { 'x-access'?: AccessDocumentation; parameters?: Array<{ in: string; name: string }> };
      list.push({
        method: method.toUpperCase(),
        path,
        access: operation['x-access'],
        queryParams: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      });
    }
  }
  return list;
}

/** The request for an operation: resource parameters get this world's ids, any other parameter an unknown id. */
function requestOf(operation: Operation, caller: Caller) {
  const resources = operation.access?.resources ?? {};
  const kindOf = new Map(Object.entries(resources).map(([kind, param]) => [param, kind]));
  // An admin passes every policy whatever the resource: it gets unknown ids, so nothing of this world is changed.
  const valueFor = (param: string) => {
    const kind = kindOf.get(param);
    if (kind === 'audience') return ids.audience!;
    return kind && caller !== 'admin' ? ids[kind]! : randomUUID();
  };
  const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => (name === '*' ? 'x' : valueFor(name)));
  const query = new URLSearchParams();
  for (const name of operation.queryParams) if (kindOf.has(name)) query.set(name, valueFor(name));
  const session = caller === 'anonymous' ? undefined : sessions.get(caller);
  const withBody = ['POST', 'PUT', 'PATCH'].includes(operation.method);
  return {
    method: operation.method as 'GET',
    url: query.size > 0 ? `${url}?${query}` : url,
    headers: session?.headers,
    ...(withBody ? { payload: {} } : {}),
  };
}

/** A call that changed state may have ended the caller's session (logout): sign them in again for the next call. */
async function keepSignedIn(caller: Caller) {
  const session = sessions.get(caller);
  if (!session) return;
  const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: session.headers });
  if (res.statusCode === 401) sessions.set(caller, await signIn(t.app, emails.get(caller)!));
}

describe('authorization matrix over the OpenAPI document', () => {
  it('every operation declares an access policy this matrix knows', () => {
    const undeclared = operations()
      .filter((o) => !o.access || !(o.access.policy in admittedBy))
      .map((o) => `${o.method} ${o.path}: ${o.access?.policy ?? 'sin política'}`);
    expect(undeclared).toEqual([]);
    expect(operations().length).toBeGreaterThan(150);
  });

  it('refuses every caller a policy does not admit (401 anonymous, 403/404 signed in), before validation', async () => {
    const wrong: string[] = [];
    for (const operation of operations()) {
      const admitted = admittedBy[operation.access?.policy ?? ''] ?? [];
      for (const caller of callers) {
        const res = await t.app.inject(requestOf(operation, caller));
        const what = `${operation.method} ${operation.path} as ${caller} → ${res.statusCode}`;
        if (res.statusCode >= 500) wrong.push(`${what} (server error)`);
        if (admitted.includes(caller)) {
          if (res.statusCode === 401) wrong.push(`${what} (admitted by ${operation.access!.policy}, refused)`);
          if (operation.method === 'GET' && res.statusCode === 403) {
            wrong.push(`${what} (admitted by ${operation.access!.policy}, forbidden)`);
          }
          if (operation.method !== 'GET' && res.statusCode < 300) await keepSignedIn(caller);
        } else {
          // A token policy refuses the missing credential itself, whoever calls.
          const tokenOnly = operation.access?.policy === 'applicant';
          const expected = caller === 'anonymous' || tokenOnly ? [401] : [403, 404];
          if (!expected.includes(res.statusCode))
            wrong.push(`${what} (${operation.access?.policy} expects ${expected})`);
          else if (res.json().error?.type === undefined) wrong.push(`${what} (no error envelope)`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);
});

/** A literal for a required argument: this world's id where the policy names the argument, else a harmless value. */
function argumentLiteral(argument: GraphQLArgument, resources: Record<string, string>, caller: Caller): string | null {
  const type = getNamedType(argument.type);
  const kind = Object.entries(resources).find(([, param]) => param === argument.name)?.[0];
  if (kind) return JSON.stringify(kind === 'audience' || caller !== 'admin' ? ids[kind] : randomUUID());
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isScalarType(type)) {
    if (type.name === 'Int' || type.name === 'Float') return '1';
    if (type.name === 'Boolean') return 'true';
    return JSON.stringify(type.name === 'ID' ? randomUUID() : 'x');
  }
  return null;
}

function graphqlDocument(
  operation: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  resources: Record<string, string>,
  caller: Caller,
) {
  const args = field.args
    .filter((argument) => isNonNullType(argument.type) || Object.values(resources).includes(argument.name))
    .map((argument) => `${argument.name}: ${argumentLiteral(argument, resources, caller)}`);
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${operation} { ${field.name}${args.length > 0 ? `(${args.join(', ')})` : ''}${selection} }`;
}

describe('authorization matrix over the GraphQL operations', () => {
  it('calls every query and mutation as every caller under its declared policy', async () => {
    const schema = t.app.graphql.schema;
    const declared = t.app.graphqlAccess;
    const wrong: string[] = [];
    const roots = [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ] as const;
    for (const [operation, root] of roots) {
      for (const field of Object.values(root?.getFields() ?? {})) {
        const name = `${root!.name}.${field.name}`;
        const policy = declared[name];
        if (!policy || !(policy.name in admittedBy)) {
          wrong.push(`${name}: ${policy?.name ?? 'sin política'}`);
          continue;
        }
        for (const caller of callers) {
          const session = caller === 'anonymous' ? undefined : sessions.get(caller);
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/graphql',
            headers: session?.headers,
            payload: { query: graphqlDocument(operation, field, policy.resources, caller) },
          });
          const body = res.json() as { errors?: Array<{ extensions?: { type?: string } }>; error?: { type: string } };
          const types = [body.error?.type, ...(body.errors ?? []).map((e) => e.extensions?.type)].filter(Boolean);
          const what = `${name} as ${caller} → ${res.statusCode} ${types.join(',')}`;
          if (res.statusCode >= 500 || types.includes('internal_error')) wrong.push(`${what} (server error)`);
          const refused = types.some((type) => ['unauthorized', 'forbidden', 'not_found'].includes(type!));
          if (admittedBy[policy.name]!.includes(caller)) {
            if (types.includes('unauthorized') || types.includes('forbidden'))
              wrong.push(`${what} (admitted, refused)`);
          } else if (!refused) {
            wrong.push(`${what} (${policy.name} does not admit ${caller})`);
          } else if (caller === 'anonymous' && !types.includes('unauthorized')) {
            wrong.push(`${what} (anonymous expects unauthorized)`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(Object.keys(declared)).toContain('Query.convocatory');
  }, 120_000);
});

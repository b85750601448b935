import { guideAnsweringMessages, type LiveContentState } from '@enlaza/contract';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatClient, pairedProcess } from '../../../test/chatFixtures';
import type { TestSession } from '../../../test/factories';
import { createTestInstances } from '../../../test/testApp';
import { liveContents } from '../../db/schema';

/** Two API instances on one database, as behind a load balancer: every lease decision is the database's. */
let t: Awaited<ReturnType<typeof createTestInstances>>;
let a: FastifyInstance;
let b: FastifyInstance;
let clientId: string;

beforeAll(async () => {
  t = await createTestInstances(2, { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
  [a, b] = t.apps as [FastifyInstance, FastifyInstance];
  clientId = await chatClient(t.db);
});
afterAll(async () => {
  await t.close();
});

const FIELDS = 'liveContentId version editor { userId name }';

async function gql<T>(app: FastifyInstance, session: TestSession, query: string, variables: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: session.headers,
    payload: { query, variables },
  });
  const body = res.json() as { data?: T | null; errors?: Array<{ message: string }> };
  return { data: body.data ?? null, error: body.errors?.[0]?.message ?? null };
}
const take = (app: FastifyInstance, s: TestSession, id: string) =>
  gql<{ takeControlLiveContent: LiveContentState }>(
    app,
    s,
    `mutation ($id: ID!) { takeControlLiveContent(liveContentId: $id) { ${FIELDS} } }`,
    { id },
  );
const update = (app: FastifyInstance, s: TestSession, id: string) =>
  gql(app, s, `mutation ($id: ID!, $c: String!) { updateLiveContent(liveContentId: $id, content: $c) { ${FIELDS} } }`, {
    id,
    c: JSON.stringify({ nota: randomUUID() }),
  });
const editorOf = async (app: FastifyInstance, s: TestSession, id: string) =>
  (
    await gql<{ liveContent: LiveContentState }>(app, s, `query ($id: ID!) { liveContent(id: $id) { ${FIELDS} } }`, {
      id,
    })
  ).data?.liveContent.editor?.userId ?? null;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function liveContentOfNewPair() {
  const fixture = await pairedProcess(a, t.db, clientId);
  const [row] = await t.db
    .insert(liveContents)
    .values({ pairId: fixture.pair.id, entityType: 'GUIDE_ANSWERS', entityId: randomUUID() })
    .returning();
  return { ...fixture, id: row!.id };
}

describe('live content control across two instances', () => {
  it('grants control to exactly one of two partners taking it at once on different instances', async () => {
    const { id, mentor, student } = await liveContentOfNewPair();
    const [first, second] = await Promise.all([take(a, mentor.session, id), take(b, student.session, id)]);
    const errors = [first.error, second.error].filter(Boolean);
    expect(errors).toEqual([guideAnsweringMessages.busy]);
  });

  it("respects a renewal on the other instance when the first one's expiry timer fires", async () => {
    const { id, mentor, student } = await liveContentOfNewPair();
    expect((await take(a, mentor.session, id)).error).toBeNull();
    await sleep(600);
    // Renewed on B: A's timer (armed at the take) must not free it.
    expect((await update(b, mentor.session, id)).error).toBeNull();
    // A's timer has fired (about 1 050 ms after the take); the renewed lease (until about 1 600 ms) still holds.
    await sleep(550);
    const [row] = await t.db.select().from(liveContents).where(eq(liveContents.id, id));
    expect(row!.editorId).toBe(mentor.id);
    expect((await take(a, student.session, id)).error).toBe(guideAnsweringMessages.busy);
    // B's timer frees it about 1 s after the renewal.
    const deadline = Date.now() + 3000;
    while ((await editorOf(a, student.session, id)) !== null) {
      if (Date.now() > deadline) throw new Error('the lease was never freed');
      await sleep(50);
    }
    expect((await take(a, student.session, id)).data?.takeControlLiveContent.editor?.userId).toBe(student.id);
  });

  it('shows nobody editing once a lease has run out that no instance freed (its instance went away)', async () => {
    const { id, mentor, student } = await liveContentOfNewPair();
    await t.db
      .update(liveContents)
      .set({ editorId: mentor.id, leaseExpiresAt: new Date(Date.now() - 5000) })
      .where(eq(liveContents.id, id));
    expect(await editorOf(b, student.session, id)).toBeNull();
    expect((await take(b, student.session, id)).data?.takeControlLiveContent.editor?.userId).toBe(student.id);
  });
});

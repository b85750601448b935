/**
 * Chat under load (`npm run bench:chat`, about four minutes at the default size on 2 cores): BENCH_MEMBERS members
 * (default 1,000) in one-to-one rooms (500: half mentoring pairs, half networking matches), each connected over
 * graphql-ws at /api/graphql with its own login, subscribed to its room (chatRoomMessages) and sending
 * BENCH_MESSAGES messages (default 3) with createMessage on that same socket, one every BENCH_INTERVAL_MS (default
 * 20,000 ms, so 50 messages a second from 1,000 members; the members' starts spread evenly over one interval): a
 * steady load in which every member stays within the chat's rate limit (the interval cannot be shorter than that
 * allows).
 *
 * Two set-ups, side by side: two API processes on one PostgreSQL and one Redis, each room's two members on different
 * instances (every delivery crosses Redis); and one API process on the embedded PGlite (DATA_DIR a temporary
 * folder, no Redis). For each: messages per second acknowledged (and the count stored in the database), the CPU the
 * servers spent per message (a figure other work on the machine does not inflate), the acknowledgement latency, the
 * delivery latency from send to the other member's socket (goal: p99 < 100 ms), and the check that every member
 * received, by messageId, exactly its partner's messages and its own: none lost, none twice, none from elsewhere.
 *
 * Logins: the bench opens each member's login session and signs its access token with the instances' secret, as a
 * password sign-in does after checking the password; BENCH_SIGN_IN=api signs every member in through POST /api/auth
 * instead (one argon2 verification each: about a minute per set-up for 1,000 members on 2 cores).
 *
 * PostgreSQL: a new database on TEST_DATABASE_URL when set (dropped at the end), otherwise a throw-away server
 * started here (initdb, pg_ctl). Redis: a throw-away redis-server (Debian package). BENCH_ONLY=two or one runs a
 * single set-up. The load generator shares the machine with the servers (its own event loop adds to the measured
 * latencies), so run it on a quiet one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { CHAT_RATE_LIMIT } from '@enlaza/contract';
import { createClient, type Client, type ExecutionResult } from 'graphql-ws';
import pg from 'pg';
import { WebSocket } from 'ws';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '../apps/api/src/db/database';
import {
  chatRoomMembers,
  chatRooms,
  clients,
  pairs,
  processes,
  processParticipants,
  users,
} from '../apps/api/src/db/schema';
import { prepareDatabase } from '../apps/api/src/db/startup';
import { createAccessTokenSigner, createAuthRepository, hashPassword } from '../apps/api/src/modules/auth';
import { freePort, startRedisServer } from '../apps/api/test/redisServer';
import { startPostgresServer } from './postgresServer';
import { cpuSecondsOf } from './processCpu';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(here, '../apps/api');

/**
 * The shortest pace that stays within the rate limit in every window (it counts from a member's first message,
 * the warm-up one included), with a margin for messages that reach the server closer together than they left.
 */
const MIN_INTERVAL_MS = Math.ceil(CHAT_RATE_LIMIT.windowMs / (CHAT_RATE_LIMIT.max - 3));

function setting(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number ≥ ${min}`);
  return value;
}

const MEMBERS = setting('BENCH_MEMBERS', 1_000, 2) & ~1;
const MESSAGES = setting('BENCH_MESSAGES', 3, 1);
const INTERVAL_MS = setting('BENCH_INTERVAL_MS', 20_000, MIN_INTERVAL_MS);
const ONLY = process.env.BENCH_ONLY;
const SIGN_IN = process.env.BENCH_SIGN_IN ?? 'token';
const GOAL_P99_MS = 100;
const PASSWORD = 'Bench2026!';
/** Sign-ins at a time per instance: password hashing is CPU work, more at once only queue. */
const SIGN_IN_CONCURRENCY = 8;
const CONNECT_CONCURRENCY = 50;
const ANSWER_TIMEOUT_MS = 30_000;
/** How long after the last acknowledgement deliveries may still arrive before the missing ones count as lost. */
const DRAIN_MS = 10_000;
/** Rows per INSERT, well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 500;
/** The instances' signing secret (JWT_SECRET), so that the bench can issue its members' access tokens. */
const JWT_SECRET = randomBytes(32).toString('hex');

// ── Members and rooms, written straight to the database ─────────────────────────────────────────────────────────

interface BenchMember {
  userId: string;
  email: string;
  chatRoomId: string;
}

/**
 * `count` members (who sign in with PASSWORD, hashed once for all) in count / 2 one-to-one rooms: even rooms a
 * networking match of two mentees, odd rooms a mentoring pair; everyone an approved participant of a process in
 * progress, so no room is read-only. Member i's partner is member i ^ 1.
 */
async function insertMembers(db: Database, count: number, passwordHash: string): Promise<BenchMember[]> {
  const tag = randomBytes(3).toString('hex');
  const [client] = await db
    .insert(clients)
    .values({ name: `Cliente bench chat ${tag}`, rut: '76123456-0' })
    .returning({ id: clients.id });
  const newProcess = async (kind: 'NETWORKING' | 'MENTORING') => {
    const [row] = await db
      .insert(processes)
      .values({
        name: `Bench chat ${kind.toLowerCase()} ${tag}`,
        status: 'IN_PROGRESS',
        serviceTypes: [kind],
        clientId: client!.id,
        estimatedStartDate: '2026-01-05',
        estimatedEndDate: '2026-12-18',
        startDate: new Date(),
      })
      .returning({ id: processes.id });
    return row!.id;
  };
  const networkingId = await newProcess('NETWORKING');
  const mentoringId = await newProcess('MENTORING');
  const isPair = (i: number) => Math.floor(i / 2) % 2 === 1;

  const userIds: string[] = [];
  for (let from = 0; from < count; from += CHUNK) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(CHUNK, count - from) }, (_, j) => ({
          email: `chat-${tag}-${from + j}@bench.test`,
          name: `Persona ${from + j}`,
          lastName: 'Bench',
          roles: ['USER' as const],
          passwordHash,
        })),
      )
      .returning({ id: users.id });
    userIds.push(...rows.map((r) => r.id));
  }
  const participants = userIds.map((userId, i) => ({
    processId: isPair(i) ? mentoringId : networkingId,
    userId,
    role: isPair(i) && i % 2 === 0 ? ('MENTOR' as const) : ('STUDENT' as const),
    invitationStatus: 'APPROVED' as const,
  }));
  for (let from = 0; from < count; from += CHUNK) {
    await db.insert(processParticipants).values(participants.slice(from, from + CHUNK));
  }

  const roomIds: string[] = [];
  for (let from = 0; from < count / 2; from += CHUNK) {
    const rooms = Array.from({ length: Math.min(CHUNK, count / 2 - from) }, (_, j) => from + j);
    const pairRooms = rooms.filter((r) => isPair(2 * r));
    const pairIds = new Map<number, string>();
    if (pairRooms.length) {
      const inserted = await db
        .insert(pairs)
        .values(
          pairRooms.map((r) => ({ processId: mentoringId, mentorId: userIds[2 * r]!, studentId: userIds[2 * r + 1]! })),
        )
        .returning({ id: pairs.id });
      pairRooms.forEach((r, j) => pairIds.set(r, inserted[j]!.id));
    }
    const inserted = await db
      .insert(chatRooms)
      .values(
        rooms.map((r) =>
          pairIds.has(r)
            ? { processId: mentoringId, kind: 'PAIR' as const, pairId: pairIds.get(r)! }
            : { processId: networkingId, kind: 'MATCH' as const },
        ),
      )
      .returning({ id: chatRooms.id });
    roomIds.push(...inserted.map((r) => r.id));
  }
  for (let from = 0; from < count; from += CHUNK) {
    await db
      .insert(chatRoomMembers)
      .values(
        userIds.slice(from, from + CHUNK).map((userId, j) => ({ chatRoomId: roomIds[(from + j) >> 1]!, userId })),
      );
  }
  return userIds.map((userId, i) => ({ userId, email: `chat-${tag}-${i}@bench.test`, chatRoomId: roomIds[i >> 1]! }));
}

/**
 * Each member's access token, issued as a password sign-in issues it (a login session, then a token for it signed
 * with the instances' secret), without the password check: 1,000 argon2 verifications would take minutes of this
 * machine's CPU for nothing the chat measures. Null with BENCH_SIGN_IN=api: members then sign in through the API.
 */
async function issueTokens(db: Database, members: readonly BenchMember[]): Promise<string[] | null> {
  if (SIGN_IN === 'api') return null;
  const sessions = createAuthRepository(db);
  const signer = createAccessTokenSigner(JWT_SECRET, 3_600);
  return mapLimit(members, 10, async ({ userId }) => {
    const session = await sessions.createSession(userId, 'default', 'password');
    return signer.sign({ userId, role: 'USER', roles: ['USER'], sid: session.id });
  });
}

/** Messages the bench stored (its warm-up messages left out). */
async function storedMessages(database: DatabaseHandle): Promise<number> {
  const { rows } = await database.executeSql(
    `select count(*)::int as n from chat_messages where text like 'bench %' and text not like 'bench w%'`,
  );
  return (rows[0] as { n: number }).n;
}

// ── API instances, as `npm start` runs them ─────────────────────────────────────────────────────────────────────

interface Instance {
  url: string;
  output: string[];
  /** The process's CPU time so far (user + system), in seconds; NaN where /proc cannot tell. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

async function startInstance(env: Record<string, string>, dataDir: string): Promise<Instance> {
  const port = await freePort();
  const base = { ...process.env };
  // The set-up decides the database and Redis, whatever the shell has.
  delete base.DATABASE_URL;
  delete base.REDIS_URL;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...base,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      MAIL_PREVIEW: 'off',
      SMTP_URL: '',
      // Every member signs in from this one address within a minute.
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      JWT_SECRET,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API instance exited (${child.exitCode}):\n${output.join('')}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) return { url, output, stop, cpuSeconds: () => cpuSecondsOf(child.pid) };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the API instance did not start:\n${output.join('')}`);
    }
    await delay(250);
  }
}

// ── The members' side ───────────────────────────────────────────────────────────────────────────────────────────

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) return false;
    await delay(50);
  }
  return true;
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(what)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

class OperationError extends Error {
  constructor(readonly type: string) {
    super(type);
  }
}

/** A query or mutation over the member's socket: its data, or an OperationError with the platform's error type. */
function execute<T>(client: Client, query: string, variables: Record<string, unknown>): Promise<T> {
  return new Promise((resolve, reject) => {
    client.subscribe<T>(
      { query, variables },
      {
        next: (result: ExecutionResult<T>) => {
          const [error] = result.errors ?? [];
          if (error) reject(new OperationError(String(error.extensions?.type ?? error.message)));
          else resolve(result.data as T);
        },
        error: (error) => reject(new OperationError(error instanceof Error ? error.message : 'socket error')),
        complete: () => undefined,
      },
    );
  });
}

async function signIn(instanceUrl: string, email: string): Promise<string> {
  const res = await fetch(`${instanceUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

const CREATE_MESSAGE = `mutation ($chatRoomId: ID!, $text: String!) {
  createMessage(chatRoomId: $chatRoomId, text: $text) { messageId }
}`;
const ROOM_MESSAGES = `subscription ($chatRoomId: ID!) {
  chatRoomMessages(chatRoomId: $chatRoomId) { messageId text }
}`;

interface Sent {
  from: number;
  sentAt: number;
  ackAt?: number;
  messageId?: string;
  failure?: string;
}

interface Receipt {
  key: string;
  messageId: string;
  at: number;
}

interface Figures {
  instances: number;
  database: string;
  /** Null when the bench issued the tokens. */
  signInSeconds: number | null;
  connectSeconds: number;
  attempted: number;
  acknowledged: number;
  failures: Map<string, number>;
  stored: number;
  sendSeconds: number;
  /** CPU time of the API processes while the measured messages were sent and delivered, per message. */
  apiCpuMsPerMessage: number;
  /** The same for the PostgreSQL server when it runs here (PGlite works inside the API process). */
  databaseCpuMsPerMessage: number;
  ack: number[];
  delivery: number[];
  expected: number;
  missing: number;
  duplicated: number;
  extra: number;
  dropped: number;
  subscriptionErrors: number;
  warmupRounds: number;
}

/**
 * Signs every member in on its instance (member i on instance i mod n: a room's two members on different instances
 * when there are two), connects and subscribes them, makes sure every subscription is live, then runs the measured
 * sending and collects what each socket received.
 */
async function runMembers({
  instances,
  members,
  issued,
  databaseCpuSeconds,
}: {
  instances: readonly Instance[];
  members: readonly BenchMember[];
  /** The members' access tokens, or null to sign them in through the API. */
  issued: readonly string[] | null;
  /** CPU seconds of a database server outside the API processes (NaN when there is none, or it cannot be read). */
  databaseCpuSeconds: () => number;
}) {
  const instanceUrls = instances.map((instance) => instance.url);
  const apiCpuSeconds = () => instances.reduce((sum, instance) => sum + instance.cpuSeconds(), 0);
  const instanceOf = (i: number) => instanceUrls[i % instanceUrls.length]!;
  const partnerOf = (i: number) => i ^ 1;

  let started = performance.now();
  let tokens = issued;
  let signInSeconds: number | null = null;
  if (!tokens) {
    tokens = (
      await Promise.all(
        instanceUrls.map(async (url, n) => {
          const mine = members.map((m, i) => ({ ...m, i })).filter(({ i }) => i % instanceUrls.length === n);
          const signed = await mapLimit(mine, SIGN_IN_CONCURRENCY, (m) => signIn(url, m.email));
          return mine.map((m, j) => [m.i, signed[j]!] as const);
        }),
      )
    )
      .flat()
      .sort((a, b) => a[0] - b[0])
      .map(([, token]) => token);
    signInSeconds = (performance.now() - started) / 1000;
    console.log(`  ${members.length} members signed in: ${signInSeconds.toFixed(1)} s`);
  }
  const accessTokens = tokens;

  const receipts: Receipt[][] = members.map(() => []);
  const sent = new Map<string, Sent>();
  let disposing = false;
  let dropped = 0;
  let subscriptionErrors = 0;

  started = performance.now();
  const sockets = await mapLimit(members, CONNECT_CONCURRENCY, async (member, i) => {
    let connected = false;
    const client = createClient({
      url: `${instanceOf(i).replace(/^http/, 'ws')}/api/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${accessTokens[i]}` },
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: () => undefined,
    });
    client.on('closed', () => {
      if (connected && !disposing) dropped += 1;
    });
    await withTimeout(
      new Promise<void>((resolve, reject) => {
        client.on('connected', () => {
          connected = true;
          resolve();
        });
        client.on('closed', (event) => {
          if (!connected) reject(new Error(`member ${i} could not connect: ${(event as { code?: number }).code}`));
        });
      }),
      ANSWER_TIMEOUT_MS,
      `member ${i} did not connect`,
    );
    client.subscribe<{ chatRoomMessages: { messageId: string; text: string } }>(
      { query: ROOM_MESSAGES, variables: { chatRoomId: member.chatRoomId } },
      {
        next: (result) => {
          const message = result.data?.chatRoomMessages;
          if (!message) return;
          receipts[i]!.push({
            key: message.text.slice('bench '.length),
            messageId: message.messageId,
            at: performance.now(),
          });
        },
        error: () => {
          subscriptionErrors += 1;
        },
        complete: () => undefined,
      },
    );
    return client;
  });
  const connectSeconds = (performance.now() - started) / 1000;
  console.log(`  ${members.length} sockets connected and subscribed: ${connectSeconds.toFixed(1)} s`);

  /** Sends member i's message `key` (measured ones `<member>:<n>`, warm-up ones `w<member>:<round>`) as `bench <key>`. */
  async function send(i: number, key: string): Promise<void> {
    const record: Sent = { from: i, sentAt: performance.now() };
    sent.set(key, record);
    try {
      const data = await withTimeout(
        execute<{ createMessage: { messageId: string } }>(sockets[i]!, CREATE_MESSAGE, {
          chatRoomId: members[i]!.chatRoomId,
          text: `bench ${key}`,
        }),
        ANSWER_TIMEOUT_MS,
        'no answer',
      );
      record.ackAt = performance.now();
      record.messageId = data.createMessage.messageId;
    } catch (error) {
      record.failure = error instanceof OperationError ? error.type : (error as Error).message;
    }
  }

  // A subscription starts some time after it is asked for, with no word back: each member sends a warm-up message
  // until its partner has heard one, so the measured messages go to subscriptions known to be live.
  const heardFrom = (i: number) => receipts[partnerOf(i)]!.some((r) => r.key.startsWith(`w${i}:`));
  let warmupRounds = 0;
  for (; warmupRounds < 5; warmupRounds += 1) {
    const pending = members.map((_, i) => i).filter((i) => !heardFrom(i));
    if (pending.length === 0) break;
    await mapLimit(pending, CONNECT_CONCURRENCY, (i) => send(i, `w${i}:${warmupRounds}`));
    await waitUntil(() => pending.every(heardFrom), 5_000);
  }
  if (!members.every((_, i) => heardFrom(i))) throw new Error('some room subscriptions never came live');
  console.log(`  every subscription live (${warmupRounds} warm-up round${warmupRounds === 1 ? '' : 's'})`);
  // The warm-up's room-list updates are still being published: let them pass before measuring.
  await delay(1_000);

  // Starts spread evenly over one interval, in a shuffled order (partners do not send together).
  const order = members.map((_, i) => i);
  let seed = 17;
  for (let j = order.length - 1; j > 0; j -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const k = seed % (j + 1);
    [order[j], order[k]] = [order[k]!, order[j]!];
  }
  const startAt = performance.now() + 200;
  const cpuBefore = apiCpuSeconds();
  const databaseCpuBefore = databaseCpuSeconds();
  await Promise.all(
    order.map(
      (i, rank) =>
        new Promise<void>((resolve) => {
          const offset = (rank / order.length) * INTERVAL_MS;
          const pending: Promise<void>[] = [];
          let n = 0;
          const tick = () => {
            pending.push(send(i, `${i}:${n}`));
            n += 1;
            if (n < MESSAGES) setTimeout(tick, Math.max(0, startAt + offset + n * INTERVAL_MS - performance.now()));
            else void Promise.all(pending).then(() => resolve());
          };
          setTimeout(tick, Math.max(0, startAt + offset - performance.now()));
        }),
    ),
  );

  const measured = [...sent.entries()].filter(([key]) => !key.startsWith('w'));
  const expectedOf = members.map((_, i) => {
    const ids = new Set<string>();
    for (const [, s] of measured) if (s.messageId && (s.from === i || s.from === partnerOf(i))) ids.add(s.messageId);
    return ids;
  });
  const measuredReceipts = (i: number) => receipts[i]!.filter((r) => !r.key.startsWith('w'));
  const complete = () =>
    members.every((_, i) => {
      const got = new Set(measuredReceipts(i).map((r) => r.messageId));
      return [...expectedOf[i]!].every((id) => got.has(id));
    });
  await waitUntil(complete, DRAIN_MS);

  const apiCpu = apiCpuSeconds() - cpuBefore;
  const databaseCpu = databaseCpuSeconds() - databaseCpuBefore;
  disposing = true;
  await Promise.all(sockets.map((client) => client.dispose()));

  const byMessageId = new Map(measured.flatMap(([, s]) => (s.messageId ? [[s.messageId, s] as const] : [])));
  const delivery: number[] = [];
  let missing = 0;
  let duplicated = 0;
  let extra = 0;
  members.forEach((_, i) => {
    const seen = new Set<string>();
    for (const r of measuredReceipts(i)) {
      if (seen.has(r.messageId)) {
        duplicated += 1;
        continue;
      }
      seen.add(r.messageId);
      if (!expectedOf[i]!.has(r.messageId)) {
        extra += 1;
        continue;
      }
      const s = byMessageId.get(r.messageId)!;
      if (s.from === partnerOf(i)) delivery.push(r.at - s.sentAt);
    }
    for (const id of expectedOf[i]!) if (!seen.has(id)) missing += 1;
  });
  const acked = measured.filter(([, s]) => s.ackAt !== undefined).map(([, s]) => s);
  const failures = new Map<string, number>();
  for (const [, s] of measured) if (s.failure) failures.set(s.failure, (failures.get(s.failure) ?? 0) + 1);
  const firstSent = Math.min(...measured.map(([, s]) => s.sentAt));
  const lastAck = Math.max(...acked.map((s) => s.ackAt!));
  return {
    signInSeconds,
    connectSeconds,
    attempted: measured.length,
    acknowledged: acked.length,
    failures,
    sendSeconds: (lastAck - firstSent) / 1000,
    apiCpuMsPerMessage: (apiCpu * 1000) / acked.length,
    databaseCpuMsPerMessage: (databaseCpu * 1000) / acked.length,
    ack: acked.map((s) => s.ackAt! - s.sentAt),
    delivery,
    expected: expectedOf.reduce((sum, ids) => sum + ids.size, 0),
    missing,
    duplicated,
    extra,
    dropped,
    subscriptionErrors,
    warmupRounds,
  };
}

// ── The two set-ups ─────────────────────────────────────────────────────────────────────────────────────────────

function reportInstanceLogs(instances: readonly Instance[]) {
  const lines = instances.flatMap((instance, n) =>
    instance.output
      .join('')
      .split('\n')
      // The web app is not needed here: its "not built" notice is expected.
      .filter((line) => line && !line.includes('web app not built'))
      .map((line) => `    [instance ${n + 1}] ${line.slice(0, 300)}`),
  );
  if (lines.length === 0) return;
  console.log(`  the instances logged ${lines.length} warning or error line(s); the first ones:`);
  for (const line of lines.slice(0, 5)) console.log(line);
}

async function twoInstances(passwordHash: string): Promise<Figures> {
  console.log('\nTwo API instances, one PostgreSQL, one Redis');
  const localServer = process.env.TEST_DATABASE_URL ? null : await startPostgresServer();
  try {
    const serverUrl = process.env.TEST_DATABASE_URL ?? localServer!.url;
    const databaseName = `enlaza_bench_chat_${randomBytes(6).toString('hex')}`;
    const admin = async (statement: string) => {
      const connection = new pg.Client({ connectionString: serverUrl });
      await connection.connect();
      await connection.query(statement);
      await connection.end();
    };
    await admin(`create database ${databaseName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    const database = openPostgres(url.href, 10);
    const redis = await startRedisServer();
    const dataDirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'enlaza-bench-chat-')));
    const instances: Instance[] = [];
    try {
      let started = performance.now();
      await prepareDatabase(database, { seedDemoData: false });
      const members = await insertMembers(database.db, MEMBERS, passwordHash);
      const issued = await issueTokens(database.db, members);
      console.log(`  database ready with ${MEMBERS} members: ${seconds(started)}`);
      started = performance.now();
      const env = { DATABASE_URL: url.href, REDIS_URL: redis.url };
      instances.push(...(await Promise.all(dataDirs.map((dir) => startInstance(env, dir)))));
      console.log(`  instances started: ${seconds(started)}`);
      const figures = await runMembers({
        instances,
        members,
        issued,
        databaseCpuSeconds: () => localServer?.cpuSeconds() ?? Number.NaN,
      });
      reportInstanceLogs(instances);
      return { instances: 2, database: 'PostgreSQL + Redis', stored: await storedMessages(database), ...figures };
    } finally {
      await Promise.all(instances.map((i) => i.stop()));
      await database.close();
      await redis.stop();
      await admin(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    await localServer?.stop();
  }
}

async function oneInstance(passwordHash: string): Promise<Figures> {
  console.log('\nOne API instance, embedded PGlite');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'enlaza-bench-chat-'));
  let instance: Instance | undefined;
  try {
    let started = performance.now();
    // Written before the instance starts: PGlite's data folder belongs to one process at a time.
    const setup = await openPglite(dataDir);
    let members: BenchMember[];
    let issued: string[] | null;
    try {
      await prepareDatabase(setup, { seedDemoData: false });
      members = await insertMembers(setup.db, MEMBERS, passwordHash);
      issued = await issueTokens(setup.db, members);
    } finally {
      await setup.close();
    }
    console.log(`  database ready with ${MEMBERS} members: ${seconds(started)}`);
    started = performance.now();
    instance = await startInstance({}, dataDir);
    console.log(`  instance started: ${seconds(started)}`);
    const figures = await runMembers({ instances: [instance], members, issued, databaseCpuSeconds: () => Number.NaN });
    reportInstanceLogs([instance]);
    await instance.stop();
    const after = await openPglite(dataDir);
    try {
      return { instances: 1, database: 'PGlite', stored: await storedMessages(after), ...figures };
    } finally {
      await after.close();
    }
  } finally {
    await instance?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ── The table ───────────────────────────────────────────────────────────────────────────────────────────────────

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function printTable(results: readonly Figures[]) {
  const throughput = (f: Figures) => f.acknowledged / f.sendSeconds;
  const ms = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(value < 10 ? 1 : 0)} ms`);
  const failures = (f: Figures) =>
    f.failures.size === 0 ? '0' : [...f.failures].map(([type, n]) => `${n} ${type}`).join(', ');
  const rows: Array<{ label: string; value: (f: Figures) => string; number?: (f: Figures) => number }> = [
    { label: 'members / rooms', value: () => `${MEMBERS} / ${MEMBERS / 2}` },
    {
      label: 'sign-in (POST /api/auth)',
      value: (f) => (f.signInSeconds === null ? 'tokens issued' : `${f.signInSeconds.toFixed(1)} s`),
    },
    { label: 'connect + subscribe', value: (f) => `${f.connectSeconds.toFixed(1)} s` },
    { label: 'messages sent', value: (f) => String(f.attempted) },
    { label: 'acknowledged', value: (f) => String(f.acknowledged) },
    { label: 'stored in the database', value: (f) => String(f.stored) },
    { label: 'refused or unanswered', value: failures },
    { label: 'sending took', value: (f) => `${f.sendSeconds.toFixed(1)} s` },
    {
      label: 'messages per second',
      value: (f) => throughput(f).toFixed(0),
      number: throughput,
    },
    {
      label: 'API processes: CPU per message',
      value: (f) => ms(f.apiCpuMsPerMessage),
      number: (f) => f.apiCpuMsPerMessage,
    },
    {
      label: 'PostgreSQL server: CPU per message',
      value: (f) => (f.database === 'PGlite' ? 'in the API' : ms(f.databaseCpuMsPerMessage)),
    },
    { label: 'acknowledged in, p50', value: (f) => ms(percentile(f.ack, 50)), number: (f) => percentile(f.ack, 50) },
    { label: 'acknowledged in, p99', value: (f) => ms(percentile(f.ack, 99)), number: (f) => percentile(f.ack, 99) },
    {
      label: 'delivered to partner, p50',
      value: (f) => ms(percentile(f.delivery, 50)),
      number: (f) => percentile(f.delivery, 50),
    },
    {
      label: 'delivered to partner, p99',
      value: (f) => {
        const p99 = percentile(f.delivery, 99);
        return `${ms(p99)} ${p99 < GOAL_P99_MS ? '✓' : '✗'}`;
      },
      number: (f) => percentile(f.delivery, 99),
    },
    {
      label: 'delivered to partner, max',
      value: (f) => ms(Math.max(...f.delivery)),
      number: (f) => Math.max(...f.delivery),
    },
    { label: 'deliveries expected (own + partner)', value: (f) => String(f.expected) },
    { label: 'lost', value: (f) => String(f.missing) },
    { label: 'received twice', value: (f) => String(f.duplicated) },
    { label: 'from another room or unacknowledged', value: (f) => String(f.extra) },
    { label: 'sockets dropped / subscription errors', value: (f) => `${f.dropped} / ${f.subscriptionErrors}` },
  ];
  const labelWidth = Math.max(...rows.map((r) => r.label.length)) + 2;
  const headers = results.map((f) => `${f.instances} instance${f.instances > 1 ? 's' : ''}, ${f.database}`);
  const width = Math.max(...headers.map((h) => h.length)) + 2;
  const comparing = results.length === 2;
  console.log(
    `\n${MEMBERS} members, ${MESSAGES} messages each, one every ${INTERVAL_MS} ms ` +
      `(offered ${((MEMBERS * 1000) / INTERVAL_MS).toFixed(0)} messages/s; goal: delivery p99 < ${GOAL_P99_MS} ms)\n`,
  );
  console.log(
    ''.padEnd(labelWidth) +
      headers.map((h) => h.padStart(width)).join('') +
      (comparing ? '  ratio 2/1'.padStart(12) : ''),
  );
  for (const row of rows) {
    const ratio =
      comparing && row.number ? (row.number(results[0]!) / row.number(results[1]!)).toFixed(2).padStart(12) : '';
    console.log(row.label.padEnd(labelWidth) + results.map((f) => row.value(f).padStart(width)).join('') + ratio);
  }
}

async function main() {
  if (ONLY && ONLY !== 'two' && ONLY !== 'one') throw new Error('BENCH_ONLY is two or one');
  if (SIGN_IN !== 'token' && SIGN_IN !== 'api') throw new Error('BENCH_SIGN_IN is token or api');
  const passwordHash = await hashPassword(PASSWORD);
  const results: Figures[] = [];
  if (ONLY !== 'one') results.push(await twoInstances(passwordHash));
  if (ONLY !== 'two') results.push(await oneInstance(passwordHash));
  printTable(results);
  const intact = results.every((f) => f.missing === 0 && f.duplicated === 0 && f.extra === 0 && f.failures.size === 0);
  const met = results.every((f) => percentile(f.delivery, 99) < GOAL_P99_MS);
  console.log(
    `\n${intact ? 'Every message stored, acknowledged and delivered exactly once.' : 'Messages were lost, refused or duplicated (above).'}` +
      ` ${met ? `Delivery p99 under ${GOAL_P99_MS} ms everywhere.` : `Delivery p99 goal (< ${GOAL_P99_MS} ms) not met (✗ above).`}`,
  );
  if (!intact) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * Mail outbox benchmark (`npm run bench:mail`, about a minute): the time to start a 1,000-person process — which
 * mails every participant and the client's company admins — with a slow SMTP server (each message answered after
 * SLOW_SMTP_MS) side by side with the same start with no SMTP configured, in one run, alternating, three rounds
 * each on a fresh process. Requests only write mails to the outbox and a background job delivers them, so the two
 * figures should be about the same (ratio slow / none ≈ 1) and well under a second; for reference it prints what
 * sending each mail inside the request would cost (1,000 × SLOW_SMTP_MS) and how long the delivery job then takes
 * to hand the thousand mails to the slow server. Embedded PGlite, or a new database on TEST_DATABASE_URL when set.
 * Timings are wall clock: other work on the machine shows up in them.
 */
import { performance } from 'node:perf_hooks';
import { createCrowdedProcess } from '../apps/api/test/crowdedProcess';
import { createUser, signIn } from '../apps/api/test/factories';
import { startSmtpSink } from '../apps/api/test/smtpSink';
import { createTestApp, type TestApp } from '../apps/api/test/testApp';

const PEOPLE = 1_000;
const SLOW_SMTP_MS = 200;
const ROUNDS = 3;
const CONCURRENCY = 5;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function startOnce(t: TestApp, headers: Record<string, string>): Promise<number> {
  const { processId } = await createCrowdedProcess(t.db, PEOPLE);
  const started = performance.now();
  const res = await t.app.inject({ method: 'PUT', url: `/api/process/${processId}/start`, payload: {}, headers });
  const elapsed = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`start answered ${res.statusCode}: ${res.body}`);
  return elapsed;
}

async function main() {
  const slowSink = await startSmtpSink(undefined, () => delay(SLOW_SMTP_MS));
  const withSlowSmtp = await createTestApp({
    SMTP_URL: slowSink.url,
    MAIL_DELIVERY_CONCURRENCY: String(CONCURRENCY),
  });
  const withoutSmtp = await createTestApp();
  const sessions = await Promise.all(
    [withSlowSmtp, withoutSmtp].map(
      async (t) => (await signIn(t.app, (await createUser(t.db, { roles: ['ADMIN'] })).email)).headers,
    ),
  );

  // Warm both apps (JIT, connections) on one start each before measuring.
  await startOnce(withSlowSmtp, sessions[0]!);
  await startOnce(withoutSmtp, sessions[1]!);
  const receivedBefore = slowSink.received.length;

  const slow: number[] = [];
  const none: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    slow.push(await startOnce(withSlowSmtp, sessions[0]!));
    none.push(await startOnce(withoutSmtp, sessions[1]!));
  }

  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(`Start a ${PEOPLE.toLocaleString('en')}-person process (${ROUNDS} rounds each, median):`);
  console.log(`  slow SMTP (${SLOW_SMTP_MS} ms per message): ${ms(median(slow))}  [${slow.map(ms).join(', ')}]`);
  console.log(`  no SMTP:                            ${ms(median(none))}  [${none.map(ms).join(', ')}]`);
  console.log(
    `  ratio slow / none: ${(median(slow) / median(none)).toFixed(2)} (target ≈ 1: requests never wait for SMTP)`,
  );
  console.log(`  sending inside the request would take ≥ ${((PEOPLE * SLOW_SMTP_MS) / 1000).toFixed(0)} s`);

  // Delivery of the first measured round's mails, at the slow server's pace, CONCURRENCY at a time.
  const deliveryStarted = performance.now();
  while (slowSink.received.length - receivedBefore < PEOPLE) await delay(200);
  console.log(
    `  delivery job: the next ${PEOPLE.toLocaleString('en')} mails handed to the slow server in ` +
      `${((performance.now() - deliveryStarted) / 1000).toFixed(1)} s after the last start ` +
      `(${CONCURRENCY} at a time; ideal ${((PEOPLE * SLOW_SMTP_MS) / CONCURRENCY / 1000).toFixed(0)} s per 1,000)`,
  );

  await withoutSmtp.close();
  await withSlowSmtp.close();
  await slowSink.close();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

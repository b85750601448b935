import type { MdiSubType, ProcessStatus } from '@enlaza/contract';
import { and, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, mdiMeasurements, mdis, processMeasurementSends, questionaryInvitations } from '../../db/schema';
import { createJobQueue, JOBS_SCHEMA } from '../../plugins/jobs';
import { createMailer } from '../../plugins/mail';
import { createClient, createParticipant, createProcess, unique } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { MEASUREMENT_AUTO_SEND_CRON, MEASUREMENT_AUTO_SEND_JOB } from './processMeasurements.jobs';
import { createProcessMeasurementsRepository } from './processMeasurements.repository';
import { createProcessMeasurementsService } from './processMeasurements.service';
import { createAnswerTokens } from '../answers';

/** 'Envío automático' (spec 001 §4 "Measurement (MDI) sends"): each measurement goes out by itself on its day. */
let t: TestApp;
let clientId: string;
beforeAll(async () => {
  t = await createTestApp();
  clientId = (await createClient(t.db)).id;
});
afterAll(async () => t.close());

const log = pino({ level: 'silent' });
const DAY = 24 * 60 * 60 * 1000;

/** The service as the scheduled job runs it, with the clock at `now`. */
function serviceAt(now: Date) {
  const jobs = createJobQueue(t.database, log);
  const mailer = createMailer(
    t.db,
    jobs,
    { smtpUrl: undefined, retryLimit: 0, retryDelaySeconds: 1, concurrency: 1 },
    log,
  );
  return createProcessMeasurementsService({
    repository: createProcessMeasurementsRepository(t.db),
    answerTokens: createAnswerTokens('secreto-de-prueba-de-al-menos-32-caracteres'),
    mailer,
    config: t.config,
    log,
    now: () => now,
  });
}

/** An MDI whose measurements marked in `automatic` have 'Envío automático' on. */
async function mdiWith(automatic: MdiSubType[]) {
  const [mdi] = await t.db
    .insert(mdis)
    .values({ name: `MDI ${unique()}` })
    .returning();
  const subTypes: MdiSubType[] = ['BASELINE', 'POST_PROCESS', 'POST_PROCESS_SIX_MONTH', 'POST_PROCESS_TWELVE_MONTH'];
  await t.db.insert(mdiMeasurements).values(
    subTypes.map((subType, position) => ({
      mdiId: mdi!.id,
      position,
      name: subType,
      subType,
      autoSend: automatic.includes(subType),
    })),
  );
  return mdi!.id;
}

async function processWith(
  mdiId: string,
  status: ProcessStatus,
  dates: { start: Date; end: string; sent?: MdiSubType[] },
) {
  const process = await createProcess(t.db, {
    name: `Taller ${unique()}`,
    status,
    serviceTypes: ['WORKSHOP'],
    clientId,
    mdiId,
    estimatedStartDate: dates.start.toISOString().slice(0, 10),
    estimatedEndDate: dates.end,
    startDate: status === 'IN_PROGRESS' || status === 'FINALIZED' ? dates.start : null,
    // Post-process measurements fall due from the estimated end while the process has no real one.
    endDate: null,
  });
  for (const subType of dates.sent ?? []) {
    await t.db.insert(processMeasurementSends).values({ processId: process.id, subType });
  }
  const people = [
    await createParticipant(t.db, { processId: process.id, role: 'MENTOR' }),
    await createParticipant(t.db, { processId: process.id, role: 'STUDENT' }),
  ];
  return { processId: process.id, emails: people.map((p) => p.email) };
}

async function sentSubTypes(processId: string) {
  const rows = await t.db
    .select({ subType: processMeasurementSends.subType })
    .from(processMeasurementSends)
    .where(eq(processMeasurementSends.processId, processId));
  return rows.map((r) => r.subType).sort();
}

describe('measurements sent automatically', () => {
  it('sends an automatic baseline once the process is in pre-kickoff, with its invitations and mails, once', async () => {
    const mdiId = await mdiWith(['BASELINE']);
    const now = new Date();
    const ready = await processWith(mdiId, 'KICKOFF', { start: now, end: '2027-01-31' });
    const draft = await processWith(mdiId, 'DRAFT', { start: now, end: '2027-01-31' });

    await serviceAt(now).sendDue();
    expect(await sentSubTypes(ready.processId)).toEqual(['BASELINE']);
    expect(await sentSubTypes(draft.processId)).toEqual([]);
    const invitations = await t.db
      .select()
      .from(questionaryInvitations)
      .where(and(eq(questionaryInvitations.processId, ready.processId), eq(questionaryInvitations.entityType, 'MDI')));
    expect(invitations.map((i) => i.entitySubType)).toEqual(['BASELINE', 'BASELINE']);
    const mails = await t.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, ready.emails));
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Tienes una nueva medición pendiente',
      'Tienes una nueva medición pendiente',
    ]);

    // The next tick finds it sent: no second send, no second mail.
    await serviceAt(now).sendDue();
    expect(await t.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, ready.emails))).toHaveLength(2);
  });

  it('leaves an automatic baseline unsent once 14 days have passed since the start', async () => {
    const mdiId = await mdiWith(['BASELINE']);
    const now = new Date();
    const late = await processWith(mdiId, 'IN_PROGRESS', {
      start: new Date(now.getTime() - 20 * DAY),
      end: '2027-01-31',
    });
    await serviceAt(now).sendDue();
    expect(await sentSubTypes(late.processId)).toEqual([]);
  });

  it('sends the post-process measurement on the end date, not the day before', async () => {
    const mdiId = await mdiWith(['POST_PROCESS']);
    const p = await processWith(mdiId, 'IN_PROGRESS', {
      start: new Date('2026-01-05T12:00:00Z'),
      end: '2026-04-05',
      sent: ['BASELINE'],
    });
    await serviceAt(new Date('2026-04-04T23:00:00Z')).sendDue();
    expect(await sentSubTypes(p.processId)).toEqual(['BASELINE']);
    await serviceAt(new Date('2026-04-05T00:10:00Z')).sendDue();
    expect(await sentSubTypes(p.processId)).toEqual(['BASELINE', 'POST_PROCESS']);
  });

  it('keeps the order: an automatic measurement waits while the one before it is unsent', async () => {
    const mdiId = await mdiWith(['POST_PROCESS_SIX_MONTH']);
    const p = await processWith(mdiId, 'FINALIZED', {
      start: new Date('2025-01-05T12:00:00Z'),
      end: '2025-04-05',
      sent: ['BASELINE'],
    });
    // Six months after the end, but 'Post proceso' (not automatic) was never sent.
    await serviceAt(new Date('2025-10-06T12:00:00Z')).sendDue();
    expect(await sentSubTypes(p.processId)).toEqual(['BASELINE']);
  });

  it('shows each measurement’s automatic send and its day in the process’s measurements', async () => {
    const mdiId = await mdiWith(['BASELINE', 'POST_PROCESS_TWELVE_MONTH']);
    const p = await processWith(mdiId, 'DRAFT', { start: new Date(), end: '2026-08-31' });
    const { measurements } = await serviceAt(new Date()).list(p.processId);
    expect(measurements.map((row) => [row.subType, row.autoSend, row.autoSendOn])).toEqual([
      ['BASELINE', true, null],
      ['POST_PROCESS', false, null],
      ['POST_PROCESS_SIX_MONTH', false, null],
      ['POST_PROCESS_TWELVE_MONTH', true, '2027-08-31'],
    ]);
  });

  it('is scheduled in the shared job queue, so one instance runs each tick', async () => {
    const { rows } = await t.database.executeSql(`select name, cron, timezone from ${JOBS_SCHEMA}.schedule`);
    expect(rows).toContainEqual({ name: MEASUREMENT_AUTO_SEND_JOB, cron: MEASUREMENT_AUTO_SEND_CRON, timezone: 'UTC' });
  });
});

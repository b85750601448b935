/**
 * create_pairs end to end on a real database: a fresh migrated database (embedded PGlite in memory, or a new
 * database on TEST_DATABASE_URL), the installed reference lists, the demo guide, and a KICKOFF mentoring process
 * whose approved mentees and mentors carry realistic profiles. Only the pairs service call is timed; the set-up is
 * timed apart.
 */
import { performance } from 'node:perf_hooks';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { MentorshipInfo } from '@enlaza/contract';
import type { Database } from '../apps/api/src/db/database';
import {
  advices,
  attributes,
  businessPositions,
  clients,
  industries,
  mentorships,
  pairs,
  pairSessions,
  processes,
  processParticipants,
  specialties,
  userAdvices,
  userAttributes,
  userInterests,
  users,
} from '../apps/api/src/db/schema';
import { seedDemoLibrary } from '../apps/api/src/db/seed/library';
import { DEMO_GUIDE_NAME } from '../apps/api/src/db/seed/library/guides';
import { ensureReferenceData } from '../apps/api/src/db/seed/referenceData';
import type { MatchingProfile } from '../apps/api/src/modules/matching/affinity';
import { createPairsRepository, type PairsRepository } from '../apps/api/src/modules/pairs/pairs.repository';
import { createNotificationsRepository, createNotificationsService } from '../apps/api/src/modules/notifications';
import { createPairAnnouncements } from '../apps/api/src/modules/pairs';
import { createPairsService } from '../apps/api/src/modules/pairs/pairs.service';
import type { SolveCohortOffThread } from '../apps/api/src/modules/pairs/pairs.solver';
import { createTestDatabase } from '../apps/api/test/testDatabase';
import { cohort, type Catalogue } from './cohorts';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for every table here. */
const CHUNK = 1000;

const REGIONS: Record<string, string[]> = {
  Chile: [
    'Región Metropolitana de Santiago',
    'Región de Valparaíso',
    'Región del Biobío',
    'Región de Antofagasta',
    'Región de Los Lagos',
  ],
  Perú: ['Lima', 'Arequipa', 'Cusco', 'La Libertad', 'Piura'],
  Colombia: ['Bogotá D.C.', 'Antioquia', 'Valle del Cauca', 'Atlántico', 'Santander'],
};
const NAMES = ['Ana', 'Camila', 'Valentina', 'Javiera', 'Francisca', 'Daniela', 'Constanza', 'María José'];
const LAST_NAMES = ['González', 'Muñoz', 'Rojas', 'Díaz', 'Pérez', 'Soto', 'Contreras', 'Silva', 'Martínez'];

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** The installed reference lists as a {@link Catalogue} (the entrepreneur level left out: it is not a rank). */
async function installedCatalogue(db: Database): Promise<Catalogue> {
  const specialtyRows = await db
    .select({ industryId: industries.id, specialtyId: specialties.id })
    .from(specialties)
    .innerJoin(industries, eq(industries.id, specialties.industryId));
  const byIndustry = new Map<string, string[]>();
  for (const row of specialtyRows)
    byIndustry.set(row.industryId, [...(byIndustry.get(row.industryId) ?? []), row.specialtyId]);
  const levels = await db
    .select({ id: businessPositions.id, rank: businessPositions.sortOrder })
    .from(businessPositions)
    .orderBy(asc(businessPositions.sortOrder));
  return {
    industries: [...byIndustry].map(([id, list]) => ({ id, specialties: list })),
    advices: (await db.select({ id: advices.id }).from(advices)).map((r) => r.id),
    attributes: (await db.select({ id: attributes.id }).from(attributes)).map((r) => r.id),
    levels: levels.slice(0, 7),
    countries: Object.entries(REGIONS).map(([name, regions]) => ({ name, regions })),
  };
}

/** Writes the cohort's people with their profiles and makes them approved participants of the process. */
async function insertCohort(
  db: Database,
  processId: string,
  tag: string,
  people: readonly MatchingProfile[],
): Promise<void> {
  const userRows = people.map((p, i) => ({
    email: `${tag}-${p.role.toLowerCase()}-${i}@bench.test`,
    name: NAMES[i % NAMES.length]!,
    lastName: LAST_NAMES[i % LAST_NAMES.length]!,
    roles: ['USER' as const],
    country: p.country ?? null,
    region: p.region ?? null,
    company: p.company ?? null,
    businessArea: p.businessArea ?? null,
    businessPositionId: p.businessPositionId ?? null,
    mainAdviceId: p.mainAdviceId ?? null,
    mentorshipInfo:
      p.role === 'MENTOR'
        ? ({ mentorType: p.mentorType ?? 'EXTERNAL', mentorStatus: p.mentorStatus ?? 'ACTIVE' } as MentorshipInfo)
        : null,
  }));
  const ids: string[] = [];
  await insertChunked(userRows, async (chunk) => {
    ids.push(...(await db.insert(users).values(chunk).returning({ id: users.id })).map((r) => r.id));
  });
  const interests = people.flatMap((p, i) =>
    p.interests.map((interest, position) => ({ userId: ids[i]!, position, ...interest })),
  );
  const adviceRows = people.flatMap((p, i) => p.adviceIds.map((adviceId) => ({ userId: ids[i]!, adviceId })));
  const attributeRows = people.flatMap((p, i) =>
    p.attributeIds.map((attributeId) => ({ userId: ids[i]!, attributeId })),
  );
  await insertChunked(interests, (chunk) => db.insert(userInterests).values(chunk));
  await insertChunked(adviceRows, (chunk) => db.insert(userAdvices).values(chunk));
  await insertChunked(attributeRows, (chunk) => db.insert(userAttributes).values(chunk));
  await insertChunked(
    people.map((p, i) => ({
      processId,
      userId: ids[i]!,
      role: p.role === 'MENTOR' ? ('MENTOR' as const) : ('STUDENT' as const),
      invitationStatus: 'APPROVED' as const,
      respondedAt: new Date(),
    })),
    (chunk) => db.insert(processParticipants).values(chunk),
  );
}

/** A KICKOFF mentoring process with the demo guide and `size` approved mentees and mentors. */
async function kickoffProcess(db: Database, catalogue: Catalogue, size: number, seed: number): Promise<string> {
  const [client] = await db
    .insert(clients)
    .values({ name: `Cliente bench ${seed}` })
    .returning({ id: clients.id });
  const [guide] = await db
    .select({ id: mentorships.id })
    .from(mentorships)
    .where(eq(mentorships.name, DEMO_GUIDE_NAME));
  const [process] = await db
    .insert(processes)
    .values({
      name: `Bench ${size} duplas`,
      status: 'KICKOFF',
      serviceTypes: ['MENTORING'],
      clientId: client!.id,
      estimatedStartDate: '2026-12-01',
      estimatedEndDate: '2027-06-30',
      mentorshipId: guide!.id,
    })
    .returning({ id: processes.id });
  // No INACTIVE mentor: a square cohort would then leave a mentee without a mentor and create_pairs refuses it.
  const { mentees, mentors } = cohort(size, seed, catalogue, { inactiveShare: 0 });
  await insertCohort(db, process!.id, `p${seed}`, [...mentees, ...mentors]);
  return process!.id;
}

/** The repository with each call's time added to a bucket: profiles loaded, rows written, the rest (checks). */
function timedRepository(repository: PairsRepository) {
  const buckets = { load: 0, write: 0, checks: 0 };
  const bucketOf = (name: string): keyof typeof buckets =>
    name === 'approvedProfiles' ? 'load' : name === 'createPairs' ? 'write' : 'checks';
  const timed = new Proxy(repository, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const started = performance.now();
        try {
          return await (value as (...a: unknown[]) => unknown).apply(target, args);
        } finally {
          buckets[bucketOf(String(property))] += performance.now() - started;
        }
      };
    },
  });
  return { timed, buckets };
}

export interface PairsEndToEnd {
  database: string;
  pairs: number;
  setupSeconds: number;
  seconds: number;
  pairsWritten: number;
  sessionsWritten: number;
  averageAffinity: number | null;
  /** Seconds in each part; `solve` is what the repository calls do not account for (score + solve, on the pool). */
  parts: { load: number; solve: number; write: number; checks: number };
}

/**
 * Runs create_pairs through the pairs service on a `size`-pair cohort, large ones solved by `solveOffThread` (the
 * app's solver pool); a small process first warms the paths, and a tiny solve the pool's thread.
 */
export async function pairsEndToEnd(size: number, solveOffThread: SolveCohortOffThread): Promise<PairsEndToEnd> {
  const setupStarted = performance.now();
  const handle = await createTestDatabase();
  try {
    const db = handle.db;
    await ensureReferenceData(db);
    await seedDemoLibrary(db);
    const catalogue = await installedCatalogue(db);
    const warmId = await kickoffProcess(db, catalogue, 100, 1);
    const processId = await kickoffProcess(db, catalogue, size, size);
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    const announcements = createPairAnnouncements({
      repository: createPairsRepository(db),
      notificationsService: createNotificationsService({ notificationsRepository: createNotificationsRepository(db) }),
    });
    await createPairsService({ repository: createPairsRepository(db), solveOffThread, announcements }).createPairs(
      warmId,
    );
    await solveOffThread(cohort(5, 3, catalogue, { inactiveShare: 0 }));
    const { timed, buckets } = timedRepository(createPairsRepository(db));
    const service = createPairsService({ repository: timed, solveOffThread, announcements });
    const started = performance.now();
    const response = await service.createPairs(processId);
    const totalMs = performance.now() - started;

    const [written] = await db.select({ n: count() }).from(pairs).where(eq(pairs.processId, processId));
    const pairIds = (await db.select({ id: pairs.id }).from(pairs).where(eq(pairs.processId, processId))).map(
      (r) => r.id,
    );
    let sessions = 0;
    for (let i = 0; i < pairIds.length; i += CHUNK) {
      const [row] = await db
        .select({ n: count() })
        .from(pairSessions)
        .where(inArray(pairSessions.pairId, pairIds.slice(i, i + CHUNK)));
      sessions += row?.n ?? 0;
    }
    const seconds = (ms: number) => ms / 1000;
    return {
      database: handle.kind === 'pglite' ? 'PGlite (embedded, in memory)' : 'PostgreSQL (TEST_DATABASE_URL)',
      pairs: size,
      setupSeconds,
      seconds: seconds(totalMs),
      pairsWritten: written?.n ?? 0,
      sessionsWritten: sessions,
      averageAffinity: response.averageAffinity,
      parts: {
        load: seconds(buckets.load),
        write: seconds(buckets.write),
        checks: seconds(buckets.checks),
        solve: seconds(totalMs - buckets.load - buckets.write - buckets.checks),
      },
    };
  } finally {
    await handle.close();
  }
}

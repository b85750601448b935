import { memberEntrepreneurInfoSchema } from '@enlaza/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/testDatabase';
import type { DatabaseHandle } from '../database';
import * as schema from '../schema';
import { seedDemoBlog } from './blog';
import { verifyPassword } from '../../modules/auth';
import { DEMO_PASSWORD, demoAccounts, seedDemoData } from './demo';
import { seedDemoLibrary } from './library';
import { ensureReferenceData } from './referenceData';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

type TableName =
  | 'users'
  | 'questionaries'
  | 'mentorships'
  | 'mentorshipSessions'
  | 'campuses'
  | 'lessons'
  | 'mdis'
  | 'mdiMeasurements'
  | 'questionaryBundles'
  | 'dynamicMentorships'
  | 'questionaryInvitations'
  | 'questionaryResponses'
  | 'posts'
  | 'postLikes'
  | 'postComments';
const count = (table: TableName) => database.db.$count(schema[table]);
const DAY_MS = 24 * 60 * 60 * 1000;

describe('demo seed', () => {
  it('fills a fresh database with the accounts and a content library the process area can use', async () => {
    await ensureReferenceData(database.db);
    await seedDemoData(database.db);
    await seedDemoLibrary(database.db);
    await seedDemoBlog(database.db);
    expect(await count('users')).toBe(8);
    expect(await count('mentorships')).toBeGreaterThanOrEqual(1);
    expect(await count('mentorshipSessions')).toBeGreaterThanOrEqual(4);
    expect(await count('campuses')).toBeGreaterThanOrEqual(2);
    expect(await count('lessons')).toBeGreaterThanOrEqual(6);
    expect(await count('mdis')).toBeGreaterThanOrEqual(1);
    expect(await count('mdiMeasurements')).toBeGreaterThanOrEqual(2);
    expect(await count('questionaryBundles')).toBeGreaterThanOrEqual(2);
    expect(await count('dynamicMentorships')).toBeGreaterThanOrEqual(1);
    // An open invitation to a workshop's feedback, already answered.
    expect(await count('questionaryInvitations')).toBeGreaterThanOrEqual(1);
    expect(await count('questionaryResponses')).toBeGreaterThanOrEqual(3);
    // Answered the day it went out, four days ago, as the answering page stores answers ('Otro' with its text).
    const answers = await database.db
      .select({ submittedAt: schema.questionaryResponses.submittedAt, answer: schema.questionaryAnswers })
      .from(schema.questionaryAnswers)
      .innerJoin(schema.questionaryResponses, eq(schema.questionaryResponses.id, schema.questionaryAnswers.responseId))
      .innerJoin(
        schema.questionaryInvitations,
        eq(schema.questionaryInvitations.id, schema.questionaryResponses.invitationId),
      )
      .where(eq(schema.questionaryInvitations.entityType, 'OPEN'));
    for (const { submittedAt } of answers) expect(submittedAt!.getTime()).toBeLessThan(Date.now() - 3 * DAY_MS);
    expect(answers.find((a) => a.answer.otherText)?.answer).toMatchObject({
      questionId: 'channel',
      otherText: 'Boletín de la cámara de comercio',
    });
    // The entrepreneurs' blog: published posts with their likes and comments, and a draft.
    expect(await database.db.$count(schema.posts, eq(schema.posts.published, true))).toBe(3);
    expect(await database.db.$count(schema.posts, eq(schema.posts.published, false))).toBe(1);
    expect(await count('postLikes')).toBeGreaterThanOrEqual(3);
    expect(await count('postComments')).toBeGreaterThanOrEqual(3);
    // Written hours after their post was published, days ago: not at the moment the demo was seeded.
    const comments = await database.db
      .select({ writtenAt: schema.postComments.createdAt, publishedAt: schema.posts.publishedAt })
      .from(schema.postComments)
      .innerJoin(schema.posts, eq(schema.posts.id, schema.postComments.postId));
    for (const { writtenAt, publishedAt } of comments) {
      expect(writtenAt.getTime()).toBeGreaterThan(publishedAt!.getTime());
      expect(writtenAt.getTime()).toBeLessThan(Date.now() - DAY_MS);
    }
  });

  it('makes the demo client and accounts as the admin forms do: contact, roles, profile, and the demo password', async () => {
    const client = await database.db.query.clients.findFirst({ where: eq(schema.clients.name, 'Compañía Demo') });
    expect(client).toMatchObject({ rut: '77654321-7', city: 'Santiago', contactName: 'Carolina Fuentes' });

    const byEmail = (email: string) => database.db.query.users.findFirst({ where: eq(schema.users.email, email) });
    const companyAdmin = await byEmail('empresa@enlaza.test');
    expect(companyAdmin).toMatchObject({ roles: ['COMPANY_ADMIN'], clientId: client!.id, country: 'Chile' });
    expect(await verifyPassword(companyAdmin!.passwordHash, DEMO_PASSWORD)).toBe(true);
    // No tour in the way of a demo: a new account's is pending, the demo's are not.
    expect(companyAdmin!.completedTutorials).toEqual([]);

    const mentor = await byEmail('mentora@enlaza.test');
    expect(mentor!.mentorshipInfo).toMatchObject({ mentorType: 'INTERNAL', mentorStatus: 'ACTIVE' });
    expect(mentor!.mainAdviceId).not.toBeNull();
    // The birth date and interest areas the user form does not ask come from the profile form's write.
    expect(mentor!.dateOfBirth).not.toBeNull();
    expect(await database.db.$count(schema.userInterests, eq(schema.userInterests.userId, mentor!.id))).toBeGreaterThan(
      0,
    );

    // Only a name, to try the profile wizard from scratch.
    const newcomer = await byEmail('nueva@enlaza.test');
    expect(newcomer).toMatchObject({ roles: ['USER'], region: null, mentorshipInfo: null });
    expect(await verifyPassword(newcomer!.passwordHash, DEMO_PASSWORD)).toBe(true);
  });

  it('gives the demo entrepreneurs businesses that pass the member form’s own rules', async () => {
    const entrepreneurs = demoAccounts.filter((account) => account.business);
    expect(entrepreneurs.length).toBeGreaterThanOrEqual(2);
    const rows = await database.db
      .select({ email: schema.users.email, emprendeInfo: schema.users.emprendeInfo })
      .from(schema.users)
      .where(
        inArray(
          schema.users.email,
          entrepreneurs.map((account) => account.email),
        ),
      );
    expect(rows).toHaveLength(entrepreneurs.length);
    for (const { email, emprendeInfo } of rows) {
      const parsed = memberEntrepreneurInfoSchema.safeParse(emprendeInfo);
      expect(parsed.success, `${email}: ${parsed.error?.issues[0]?.message}`).toBe(true);
      const industry = await database.db.$count(
        schema.industries,
        eq(schema.industries.id, String(emprendeInfo!.industry)),
      );
      expect(industry, email).toBe(1);
    }
  });

  it('changes nothing when run again', async () => {
    const tables: TableName[] = [
      'users',
      'questionaries',
      'mentorships',
      'campuses',
      'lessons',
      'mdis',
      'questionaryBundles',
      'questionaryInvitations',
      'questionaryResponses',
      'posts',
      'postComments',
    ];
    const before = await Promise.all(tables.map(count));
    await ensureReferenceData(database.db);
    await seedDemoData(database.db);
    await seedDemoLibrary(database.db);
    await seedDemoBlog(database.db);
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });
});

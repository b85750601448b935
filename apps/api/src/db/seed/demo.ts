import type { EntrepreneurInfoResponse } from '@enlaza/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth';
import { createUsersRepository } from '../../modules/users';
import type { Database } from '../database';
import { advices, attributes, businessPositions, clients, industries, specialties, users } from '../schema';
import { demoPeople, type DemoAccountBusiness, type DemoProfile } from './people';

export const DEMO_PASSWORD = 'Enlaza2026!';
export const DEMO_CLIENT_NAME = 'Compañía Demo';

/** The accounts people sign in with, from `demoPeople.json`. */
export const demoAccounts = demoPeople.accounts;

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return (row?.count ?? 0) === 0;
}

/**
 * The ids of a profile's choices, from the names of the reference lists (the way the profile form sends them); a name
 * missing from the lists is left out.
 */
export async function profileChoiceIds(profile: DemoProfile, tx: Database) {
  const idsByName = async (table: typeof advices | typeof attributes, names: string[]) => {
    const rows = await tx.select({ id: table.id, name: table.name }).from(table).where(inArray(table.name, names));
    const ids = new Map(rows.map((row) => [row.name, row.id]));
    return names.flatMap((name) => ids.get(name) ?? []);
  };
  const [mainAdvice] = await tx.select({ id: advices.id }).from(advices).where(eq(advices.name, profile.mainAdvice));
  const [position] = await tx
    .select({ id: businessPositions.id })
    .from(businessPositions)
    .where(eq(businessPositions.name, profile.businessPosition));
  const interests = [];
  for (const [industryName, specialtyName, experienceYears] of profile.interests) {
    const [match] = await tx
      .select({ industryId: industries.id, specialtyId: specialties.id })
      .from(specialties)
      .innerJoin(industries, eq(industries.id, specialties.industryId))
      .where(and(eq(industries.name, industryName), eq(specialties.name, specialtyName)));
    if (match) interests.push({ ...match, experienceYears });
  }
  return {
    adviceIds: await idsByName(advices, profile.advices),
    attributeIds: await idsByName(attributes, profile.attributes),
    mainAdviceId: mainAdvice?.id ?? null,
    businessPositionId: position?.id ?? null,
    interests,
  };
}

/** Fills a just-created account's profile with the write the profile form uses (the users repository). */
export async function fillProfile(userId: string, profile: DemoProfile, tx: Database) {
  const { adviceIds, attributeIds, mainAdviceId, businessPositionId, interests } = await profileChoiceIds(profile, tx);
  await createUsersRepository(tx).writeProfile(userId, {
    columns: {
      gender: profile.gender,
      dateOfBirth: profile.dateOfBirth,
      cellphone: profile.cellphone,
      country: 'Chile',
      region: profile.region,
      biography: profile.biography,
      company: profile.company,
      businessPositionId,
      businessArea: profile.businessArea,
      university: profile.university,
      career: profile.career,
      mainAdviceId,
    },
    interests: interests.length ? interests : undefined,
    adviceIds: adviceIds.length ? adviceIds : undefined,
    attributeIds: attributeIds.length ? attributeIds : undefined,
  });
}

/** Stores an entrepreneur's business as the member's own form does; an industry missing from the list is skipped. */
async function setBusiness(userId: string, { industry, ...business }: DemoAccountBusiness, tx: Database) {
  const [row] = await tx.select({ id: industries.id }).from(industries).where(eq(industries.name, industry));
  if (!row) return;
  const emprendeInfo: EntrepreneurInfoResponse = { ...business, industry: row.id, businessPictureUrl: null };
  await tx.update(users).set({ emprendeInfo }).where(eq(users.id, userId));
}

/** Creates the demo client and accounts that are missing; existing rows are left as they are. */
export async function seedDemoData(db: Database): Promise<{ created: string[] }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    let client = await tx.query.clients.findFirst({ where: eq(clients.name, DEMO_CLIENT_NAME) });
    if (!client) [client] = await tx.insert(clients).values({ name: DEMO_CLIENT_NAME }).returning();
    const created: string[] = [];
    for (const account of demoAccounts) {
      const [inserted] = await tx
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
        .returning({ id: users.id, email: users.email });
      if (!inserted) continue;
      created.push(inserted.email);
      if (account.profile) await fillProfile(inserted.id, account.profile, tx);
      if (account.business) await setBusiness(inserted.id, account.business, tx);
    }
    return { created };
  });
}

import { randomUUID } from 'node:crypto';
import {
  genderLabels,
  importColumns,
  updateProfileRequestSchema,
  updateUserEntrepreneurInfoRequestSchema,
  userFormSchema,
  type AccessTokenClaims,
  type ParsedClientPayload,
  type ParticipantRole,
  type Role,
  type UpdateApplicantProfileRequest,
  type UpdateProfileRequest,
  type UserFormInput,
} from '@enlaza/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { createDirectoryRepository } from '../../modules/directory';
import { createUsersRepository } from '../../modules/users';
import type { Database } from '../database';
import { advices, attributes, businessPositions, clients, industries, specialties, users } from '../schema';
import { demoPeople, type DemoAccount, type DemoProfile } from './people';
import { asMember, seedServices, type SeedServices } from './services';

export const DEMO_PASSWORD = 'Enlaza2026!';
export const DEMO_CLIENT_NAME = demoPeople.client.name;

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

/**
 * Her business as she saves it in her own member form ('Mi emprendimiento', held to its rules: the industry, the
 * commune of its region), with its logo when she has one; an industry missing from the list is skipped.
 */
export async function saveOwnBusiness(
  userId: string,
  {
    industry,
    ...business
  }: Omit<z.input<typeof updateUserEntrepreneurInfoRequestSchema>, 'industry'> & { industry: string },
  services: SeedServices,
  db: Database,
  logo?: Buffer,
) {
  const [row] = await db.select({ id: industries.id }).from(industries).where(eq(industries.name, industry));
  if (!row) return;
  const input = updateUserEntrepreneurInfoRequestSchema.parse({ ...business, industry: row.id });
  await services.enrolment.updateUserEntrepreneurInfo(asMember(userId), userId, input, logo);
}

/** The seed acts as an admin would in the forms; no account holds this id, so every admin hears of the new client. */
export const SEED_ADMIN: AccessTokenClaims = {
  userId: randomUUID(),
  role: 'ADMIN',
  roles: ['ADMIN'],
  sid: 'demo-seed',
};

/** A demo client through the clients' form and service, unless one of its name is there already. Answers its id. */
export async function ensureDemoClient(
  form: ParsedClientPayload,
  db: Database,
  services: SeedServices = seedServices(db),
): Promise<string> {
  const existing = await db.query.clients.findFirst({ where: eq(clients.name, form.name) });
  if (existing) return existing.id;
  return (await services.clients.create(SEED_ADMIN, form)).clientId;
}

/** A person of the demo with a whole profile in a programme: an account, or a participant who never signs in. */
export interface DemoPersonWithProfile {
  email: string;
  name: string;
  lastName: string;
  role: ParticipantRole;
  profile: DemoProfile;
}

/** The file an admin uploads in 'Importar mentoras' or 'Importar mentees' (CSV, one of the formats it takes). */
function importFile(people: readonly DemoPersonWithProfile[]): Buffer {
  const cell = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const rows = people.map(({ name, lastName, email, profile }) => {
    const values: Record<(typeof importColumns)[number], string> = {
      Nombre: name,
      Apellido: lastName,
      Email: email,
      Género: genderLabels[profile.gender],
      Área: profile.businessArea,
      Cargo: profile.businessPosition,
      Extranjero: 'No',
    };
    return importColumns.map((column) => values[column]);
  });
  return Buffer.from([[...importColumns], ...rows].map((row) => row.map(cell).join(',')).join('\n'));
}

/**
 * What a person enters in the profile's steps (personal data, interests, company), the same in a member's profile
 * form and an applicant's enrolment.
 */
export async function profileStepsInput(profile: DemoProfile, db: Database) {
  const choices = await profileChoiceIds(profile, db);
  return {
    dateOfBirth: profile.dateOfBirth,
    gender: profile.gender,
    biography: profile.biography,
    contactInfo: { cellphone: profile.cellphone, country: 'Chile', region: profile.region },
    interests: choices.interests,
    adviceIds: choices.adviceIds,
    mainAdviceId: choices.mainAdviceId ?? undefined,
    attributeIds: choices.attributeIds,
    professionalInfo: {
      company: profile.company,
      businessPositionId: choices.businessPositionId,
      businessArea: profile.businessArea,
      university: profile.university,
      carrer: profile.career,
    },
  } satisfies UpdateProfileRequest & UpdateApplicantProfileRequest;
}

/**
 * Her own profile as she fills it in the profile form (held to its rules), and with `password` her first password,
 * which that form sets too. Without a profile, only the password.
 */
async function fillOwnProfile(
  user: { id: string; roles: Role[] },
  profile: DemoProfile | undefined,
  password: string | undefined,
  services: SeedServices,
  db: Database,
) {
  const herself: AccessTokenClaims = { userId: user.id, role: user.roles[0]!, roles: user.roles, sid: 'demo-seed' };
  const input = updateProfileRequestSchema.parse({
    ...(password && { password, passwordConfirmation: password }),
    ...(profile && (await profileStepsInput(profile, db))),
  } satisfies UpdateProfileRequest);
  await services.users.updateProfile(herself, user.id, input);
  // The demo's people have taken the home's tour: it would stand in the way of every demo (a new account's waits).
  await createUsersRepository(db).setCompletedTutorials(user.id, []);
}

/**
 * Creates the programme people that are missing as a programme gets them: an admin imports them (the people import,
 * mentors and mentees apart), then each fills in her own profile; with `password`, the demo password is her first
 * one. Someone already there is left as she is. Answers everyone's id by email, and who was created.
 */
export async function ensureDemoPeople(
  people: readonly DemoPersonWithProfile[],
  db: Database,
  { password, services = seedServices(db) }: { password?: string; services?: SeedServices } = {},
): Promise<{ ids: Map<string, string>; created: string[] }> {
  const usersRepository = createUsersRepository(db);
  const missing: DemoPersonWithProfile[] = [];
  for (const person of people) if (!(await usersRepository.findByEmail(person.email))) missing.push(person);
  for (const [audience, role] of [
    ['mentors', 'MENTOR'],
    ['students', 'STUDENT'],
  ] as const) {
    const group = missing.filter((person) => person.role === role);
    if (group.length)
      await services.directory.importPeople(audience, { buffer: importFile(group), fileName: 'personas.csv' });
  }
  const ids = new Map<string, string>();
  for (const person of people) {
    const user = (await usersRepository.findByEmail(person.email))!;
    if (missing.includes(person)) await fillOwnProfile(user, person.profile, password, services, db);
    ids.set(person.email, user.id);
  }
  return { ids, created: missing.map((person) => person.email) };
}

/** A staff account (admin, company admin) as an admin creates it with the user form, then her own profile. */
async function createStaffAccount(account: DemoAccount, clientId: string, services: SeedServices, db: Database) {
  const form = userFormSchema.parse({
    name: account.name,
    lastName: account.lastName,
    email: account.email,
    country: 'Chile',
    roles: account.roles.filter((role) => role !== 'USER'),
    clientId: account.ofDemoClient ? clientId : null,
  } satisfies UserFormInput);
  const { userId } = await services.directory.createUser(form, SEED_ADMIN);
  await fillOwnProfile({ id: userId, roles: account.roles }, account.profile, DEMO_PASSWORD, services, db);
}

/**
 * An account with only a name, to try the profile wizard from scratch: the import's write (the import itself asks
 * for an area and a position), then the demo password as her first one.
 */
async function createWithNameOnly(account: DemoAccount, services: SeedServices, db: Database) {
  await createDirectoryRepository(db).insertMany([
    { email: account.email, name: account.name, lastName: account.lastName, roles: account.roles },
  ]);
  const user = (await createUsersRepository(db).findByEmail(account.email))!;
  await fillOwnProfile(user, undefined, DEMO_PASSWORD, services, db);
}

/**
 * Creates the demo client and accounts that are missing, through the clients', people's and profile's services;
 * existing rows are left as they are. The welcome mails are not written: each account sets the demo password as
 * her first one in the profile form.
 */
export async function seedDemoData(
  db: Database,
  services: SeedServices = seedServices(db),
): Promise<{ created: string[] }> {
  const clientId = await ensureDemoClient(demoPeople.client, db, services);
  const usersRepository = createUsersRepository(db);
  const missing: DemoAccount[] = [];
  for (const account of demoAccounts) if (!(await usersRepository.findByEmail(account.email))) missing.push(account);

  for (const account of missing.filter((a) => !a.roles.includes('USER'))) {
    await createStaffAccount(account, clientId, services, db);
  }
  const members = missing.flatMap(({ profile, ...account }) =>
    account.roles.includes('USER') && profile
      ? [{ ...account, role: account.mentor ? ('MENTOR' as const) : ('STUDENT' as const), profile }]
      : [],
  );
  const { ids } = await ensureDemoPeople(members, db, { password: DEMO_PASSWORD, services });
  for (const account of missing) {
    if (account.business) await saveOwnBusiness(ids.get(account.email)!, account.business, services, db);
    if (!account.profile) await createWithNameOnly(account, services, db);
  }
  return { created: missing.map((account) => account.email) };
}

/**
 * Loads what the affinity functions compare (MatchingProfile) for the people of a process: users, their interests,
 * attributes and advices, in four set queries. Shared by the pairs (mentee–mentor) and networking (mentee–mentee)
 * areas.
 */
import type { MentorshipInfo, ParticipantRole } from '@enlaza/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { businessPositions, userAdvices, userAttributes, userInterests, users } from '../../db/schema';
import type { MatchingProfile } from './affinity';

export interface Person {
  userId: string;
  name: string;
  lastName: string;
  email: string;
}

export async function loadMatchingProfiles(
  db: Database,
  people: ReadonlyArray<{ userId: string; role: ParticipantRole }>,
) {
  if (people.length === 0) return { profiles: [] as MatchingProfile[], persons: new Map<string, Person>() };
  const ids = [...new Set(people.map((p) => p.userId))];
  const [userRows, interestRows, attributeRows, adviceRows] = await Promise.all([
    db
      .select({
        userId: users.id,
        name: users.name,
        lastName: users.lastName,
        email: users.email,
        region: users.region,
        country: users.country,
        company: users.company,
        businessArea: users.businessArea,
        businessPositionId: users.businessPositionId,
        levelRank: businessPositions.sortOrder,
        mainAdviceId: users.mainAdviceId,
        mentorshipInfo: users.mentorshipInfo,
      })
      .from(users)
      .leftJoin(businessPositions, eq(businessPositions.id, users.businessPositionId))
      .where(inArray(users.id, ids)),
    db
      .select({
        userId: userInterests.userId,
        industryId: userInterests.industryId,
        specialtyId: userInterests.specialtyId,
        experienceYears: userInterests.experienceYears,
      })
      .from(userInterests)
      .where(inArray(userInterests.userId, ids))
      .orderBy(asc(userInterests.userId), asc(userInterests.position)),
    db.select().from(userAttributes).where(inArray(userAttributes.userId, ids)),
    db.select().from(userAdvices).where(inArray(userAdvices.userId, ids)),
  ]);
  const group = <T extends { userId: string }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) {
      const list = map.get(row.userId);
      if (list) list.push(row);
      else map.set(row.userId, [row]);
    }
    return map;
  };
  const interests = group(interestRows);
  const attributes = group(attributeRows);
  const advicesOf = group(adviceRows);
  const byId = new Map(userRows.map((u) => [u.userId, u]));
  const persons = new Map<string, Person>();
  const profiles: MatchingProfile[] = [];
  for (const { userId, role } of people) {
    const u = byId.get(userId);
    if (!u) continue;
    persons.set(userId, { userId, name: u.name, lastName: u.lastName, email: u.email });
    const info = u.mentorshipInfo as MentorshipInfo | null;
    profiles.push({
      userId,
      role: role === 'MENTOR' ? 'MENTOR' : 'MENTEE',
      region: u.region,
      country: u.country,
      company: u.company,
      businessArea: u.businessArea,
      businessPositionId: u.businessPositionId,
      levelRank: u.levelRank,
      mainAdviceId: u.mainAdviceId,
      interests: (interests.get(userId) ?? []).map(({ industryId, specialtyId, experienceYears }) => ({
        industryId,
        specialtyId,
        experienceYears,
      })),
      adviceIds: (advicesOf.get(userId) ?? []).map((a) => a.adviceId),
      attributeIds: (attributes.get(userId) ?? []).map((a) => a.attributeId),
      mentorStatus: info?.mentorStatus ?? null,
      mentorType: info?.mentorType ?? null,
    });
  }
  return { profiles, persons };
}

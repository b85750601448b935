import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import {
  advices,
  attributes,
  businessPositions,
  industries,
  specialties,
  userAdvices,
  userAttributes,
  userInterests,
  users,
} from '../src/db/schema';

/** Fills every profile field an invitation asks for (reference data must be loaded), so the user may accept. */
export async function completeProfile(db: Database, userId: string) {
  const [industry] = await db.select().from(industries).limit(1);
  const [specialty] = await db.select().from(specialties).where(eq(specialties.industryId, industry!.id)).limit(1);
  const adviceRows = await db.select().from(advices).limit(3);
  const [attribute] = await db.select().from(attributes).limit(1);
  const [position] = await db.select().from(businessPositions).limit(1);
  await db
    .update(users)
    .set({
      cellphone: '+56912345678',
      country: 'Chile',
      region: 'Metropolitana',
      company: 'Acme',
      businessPositionId: position!.id,
      businessArea: 'Ventas',
      university: 'U. de Chile',
      career: 'Ingeniería',
      mainAdviceId: adviceRows[0]!.id,
    })
    .where(eq(users.id, userId));
  await db
    .insert(userInterests)
    .values({ userId, industryId: industry!.id, specialtyId: specialty!.id, experienceYears: 2 });
  await db.insert(userAdvices).values(adviceRows.map((a) => ({ userId, adviceId: a.id })));
  await db.insert(userAttributes).values({ userId, attributeId: attribute!.id });
}

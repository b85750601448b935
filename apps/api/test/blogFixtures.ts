import type { EntrepreneurInfoResponse } from '@enlaza/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { industries, posts, users } from '../src/db/schema';

/**
 * Gives the user entrepreneur info (a complete business, as the member's form saves it), which opens the blog and
 * the entrepreneurs' pages to her. Reference data must be loaded.
 */
export async function makeEntrepreneur(
  db: Database,
  userId: string,
  overrides: Partial<EntrepreneurInfoResponse> = {},
) {
  const [industry] = await db.select({ id: industries.id }).from(industries).limit(1);
  const info: EntrepreneurInfoResponse = {
    businessName: 'Huerta Viva',
    rut: '11111111-1',
    businessRut: null,
    commune: 'Valparaíso',
    businessRegion: 'Región de Valparaíso',
    businessCommune: 'Viña del Mar',
    description: 'Verduras orgánicas a domicilio.',
    socialMedia: null,
    industry: industry!.id,
    age: 'FROM_1_TO_3',
    stage: 'SELLING',
    challenge: 'Escalar la logística.',
    expectations: 'Ordenar las finanzas.',
    productExpectations: 'Conocer a otras emprendedoras.',
    expectedMentors: null,
    contactMethod: 'WHATSAPP',
    ods: [2, 12],
    businessPictureUrl: null,
    ...overrides,
  };
  await db.update(users).set({ emprendeInfo: info }).where(eq(users.id, userId));
}

/** A blog post, published unless told otherwise. */
export async function createPost(
  db: Database,
  overrides: Partial<Pick<typeof posts.$inferInsert, 'title' | 'content' | 'published' | 'publishedAt'>> = {},
) {
  const published = overrides.published ?? true;
  const [row] = await db
    .insert(posts)
    .values({
      title: overrides.title ?? 'Cómo fijar precios',
      content: overrides.content ?? 'Tres ideas para **fijar tus precios**.',
      published,
      publishedAt: overrides.publishedAt ?? (published ? new Date() : null),
    })
    .returning();
  return row!;
}

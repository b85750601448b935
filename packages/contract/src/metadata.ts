import { z } from 'zod';

/** Shapes of GET /api/users/metadata/{list} (spec 000 §3 "Metadata lists"). */
export const specialtySchema = z.object({ specialtyId: z.string(), specialtyName: z.string() });
export const industrySchema = z.object({
  industryId: z.string(),
  industryName: z.string(),
  specialties: z.array(specialtySchema),
});
export const attributeSchema = z.object({ attributeId: z.string(), attributeName: z.string() });
export const adviceSchema = z.object({ adviceId: z.string(), adviceName: z.string() });
export const businessPositionSchema = z.object({ businessPositionId: z.string(), businessPosition: z.string() });
export const genderOptionSchema = z.object({ genderId: z.string(), gender: z.string() });

export type Industry = z.infer<typeof industrySchema>;
export type Specialty = z.infer<typeof specialtySchema>;
export type Attribute = z.infer<typeof attributeSchema>;
export type Advice = z.infer<typeof adviceSchema>;
export type BusinessPosition = z.infer<typeof businessPositionSchema>;
export type GenderOption = z.infer<typeof genderOptionSchema>;

export const metadataListNames = ['industries', 'attributes', 'advices', 'business_positions', 'genders'] as const;
export type MetadataListName = (typeof metadataListNames)[number];

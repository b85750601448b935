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

/** Admin management of the metadata lists (paths under /api/metadata). */
export const METADATA_NAME_MAX = 120;
export const metadataNameSchema = z
  .string({ error: 'Ingrese un nombre' })
  .trim()
  .min(1, 'Ingrese un nombre')
  .max(METADATA_NAME_MAX, `El nombre no puede superar los ${METADATA_NAME_MAX} caracteres`);
export const metadataNameRequestSchema = z.object({ name: metadataNameSchema });
export type MetadataNameRequest = z.infer<typeof metadataNameRequestSchema>;
/** The full new order of the business levels, junior first. */
export const businessPositionOrderRequestSchema = z.object({
  businessPositionIds: z.array(z.guid('Nivel de cargo no válido'), { error: 'Envíe el orden de los niveles' }),
});
export type BusinessPositionOrderRequest = z.infer<typeof businessPositionOrderRequestSchema>;

export const metadataErrorTypes = {
  duplicateName: 'metadata_duplicate_name',
  inUse: 'metadata_in_use',
  invalidOrder: 'metadata_invalid_order',
} as const;

/** The editable lists, with the Spanish words the messages use for one of their items. */
export const editableMetadataLists = {
  industries: { singular: 'industria', article: 'una', notFound: 'Industria no encontrada' },
  specialties: { singular: 'especialidad', article: 'una', notFound: 'Especialidad no encontrada' },
  attributes: { singular: 'cualidad', article: 'una', notFound: 'Cualidad no encontrada' },
  advices: { singular: 'objetivo de mentoría', article: 'un', notFound: 'Objetivo de mentoría no encontrado' },
  business_positions: { singular: 'nivel de cargo', article: 'un', notFound: 'Nivel de cargo no encontrado' },
} as const;
export type EditableMetadataList = keyof typeof editableMetadataLists;

export function duplicateMetadataNameMessage(list: EditableMetadataList): string {
  const { singular, article } = editableMetadataLists[list];
  const scope = list === 'specialties' ? ' en esta industria' : '';
  return `Ya existe ${article} ${singular} con ese nombre${scope}`;
}

export function metadataInUseMessage(name: string, people: number): string {
  return `No se puede eliminar "${name}": está en el perfil de ${people} ${people === 1 ? 'persona' : 'personas'}`;
}

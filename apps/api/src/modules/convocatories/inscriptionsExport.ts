import {
  businessAgeLabels,
  businessStageLabels,
  contactMethodLabels,
  experienceLabels,
  formatRut,
  genderLabels,
  type Gender,
  type InscriptionType,
  isResourceId,
  formatTimestamp,
} from '@enlaza/contract';
import { odsOptions } from '@enlaza/contract/reference/ods';
import { streamedWorkbook } from '../../lib/spreadsheets';
import { advices, attributes, businessPositions, industries, specialties } from '../../db/schema';
import type { ConvocatoriesRepository, ExportCursor } from './convocatories.repository';

/** Inscriptions read from the database at a time: the workbook grows on disk, memory stays bounded. */
export const EXPORT_CHUNK_SIZE = 500;

export const exportSheets: Array<{ inscriptionType: InscriptionType; name: string }> = [
  { inscriptionType: 'STUDENT', name: 'Mentees' },
  { inscriptionType: 'MENTOR', name: 'Mentoras' },
];

type ExportRow = Awaited<ReturnType<ConvocatoriesRepository['exportChunk']>>[number];
type Choices = {
  interests: Array<{ industryId: string; specialtyId: string; experienceYears: number }>;
  adviceIds: string[];
  attributeIds: string[];
};
type Names = Record<'industries' | 'specialties' | 'advices' | 'attributes' | 'positions', Map<string, string>>;

interface Column {
  header: string;
  width: number;
  value: (row: ExportRow, names: Names, choices: Choices) => string;
}

/** YYYY-MM-DD as DD/MM/YYYY (spec 002 §9). */
function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const [year, month, day] = value.split('-');
  return year && month && day ? `${day}/${month}/${year}` : value;
}

const person = (row: ExportRow) => (row.userId ? row.user : row.profile);
/** Entrepreneur answers as stored (an account's or a profile's), read field by field. */
function entrepreneurInfo(row: ExportRow): Record<string, unknown> | null {
  const info = person(row)?.emprendeInfo;
  return info && typeof info === 'object' ? (info as Record<string, unknown>) : null;
}
function infoText(row: ExportRow, field: string): string {
  const value = entrepreneurInfo(row)?.[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
function infoLabel(row: ExportRow, field: string, labels: Record<string, string>): string {
  const value = infoText(row, field);
  return labels[value] ?? value;
}
const nameOf = (names: Map<string, string>, id: string | null | undefined) => (id ? (names.get(id) ?? '') : '');
const list = (values: string[]) => values.filter(Boolean).join('; ');

const personColumns: Column[] = [
  { header: 'Nombre', width: 18, value: (row) => person(row)?.name ?? '' },
  { header: 'Apellido', width: 18, value: (row) => person(row)?.lastName ?? '' },
  { header: 'Email', width: 32, value: (row) => person(row)?.email ?? '' },
  { header: 'Teléfono', width: 16, value: (row) => person(row)?.cellphone ?? '' },
  { header: 'País', width: 12, value: (row) => person(row)?.country ?? '' },
  { header: 'Región', width: 24, value: (row) => person(row)?.region ?? '' },
  {
    header: 'Género',
    width: 14,
    value: (row) => {
      const gender = person(row)?.gender;
      return gender ? (genderLabels[gender as Gender] ?? gender) : '';
    },
  },
  { header: 'Fecha de nacimiento', width: 14, value: (row) => formatDay(person(row)?.dateOfBirth) },
  { header: 'Empresa', width: 22, value: (row) => person(row)?.company ?? '' },
  { header: 'Cargo', width: 22, value: (row) => person(row)?.businessArea ?? '' },
  { header: 'Nivel', width: 20, value: (row, names) => nameOf(names.positions, person(row)?.businessPositionId) },
  { header: 'Universidad', width: 24, value: (row) => person(row)?.university ?? '' },
  { header: 'Carrera', width: 22, value: (row) => person(row)?.career ?? '' },
  {
    header: 'Áreas de interés',
    width: 40,
    value: (_row, names, choices) =>
      list(
        choices.interests.map((interest) => {
          const experience = experienceLabels[interest.experienceYears as keyof typeof experienceLabels];
          const area = `${nameOf(names.industries, interest.industryId)} / ${nameOf(names.specialties, interest.specialtyId)}`;
          return experience ? `${area} (experiencia: ${experience})` : area;
        }),
      ),
  },
  {
    header: 'Objetivos',
    width: 40,
    value: (_row, names, choices) => list(choices.adviceIds.map((id) => nameOf(names.advices, id)).sort()),
  },
  { header: 'Objetivo principal', width: 28, value: (row, names) => nameOf(names.advices, person(row)?.mainAdviceId) },
  {
    header: 'Cualidades',
    width: 36,
    value: (_row, names, choices) => list(choices.attributeIds.map((id) => nameOf(names.attributes, id)).sort()),
  },
];

const entrepreneurColumns: Column[] = [
  { header: 'Emprendimiento', width: 24, value: (row) => infoText(row, 'businessName') },
  {
    header: 'RUT',
    width: 14,
    value: (row) => (infoText(row, 'rut') ? formatRut(infoText(row, 'rut')) : ''),
  },
  {
    header: 'RUT del emprendimiento',
    width: 14,
    value: (row) => (infoText(row, 'businessRut') ? formatRut(infoText(row, 'businessRut')) : ''),
  },
  { header: 'Comuna', width: 18, value: (row) => infoText(row, 'commune') },
  { header: 'Región del emprendimiento', width: 24, value: (row) => infoText(row, 'businessRegion') },
  { header: 'Comuna del emprendimiento', width: 18, value: (row) => infoText(row, 'businessCommune') },
  { header: 'Descripción del emprendimiento', width: 40, value: (row) => infoText(row, 'description') },
  { header: 'Redes sociales', width: 28, value: (row) => infoText(row, 'socialMedia') },
  {
    header: 'Industria del emprendimiento',
    width: 22,
    value: (row, names) => nameOf(names.industries, infoText(row, 'industry')),
  },
  { header: 'Antigüedad', width: 14, value: (row) => infoLabel(row, 'age', businessAgeLabels) },
  { header: 'Etapa', width: 24, value: (row) => infoLabel(row, 'stage', businessStageLabels) },
  { header: 'Principal desafío', width: 40, value: (row) => infoText(row, 'challenge') },
  { header: 'Expectativas de la mentoría', width: 40, value: (row) => infoText(row, 'expectations') },
  { header: 'Expectativas del programa', width: 40, value: (row) => infoText(row, 'productExpectations') },
  { header: 'Mentoras sugeridas', width: 30, value: (row) => infoText(row, 'expectedMentors') },
  { header: 'Medio de contacto', width: 14, value: (row) => infoLabel(row, 'contactMethod', contactMethodLabels) },
  {
    header: 'ODS',
    width: 40,
    value: (row) => {
      const ods = entrepreneurInfo(row)?.ods;
      return Array.isArray(ods) ? list(ods.map((goal) => odsOptions[Number(goal)] ?? String(goal))) : '';
    },
  },
];

const inscriptionColumns: Column[] = [
  { header: 'Motivación', width: 60, value: (row) => row.motivation },
  { header: 'Seleccionada', width: 13, value: (row) => (row.selected ? 'Sí' : 'No') },
  { header: 'Fecha de inscripción', width: 18, value: (row) => formatTimestamp(row.createdAt) },
];

/** The headers of a sheet: the person, then the entrepreneur data when the convocatory has any, then the application. */
export function exportColumnHeaders(withEntrepreneur: boolean): string[] {
  return columnsFor(withEntrepreneur).map((column) => column.header);
}
function columnsFor(withEntrepreneur: boolean): Column[] {
  return [...personColumns, ...(withEntrepreneur ? entrepreneurColumns : []), ...inscriptionColumns];
}

/** Metadata names met so far; each chunk asks only for the ids not seen yet (the lists are small and shared). */
function createNameResolver(repository: ConvocatoriesRepository) {
  const names: Names = {
    industries: new Map(),
    specialties: new Map(),
    advices: new Map(),
    attributes: new Map(),
    positions: new Map(),
  };
  const tables = {
    industries,
    specialties,
    advices,
    attributes,
    positions: businessPositions,
  } as const;
  return {
    names,
    async load(wanted: Record<keyof Names, Set<string>>) {
      await Promise.all(
        (Object.keys(tables) as Array<keyof Names>).map(async (list) => {
          const missing = [...wanted[list]].filter((id) => isResourceId(id) && !names[list].has(id));
          for (const row of await repository.metadataNames(tables[list], missing)) names[list].set(row.id, row.name);
        }),
      );
    },
  };
}

/**
 * Writes the inscriptions of a convocatory as an xlsx file at `filename`: sheets 'Mentees' and 'Mentoras', a bold
 * header row and one row per inscription, read in chunks and committed as they go (the streaming writer).
 */
export async function writeInscriptionsWorkbook({
  repository,
  convocatoryId,
  withEntrepreneur,
  filename,
}: {
  repository: ConvocatoriesRepository;
  convocatoryId: string;
  withEntrepreneur: boolean;
  filename: string;
}): Promise<void> {
  const columns = columnsFor(withEntrepreneur);
  const resolver = createNameResolver(repository);
  const workbook = streamedWorkbook(filename);
  for (const { inscriptionType, name } of exportSheets) {
    const sheet = workbook.addTableSheet(name, columns);
    let after: ExportCursor | null = null;
    for (;;) {
      const chunk = await repository.exportChunk({ convocatoryId, inscriptionType, after, limit: EXPORT_CHUNK_SIZE });
      if (chunk.length === 0) break;
      const accountChoices = await repository.accountChoices(chunk.flatMap((row) => (row.userId ? [row.userId] : [])));
      const choicesOf = (row: ExportRow): Choices =>
        row.userId
          ? (accountChoices.get(row.userId) ?? { interests: [], adviceIds: [], attributeIds: [] })
          : {
              interests: row.profile?.interests ?? [],
              adviceIds: row.profile?.adviceIds ?? [],
              attributeIds: row.profile?.attributeIds ?? [],
            };
      const wanted: Record<keyof Names, Set<string>> = {
        industries: new Set(),
        specialties: new Set(),
        advices: new Set(),
        attributes: new Set(),
        positions: new Set(),
      };
      for (const row of chunk) {
        const choices = choicesOf(row);
        const data = person(row);
        for (const interest of choices.interests) {
          wanted.industries.add(interest.industryId);
          wanted.specialties.add(interest.specialtyId);
        }
        choices.adviceIds.forEach((id) => wanted.advices.add(id));
        choices.attributeIds.forEach((id) => wanted.attributes.add(id));
        if (data?.mainAdviceId) wanted.advices.add(data.mainAdviceId);
        if (data?.businessPositionId) wanted.positions.add(data.businessPositionId);
        const industry = infoText(row, 'industry');
        if (industry) wanted.industries.add(industry);
      }
      await resolver.load(wanted);
      for (const row of chunk) {
        const choices = choicesOf(row);
        sheet.addRow(columns.map((column) => column.value(row, resolver.names, choices)));
      }
      if (chunk.length < EXPORT_CHUNK_SIZE) break;
      const last = chunk[chunk.length - 1]!;
      after = { createdAt: last.cursor, id: last.id };
    }
    sheet.commit();
  }
  await workbook.commit();
}

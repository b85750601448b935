import {
  directoryMessages,
  importColumns,
  importGenderValues,
  mentorStatusLabels,
  mentorTypeLabels,
  type Gender,
  type MentorStatus,
  type MentorType,
} from '@enlaza/contract';
import { z } from 'zod';
import type { SheetContent } from '../../lib/spreadsheets';

/** One valid row of an import file. */
export interface ImportedPerson {
  name: string;
  lastName: string;
  email: string;
  gender: Gender | null;
  area: string;
  position: string;
  isForeign: boolean;
  mentorType: MentorType | null;
  mentorStatus: MentorStatus | null;
}

export type RowCheck = { ok: true; people: ImportedPerson[] } | { ok: false; message: string };

/** Header text compared trimmed, lowercased and without accents: 'ÁREA ', 'area' and 'Área' are one column. */
export const foldHeader = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

const REQUIRED_COLUMNS = {
  name: 'nombre',
  lastName: 'apellido',
  email: 'email',
  area: 'area',
  position: 'cargo',
  foreign: 'extranjero',
} as const;
const OPTIONAL_COLUMNS = { gender: 'genero', mentorType: 'tipo', mentorStatus: 'estado' } as const;

const FOREIGN_VALUES: Record<string, boolean> = {
  si: true,
  true: true,
  '1': true,
  verdadero: true,
  no: false,
  false: false,
  '0': false,
  falso: false,
};

const emailCheck = z.email();

/** 'Filas: 3, 7' — at most 20 numbers, then how many more. */
function rowList(rows: number[]): string {
  const shown = rows.slice(0, 20).join(', ');
  return rows.length > 20 ? `${shown} y ${rows.length - 20} más` : shown;
}

/** Reverse lookup of a label map, folded: 'interna' → INTERNAL, 'en capilla' → WARNING; codes accepted too. */
function byLabel<T extends string>(labels: Record<T, string>): Map<string, T> {
  const map = new Map<string, T>();
  for (const [code, label] of Object.entries(labels) as Array<[T, string]>) {
    map.set(foldHeader(label), code);
    map.set(code.toLowerCase(), code);
  }
  return map;
}
const MENTOR_TYPES = byLabel(mentorTypeLabels);
const MENTOR_STATUSES = byLabel(mentorStatusLabels);

/**
 * Checks every row before anything is written and reports every problem at once, with the spreadsheet's row
 * numbers. Emails are lowercased and genders turned into their codes.
 */
export function checkImportRows(sheet: SheetContent, options: { forMentors: boolean }): RowCheck {
  const folded = sheet.header.map(foldHeader);
  const column = (name: string) => folded.indexOf(name);
  const missing = Object.values(REQUIRED_COLUMNS).filter((name) => column(name) < 0);
  if (missing.length > 0) {
    const labels = missing.map((name) => importColumns.find((label) => foldHeader(label) === name) ?? name).join(', ');
    return {
      ok: false,
      message: `${directoryMessages.importFormat}. Faltan columnas: ${labels}. Use la plantilla: ${importColumns.join(', ')}.`,
    };
  }
  if (sheet.rows.length === 0) {
    return { ok: false, message: 'El excel subido no tiene filas con datos' };
  }

  const empty: number[] = [];
  const badEmail: number[] = [];
  const badGender: number[] = [];
  const badForeign: number[] = [];
  const badMentorType: number[] = [];
  const badMentorStatus: number[] = [];
  const firstRowOfEmail = new Map<string, number>();
  const repeated = new Map<string, number[]>();
  const people: ImportedPerson[] = [];

  const cellOf = (cells: string[], name: string) => {
    const index = column(name);
    return index < 0 ? '' : (cells[index] ?? '');
  };

  for (const { rowNumber, cells } of sheet.rows) {
    const value = (name: string) => cellOf(cells, name);
    if (Object.values(REQUIRED_COLUMNS).some((name) => value(name) === '')) {
      empty.push(rowNumber);
      continue;
    }
    const email = value(REQUIRED_COLUMNS.email).toLowerCase();
    if (email.length > 254 || !emailCheck.safeParse(email).success) badEmail.push(rowNumber);
    else {
      const first = firstRowOfEmail.get(email);
      if (first === undefined) firstRowOfEmail.set(email, rowNumber);
      else repeated.set(email, [...(repeated.get(email) ?? [first]), rowNumber]);
    }
    const genderCell = foldHeader(value(OPTIONAL_COLUMNS.gender));
    const gender = genderCell === '' ? null : (importGenderValues[genderCell] ?? null);
    if (genderCell !== '' && !gender) badGender.push(rowNumber);
    const isForeign = FOREIGN_VALUES[foldHeader(value(REQUIRED_COLUMNS.foreign))];
    if (isForeign === undefined) badForeign.push(rowNumber);

    let mentorType: MentorType | null = null;
    let mentorStatus: MentorStatus | null = null;
    if (options.forMentors) {
      const typeCell = foldHeader(value(OPTIONAL_COLUMNS.mentorType));
      mentorType = typeCell === '' ? 'INTERNAL' : (MENTOR_TYPES.get(typeCell) ?? null);
      if (!mentorType) badMentorType.push(rowNumber);
      const statusCell = foldHeader(value(OPTIONAL_COLUMNS.mentorStatus));
      mentorStatus = statusCell === '' ? 'ACTIVE' : (MENTOR_STATUSES.get(statusCell) ?? null);
      if (!mentorStatus) badMentorStatus.push(rowNumber);
    }

    people.push({
      name: value(REQUIRED_COLUMNS.name).slice(0, 100),
      lastName: value(REQUIRED_COLUMNS.lastName).slice(0, 100),
      email,
      gender,
      area: value(REQUIRED_COLUMNS.area).slice(0, 200),
      position: value(REQUIRED_COLUMNS.position).slice(0, 200),
      isForeign: isForeign ?? false,
      mentorType,
      mentorStatus,
    });
  }

  const problems: string[] = [];
  if (empty.length) problems.push(`${directoryMessages.importFormat}. Filas: ${rowList(empty)}.`);
  if (badEmail.length) problems.push(`Emails inválidos en las filas: ${rowList(badEmail)}.`);
  if (badGender.length)
    problems.push(
      `Género desconocido en las filas: ${rowList(badGender)} (use Femenino, Masculino, Otro o No especifica).`,
    );
  if (badForeign.length)
    problems.push(`Valor de Extranjero no válido en las filas: ${rowList(badForeign)} (use Sí o No).`);
  if (badMentorType.length)
    problems.push(`Tipo de mentora no válido en las filas: ${rowList(badMentorType)} (use Interna o Externa).`);
  if (badMentorStatus.length)
    problems.push(
      `Estado de mentora no válido en las filas: ${rowList(badMentorStatus)} (use Activa, En Capilla o Inactiva).`,
    );
  if (repeated.size) {
    const described = [...repeated].slice(0, 10).map(([email, rows]) => `${email} (filas ${rows.join(', ')})`);
    const more = repeated.size > 10 ? ` y ${repeated.size - 10} más` : '';
    problems.push(`Emails repetidos en el archivo: ${described.join('; ')}${more}.`);
  }
  return problems.length ? { ok: false, message: problems.join(' ') } : { ok: true, people };
}

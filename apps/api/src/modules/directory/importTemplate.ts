import {
  genderLabels,
  importColumns,
  mentorImportColumns,
  mentorStatusLabels,
  mentorTypeLabels,
} from '@enlaza/contract';
import { newWorkbook, workbookBytes } from '../../lib/spreadsheets';

export type ImportAudience = 'students' | 'mentors';

/** The downloadable import file: the header row, one example row, and drop-downs for the closed columns. */
export async function buildImportTemplate(audience: ImportAudience): Promise<Buffer> {
  const workbook = newWorkbook();
  const sheet = workbook.addWorksheet(audience === 'mentors' ? 'Mentoras' : 'Mentees');
  const columns: string[] = [...importColumns, ...(audience === 'mentors' ? mentorImportColumns : [])];
  sheet.columns = columns.map((header) => ({ header, key: header, width: header === 'Email' ? 32 : 18 }));
  sheet.getRow(1).font = { bold: true };
  const example: Record<string, string> = {
    Nombre: 'Camila',
    Apellido: 'González',
    Email: 'camila.gonzalez@ejemplo.cl',
    Género: genderLabels.FEMALE,
    Área: 'Finanzas',
    Cargo: 'Analista',
    Extranjero: 'No',
    Tipo: mentorTypeLabels.INTERNAL,
    Estado: mentorStatusLabels.ACTIVE,
  };
  sheet.addRow(columns.map((column) => example[column] ?? ''));

  const list = (values: string[]) => ({
    type: 'list' as const,
    allowBlank: true,
    formulae: [`"${values.join(',')}"`],
  });
  const validations: Record<string, string[]> = {
    Género: Object.values(genderLabels),
    Extranjero: ['Sí', 'No'],
    Tipo: Object.values(mentorTypeLabels),
    Estado: Object.values(mentorStatusLabels),
  };
  columns.forEach((column, index) => {
    const values = validations[column];
    if (!values) return;
    const letter = String.fromCharCode(65 + index);
    for (let row = 2; row <= 500; row++) sheet.getCell(`${letter}${row}`).dataValidation = list(values);
  });
  return workbookBytes(workbook);
}

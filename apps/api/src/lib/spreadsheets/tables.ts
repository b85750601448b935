import ExcelJS from 'exceljs';

export type Workbook = ExcelJS.Workbook;
export type Worksheet = ExcelJS.Worksheet;
export type CellValue = string | number | null;

/** One column of a table sheet: its bold header, its width in characters and how a row fills it. */
export interface TableColumn<Row> {
  header: string;
  width: number;
  value: (row: Row, index: number) => CellValue;
}

export interface TableSheetOptions {
  /** Keep the header row in sight while scrolling. */
  freezeHeader?: boolean;
  /** Long answers wrap inside their cell, aligned to the top, instead of running across the sheet. */
  wrapText?: boolean;
}

export function newWorkbook(): Workbook {
  return new ExcelJS.Workbook();
}

/** A sheet whose first row names the columns in bold and whose other rows are `rows`, in order. */
export function addTableSheet<Row>(
  workbook: Workbook,
  name: string,
  columns: readonly TableColumn<Row>[],
  rows: readonly Row[],
  options: TableSheetOptions = {},
): Worksheet {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  const wrap = options.wrapText ? ({ vertical: 'top', wrapText: true } as const) : undefined;
  if (wrap) header.alignment = wrap;
  rows.forEach((row, index) => {
    const added = sheet.addRow(columns.map((column) => column.value(row, index)));
    if (wrap) added.alignment = wrap;
  });
  if (options.freezeHeader) sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return sheet;
}

/** The .xlsx file's bytes. */
export async function workbookBytes(workbook: Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A one-sheet workbook of a table, as bytes. */
export async function tableWorkbook<Row>(
  name: string,
  columns: readonly TableColumn<Row>[],
  rows: readonly Row[],
  options?: TableSheetOptions,
): Promise<Buffer> {
  const workbook = newWorkbook();
  addTableSheet(workbook, name, columns, rows, options);
  return workbookBytes(workbook);
}

/**
 * A workbook written row by row to a file, for exports too large to hold in memory; the same bold header as
 * `addTableSheet`. Each added row is committed at once.
 */
export function streamedWorkbook(filename: string) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename, useStyles: true, useSharedStrings: false });
  return {
    addTableSheet(name: string, columns: readonly Pick<TableColumn<unknown>, 'header' | 'width'>[]) {
      const sheet = workbook.addWorksheet(name);
      sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      return {
        addRow: (cells: CellValue[]) => sheet.addRow(cells).commit(),
        commit: () => sheet.commit(),
      };
    },
    commit: () => workbook.commit(),
  };
}

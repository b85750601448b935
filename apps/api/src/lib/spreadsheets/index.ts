// The one home of spreadsheets: every workbook the platform writes (exceljs) and every sheet it reads.
// Reading takes xlsx, xls, ods and csv (spec 001 §4, the people import), which only SheetJS reads; writing needs
// drop-downs and frozen headers, which only exceljs writes. No other module imports either library.
export { readSheet, SpreadsheetRejected, type SheetContent, type SpreadsheetLimits } from './readSheet';
export {
  addTableSheet,
  newWorkbook,
  streamedWorkbook,
  tableWorkbook,
  workbookBytes,
  type CellValue,
  type TableColumn,
  type Workbook,
  type Worksheet,
} from './tables';

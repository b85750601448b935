import { read, utils } from '@e965/xlsx';
import { unzipSync, zipSync, type UnzipFileInfo } from 'fflate';

/** Why a file was refused before (or while) reading it. */
export class SpreadsheetRejected extends Error {
  constructor(public readonly reason: 'unsupported' | 'too_large_uncompressed' | 'too_many_rows') {
    super(reason);
  }
}

export interface SpreadsheetLimits {
  maxRows: number;
  maxUncompressedBytes: number;
  maxCompressionRatio: number;
}

const ZIP_LOCAL_HEADER = 0x04034b50;
const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** More parts than any spreadsheet has; many tiny parts are another way to blow up a reader. */
const MAX_ZIP_ENTRIES = 2000;

/**
 * Zip bomb guard for xlsx and ods, before the spreadsheet parser sees the file. The central directory's declared
 * sizes must stay under the limits; then fflate inflates each part into a buffer of exactly its declared size
 * (a part whose deflate stream lies about its length is cut there, never grown), and the parts are packed again
 * without compression, so the parser reads sizes that are true and inflates nothing.
 */
export function guardZip(buffer: Buffer, limits: SpreadsheetLimits): { buffer: Buffer; names: string[] } {
  const declared: UnzipFileInfo[] = [];
  try {
    unzipSync(buffer, {
      filter: (file) => {
        if (declared.push(file) > MAX_ZIP_ENTRIES) throw new SpreadsheetRejected('unsupported');
        return false;
      },
    });
  } catch (err) {
    if (err instanceof SpreadsheetRejected) throw err;
    throw new SpreadsheetRejected('unsupported');
  }
  const totalUncompressed = declared.reduce((sum, file) => sum + file.originalSize, 0);
  if (
    totalUncompressed > limits.maxUncompressedBytes ||
    totalUncompressed > buffer.length * limits.maxCompressionRatio
  ) {
    throw new SpreadsheetRejected('too_large_uncompressed');
  }
  try {
    const parts = unzipSync(buffer);
    return { buffer: Buffer.from(zipSync(parts, { level: 0 })), names: Object.keys(parts) };
  } catch {
    throw new SpreadsheetRejected('unsupported');
  }
}

/** Text of a CSV upload: UTF-8 (with or without BOM), else Windows-1252 as Excel saves it in Spanish locales. */
function decodeCsv(buffer: Buffer): string {
  if (buffer.includes(0)) throw new SpreadsheetRejected('unsupported');
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(buffer);
  } catch {
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

type SheetKind = 'xlsx' | 'ods' | 'xls' | 'csv';

/** What the bytes are, judged by content (a renamed text file is not a workbook); CSV only by its name. */
function sheetKindOf(buffer: Buffer, fileName: string, zipPartNames: string[] | null): SheetKind {
  if (zipPartNames) {
    const names = new Set(zipPartNames);
    if (names.has('[Content_Types].xml') && [...names].some((n) => /^xl\/workbook\.(xml|bin)$/.test(n))) return 'xlsx';
    if (names.has('content.xml') && names.has('mimetype')) return 'ods';
    throw new SpreadsheetRejected('unsupported');
  }
  if (buffer.subarray(0, 8).equals(CFB_SIGNATURE)) return 'xls';
  if (/\.csv$/i.test(fileName)) return 'csv';
  throw new SpreadsheetRejected('unsupported');
}

export interface SheetContent {
  header: string[];
  /** Non-blank data rows with their row number as the spreadsheet shows it (the header is row 1). */
  rows: Array<{ rowNumber: number; cells: string[] }>;
}

/** Blank rows the reader tolerates between data rows on top of the row limit. */
const BLANK_ROW_ALLOWANCE = 1000;

/**
 * The first sheet of an xlsx, xls, ods or csv file as trimmed text cells. The parser stops after the row limit
 * (plus an allowance for blank rows); a sheet that goes on beyond that is refused rather than cut short.
 */
export function readSheet(input: Buffer, fileName: string, limits: SpreadsheetLimits): SheetContent {
  const isZip = input.length >= 4 && input.readUInt32LE(0) === ZIP_LOCAL_HEADER;
  const guarded = isZip ? guardZip(input, limits) : null;
  const kind = sheetKindOf(input, fileName, guarded?.names ?? null);
  const options = {
    dense: true,
    sheetRows: limits.maxRows + 1 + BLANK_ROW_ALLOWANCE,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
  };
  let workbook;
  try {
    workbook =
      kind === 'csv'
        ? read(decodeCsv(input), { ...options, type: 'string', raw: true })
        : read(guarded?.buffer ?? input, { ...options, type: 'buffer' });
  } catch {
    throw new SpreadsheetRejected('unsupported');
  }
  const firstSheetName = workbook.SheetNames[0];
  const sheet = firstSheetName ? workbook.Sheets[firstSheetName] : undefined;
  if (!sheet) throw new SpreadsheetRejected('unsupported');
  const fullRange = sheet['!fullref'];
  if (fullRange && utils.decode_range(fullRange).e.r > utils.decode_range(sheet['!ref'] ?? 'A1').e.r) {
    throw new SpreadsheetRejected('too_many_rows');
  }
  const matrix = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true });
  const text = (row: unknown[] | undefined) => (row ?? []).map((cell) => (cell == null ? '' : String(cell).trim()));
  const firstRow = utils.decode_range(sheet['!ref'] ?? 'A1').s.r + 1;
  const rows: SheetContent['rows'] = [];
  for (let index = 1; index < matrix.length; index++) {
    const cells = text(matrix[index]);
    if (cells.some((cell) => cell !== '')) rows.push({ rowNumber: firstRow + index, cells });
  }
  if (rows.length > limits.maxRows) throw new SpreadsheetRejected('too_many_rows');
  return { header: text(matrix[0]), rows };
}

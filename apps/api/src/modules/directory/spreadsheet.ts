import { read, utils } from '@e965/xlsx';

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
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** More parts than any spreadsheet has; many tiny parts are another way to blow up a reader. */
const MAX_ZIP_ENTRIES = 2000;

interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** The entries listed in a zip's central directory, or null when the buffer is not a well-formed zip. */
function readZipDirectory(buffer: Buffer): ZipEntry[] | null {
  const minEnd = Math.max(0, buffer.length - 22 - 0xffff);
  let end = -1;
  for (let at = buffer.length - 22; at >= minEnd; at--) {
    if (buffer.readUInt32LE(at) === ZIP_END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entryCount = buffer.readUInt16LE(end + 10);
  const directoryOffset = buffer.readUInt32LE(end + 16);
  // Zip64 markers: sizes beyond 4 GB have no business in a spreadsheet upload.
  if (entryCount === 0xffff || directoryOffset === 0xffffffff || entryCount > MAX_ZIP_ENTRIES) return null;
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < entryCount; i++) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== ZIP_CENTRAL_HEADER) return null;
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    if (at + 46 + nameLength > buffer.length) return null;
    const entry: ZipEntry = {
      compressedSize: buffer.readUInt32LE(at + 20),
      uncompressedSize: buffer.readUInt32LE(at + 24),
      localHeaderOffset: buffer.readUInt32LE(at + 42),
      name: buffer.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (entry.uncompressedSize === 0xffffffff || entry.compressedSize === 0xffffffff) return null;
    if (entry.localHeaderOffset + 30 > buffer.length) return null;
    if (buffer.readUInt32LE(entry.localHeaderOffset) !== ZIP_LOCAL_HEADER) return null;
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Zip bomb guard for xlsx and ods, before the parser sees the file: the central directory's declared sizes must
 * stay under the limits, and they are copied into every local header (a copy of the buffer). The parser sizes
 * its output by the local header and never grows past it, so the declared size is also the most it will
 * inflate, even for a file whose deflate streams lie about their length.
 */
export function guardZip(buffer: Buffer, limits: SpreadsheetLimits): { buffer: Buffer; entries: ZipEntry[] } {
  const entries = readZipDirectory(buffer);
  if (!entries) throw new SpreadsheetRejected('unsupported');
  const totalUncompressed = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (
    totalUncompressed > limits.maxUncompressedBytes ||
    totalUncompressed > buffer.length * limits.maxCompressionRatio
  ) {
    throw new SpreadsheetRejected('too_large_uncompressed');
  }
  const sealed = Buffer.from(buffer);
  for (const entry of entries) {
    sealed.writeUInt32LE(entry.compressedSize, entry.localHeaderOffset + 18);
    sealed.writeUInt32LE(entry.uncompressedSize, entry.localHeaderOffset + 22);
  }
  return { buffer: sealed, entries };
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
function sheetKindOf(buffer: Buffer, fileName: string, zipEntries: ZipEntry[] | null): SheetKind {
  if (zipEntries) {
    const names = new Set(zipEntries.map((e) => e.name));
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
  const kind = sheetKindOf(input, fileName, guarded?.entries ?? null);
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

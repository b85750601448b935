/**
 * Excel import throughput: 1,000 and 5,000 mentees imported side by side in one run, on a fresh embedded
 * database (or TEST_DATABASE_URL). The per-row cost should stay flat: the ratio of rows per second close to 1.
 * Run with `npm run bench:import` (or `npx tsx bench/import.bench.ts`).
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { utils, write } from '@e965/xlsx';
import { createUser, TEST_PASSWORD } from '../apps/api/test/factories';
import { createTestApp } from '../apps/api/test/testApp';

const HEADER = ['Nombre', 'Apellido', 'Email', 'Género', 'Área', 'Cargo', 'Extranjero'];

function spreadsheet(rows: number, prefix: string): Buffer {
  const data = Array.from({ length: rows }, (_, i) => [
    'Ana',
    'Pérez',
    `${prefix}-${i}@example.com`,
    'Femenino',
    'Finanzas',
    'Analista',
    i % 2 ? 'Sí' : 'No',
  ]);
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([HEADER, ...data]), 'Mentees');
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

function multipart(content: Buffer) {
  const boundary = `----bench${randomBytes(4).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="mentees.xlsx"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const t = await createTestApp();
try {
  const admin = await createUser(t.db, { roles: ['ADMIN'] });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: admin.email, password: TEST_PASSWORD },
  });
  const token: string = login.json().accessToken;

  async function importRows(rows: number, prefix: string) {
    const body = multipart(spreadsheet(rows, prefix));
    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/students/createMany',
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    const seconds = (performance.now() - started) / 1000;
    if (res.statusCode !== 201 || res.json().created !== rows) throw new Error(`import failed: ${res.body}`);
    return { rows, seconds, rowsPerSecond: rows / seconds };
  }

  await importRows(200, 'warmup');
  const small = await importRows(1000, 'small');
  const large = await importRows(5000, 'large');
  const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`Excel import (${database}, xlsx upload → check → one transaction)`);
  for (const run of [small, large]) {
    console.log(
      `  ${String(run.rows).padStart(5)} rows: ${run.seconds.toFixed(2)} s, ${Math.round(run.rowsPerSecond)} rows/s`,
    );
  }
  console.log(`  rows/s ratio 5,000 vs 1,000: ${(large.rowsPerSecond / small.rowsPerSecond).toFixed(2)} (1.00 = flat)`);
} finally {
  await t.close();
}

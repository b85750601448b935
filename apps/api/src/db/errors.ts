/** SQLSTATE of a unique index or constraint refusing a row. */
const UNIQUE_VIOLATION = '23505';
/** SQLSTATE of a row still referenced, or referencing nothing. */
const FOREIGN_KEY_VIOLATION = '23503';

type DriverError = { code?: unknown; constraint?: unknown; constraint_name?: unknown; cause?: unknown };

/**
 * The driver's error behind a failed query: drizzle wraps it in `cause`, and PGlite, node-postgres and postgres.js
 * all give the SQLSTATE as `code`.
 */
function driverError(error: unknown): DriverError | undefined {
  for (let e: unknown = error; e instanceof Object; e = (e as DriverError).cause) {
    const code = (e as DriverError).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as DriverError;
  }
  return undefined;
}

/** The PostgreSQL error code (SQLSTATE) of a failed query, if the failure came from the database. */
export function postgresErrorCode(error: unknown): string | undefined {
  return driverError(error)?.code as string | undefined;
}

/**
 * Whether a query failed on a unique index or constraint (a concurrent request wrote the same value first);
 * with `constraint`, only on that one.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = driverError(error);
  if (e?.code !== UNIQUE_VIOLATION) return false;
  return constraint === undefined || (e.constraint ?? e.constraint_name) === constraint;
}

/** Whether a query failed on a foreign key (the row is still referenced, or references nothing). */
export function isForeignKeyViolation(error: unknown): boolean {
  return postgresErrorCode(error) === FOREIGN_KEY_VIOLATION;
}

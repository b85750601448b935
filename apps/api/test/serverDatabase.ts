/**
 * Databases of a test's own on a real PostgreSQL server. Only pg here, none of the app's code: API tests and
 * end-to-end specs alike can make theirs with it.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ServerDatabase {
  /** The new database's URL: the server's, with the new database's name. */
  url: string;
  /** Drops the database, closing whatever connections are still open on it. */
  drop(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server at `serverUrl` (which names a database to connect to). */
export async function createServerDatabase(serverUrl: string, prefix = 'enlaza_test'): Promise<ServerDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

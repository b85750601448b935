import { readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirInUseError extends Error {}

/** Who holds a data directory, written beside its lock: another process on this host can tell whether it lives. */
interface Holder {
  pid: number;
  host: string;
}

/** Directories this process holds, so that a holder file naming this very pid is told apart from a past run's. */
const heldHere = new Set<string>();

function isLocked(err: unknown): boolean {
  return (err as NodeJS.ErrnoException).code === 'ELOCKED';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process recorded as the lock's holder is gone. Unknown (no holder file yet, another host whose pids
 * mean nothing here) is not gone: then only the lock's age frees it.
 */
async function holderIsGone(holderFile: string, dir: string): Promise<boolean> {
  let holder: Partial<Holder>;
  try {
    holder = JSON.parse(await readFile(holderFile, 'utf8')) as Partial<Holder>;
  } catch {
    return false;
  }
  if (holder.host !== hostname() || !Number.isInteger(holder.pid)) return false;
  // A restarted container often gets the same pid as the run that crashed.
  if (holder.pid === process.pid) return !heldHere.has(dir);
  return !isAlive(holder.pid!);
}

/**
 * Locks a PGlite data directory for this process: PGlite is a single Postgres session over files, and a second
 * process on the same directory corrupts it. The lock (proper-lockfile) frees itself 15 s after its holder stops
 * refreshing it; besides, the holder's pid is recorded, so that after a crash (`kill -9`) the next start on this host
 * takes the lock over at once. Taking over and recording the holder happen under a short second lock, so two
 * processes starting together never both take it. Resolves to the function that releases it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const dir = path.resolve(dataDir);
  const lockPath = path.join(dir, 'enlaza.lock');
  const holderFile = path.join(dir, 'enlaza.lock.holder');
  const inUse = () =>
    new DataDirInUseError(
      `La carpeta de datos ${dir} ya está en uso por otro proceso de Enlaza. ` +
        'Detén ese proceso o usa otra carpeta con DATA_DIR.',
    );
  const lockMain = () =>
    lockfile.lock(dir, {
      lockfilePath: lockPath,
      stale: 15_000,
      update: 5_000,
      retries: 0,
      onCompromised: (err) => {
        throw err;
      },
    });

  let releaseGuard: () => Promise<void>;
  try {
    // Held for milliseconds; one left by a crash in that moment is stale after 2 s, which the retries outlast.
    // Its own name as the locked "file" too: proper-lockfile keeps one lock per file, and the main lock is on `dir`.
    const guardPath = path.join(dir, 'enlaza.lock.guard');
    releaseGuard = await lockfile.lock(guardPath, {
      lockfilePath: guardPath,
      realpath: false,
      stale: 2_000,
      retries: { retries: 40, factor: 1, minTimeout: 100, maxTimeout: 100 },
    });
  } catch (err) {
    if (isLocked(err)) throw inUse();
    throw err;
  }
  try {
    let releaseMain: () => Promise<void>;
    try {
      releaseMain = await lockMain();
    } catch (err) {
      if (!isLocked(err) || !(await holderIsGone(holderFile, dir))) throw err;
      await rm(holderFile, { force: true });
      await rm(lockPath, { recursive: true, force: true });
      releaseMain = await lockMain();
    }
    await writeFile(holderFile, JSON.stringify({ pid: process.pid, host: hostname() } satisfies Holder));
    heldHere.add(dir);
    return async () => {
      heldHere.delete(dir);
      await rm(holderFile, { force: true });
      await releaseMain();
    };
  } catch (err) {
    if (isLocked(err)) throw inUse();
    throw err;
  } finally {
    await releaseGuard();
  }
}

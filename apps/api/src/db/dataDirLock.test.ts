import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, openPglite } from './database';

const holderScript = fileURLToPath(new URL('../../test/holdDataDir.ts', import.meta.url));

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'enlaza-lock-'));
  dirs.push(dir);
  return dir;
}

/** Another process holding `dir` open, resolved once its database answers. */
async function holder(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', holderScript, dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`el proceso terminó (${code}): ${stderr}`)));
  });
  return child;
}

async function killHard(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('the data-directory lock', () => {
  it('keeps a second process out while the first lives, and lets the next start in at once after a kill -9', async () => {
    const dir = dataDir();
    const first = await holder(dir);
    await expect(openPglite(dir)).rejects.toThrow(DataDirInUseError);

    await killHard(first);
    const started = Date.now();
    const database = await openPglite(dir);
    try {
      expect(await database.ping()).toBe(true);
      expect(Date.now() - started).toBeLessThan(5_000);
      // And now this process is the one that keeps others out.
      await expect(holder(dir)).rejects.toThrow(/ya está en uso/);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('is free again after a clean close, in the same process', async () => {
    const dir = dataDir();
    const database = await openPglite(dir);
    await expect(openPglite(dir)).rejects.toThrow(DataDirInUseError);
    await database.close();
    const again = await openPglite(dir);
    expect(await again.ping()).toBe(true);
    await again.close();
  }, 60_000);
});

/**
 * API processes as production runs them (several behind a load balancer, on one database), for the tests that need
 * the real thing. Nothing of the app's own code is imported, so end-to-end specs can use it too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './redisServer';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ApiInstance {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** What the process wrote to stdout and stderr, for a failure's report. */
  output: string[];
  stop(): Promise<void>;
}

/**
 * One API process with a data folder of its own; resolves once it answers its health check. `build` runs the
 * compiled server (apps/api/dist/server.js, as `npm start` does; it serves the built web app too), otherwise the
 * TypeScript sources. PUBLIC_URL is the instance's own address unless `env` says otherwise, so a browser on it may
 * open the live-data socket.
 */
export async function startApiInstance(options: {
  env: Record<string, string>;
  build?: boolean;
  port?: number;
}): Promise<ApiInstance> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'enlaza-instance-'));
  const args = options.build ? ['--enable-source-maps', 'dist/server.js'] : ['--import', 'tsx', 'src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url,
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A test run that ends without stop() (a crash, a time-out) must not leave the process behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => {
    process.removeListener('exit', killOnExit);
    rmSync(dataDir, { recursive: true, force: true });
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const instance = { url, port, output, stop: () => stopProcess(child) };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the instance exited (${child.exitCode}):\n${output.join('')}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) return instance;
    if (Date.now() > deadline) {
      await instance.stop();
      throw new Error(`the instance did not start within 90 s:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

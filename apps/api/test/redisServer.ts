import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, Socket } from 'node:net';

const REDIS_SERVER = 'redis-server';

/** Whether `redis-server` (Debian package redis-server) can be run here. */
export const redisServerInstalled = spawnSync(REDIS_SERVER, ['--version'], { stdio: 'ignore' }).status === 0;

/**
 * Tests that need a real Redis run when redis-server is installed, and always in CI (CI is set), where a missing
 * server must fail them rather than skip them silently.
 */
export const redisTestsEnabled = redisServerInstalled || !!process.env.CI;

export interface RedisServer {
  /** redis://127.0.0.1:<port> */
  url: string;
  stop(): Promise<void>;
}

/** A throw-away redis-server on a free loopback port, in memory only; stop() kills it. */
export async function startRedisServer(): Promise<RedisServer> {
  if (!redisServerInstalled) {
    throw new Error('redis-server no está instalado (paquete Debian redis-server): las pruebas con Redis lo necesitan');
  }
  // A port found free can be taken before the server binds it: try again on another.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    // A test run that ends without stop() (a crash, a timeout) must not leave the server behind.
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);
    child.once('exit', () => process.removeListener('exit', killOnExit));
    const output: string[] = [];
    child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    try {
      await waitUntilAnswering(port, child);
      return { url: `redis://127.0.0.1:${port}`, stop: () => stopProcess(child) };
    } catch (err) {
      await stopProcess(child);
      if (attempt >= 3) throw new Error(`redis-server no arrancó: ${(err as Error).message}\n${output.join('')}`);
    }
  }
}

/** A loopback port free right now (another process may still take it before it is bound). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls with PING until the server answers PONG, or fails when it exits or takes over ten seconds. */
async function waitUntilAnswering(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`terminó con código ${child.exitCode}`);
    if (await answersPing(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no respondió en 10 s');
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

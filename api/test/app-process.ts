import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';

export interface AppProcess {
  baseUrl: string;
  /** What the process has written so far, stdout and stderr together (the app logs a 500's stack to stdout). */
  output: () => string;
  /** SIGTERM, then SIGKILL if it has not exited within a few seconds; resolves once it has exited. */
  stop: () => Promise<void>;
}

/** A port nothing listens on right now (the system picks it for port 0). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once `baseUrl`'s /api/health answers; fails when the process exits first or the time runs out. */
export async function waitForHealth(baseUrl: string, exited: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the app exited before it was healthy');
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    // Often, so that the time it took is what the server took (a start is measured by this wait), not the poll's.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the app was not healthy within ${timeoutMs / 1000} s`);
}

/**
 * The real server (`api/server.ts`, as `npm start` runs it) in a process of its own on `port`, with `env` over the
 * test's environment; resolves once /api/health answers.
 */
export async function startAppProcess(port: number, env: Record<string, string>, healthTimeoutMs = 60_000): Promise<AppProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'api/server.ts'], {
    // eslint-disable-next-line no-restricted-properties -- the child inherits PATH and HOME; its configuration is `env`
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exit;
    clearTimeout(killer);
  };

  try {
    await waitForHealth(baseUrl, () => child.exitCode !== null, healthTimeoutMs);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message} (port ${port}):\n${output}`, { cause: error });
  }
  return { baseUrl, output: () => output, stop };
}

/**
 * A burst of parcel photos against the server as it runs (api/server.ts under tsx, fresh SQLite file, demo seed):
 * PHOTO_BURST_UPLOADS (20) uploads at once of a 59-megapixel camera JPEG just under 10 MB (EXIF orientation 6, so it
 * must be turned), then the same count of 4-megapixel ones, while /api/health is asked every 25 ms from a worker
 * thread. Reported per burst: the answers by status, the slowest upload, the server's peak resident memory (VmRSS
 * every 20 ms) and its memory 3 s after the burst, and /api/health's p50, p95, p99 and worst wait. PHOTO_CONCURRENCY passes to
 * the server as set. Run alone: `npx tsx scripts/bench/photo-burst-bench.ts`. Loopback only, port PHOTO_BURST_PORT
 * (8931). */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '../../api/seed/demo-accounts';

const PORT = Number(process.env.PHOTO_BURST_PORT ?? 8931);
const UPLOADS = Number(process.env.PHOTO_BURST_UPLOADS ?? 20);
const BASE = `http://127.0.0.1:${PORT}`;
const MB = 1024 * 1024;

const memoryOf = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
};

async function startServer(dir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_URL: BASE,
      DATABASE_URL: join(dir, 'app.db'),
      FILES_DIR: join(dir, 'files'),
      PUSH_OUTBOX_DIR: join(dir, 'push'),
      MAIL_OUTBOX_DIR: join(dir, 'mail'),
      PWA_DIST_DIR: join(dir, 'no-pwa'),
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let tries = 0; tries < 240; tries++) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    if (await fetch(`${BASE}/api/health`).then((answer) => answer.ok, () => false)) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not start');
}

async function signIn(): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS.admin;
  const answer = await fetch(`${BASE}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: BASE }, body: JSON.stringify({ email, password }) });
  return ((await answer.json()) as { token: string }).token;
}

/** A camera-like JPEG: smooth noise (so it compresses as a photo does), orientation 6. */
async function cameraPhoto(width: number, height: number, quality: number): Promise<Buffer> {
  const texture = await sharp({ create: { width: Math.round(width / 10), height: Math.round(height / 10), channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
  return sharp(texture).resize(width, height, { kernel: 'cubic' }).jpeg({ quality }).withMetadata({ orientation: 6 }).toBuffer();
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * /api/health asked every 25 ms from a worker thread, so that the uploads' own work in this process never delays it;
 * each wait counts from when the call was due.
 */
function probeHealth(): { stop: () => Promise<number[]> } {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const waits = []; let asking = true;
     parentPort.once('message', () => (asking = false));
     (async () => {
       while (asking) {
         const due = performance.now();
         await fetch(workerData + '/api/health').then((answer) => answer.arrayBuffer());
         waits.push(performance.now() - due);
         await new Promise((resolve) => setTimeout(resolve, 25));
       }
       parentPort.postMessage(waits);
     })();`,
    { eval: true, workerData: BASE },
  );
  return {
    stop: () => {
      worker.postMessage('stop');
      return new Promise<number[]>((resolve) => worker.once('message', (waits: number[]) => void worker.terminate().then(() => resolve(waits))));
    },
  };
}

async function burst(pid: number, token: string, packageId: number, photo: Buffer, label: string) {
  // Encoded once beforehand: this process's own FormData encoding is not what is measured.
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'parcel.jpg');
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type')!;
  const body = new Uint8Array(await encoded.arrayBuffer());
  const rssBefore = memoryOf(pid);
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(pid))), 20);
  const health = probeHealth();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: UPLOADS }, async () => {
      try {
        const answer = await fetch(`${BASE}/api/packages/${packageId}/photos`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, origin: BASE, 'content-type': contentType },
          body,
        });
        await answer.arrayBuffer();
        return { status: String(answer.status), ms: performance.now() - started };
      } catch (error) {
        const cause = (error as { cause?: Error }).cause;
        return { status: `network error (${cause ? cause.message : (error as Error).message})`, ms: performance.now() - started };
      }
    }),
  );
  const waits = await health.stop();
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const counts = new Map<string, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  const statuses = [...counts].map(([status, count]) => `${status} x${count}`);
  console.log(`${label} (${(photo.length / MB).toFixed(1)} MB) x${UPLOADS}: ${statuses.join(', ')}; slowest ${Math.round(Math.max(...answers.map((answer) => answer.ms)))} ms`);
  console.log(`  memory: ${Math.round(rssBefore)} MB before, peak ${Math.round(peak)} MB, ${Math.round(memoryOf(pid))} MB 3 s after`);
  console.log(`  /api/health: p50 ${percentile(waits, 50).toFixed(1)} ms, p95 ${percentile(waits, 95).toFixed(1)} ms, p99 ${percentile(waits, 99).toFixed(1)} ms, worst ${Math.max(...waits).toFixed(1)} ms over ${waits.length} calls`);
}

const dir = mkdtempSync(join(tmpdir(), 'photo-burst-'));
const server = await startServer(dir);
try {
  const token = await signIn();
  const list = (await (await fetch(`${BASE}/api/admin/packages`, { headers: { authorization: `Bearer ${token}` } })).json()) as { packages: { id: number }[] };
  const packageId = list.packages[0]!.id;
  const large = await cameraPhoto(8900, 6600, 80);
  const medium = await cameraPhoto(2448, 1632, 92);
  console.log(`PHOTO_CONCURRENCY=${process.env.PHOTO_CONCURRENCY ?? '(default)'}`);
  await burst(server.pid!, token, packageId, large, '59 MP');
  await burst(server.pid!, token, packageId, medium, '4 MP');
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
}

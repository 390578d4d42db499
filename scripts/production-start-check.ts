/**
 * `npm test`'s proof of decisions 152 and 153: the Dockerfile's steps, run without Docker in temporary folders, make
 * a build that starts in production with production dependencies alone and serves the APP_URL given at run time.
 *
 * The build context is the checkout's committed HEAD (`git archive`, less .dockerignore), as CI's fresh clone. Each
 * stage gets a folder standing for its root; WORKDIR, ENV, COPY (with --from) and RUN (bash, npm with
 * --prefer-offline) run in order. Not emulated, as they need root and a user this machine may not have: USER, a
 * RUN that starts with chown (the process runs as whoever runs `npm test`) and one that starts with apt-get (the
 * system packages it installs, PostgreSQL's client tools, are this machine's own). VOLUME and EXPOSE only document. Then the
 * runtime stage's CMD starts with its ENV and a production configuration (fake but well-formed provider keys: no
 * adapter calls out at start, which a hook on outgoing connections checks), HEALTHCHECK's command must pass, and a
 * prerendered page, sitemap.xml and the CSP are checked; `npm run db:backup` backs it up while it runs and
 * `npm run db:restore` restores that into a new database. `npm start` is then started the same way.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, isAbsolute, join, relative } from 'node:path';
import { freePort, waitForHealth } from '../api/test/app-process';
import { inlineScriptHashes } from '../api/http/security-headers';
import { BUILD_ORIGIN } from '../shared/site/build-origin';
import { envPairs, execForm, parseDockerfile, type Stage } from './dockerfile-stages';

const APP_URL = 'https://drop.example.com';
const MAX_START_MS = 5_000;
const started = performance.now();
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
const work = mkdtempSync(join(tmpdir(), 'miami-drop-dockerfile-'));

/** The servers started, each in its own process group: stopped when the check fails half-way. */
const running = new Set<ChildProcess>();

function fail(message: string): never {
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  console.error(`production-start-check: ${message} (folders kept in ${work})`);
  process.exit(1);
}

/** The environment a RUN sees: this machine's PATH and npm cache, none of `npm test`'s own npm_* variables. */
function baseEnv(): Record<string, string> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key, value]) => value !== undefined && !/^npm_/i.test(key))) as Record<string, string>;
  for (const key of ['NODE_ENV', 'PWA_DIST_DIR', 'DATABASE_URL', 'APP_URL', 'PORT', 'HOST', 'NODE_OPTIONS']) delete env[key];
  return { ...env, npm_config_prefer_offline: 'true', npm_config_fund: 'false', npm_config_audit: 'false', npm_config_update_notifier: 'false' };
}

function buildContext(): string {
  const context = join(work, 'context');
  mkdirSync(context);
  const archive = spawnSync('bash', ['-euo', 'pipefail', '-c', `git archive --format=tar HEAD | tar -x -C ${JSON.stringify(context)}`], { stdio: 'inherit' });
  if (archive.status !== 0) fail('git archive HEAD failed');
  const ignored = readFileSync(join(context, '.dockerignore'), 'utf8').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
  const patterns = ignored.map((pattern) => new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}(/|$)`));
  const remove = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (patterns.some((pattern) => pattern.test(relative(context, path)))) rmSync(path, { recursive: true, force: true });
      else if (statSync(path).isDirectory()) remove(path);
    }
  };
  remove(context);
  return context;
}

interface StageRun {
  root: string;
  workdir: string;
  env: Record<string, string>;
  cmd?: string[];
  healthcheck?: string[];
}

/** A path of the stage's file system in the folder standing for its root. */
const inRoot = (run: StageRun, path: string) => (isAbsolute(path) ? join(run.root, path) : join(run.workdir, path));

function copy(run: StageRun, args: string, from: string): void {
  const parts = args.split(/\s+/);
  const destination = inRoot(run, parts.pop()!);
  const intoFolder = parts.length > 1 || destination.endsWith('/') || args.endsWith('/');
  for (const source of parts) {
    const path = join(from, source);
    if (!existsSync(path)) fail(`COPY ${args}: ${source} is missing`);
    if (statSync(path).isDirectory()) cpSync(path, destination, { recursive: true, verbatimSymlinks: true });
    else {
      const target = intoFolder ? join(destination, basename(path)) : destination;
      mkdirSync(join(target, '..'), { recursive: true });
      cpSync(path, target);
    }
  }
}

function runStage(stage: Stage, context: string, done: Map<string, StageRun>): StageRun {
  const root = join(work, `stage-${stage.name}`);
  const run: StageRun = { root, workdir: root, env: {} };
  mkdirSync(root);
  for (const step of stage.instructions) {
    if (step.keyword === 'WORKDIR') mkdirSync((run.workdir = inRoot(run, step.args)), { recursive: true });
    else if (step.keyword === 'ENV') Object.assign(run.env, envPairs(step.args));
    else if (step.keyword === 'COPY') copy(run, step.args, step.flags.from ? done.get(step.flags.from)?.root ?? fail(`no stage ${step.flags.from}`) : context);
    else if (step.keyword === 'CMD') run.cmd = execForm(step.args);
    else if (step.keyword === 'HEALTHCHECK') run.healthcheck = execForm(step.args);
    else if (step.keyword === 'RUN' && !/^(chown|apt-get)\s/.test(step.args)) {
      if (step.args.startsWith('[')) fail(`RUN ${step.args}: use the shell form`);
      const stepStarted = performance.now();
      console.log(`[${stage.name}] RUN ${step.args}`);
      const result = spawnSync('bash', ['-euo', 'pipefail', '-c', step.args], { cwd: run.workdir, env: { ...baseEnv(), ...run.env }, stdio: 'inherit' });
      if (result.status !== 0) fail(`[${stage.name}] RUN ${step.args} exited ${result.status ?? result.signal}`);
      console.log(`[${stage.name}] done in ${seconds(stepStarted)}`);
    }
  }
  return run;
}

/** Outgoing connections anywhere but this machine are written to stderr: no adapter may call out at start. */
function outboundHook(): string {
  const hook = join(work, 'outbound-hook.mjs');
  writeFileSync(
    hook,
    `import net from 'node:net';
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  const options = typeof args[0] === 'object' && args[0] !== null ? args[0] : { port: args[0], host: args[1] };
  if (!options.path && !['127.0.0.1', 'localhost', '::1', undefined].includes(options.host)) process.stderr.write('OUTBOUND CONNECTION ' + options.host + ':' + options.port + '\\n');
  return connect.apply(this, args);
};
`,
  );
  return hook;
}

/** A production configuration: real adapters with fake but well-formed keys, no demo data, a mail server never used at start. */
const PRODUCTION_ENV = {
  APP_URL,
  HOST: '127.0.0.1',
  SEED_DEMO: 'false',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  BRAINTREE_MERCHANT_ID: 'fakemerchant',
  BRAINTREE_PUBLIC_KEY: 'fakepublickey',
  BRAINTREE_PRIVATE_KEY: 'fakeprivatekey0123456789',
  PAYPAL_CLIENT_ID: 'fake-client-id',
  PAYPAL_CLIENT_SECRET: 'fake-client-secret',
  PAYPAL_WEBHOOK_ID: 'FAKEWEBHOOK0123',
  EASYPOST_API_KEY: 'EZTKfake0123456789',
  EASYPOST_WEBHOOK_SECRET: 'fake-webhook-secret',
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'fake-twilio-auth-token',
  TWILIO_FROM_NUMBER: '+15005550006',
};

interface Started {
  child: ChildProcess;
  baseUrl: string;
  startMs: number;
  output: () => string;
}

async function startServer(label: string, command: string[], run: StageRun, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const from = performance.now();
  // A process group of its own: stopping `npm start` stops the server under npm too.
  const child = spawn(command[0]!, command.slice(1), { cwd: run.workdir, env: { ...baseEnv(), ...run.env, ...PRODUCTION_ENV, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, () => child.exitCode !== null, 60_000);
  } catch (error) {
    fail(`${label} did not start: ${(error as Error).message}\n${output}`);
  }
  const startMs = performance.now() - from;
  console.log(`${label}: healthy ${Math.round(startMs)} ms after it was started`);
  return { child, baseUrl, startMs, output: () => output };
}

/** SIGTERM to the server's process group, as `docker stop` sends it; resolves once the group is gone. */
async function stop(child: ChildProcess): Promise<void> {
  const group = -child.pid!;
  running.delete(child);
  try {
    process.kill(group, 'SIGTERM');
  } catch {
    return;
  }
  for (let waited = 0; waited < 10_000; waited += 100) {
    try {
      process.kill(group, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.kill(group, 'SIGKILL');
}

async function checkServed(server: Started, run: StageRun): Promise<void> {
  const page = await fetch(`${server.baseUrl}/how-it-works`, { headers: { 'accept-language': 'en', 'accept-encoding': 'br' } });
  const html = await page.text();
  if (!html.includes(`<link rel="canonical" href="${APP_URL}/how-it-works" />`)) fail(`the prerendered page does not name APP_URL ${APP_URL}`);
  if (html.includes(BUILD_ORIGIN)) fail('the prerendered page still names the build origin');
  const policy = page.headers.get('content-security-policy') ?? '';
  const missing = inlineScriptHashes(html).filter((hash) => !policy.includes(hash));
  if (missing.length > 0) fail(`inline scripts the CSP does not allow: ${missing.join(' ')}`);
  const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
  if (!sitemap.includes(`<loc>${APP_URL}/</loc>`)) fail('sitemap.xml does not name APP_URL');
  if (run.healthcheck) {
    const health = spawnSync(run.healthcheck[0]!, run.healthcheck.slice(1), { cwd: run.workdir, env: { ...baseEnv(), ...run.env, PORT: new URL(server.baseUrl).port } });
    if (health.status !== 0) fail(`HEALTHCHECK failed: ${health.stderr.toString()}`);
  }
  // A few seconds of the running jobs too: nothing may have called out.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  if (/OUTBOUND CONNECTION/.test(server.output())) fail(`the server called out at start:\n${server.output()}`);
}

const stages = parseDockerfile(readFileSync('Dockerfile', 'utf8'));
const context = buildContext();
const runs = new Map<string, StageRun>();
for (const stage of stages) {
  const stageStarted = performance.now();
  runs.set(stage.name, runStage(stage, context, runs));
  console.log(`Stage ${stage.name}: ${seconds(stageStarted)}`);
}
const runtime = runs.get(stages.at(-1)!.name)!;
if (!runtime.cmd) fail('the runtime stage has no CMD');
if (existsSync(join(runtime.workdir, 'node_modules/vite'))) fail('the runtime stage holds development dependencies (vite)');

/** `npm run db:backup` while the server runs, then `npm run db:restore` of it into a new database: the built tools. */
function checkBackupTools(run: StageRun): void {
  const env = { ...baseEnv(), ...run.env, ...PRODUCTION_ENV };
  const backup = spawnSync('npm', ['run', '--silent', 'db:backup', '--', 'backup-check'], { cwd: run.workdir, env, encoding: 'utf8' });
  if (backup.status !== 0 || !existsSync(join(run.workdir, 'backup-check/manifest.json'))) fail(`npm run db:backup failed in the image: ${backup.stderr}`);
  const restoreEnv = { ...env, DATABASE_URL: 'data/restored.db', FILES_DIR: 'data/restored-files' };
  const restore = spawnSync('npm', ['run', '--silent', 'db:restore', '--', 'backup-check'], { cwd: run.workdir, env: restoreEnv, encoding: 'utf8' });
  if (restore.status !== 0 || !existsSync(join(run.workdir, 'data/restored.db'))) fail(`npm run db:restore failed in the image: ${restore.stderr}`);
  console.log('npm run db:backup and db:restore: done in the image, with production dependencies only');
}

const hook = outboundHook();
const image = await startServer('the image\'s CMD', runtime.cmd, runtime, { NODE_OPTIONS: `--import=${hook}` });
await checkServed(image, runtime);
checkBackupTools(runtime);
await stop(image.child);
const npmStart = await startServer('NODE_ENV=production npm start', ['npm', 'start'], runtime, { NODE_OPTIONS: `--import=${hook}` });
await checkServed(npmStart, runtime);
await stop(npmStart.child);
const unbuilt = spawnSync('npm', ['start'], { cwd: runtime.workdir, env: { ...baseEnv(), ...runtime.env, ...PRODUCTION_ENV, PWA_DIST_DIR: 'no-such-build' }, encoding: 'utf8' });
if (unbuilt.status !== 1 || !/run npm run build/.test(unbuilt.stderr)) fail(`npm start without a build should say "run npm run build" and exit 1, it exited ${unbuilt.status}`);
if (Math.max(image.startMs, npmStart.startMs) > MAX_START_MS) fail(`the built server took more than ${MAX_START_MS} ms to start`);

rmSync(work, { recursive: true, force: true });
console.log(
  `production-start-check: the Dockerfile's stages run and start in production with APP_URL ${APP_URL}: ` +
    `CMD healthy in ${Math.round(image.startMs)} ms, npm start in ${Math.round(npmStart.startMs)} ms; whole check ${seconds(started)}`,
);

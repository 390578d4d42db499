import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildUnderLock, tryLock } from './build-lock';

describe('one build at a time in a checkout (decision 152)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'miami-drop-lock-'));
  const lock = join(dir, 'pwa.lock');
  afterEach(() => rmSync(lock, { force: true }));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is taken by creating its file exclusively, with the pid, and refused while its holder lives', () => {
    expect(tryLock(lock)).toBe(true);
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(process.pid));
    expect(tryLock(lock)).toBe(false);
  });

  it('takes over the lock of a process that died', async () => {
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => child.on('exit', resolve));
    writeFileSync(lock, `${child.pid}\n`);
    expect(tryLock(lock)).toBe(true);
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(process.pid));
  });

  it('waits for the other builder, then asks again and builds nothing when its build is current', async () => {
    writeFileSync(lock, `${process.pid}\n`);
    let stale: string | null = 'No PWA build yet';
    const builds: string[] = [];
    const waiting = buildUnderLock(lock, () => stale, async (reason) => void builds.push(reason));
    await new Promise((resolve) => setTimeout(resolve, 700));
    stale = null;
    rmSync(lock);
    expect(await waiting).toBe(false);
    expect(builds).toEqual([]);
  });

  it('builds when it is stale and leaves no lock behind, even when the build fails', async () => {
    expect(await buildUnderLock(lock, () => 'sources changed', async () => undefined)).toBe(true);
    expect(existsSync(lock)).toBe(false);
    await expect(buildUnderLock(lock, () => 'sources changed', () => Promise.reject(new Error('vite failed')))).rejects.toThrow('vite failed');
    expect(existsSync(lock)).toBe(false);
  });
});

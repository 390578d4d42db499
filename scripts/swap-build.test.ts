import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inUseMarker } from '../api/static/build-in-use';
import { swapInBuild } from './swap-build';

const build = (folder: string, text: string) => {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'index.html'), text);
  return folder;
};

describe('a build swapped in whole (decision 152)', () => {
  const folders: string[] = [];
  const tempDist = () => {
    folders.push(mkdtempSync(join(tmpdir(), 'miami-drop-swap-')));
    return folders.at(-1)!;
  };
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it('puts a link in place of a plain folder of before, then moves it from build to build', () => {
    const dist = tempDist();
    const target = join(dist, 'pwa');
    build(target, 'before');
    swapInBuild(target, build(`${target}.build-a-1`, 'first'));
    expect(readlinkSync(target)).toBe('pwa.build-a-1');
    expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('first');
    swapInBuild(target, build(`${target}.build-b-1`, 'second'));
    expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('second');
    // The earlier builds no live process serves from are gone.
    expect(existsSync(`${target}.build-a-1`)).toBe(false);
    expect(existsSync(`${target}.build-before-${process.pid}`)).toBe(false);
  });

  it('keeps an earlier build a live server marks, and forgets a dead one\'s mark', () => {
    const dist = tempDist();
    const target = join(dist, 'pwa');
    const served = build(`${target}.build-a-1`, 'served');
    const abandoned = build(`${target}.build-b-1`, 'abandoned');
    const deadPid = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).stdout.trim();
    writeFileSync(inUseMarker(served, process.pid), '');
    writeFileSync(inUseMarker(abandoned, Number(deadPid)), '');
    swapInBuild(target, build(`${target}.build-c-1`, 'new'));
    expect(existsSync(served)).toBe(true);
    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(inUseMarker(abandoned, Number(deadPid)))).toBe(false);
  });
});

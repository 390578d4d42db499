import { existsSync, lstatSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { BUILD_FOLDER } from '../api/static/build-in-use';
import { isAlive } from './build-lock';

const IN_USE = /\.in-use-(\d+)$/;

/** A fresh folder for a build of `target` (dist/pwa -> dist/pwa.build-<time>-<pid>), beside it. */
export const newBuildFolder = (target: string) => `${target}.build-${Date.now().toString(36)}-${process.pid}`;

/**
 * Puts a complete build in place (decision 152): `target` becomes a link to `built`, replaced by one rename, so a
 * reader finds the whole earlier build or the whole new one, never a half-written folder. A target that is still a
 * plain folder (a build of before) is moved aside first. Then the earlier builds no live process serves from
 * (api/static/build-in-use.ts) are removed.
 */
export function swapInBuild(target: string, built: string): void {
  const next = `${target}.next-${process.pid}`;
  rmSync(next, { force: true });
  symlinkSync(basename(built), next);
  if (existsSync(target) && !lstatSync(target).isSymbolicLink()) renameSync(target, `${target}.build-before-${process.pid}`);
  renameSync(next, target);
  removeUnusedBuilds(target);
}

export function removeUnusedBuilds(target: string): void {
  const dir = dirname(target);
  const name = basename(target);
  const current = readlinkSync(target);
  const entries = readdirSync(dir).filter((entry) => entry.startsWith(`${name}.build-`));
  const inUse = new Set<string>();
  for (const entry of entries) {
    const match = IN_USE.exec(entry);
    if (!match) continue;
    if (isAlive(Number(match[1]))) inUse.add(entry.replace(IN_USE, ''));
    else rmSync(join(dir, entry), { force: true });
  }
  for (const entry of entries) {
    if (BUILD_FOLDER.test(entry) && entry !== current && !inUse.has(entry)) rmSync(join(dir, entry), { recursive: true, force: true });
  }
}

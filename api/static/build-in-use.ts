import { basename, dirname, join } from 'node:path';
import { rmSync, writeFileSync } from 'node:fs';

/** A build's own folder beside its link: dist/pwa -> pwa.build-<id> (scripts/swap-build.ts). */
export const BUILD_FOLDER = /\.build-[0-9a-z]+-\d+$/;

/** The file saying process `pid` serves from `buildDir`, beside the build: `<build>.in-use-<pid>`. */
export const inUseMarker = (buildDir: string, pid: number) => join(dirname(buildDir), `${basename(buildDir)}.in-use-${pid}`);

/**
 * Keeps a later build from deleting the folder this process serves from (decision 152): the builder removes an
 * earlier build only when no live process marks it. Best effort: a read-only dist (a container image) never removes
 * builds anyway, and only a swapped-in build folder is marked.
 */
export function markBuildInUse(buildDir: string): void {
  if (!BUILD_FOLDER.test(basename(buildDir))) return;
  const marker = inUseMarker(buildDir, process.pid);
  try {
    writeFileSync(marker, `${process.pid}\n`);
    process.once('exit', () => rmSync(marker, { force: true }));
  } catch {
    // A read-only dist folder: no build runs beside it.
  }
}

import { describe, expect, it } from 'vitest';
import { whyBuild } from './build-if-stale';

describe('npm start builds the PWA only when it must', () => {
  it('builds when there is no build, or a source is newer than it', () => {
    expect(whyBuild({ builtAt: 0, sourcesAt: 5 })).toMatch(/No PWA build yet/);
    expect(whyBuild({ builtAt: 4, sourcesAt: 5 })).toMatch(/sources changed/);
  });

  it('leaves a current build alone, whatever APP_URL says: the server puts it in at start (decision 152)', () => {
    expect(whyBuild({ builtAt: 9, sourcesAt: 5 })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { whyBuild } from './build-if-stale';

const ORIGIN = 'https://miamidrop.com';

describe('npm start builds the PWA only when it must', () => {
  it('builds when there is no build, or a source is newer than it', () => {
    expect(whyBuild({ builtAt: 0, sourcesAt: 5, builtOrigin: undefined, origin: ORIGIN })).toMatch(/No PWA build yet/);
    expect(whyBuild({ builtAt: 4, sourcesAt: 5, builtOrigin: ORIGIN, origin: ORIGIN })).toMatch(/sources changed/);
  });

  it('rebuilds a build made for another APP_URL: its sitemap and robots.txt name absolute addresses', () => {
    expect(whyBuild({ builtAt: 9, sourcesAt: 5, builtOrigin: 'http://localhost:8000', origin: ORIGIN })).toBe(
      'APP_URL is https://miamidrop.com, the build was made for http://localhost:8000: rebuilding…',
    );
    expect(whyBuild({ builtAt: 9, sourcesAt: 5, builtOrigin: undefined, origin: ORIGIN })).toMatch(/unknown address/);
  });

  it('leaves a current build for the same address alone', () => {
    expect(whyBuild({ builtAt: 9, sourcesAt: 5, builtOrigin: ORIGIN, origin: ORIGIN })).toBeNull();
  });
});

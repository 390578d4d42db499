import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envPairs, execForm, parseDockerfile } from './dockerfile-stages';

describe('the Dockerfile, as production-start-check.ts runs it without Docker (decision 153)', () => {
  const stages = parseDockerfile(readFileSync('Dockerfile', 'utf8'));

  it('builds in one stage and runs from another on the same Node 20 image', () => {
    expect(stages.map((stage) => [stage.name, stage.image])).toEqual([
      ['build', 'node:20-slim'],
      ['dependencies', 'node:20-slim'],
      ['runtime', 'node:20-slim'],
    ]);
  });

  it('runs the built server as a non-root user in production, with a health check that needs no curl', () => {
    const runtime = stages[2]!.instructions;
    const env = Object.assign({}, ...runtime.filter((step) => step.keyword === 'ENV').map((step) => envPairs(step.args))) as Record<string, string>;
    expect(env.NODE_ENV).toBe('production');
    expect(runtime.find((step) => step.keyword === 'USER')?.args).toBe('node');
    expect(execForm(runtime.find((step) => step.keyword === 'CMD')!.args)).toEqual(['node', '--enable-source-maps', 'dist/server/server.js']);
    expect(execForm(runtime.find((step) => step.keyword === 'HEALTHCHECK')!.args)[0]).toBe('node');
    expect(stages[1]!.instructions.filter((step) => step.keyword === 'RUN').map((step) => step.args)).toEqual(['npm ci --omit=dev']);
    expect(runtime.find((step) => step.keyword === 'COPY' && step.flags.from === 'dependencies')?.args).toBe('/app/node_modules ./node_modules');
  });

  it('refuses an instruction the emulation does not honour', () => {
    expect(() => parseDockerfile('FROM node:20-slim AS build\nADD https://example.com/x /x\n')).toThrow(/ADD is not emulated/);
    expect(() => envPairs('A="b c"')).toThrow(/key=value/);
  });
});

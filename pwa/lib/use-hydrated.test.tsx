import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <span>{useHydrated() ? 'hydrated' : 'prerendered'}</span>;
}

describe('useHydrated', () => {
  it('is false in prerendered HTML', () => {
    expect(renderToString(<Probe />)).toContain('prerendered');
  });
});

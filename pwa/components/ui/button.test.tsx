import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('Button in prerendered HTML', () => {
  // The page's starter holds a tap made before hydration and replays it (prerender/start-on-first-use.ts).
  it('is a working button, neither disabled nor announced as disabled', () => {
    const html = renderToString(<Button onClick={() => undefined}>Crear cuenta gratis</Button>);
    expect(html).not.toContain('aria-disabled');
    expect(html).not.toMatch(/\sdisabled=""/);
  });

  it('keeps a real disabled state for a busy button', () => {
    expect(renderToString(<Button busy>Pagar</Button>)).toMatch(/\sdisabled=""/);
  });
});

import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('Button in prerendered HTML', () => {
  it('says it does nothing yet (aria-disabled) without the disabled look or attribute', () => {
    const html = renderToString(<Button onClick={() => undefined}>Crear cuenta gratis</Button>);
    expect(html).toContain('aria-disabled="true"');
    expect(html).not.toMatch(/\sdisabled=""/);
  });

  it('keeps a real disabled state for a busy button', () => {
    expect(renderToString(<Button busy>Pagar</Button>)).toMatch(/\sdisabled=""/);
  });
});

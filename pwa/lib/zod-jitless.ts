/**
 * The browser's zod: the app's build resolves every `import … from 'zod'` here (vite.config.ts), so zod is configured
 * before the first schema is built, in the chunk that brings zod, and never loads with the entry. Jitless: zod would
 * otherwise probe `new Function` for its fast parsers, which the app's Content-Security-Policy (no 'unsafe-eval',
 * decision 119) refuses and reports as a violation. The server keeps zod's compiled parsers.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';

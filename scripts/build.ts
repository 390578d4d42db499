import { buildPwaNow } from './build-if-stale';
import { buildServerNow } from './build-server';

// `npm run build` (decision 152): everything `NODE_ENV=production npm start` runs, made once: the PWA (vite build,
// the prerendered pages, the .br/.gz files) in dist/pwa and the compiled server in dist/server.
const started = performance.now();
await buildPwaNow();
await buildServerNow();
console.log(`Built dist/pwa and dist/server in ${((performance.now() - started) / 1000).toFixed(1)} s`);

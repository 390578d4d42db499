/**
 * The API bench's baseline, run as a process of its own: a bare Hono app on @hono/node-server (through the app's own
 * listen(), so with the same server timeouts) whose one route answers each path with the JSON body the real app gave
 * for it, carrying the headers the app's answers carry. The headers come from the app's own functions
 * (api/http/security-headers.ts), composed as api/http/api-frame.ts composes them, and a large body is compressed by
 * the app's own compressJsonAnswer; the bench checks at start that both servers answer with the same header names
 * and values. What the app costs beyond this is its routing, session lookup, validation and database.
 *
 * Usage: node dist/bench/same-headers-server.js CONFIG.json (api-http-bench.ts builds it), where the file holds
 * { port, appUrl, answers }; tsx runs it as well.
 */
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { compressJsonAnswer } from '../../api/http/compress-json';
import { listen } from '../../api/http/http-server';
import { API_CONTENT_SECURITY_POLICY, baseSecurityHeaders, securityHeadersConfig, setHeaders } from '../../api/http/security-headers';

export interface SameHeadersConfig {
  port: number;
  /** The real app's APP_URL: its scheme decides HSTS. */
  appUrl: string;
  /** Path → the JSON body the real app answered on it. */
  answers: Record<string, unknown>;
}

const configPath = process.argv[2];
if (!configPath) throw new Error('usage: same-headers-server.ts CONFIG.json');
const config = JSON.parse(readFileSync(configPath, 'utf8')) as SameHeadersConfig;
const securityHeaders = baseSecurityHeaders(securityHeadersConfig(config.appUrl, 'off'), 'no-referrer');

const app = new Hono();
app.use('*', async (c, next) => {
  await next();
  setHeaders(c.res.headers, securityHeaders);
  c.res.headers.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
  c.res.headers.set('Cache-Control', 'no-store');
  if (c.req.raw.headers.has('Accept-Encoding')) await compressJsonAnswer(c);
});
app.get('*', (c) => {
  const body = config.answers[c.req.path];
  return body === undefined ? c.json({ error: 'Not found' }, 404) : c.json(body as object, 200);
});

listen(app.fetch, { port: config.port, hostname: '127.0.0.1' }, () => console.log('ready'));

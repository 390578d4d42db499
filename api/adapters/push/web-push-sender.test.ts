import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBrowserSubscription } from '../../test/push-fixtures';
import { createWebPushSender } from './web-push-sender';

const vapid = { subject: 'mailto:support@miamidrop.test', ...webpush.generateVAPIDKeys() };
const options = { ttlSeconds: 60, urgency: 'normal' as const };

/** A push service on https://localhost that refuses every push with 429, asking to wait two minutes. */
describe('the web-push sender facing a push service that asks to wait', () => {
  let server: Server;
  let agent: Agent;
  let origin: string;
  beforeAll(async () => {
    const directory = mkdtempSync(join(tmpdir(), 'miami-drop-push-tls-'));
    try {
      const [key, cert] = [join(directory, 'key.pem'), join(directory, 'cert.pem')];
      execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost', '-keyout', key, '-out', cert], { stdio: 'ignore' });
      const tls = { key: readFileSync(key), cert: readFileSync(cert) };
      server = createServer(tls, (request, response) => {
        request.resume().on('end', () => response.writeHead(429, { 'content-type': 'text/plain', 'retry-after': '120' }).end('slow down'));
      });
      agent = new Agent({ ca: tls.cert });
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `https://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('passes on the wait the push service asked for with its refusal', async () => {
    const sender = createWebPushSender({ vapid, agent });
    const result = await sender.send(fakeBrowserSubscription(`${origin}/push/device-1`).json, '{"title":"Hola"}', options);
    expect(result).toEqual({ outcome: 'retry', reason: 'push service answered 429: slow down', retryAfterSeconds: 120 });
  });
});

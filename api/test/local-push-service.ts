import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ece from 'http_ece';
import { fakeBrowserSubscription, type FakeBrowserSubscription } from './push-fixtures';

/** One POST the service received, decrypted with the device's private key. */
export interface ReceivedPush {
  device: string;
  headers: Record<string, string | string[] | undefined>;
  plaintext: string;
  /** The status the service answered. */
  status: number;
}

/** A self-signed certificate for localhost, made with the openssl CLI in a temporary folder. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const directory = mkdtempSync(join(tmpdir(), 'miami-drop-push-tls-'));
  try {
    const [key, cert] = [join(directory, 'key.pem'), join(directory, 'cert.pem')];
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert,
    ], { stdio: 'ignore' });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/**
 * A push service on https://localhost: devices are registered with a real key pair; what is posted to a device's
 * endpoint is decrypted (aes128gcm, RFC 8291) and kept. Each device answers 201 unless given other statuses to answer.
 */
export async function startLocalPushService() {
  const tls = selfSignedCertificate();
  const devices = new Map<string, { subscription: FakeBrowserSubscription; answers: number[] }>();
  const received: ReceivedPush[] = [];
  const server: Server = createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const name = decodeURIComponent(request.url?.split('/').pop() ?? '');
      const device = devices.get(name);
      if (request.method !== 'POST' || !device) return void response.writeHead(404).end();
      const status = device.answers.shift() ?? 201;
      const { ecdh, authSecret } = device.subscription;
      const plaintext = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: ecdh, authSecret }).toString('utf8');
      received.push({ device: name, headers: request.headers, plaintext, status });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? '' : 'refused by the test');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** Trusts this service's certificate (only). */
    agent: new Agent({ ca: tls.cert }),
    received,
    /** A device with its own endpoint and keys; `answers` are the statuses of its next requests (then 201). */
    register(name: string, answers: number[] = []): FakeBrowserSubscription {
      const subscription = fakeBrowserSubscription(`${origin}/push/${encodeURIComponent(name)}`);
      devices.set(name, { subscription, answers });
      return subscription;
    },
    receivedBy: (name: string) => received.filter((push) => push.device === name),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type LocalPushService = Awaited<ReturnType<typeof startLocalPushService>>;

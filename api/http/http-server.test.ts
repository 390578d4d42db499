import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../app';
import { createTestApp, TEST_APP_URL, type TestApp } from '../test/test-app';
import { listen, SERVER_TIMEOUTS } from './http-server';

const KB = 1024;
const SHORT = { headersTimeout: 400, requestTimeout: 800, keepAliveTimeout: 400, connectionsCheckingInterval: 50 };

interface Exchange {
  /** Everything the server sent before closing. */
  received: string;
  /** Milliseconds from the first byte written to the server closing the connection. */
  closedAfter: number;
}

/**
 * A raw HTTP/1.1 client: writes `parts` (a number is a pause in ms) and reads until the server closes the
 * connection, or gives up after `limitMs` (received then ends with "[still open]").
 */
function exchange(port: number, parts: (string | Buffer | number)[], limitMs = 5_000): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const started = Date.now();
    let open = true;
    const finish = (suffix = '') => {
      if (!open) return;
      open = false;
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ received: Buffer.concat(chunks).toString('latin1') + suffix, closedAfter: Date.now() - started });
    };
    const giveUp = setTimeout(() => finish('[still open]'), limitMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => finish());
    socket.on('error', () => finish());
    void (async () => {
      for (const part of parts) {
        if (!open) return;
        if (typeof part === 'number') await new Promise((wait) => setTimeout(wait, part));
        else socket.write(part);
      }
    })();
  });
}

const headerBlock = (lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`;
const statusLine = (received: string) => received.split('\r\n')[0];
const headerOf = (received: string, name: string) =>
  received
    .split('\r\n\r\n')[0]!
    .split('\r\n')
    .find((line) => line.toLowerCase().startsWith(`${name}:`))
    ?.slice(name.length + 1)
    .trim();

describe('the HTTP server', () => {
  let testApp: TestApp;
  let server: Server;
  let port: number;
  beforeAll(async () => {
    testApp = await createTestApp();
    // The app without the contract check: these answers come from the server and the body limit, not the routes.
    server = listen(createApiApp(testApp.deps).fetch, { port: 0, hostname: '127.0.0.1', timeouts: SHORT });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    testApp.close();
  });

  it('runs with header, request and keep-alive timeouts in production', () => {
    const real = listen(() => new Response('ok'), { port: 0, hostname: '127.0.0.1' });
    expect(real).toMatchObject({ headersTimeout: SERVER_TIMEOUTS.headersTimeout, requestTimeout: SERVER_TIMEOUTS.requestTimeout, keepAliveTimeout: SERVER_TIMEOUTS.keepAliveTimeout });
    expect(SERVER_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(10_000);
    expect(SERVER_TIMEOUTS.requestTimeout).toBeLessThanOrEqual(60_000);
    real.close();
  });

  it('drops a client that sends its headers too slowly with a 408', async () => {
    const parts = ['POST /api/login HTTP/1.1\r\n', 100, 'Host: 127.0.0.1\r\n', 200, 'Content-Type: application/json\r\n', 300, 'X-Slow: 1\r\n', 300, 'X-Slow: 2\r\n', 300, 'X-Slow: 3\r\n'];
    const { received, closedAfter } = await exchange(port, parts);
    expect(received).not.toContain('[still open]');
    expect(statusLine(received)).toBe('HTTP/1.1 408 Request Timeout');
    expect(closedAfter).toBeLessThan(SHORT.headersTimeout + 600);
  });

  it('drops a client that trickles its body past the request timeout', async () => {
    const head = headerBlock(['POST /api/login HTTP/1.1', 'Host: 127.0.0.1', `Origin: ${TEST_APP_URL}`, 'Content-Type: application/json', 'Content-Length: 1000']);
    const trickle = Array.from({ length: 40 }, () => ['{', 100]).flat();
    const { received, closedAfter } = await exchange(port, [head, ...trickle]);
    expect(received).not.toContain('[still open]');
    expect(closedAfter).toBeLessThan(SHORT.requestTimeout + 600);
    expect(statusLine(received)).toBe('HTTP/1.1 408 Request Timeout');
    expect(headerOf(received, 'connection')).toBe('close');
  });

  it('closes an idle kept-alive connection after the keep-alive timeout', async () => {
    const { received, closedAfter } = await exchange(port, [headerBlock(['GET /api/health HTTP/1.1', 'Host: 127.0.0.1'])]);
    expect(statusLine(received)).toBe('HTTP/1.1 200 OK');
    expect(headerOf(received, 'connection')).toBe('keep-alive');
    // Node waits one more second past keepAliveTimeout before it closes the socket.
    expect(closedAfter).toBeLessThan(SHORT.keepAliveTimeout + 2_000);
  });

  it('answers a declared oversized body 413 with Connection: close, then closes', async () => {
    const body = Buffer.alloc(300 * KB, 'x');
    const head = headerBlock(['POST /api/login HTTP/1.1', 'Host: 127.0.0.1', `Origin: ${TEST_APP_URL}`, 'Connection: keep-alive', 'Content-Type: application/json', `Content-Length: ${body.length}`]);
    const { received, closedAfter } = await exchange(port, [head, body]);
    expect(statusLine(received)).toBe('HTTP/1.1 413 Payload Too Large');
    expect(headerOf(received, 'connection')).toBe('close');
    expect(received).toContain('{"error":"Request body too large"}');
    expect(closedAfter).toBeLessThan(2_000);
  });

  it('answers a chunked JSON body over 64 KB 413 with Connection: close, then closes', async () => {
    const chunk = Buffer.alloc(16 * KB, 'x');
    const chunkFrame = `${chunk.length.toString(16)}\r\n`;
    const head = headerBlock(['POST /api/login HTTP/1.1', 'Host: 127.0.0.1', `Origin: ${TEST_APP_URL}`, 'Content-Type: application/json', 'Transfer-Encoding: chunked']);
    const frames = Array.from({ length: 6 }, () => [chunkFrame, chunk, '\r\n']).flat();
    const { received, closedAfter } = await exchange(port, [head, ...frames, '0\r\n\r\n']);
    expect(statusLine(received)).toBe('HTTP/1.1 413 Payload Too Large');
    expect(headerOf(received, 'connection')).toBe('close');
    expect(closedAfter).toBeLessThan(2_000);
  });
});

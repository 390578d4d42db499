import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';

/**
 * How long one connection may hold the server (decision 112). A request's headers must arrive within 10 s and the
 * whole request within 60 s (the PWA gives a photo upload 60 s); an idle kept-alive connection closes after 5 s.
 * Node checks these every connectionsCheckingInterval, 30 s by default: once a second keeps them close to exact.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 60_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};
export type ServerTimeouts = typeof SERVER_TIMEOUTS;

interface ListenOptions {
  port: number;
  hostname: string;
  timeouts?: ServerTimeouts;
}

/** The app on a plain HTTP/1.1 server with the timeouts above (tests pass shorter ones). */
export function listen(fetch: (request: Request, env: unknown) => Response | Promise<Response>, options: ListenOptions, onListening?: (info: AddressInfo) => void): Server {
  const serverOptions = { ...(options.timeouts ?? SERVER_TIMEOUTS) };
  return serve({ fetch, port: options.port, hostname: options.hostname, serverOptions }, onListening) as Server;
}

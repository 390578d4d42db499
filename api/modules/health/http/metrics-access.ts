import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { Context } from 'hono';
import { socketAddress } from '../../../http/client-ip';

const isLoopback = (address: string) => (isIP(address) === 4 && address.startsWith('127.')) || address === '::1';

/**
 * The request came from this machine itself: its socket's peer is a loopback address and no proxy forwarded it for
 * someone else (a proxy on this machine connects from loopback too, but names its client in X-Forwarded-For).
 */
export function fromThisMachine(c: Context): boolean {
  if (!isLoopback(socketAddress(c))) return false;
  if (c.req.header('forwarded')) return false;
  const named = [...(c.req.header('x-forwarded-for') ?? '').split(','), c.req.header('x-real-ip') ?? ''].map((hop) => hop.trim().replace(/^::ffff:/i, '')).filter(Boolean);
  return named.every(isLoopback);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>` with the configured token, compared in constant time (digests of equal length). */
export function presentsToken(c: Context, token: string | undefined): boolean {
  const presented = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  return Boolean(token && presented && timingSafeEqual(digest(presented), digest(token)));
}

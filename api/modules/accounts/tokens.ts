import { createHash, randomBytes } from 'node:crypto';

/** 256 bits of randomness, URL-safe. */
export const generateToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256, so a database leak does not leak usable tokens. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

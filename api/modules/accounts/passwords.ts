import argon2 from 'argon2';

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, ARGON2_OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same work as a real check when there is no account, so timing does not reveal which e-mails exist. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  // Stryker disable next-line StringLiteral: any text costs the same argon2 work, and the answer is false whatever it is
  dummyHash ??= hashPassword('not-a-real-password-hash-target');
  await verifyPassword(await dummyHash, password);
  return false;
}

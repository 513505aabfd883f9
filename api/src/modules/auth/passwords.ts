/**
 * Password hashing: argon2id at the OWASP minimum (19 MiB memory, 2 passes, 1 lane). The encoded
 * hash carries its parameters, so raising them later only needs `needsRehash` at sign-in.
 */
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

export const PASSWORD_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASH_OPTIONS);
}

/**
 * A hash of a random password, made once: an unknown e-mail is verified against it, so a failed
 * sign-in costs the same time whether or not the account exists.
 */
let dummyHash: Promise<string> | undefined;
function dummy(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}

/** True when `password` matches; `hash` null (unknown user, or no password) still spends the time. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  const against = hash ?? (await dummy());
  try {
    const ok = await argon2.verify(against, password);
    return ok && hash !== null;
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}

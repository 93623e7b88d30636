import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id at OWASP's first recommended setting (19 MiB, two passes, one lane), not better-auth's
 * lighter scrypt default (ASVS level 2). Argon2id is the binding's default algorithm.
 */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // A stored value that is not an Argon2 hash matches no password.
    return false;
  }
}

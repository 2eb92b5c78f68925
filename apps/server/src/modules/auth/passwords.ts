import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2 hashes with argon2id by default (m=19 MiB, t=2, p=1: the OWASP baseline). */
export const hashPassword = (password: string): Promise<string> => hash(password);

/** A fixed hash to verify against when the e-mail is unknown, so both paths take the same time. */
let decoy: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hash('decoy password that never matches');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

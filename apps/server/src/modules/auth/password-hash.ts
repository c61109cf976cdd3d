import { hash, verify } from '@node-rs/argon2';

// OWASP's minimum for argon2id: 19 MiB memory, 2 iterations, 1 lane. (2 = Algorithm.Argon2id, a const
// enum the package only declares, so it cannot be imported under verbatimModuleSyntax.)
const ARGON2ID = 2;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}

/** argon2id with ARCHITECTURE's parameters, set explicitly so a library default change can't weaken them. */
import argon2 from 'argon2';

export interface PasswordHashOptions {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export const PRODUCTION_ARGON2: PasswordHashOptions = {
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

export function createPasswordHasher(
  options: PasswordHashOptions = PRODUCTION_ARGON2,
): PasswordHasher {
  return {
    hash: (password) => argon2.hash(password, { type: argon2.argon2id, ...options }),
    async verify(hash, password) {
      try {
        return await argon2.verify(hash, password);
      } catch {
        // A malformed stored hash is a failed login, never a 500.
        return false;
      }
    },
  };
}

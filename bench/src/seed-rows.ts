/**
 * What every seeded user, session and habit is made of, whatever writes it: a FREE user with a
 * placeholder password hash, a session token of the real shape, a habit of at most 3 a day, and
 * the days its entries cover.
 */
import { createHash, randomBytes } from 'node:crypto';
import { addDays } from '@taper/domain';

export const PASSWORD_HASH_PLACEHOLDER = '$argon2id$v=19$m=19456,t=2,p=1$bench$not-a-real-hash';

/** A seeded bench user's row through Kysely: a FREE user who signed in and was seen `now`. */
export function benchUserRow(email: string, lastName: string, now: Date) {
  return {
    email,
    firstName: 'Bench',
    lastName,
    passwordHash: PASSWORD_HASH_PLACEHOLDER,
    role: 'USER',
    tier: 'FREE',
    theme: 'light',
    timezone: 'UTC',
    createdAt: now,
    lastLoginAt: now,
    lastSeenAt: now,
  } as const;
}
export const DAILY_GOAL = 3;
/** Every seeded habit: at most 3 a day. */
export const BENCH_GOAL = {
  goalType: 'number',
  goalSchedule: 'daily',
  dailyGoal: DAILY_GOAL,
} as const;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A session token of the Lucia guide's shape (32 base32 characters) and its stored SHA-256. */
export function newToken(): { token: string; id: string } {
  const bytes = randomBytes(32);
  let token = '';
  for (let i = 0; i < 32; i += 1) token += BASE32[(bytes[i] ?? 0) % 32] ?? 'a';
  return { token, id: createHash('sha256').update(token).digest('hex') };
}

export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The last `days` dates ending today, oldest first. */
export function lastDays(days: number, today: string = todayUtc()): string[] {
  const dates: string[] = [];
  for (let offset = days - 1; offset >= 0; offset -= 1) dates.push(addDays(today, -offset));
  return dates;
}

export interface SeededUser {
  id: number;
  token: string;
  habitIds: number[];
}

/** What a user is made of; entries cover the last `days` days with ~10% of days left out. */
export interface UserShape {
  role?: 'USER' | 'ADMIN';
  tier?: 'FREE' | 'PREMIUM';
  habits: number;
  days: number;
  session?: boolean;
}

/** A REST client for seeding a flow's data, as an outside client calls the API. */
import type { Habit, HabitSettingsInput, IsoDate } from '@taper/domain';
import { TIMEZONE } from '../env';

// ---------------------------------------------------------------- REST client (seeding)

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    where: string,
  ) {
    super(`${where} → ${status}: ${body}`);
  }
}

export interface ApiUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: 'USER' | 'ADMIN';
  tier: 'FREE' | 'PREMIUM';
  themePreference: 'light' | 'dark' | 'system';
}

/** A habit as the API returns it: the goal's fields flat, `null` where its kind has none. */
export type ApiHabit = Habit;

export interface ApiEntry {
  id: number;
  habitId: number;
  date: IsoDate;
  performance: string;
  actualValue?: number | null;
  levelValue?: string | null;
  note?: string | null;
}

export class Api {
  constructor(
    readonly baseURL: string,
    public token?: string,
  ) {}

  async call<T>(method: string, url: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseURL}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new ApiError(response.status, text, `${method} ${url}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** Signs up (the browser's time zone included, as the web app does) and keeps the token. */
  async signup(user: NewUser): Promise<ApiUser> {
    const result = await this.call<{ token: string; user: ApiUser }>('POST', '/api/signup', {
      ...user,
      timezone: TIMEZONE,
    });
    this.token = result.token;
    return result.user;
  }

  async login(email: string, password: string): Promise<ApiUser> {
    const result = await this.call<{ token: string; user: ApiUser }>('POST', '/api/login', {
      email,
      password,
      timezone: TIMEZONE,
    });
    this.token = result.token;
    return result.user;
  }

  me(): Promise<ApiUser> {
    return this.call('GET', '/api/auth/user');
  }

  createHabit(habit: HabitSettingsInput): Promise<ApiHabit> {
    return this.call('POST', '/api/habits', habit);
  }

  habits(): Promise<ApiHabit[]> {
    return this.call('GET', '/api/habits');
  }

  restoreHabit(habitId: number): Promise<ApiHabit> {
    return this.call('POST', `/api/habits/${habitId}/restore`);
  }

  logEntry(
    habitId: number,
    entry: {
      date: IsoDate;
      actualValue?: number;
      levelValue?: string;
      note?: string;
      skip?: true;
    },
  ): Promise<ApiEntry> {
    return this.call('POST', `/api/habits/${habitId}/entries`, { habitId, ...entry });
  }

  entries(habitId: number): Promise<ApiEntry[]> {
    return this.call('GET', `/api/habits/${habitId}/entries`);
  }

  setTheme(themePreference: 'light' | 'dark'): Promise<ApiUser> {
    return this.call('PUT', '/api/auth/user', { themePreference });
  }
}

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let userCounter = 0;
/** A fresh user's details (a valid password for SPEC §5's five rules). */
export function newUser(firstName: string, lastName = 'Tester'): NewUser {
  userCounter += 1;
  return {
    email: `${firstName.toLowerCase()}.${userCounter}.${Date.now().toString(36)}@example.com`,
    password: 'Str0ng!Pass',
    firstName,
    lastName,
  };
}

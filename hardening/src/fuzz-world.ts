/**
 * The two actors the fuzzer sends requests as (an admin and a user, each with a habit and an
 * entry), and the session tokens that no longer work; put back after every accepted write.
 */
import { hashToken, startSession } from '@taper/api';
import { numberHabit, type Harness } from './harness';

export interface Actor {
  id: number;
  email: string;
  token: string;
  habitIds: number[];
  entryIds: number[];
}

export class FuzzWorld {
  readonly deadTokens: string[] = [];

  private constructor(
    readonly h: Harness,
    public admin: Actor,
    public user: Actor,
  ) {}

  /** Signs up the admin (the first user) and the user, each with a habit and an entry. */
  static async create(h: Harness): Promise<FuzzWorld> {
    const admin = await makeActor(h, 'admin@example.com');
    const user = await makeActor(h, 'user@example.com');
    return new FuzzWorld(h, admin, user);
  }

  /** After an accepted write: put the two actors back (admin stays admin, sessions alive, ids fresh). */
  async restore(): Promise<void> {
    const { h, deadTokens } = this;
    const db = h.testDb.db;
    // An accepted DELETE /api/auth/user removed an actor with its data: it signs up again.
    const alive = async (actor: Actor) =>
      (await db.selectFrom('users').select('id').where('id', '=', actor.id).executeTakeFirst()) !==
      undefined;
    if (!(await alive(this.admin))) this.admin = await makeActor(h, this.admin.email);
    if (!(await alive(this.user))) this.user = await makeActor(h, this.user.email);
    await db.updateTable('users').set({ role: 'ADMIN' }).where('id', '=', this.admin.id).execute();
    await db.updateTable('users').set({ role: 'USER' }).where('id', '=', this.user.id).execute();
    for (const actor of [this.admin, this.user]) {
      // The session is alive when its hash is still in the table (cheaper than a request).
      const session = await db
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', hashToken(actor.token))
        .executeTakeFirst();
      if (!session) {
        deadTokens.push(actor.token);
        actor.token = await startSession(db, actor.id, new Date());
      }
      const row = await db
        .selectFrom('users')
        .select('email')
        .where('id', '=', actor.id)
        .executeTakeFirstOrThrow();
      actor.email = row.email;
      let habits = await db
        .selectFrom('habits')
        .select('id')
        .where('userId', '=', actor.id)
        .execute();
      if (habits.length === 0) {
        await h.rest('POST', '/api/habits', { token: actor.token, body: numberHabit });
        habits = await db
          .selectFrom('habits')
          .select('id')
          .where('userId', '=', actor.id)
          .execute();
      }
      actor.habitIds = habits.map((habit) => habit.id);
      let entries = await db
        .selectFrom('habitEntries')
        .select('id')
        .where('userId', '=', actor.id)
        .execute();
      if (entries.length === 0) {
        await h.rest('POST', `/api/habits/${String(actor.habitIds[0])}/entries`, {
          token: actor.token,
          body: { date: '2025-01-10', actualValue: 1 },
        });
        entries = await db
          .selectFrom('habitEntries')
          .select('id')
          .where('userId', '=', actor.id)
          .execute();
      }
      actor.entryIds = entries.map((entry) => entry.id);
    }
  }
}

/** Signs `email` up with a habit and one entry of it. */
async function makeActor(h: Harness, email: string): Promise<Actor> {
  const { token, id } = await h.signup(email);
  const habit = await h.rest('POST', '/api/habits', {
    token,
    body: { ...numberHabit, name: `${email} habit` },
  });
  const habitId = habit.json<{ id: number }>().id;
  const entry = await h.rest('POST', `/api/habits/${habitId}/entries`, {
    token,
    body: { date: '2025-01-10', actualValue: 1 },
  });
  return { id, email, token, habitIds: [habitId], entryIds: [entry.json<{ id: number }>().id] };
}

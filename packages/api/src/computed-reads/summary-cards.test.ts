import {
  createHabit,
  deleteEntry,
  listEntriesForHabit,
  upsertEntry,
  writeGoalVersions,
  writeHabitGoal,
  type HabitRow,
} from '@taper/db';
import { describeEngines, makeUser } from '@taper/db/testing';
import { addDays, type Goal, type Summary } from '@taper/domain';
import * as rules from '@taper/domain/rules';
import { expect, test, vi } from 'vitest';
import { computeSummary, type SummaryRead } from './calls';
import { HabitHistories, KEPT_CARD_WEIGHT } from './habit-histories';
import { cardKey } from './summary-cards';

vi.mock('@taper/domain/rules', { spy: true });

const goal = (dailyGoal: number): Goal => ({
  goalType: 'number',
  goalSchedule: 'daily',
  dailyGoal,
});

describeEngines('the summary keeps each card', (ctx) => {
  /** A user with three number habits created on 5 March 2026 at 02:00 UTC, each logged since. */
  async function seed() {
    const user = await makeUser(ctx.db);
    const habits: HabitRow[] = [];
    for (const name of ['Coffee', 'Wine', 'Sugar']) {
      const habit = await createHabit(ctx.db, user.id, {
        createdOn: '2026-03-05',
        name,
        goal: goal(3),
      });
      // Created at 02:00 UTC: the day before in New York, or with a day that ends at 03:00.
      await ctx.db
        .updateTable('habits')
        .set({ createdAt: new Date('2026-03-05T02:00:00Z') })
        .where('id', '=', habit.id)
        .execute();
      for (let day = 0; day < 4; day += 1) {
        await upsertEntry(ctx.db, {
          habitId: habit.id,
          userId: user.id,
          date: addDays('2026-03-05', day),
          performance: day % 2 === 0 ? 'success' : 'over',
          actualValue: day % 2 === 0 ? 2 : 5,
        });
      }
      habits.push(habit);
    }
    const call: SummaryRead = {
      kind: 'summary',
      user: { id: user.id, timezone: 'UTC', dayEndsAtHour: 0, weekStart: 'monday', locale: 'en' },
      today: '2026-03-10',
    };
    return { user, habits, call };
  }

  /**
   * The summary as this server answers it from its kept cards, checked against a server with
   * nothing kept (another handle keeps its own), with how many cards it computed.
   */
  async function summary(call: SummaryRead): Promise<{ answer: Summary; computed: number }> {
    vi.mocked(rules.recordCard).mockClear();
    const answer = await computeSummary(ctx.db, call);
    const computed = vi.mocked(rules.recordCard).mock.calls.length;
    const fresh = ctx.openAnother();
    try {
      expect(answer).toEqual(await computeSummary(fresh.db, call));
    } finally {
      await fresh.close();
    }
    return { answer, computed };
  }

  /** A result written as the entry service writes it. */
  const logResult = (
    userId: number,
    habitId: number,
    date: string,
    performance: Parameters<typeof upsertEntry>[1]['performance'],
    actualValue: number,
  ) => upsertEntry(ctx.db, { habitId, userId, date, performance, actualValue });

  test('a card is computed again only when its habit, goals or entries, the settings or the day change', async () => {
    const { user, habits, call } = await seed();
    const [coffee, wine, sugar] = habits.map((habit) => habit.id) as [number, number, number];
    let last = await summary(call);
    expect(last.computed).toBe(3);
    // What changed must show (so a stale card would be caught) and compute only the cards named.
    const expectChange = async (change: SummaryRead, computed: number) => {
      const next = await summary(change);
      expect(next.answer).not.toEqual(last.answer);
      expect(next.computed).toBe(computed);
      last = next;
    };

    const again = await summary(call);
    expect(again.computed).toBe(0);
    expect(again.answer).toEqual(last.answer);

    // A log of today.
    await logResult(user.id, wine, '2026-03-10', 'over', 9);
    await expectChange(call, 1);

    // A log of yesterday, which the check-in asked for.
    expect(last.answer.yesterday.unloggedHabitIds).toEqual([coffee, wine, sugar]);
    await logResult(user.id, sugar, '2026-03-09', 'success', 1);
    await expectChange(call, 1);
    expect(last.answer.yesterday.unloggedHabitIds).toEqual([coffee, wine]);

    // An edit of a past day.
    await logResult(user.id, coffee, '2026-03-06', 'success', 1);
    await expectChange(call, 1);

    // A delete.
    const [first] = await listEntriesForHabit(ctx.db, user.id, wine);
    await deleteEntry(ctx.db, user.id, first!.id);
    await expectChange(call, 1);

    // A goal change as the goal service writes it: the habit's last goal and its versions.
    const versions = [
      { effectiveFrom: '2026-03-05', goal: goal(3) },
      { effectiveFrom: '2026-03-10', goal: goal(1) },
    ];
    await writeGoalVersions(ctx.db, user.id, coffee, versions);
    await writeHabitGoal(ctx.db, { id: coffee, userId: user.id }, goal(1), undefined, new Date());
    await expectChange(call, 1);

    // A goal version alone (an earlier step of the history), the habit's row as it was.
    await writeGoalVersions(ctx.db, user.id, coffee, [
      { effectiveFrom: '2026-03-05', goal: goal(4) },
      versions[1]!,
    ]);
    await expectChange(call, 1);

    // An edit of the habit's row alone (what a past day without an entry counts as: yesterday's).
    await ctx.db
      .updateTable('habits')
      .set({ unloggedDays: 'zero' })
      .where('id', '=', wine)
      .execute();
    await expectChange(call, 1);
    expect(last.answer.yesterday.unloggedHabitIds).toEqual([coffee]);

    // Each setting of the user's that places or names their days, and a new day.
    const changes: SummaryRead[] = [
      { ...call, user: { ...call.user, timezone: 'America/New_York' } },
      { ...call, user: { ...call.user, dayEndsAtHour: 3 } },
      { ...call, user: { ...call.user, weekStart: 'sunday' } },
      { ...call, user: { ...call.user, locale: 'de' } },
      { ...call, today: '2026-03-11' },
    ];
    for (const change of changes) {
      await expectChange(change, 3);
      // Back to the settings as they were: computed again, not served from the other settings.
      await expectChange(call, 3);
    }
  });

  test('a card computed from entries since replaced is not kept with the newer history', async () => {
    const { user, habits, call } = await seed();
    const histories = new HabitHistories(ctx.db);
    const habit = habits[0]!;
    const row = await ctx.db
      .selectFrom('habits')
      .selectAll()
      .where('id', '=', habit.id)
      .executeTakeFirstOrThrow();
    const older = await histories.history(user.id, row);
    await upsertEntry(ctx.db, {
      habitId: habit.id,
      userId: user.id,
      date: '2026-03-10',
      performance: 'over',
      actualValue: 7,
    });
    const logged = await ctx.db
      .selectFrom('habits')
      .selectAll()
      .where('id', '=', habit.id)
      .executeTakeFirstOrThrow();
    const newer = await histories.history(user.id, logged);
    expect(newer).not.toBe(older);
    const key = cardKey(row, undefined, call.user, call.today);
    const card = { key, card: {} as never, checkIn: {} as never };
    histories.keepCard(habit.id, older, card);
    expect((await histories.history(user.id, logged)).card).toBeUndefined();
    histories.keepCard(habit.id, newer, card);
    expect((await histories.history(user.id, logged)).card).toBe(card);
  });

  test('kept cards count against the limit of what is kept', async () => {
    const { user, habits, call } = await seed();
    // Room for the three histories (four entries each) and two cards, not three.
    const histories = new HabitHistories(ctx.db, 3 * 4 + 2 * KEPT_CARD_WEIGHT);
    const rows = await ctx.db
      .selectFrom('habits')
      .selectAll()
      .where('userId', '=', user.id)
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const history = await histories.history(user.id, row);
      const key = cardKey(row, undefined, call.user, call.today);
      histories.keepCard(row.id, history, { key, card: {} as never, checkIn: {} as never });
    }
    expect(habits).toHaveLength(3);
    // The least recently used went when the third card was kept.
    expect(histories.needsWholeRead(user.id, rows[0]!)).toBe(true);
    expect(histories.needsWholeRead(user.id, rows[1]!)).toBe(false);
    expect(histories.needsWholeRead(user.id, rows[2]!)).toBe(false);
  });
});

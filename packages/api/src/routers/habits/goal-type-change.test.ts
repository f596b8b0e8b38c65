import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, numberHabit, type TestApi } from '../../testing';

interface Entry {
  date: string;
  performance: string;
  actualValue: number | null;
  levelValue: string | null;
  note: string | null;
}

const levelSettings = {
  name: 'Coffee',
  color: '#3B82F6',
  icon: 'coffee',
  goalType: 'level',
  goalSchedule: 'daily',
  levelGoal: 'low',
};

const tagsHabit = {
  name: 'Screen time',
  color: '#10B981',
  icon: 'smartphone',
  goalType: 'custom_tags',
  goalSchedule: 'daily',
  customTags: ['<1h', '1-2h', '2-3h', '3h+'],
  levelGoal: '2',
};

describe.each(availableTestEngines())('a change of goal type on %s', (engine) => {
  let t: TestApi;
  let token: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApi(engine);
    t.clock.now = new Date('2025-03-01T12:00:00Z');
    await t.signup('admin@example.com');
    token = (await t.signup('types@example.com')).token;
    other = (await t.signup('other@example.com')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const at = (day: string) => {
    t.clock.now = new Date(`${day}T12:00:00Z`);
  };
  const create = async (body: object) => {
    const res = await t.rest('POST', '/api/habits', { token, body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: number }>().id;
  };
  const entries = async (id: number) =>
    Object.fromEntries(
      (await t.rest('GET', `/api/habits/${id}/entries`, { token }))
        .json<Entry[]>()
        .map((entry) => [entry.date, entry]),
    );

  /** Results on 20 Feb and 1 March; then, on 5 March, a skipped 2 March and 4 March with a note. */
  const logNumberResults = async (id: number) => {
    for (const [date, actualValue] of [
      ['2025-02-20', 1],
      ['2025-03-01', 2],
    ] as const)
      expect(
        (await t.rest('POST', `/api/habits/${id}/entries`, { token, body: { date, actualValue } }))
          .statusCode,
      ).toBe(200);
    at('2025-03-05');
    await t.rest('POST', `/api/habits/${id}/entries`, {
      token,
      body: { date: '2025-03-02', skip: true },
    });
    await t.rest('POST', `/api/habits/${id}/entries`, {
      token,
      body: { date: '2025-03-04', actualValue: 5, note: 'a long day' },
    });
  };

  /** Any day takes a level: before the change, before the habit was made, and today. */
  const expectLevelsOnAnyDay = async (id: number) => {
    for (const [date, levelValue, performance] of [
      ['2025-03-01', 'moderate', 'over'],
      ['2025-02-10', 'none', 'success'],
      ['2025-03-05', 'low', 'success'],
    ] as const) {
      const res = await t.rest('POST', `/api/habits/${id}/entries`, {
        token,
        body: { date, levelValue },
      });
      expect(res.statusCode, `${date}: ${res.body}`).toBe(200);
      expect(res.json()).toMatchObject({ date, levelValue, performance });
    }
    const goals = (await t.rest('GET', `/api/habits/${id}/goals`, { token })).json<object[]>();
    expect(goals).toHaveLength(1);
    expect(goals[0]).toMatchObject({ goalType: 'level', levelGoal: 'low' });
  };

  /** Every figure of the habit still answers. */
  const expectEveryFigureAnswers = async (id: number) => {
    const range = 'from=2025-02-01&to=2025-03-05';
    for (const path of [
      'stats',
      'streaks',
      `strength?${range}`,
      `history?${range}&bucket=week`,
      'reduction',
      'weekdays',
    ])
      expect((await t.rest('GET', `/api/habits/${id}/${path}`, { token })).statusCode, path).toBe(
        200,
      );
    expect((await t.rest('GET', '/api/summary', { token })).statusCode).toBe(200);
  };

  it('REST: a number habit turned into a level habit takes levels on every day, past ones too', async () => {
    at('2025-03-01');
    const id = await create({ ...numberHabit, dailyGoal: 3 });
    await logNumberResults(id);

    // Said before saving, and nothing written by saying it.
    const before = await entries(id);
    const preview = await t.rest('POST', `/api/habits/${id}/settings/preview`, {
      token,
      body: levelSettings,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      startsAnew: true,
      setAsideEntries: 3,
      note: expect.stringContaining('3 results logged under the old goal type') as unknown,
    });
    expect(await entries(id)).toEqual(before);

    const saved = await t.rest('PUT', `/api/habits/${id}`, { token, body: levelSettings });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      goalType: 'level',
      levelGoal: 'low',
      goalTypeChange: { startsAnew: true, setAsideEntries: 3 },
    });

    // The old results are kept with their values and notes, as skipped days.
    const kept = await entries(id);
    expect(kept['2025-03-04']).toMatchObject({
      performance: 'skipped',
      actualValue: 5,
      note: 'a long day',
    });
    expect(kept['2025-03-01']?.performance).toBe('skipped');
    expect(kept['2025-03-02']).toMatchObject({ performance: 'skipped', actualValue: null });

    await expectLevelsOnAnyDay(id);
    await expectEveryFigureAnswers(id);

    // Back to a number: the results set aside are judged again by the number goal.
    const back = await t.rest('PUT', `/api/habits/${id}`, {
      token,
      body: { ...numberHabit, dailyGoal: 3 },
    });
    expect(back.json()).toMatchObject({ goalTypeChange: { startsAnew: true } });
    const again = await entries(id);
    expect(again['2025-03-04']).toMatchObject({ performance: 'over', actualValue: 5 });
    expect(again['2025-02-20']).toMatchObject({ performance: 'success', actualValue: 1 });
    expect(again['2025-03-02']?.performance).toBe('skipped');
  });

  it('a change that keeps the type says so and follows goalEffectiveFrom', async () => {
    at('2025-03-10');
    const id = await create({ ...numberHabit, dailyGoal: 3 });
    await t.rest('POST', `/api/habits/${id}/entries`, {
      token,
      body: { date: '2025-03-08', actualValue: 3 },
    });
    at('2025-03-12');
    const saved = await t.rest('PUT', `/api/habits/${id}`, {
      token,
      body: { ...numberHabit, dailyGoal: 2 },
    });
    expect(saved.json()).toMatchObject({
      dailyGoal: 2,
      goalTypeChange: { startsAnew: false, setAsideEntries: 0, note: null },
    });
    expect((await entries(id))['2025-03-08']?.performance).toBe('success');
  });

  it('tRPC: new tags start anew; a tag the habit no longer has is set aside', async () => {
    at('2025-03-20');
    const id = await create(tagsHabit);
    for (const [date, levelValue] of [
      ['2025-03-18', '4'],
      ['2025-03-19', '1'],
    ] as const)
      expect(
        (await t.trpc('mutation', 'entries.log', { id, date, levelValue }, token)).statusCode,
      ).toBe(200);
    const update = { ...tagsHabit, id, customTags: ['none', 'some', 'lots'], levelGoal: '1' };
    const preview = await t.trpc('mutation', 'habits.previewUpdate', update, token);
    expect(preview.json<{ result: { data: object } }>().result.data).toMatchObject({
      startsAnew: true,
      setAsideEntries: 1,
    });
    const saved = await t.trpc('mutation', 'habits.update', update, token);
    expect(saved.statusCode, saved.body).toBe(200);
    const kept = await entries(id);
    expect(kept['2025-03-18']).toMatchObject({ performance: 'skipped', levelValue: '4' });
    expect(kept['2025-03-19']).toMatchObject({ performance: 'success', levelValue: '1' });
    // A backfill on the calendar with the new tags.
    const backfill = await t.trpc(
      'mutation',
      'entries.log',
      { id, date: '2025-03-14', levelValue: '3' },
      token,
    );
    expect(backfill.statusCode, backfill.body).toBe(200);
    expect(backfill.json<{ result: { data: object } }>().result.data).toMatchObject({
      performance: 'over',
    });
  });

  it("refuses another user's habit and bad settings in the preview as the save does", async () => {
    at('2025-03-25');
    const id = await create({ ...numberHabit, dailyGoal: 3 });
    for (const [who, body, status] of [
      [other, levelSettings, 404],
      [token, { ...levelSettings, levelGoal: 'lots' }, 400],
      [token, { ...numberHabit, dailyGoal: -1 }, 400],
    ] as const) {
      const preview = await t.rest('POST', `/api/habits/${id}/settings/preview`, {
        token: who,
        body,
      });
      const save = await t.rest('PUT', `/api/habits/${id}`, { token: who, body });
      expect([preview.statusCode, save.statusCode], preview.body).toEqual([status, status]);
      expect(preview.json<{ message: string }>().message).toBe(
        save.json<{ message: string }>().message,
      );
    }
    expect((await t.rest('GET', `/api/habits/${id}`, { token })).json()).toMatchObject({
      goalType: 'number',
      dailyGoal: 3,
    });
  });
});

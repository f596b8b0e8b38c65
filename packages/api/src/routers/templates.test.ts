import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Template, TemplateDraftAnswer } from '@taper/domain';
import {
  availableTestEngines,
  createTestApiWithTwoUsers,
  type TestApi,
  type TwoUsers,
} from '../testing';

/** Each template's answers, as a person gives them. */
const ANSWERS = {
  coffee: { amount: 5, price: 3.2, pace: 'gently' },
  alcohol: { amount: 18, price: 6.5, pace: 'steadily' },
  alcohol_units: { amount: 14, price: 2.4, measure: 'units', pace: 'gently' },
  cigarettes: { amount: 15, packSize: 20, price: 12.5, pace: 'quickly' },
  screen_time: { amount: 240, pace: 'gently' },
  sugar: { amount: 4, price: 1.1, pace: 'quickly' },
  spending: { amount: 120, pace: 'steadily' },
} as const;
/** The unit each draft is counted in: alcohol in drinks, or in units when the user says so. */
const EXPECTED_UNIT = {
  coffee: 'cups',
  alcohol: 'drinks',
  alcohol_units: 'units',
  cigarettes: 'cigarettes',
  screen_time: 'min',
  sugar: 'treats',
  spending: null,
};
const EXPECTED_COST = {
  coffee: 3.2,
  alcohol: 6.5,
  alcohol_units: 2.4,
  cigarettes: 0.63,
  screen_time: null,
  sugar: 1.1,
  spending: 1,
};

describe.each(availableTestEngines())('templates, on %s', (engine) => {
  let t: TestApi;
  let users: TwoUsers;
  beforeAll(async () => {
    const made = await createTestApiWithTwoUsers(engine);
    t = made.t;
    users = made;
  });
  afterAll(async () => {
    await t.close();
  });

  const draft = (id: string, answers: unknown, token = users.token) =>
    t.rest('POST', `/api/templates/${id}/draft`, { token, body: { answers } });

  it('GET /api/templates lists them with their questions, in REST and tRPC alike', async () => {
    const rest = await t.rest('GET', '/api/templates', { token: users.token });
    expect(rest.statusCode).toBe(200);
    const list = rest.json<Template[]>();
    expect(list.map((template) => template.name)).toEqual([
      'Coffee',
      'Alcohol',
      'Cigarettes',
      'Screen time',
      'Sugar and sweets',
      'Spending',
      'Something else',
    ]);
    expect(list[0]?.questions.map((question) => question.id)).toEqual(['amount', 'price', 'pace']);
    const trpc = await t.trpc('query', 'templates.list', undefined, users.token);
    expect(trpc.json<{ result: { data: unknown } }>().result.data).toEqual(list);
    expect((await t.rest('GET', '/api/templates')).statusCode).toBe(401);
  });

  it("speaks the caller's language", async () => {
    await t.rest('PUT', '/api/auth/user', { token: users.otherToken, body: { locale: 'fr' } });
    const list = (await t.rest('GET', '/api/templates', { token: users.otherToken })).json<
      Template[]
    >();
    expect(list[0]?.name).toBe('Café');
    const refused = await draft('coffee', { amount: 0, pace: 'gently' }, users.otherToken);
    expect(refused.json<{ message: string }>().message).toBe(
      'Veuillez saisir un nombre entier de 1 à 100 pour ‘Tasses par jour, d’habitude’',
    );
    // An answer of the wrong kind, in the language too (the API's own values stay as they are).
    const wrongKind = await draft('coffee', { amount: 'cinq', pace: 'gently' }, users.otherToken);
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json<{ message: string }>().message).toBe(
      'La quantité habituelle est un nombre, par exemple 5',
    );
    const pace = await draft('coffee', { amount: 5, pace: 'vite' }, users.otherToken);
    expect(pace.json<{ message: string }>().message).toBe(
      'Le rythme est gently, steadily ou quickly',
    );
  });

  it.each(Object.entries(ANSWERS))(
    '%s: a plan never looser than the amount; baseline, unit and cost as entered; it creates',
    async (name, answers) => {
      const id = name.replace(/_units$/, '');
      const rest = await draft(id, answers);
      expect(rest.statusCode, rest.body).toBe(200);
      const body = rest.json<TemplateDraftAnswer>();
      const trpc = await t.trpc('mutation', 'templates.draft', { id, answers }, users.token);
      expect(trpc.json<{ result: { data: unknown } }>().result.data).toEqual(body);

      const { habit, plan, steps } = body;
      expect(plan.startGoal).toBe(answers.amount);
      expect(Math.max(...steps.steps.map((step) => step.value))).toBeLessThanOrEqual(
        answers.amount,
      );
      const values = steps.steps.map((step) => step.value);
      expect(values).toEqual([...values].sort((a, b) => b - a));
      expect(habit.baseline).toBe(answers.amount);
      expect(habit.costPerUnit).toBe(EXPECTED_COST[name as keyof typeof EXPECTED_COST]);
      expect(habit.unit).toBe(EXPECTED_UNIT[name as keyof typeof EXPECTED_UNIT]);

      // The draft is what creating takes: the habit, then its plan, as the web sends them.
      const created = await t.rest('POST', '/api/habits', { token: users.token, body: habit });
      expect(created.statusCode, created.body).toBe(200);
      const saved = created.json<{
        id: number;
        baseline: number;
        unit: string | null;
        costPerUnit: number | null;
      }>();
      expect(saved).toMatchObject({
        baseline: habit.baseline,
        unit: habit.unit,
        costPerUnit: habit.costPerUnit,
      });
      const planned = await t.rest('PUT', `/api/habits/${String(saved.id)}/plan`, {
        token: users.token,
        body: plan,
      });
      expect(planned.statusCode, planned.body).toBe(200);
      const read = await t.rest('GET', `/api/habits/${String(saved.id)}/plan`, {
        token: users.token,
      });
      expect(read.json<{ plan: unknown }>().plan).toEqual({ ...plan });
      // Only its owner reaches it.
      const other = await t.rest('GET', `/api/habits/${String(saved.id)}/plan`, {
        token: users.otherToken,
      });
      expect(other.statusCode).toBe(404);
    },
  );

  it.each([
    [
      'coffee',
      { amount: 0, pace: 'gently' },
      'Please enter a whole number from 1 to 100 for ‘Cups a day, usually’',
    ],
    [
      'coffee',
      { amount: 2.5, pace: 'gently' },
      'Please enter a whole number from 1 to 100 for ‘Cups a day, usually’',
    ],
    ['coffee', { amount: 5, price: -1, pace: 'gently' }, /‘Price of a cup’/],
    ['cigarettes', { amount: 10, price: 12, pace: 'gently' }, /‘Cigarettes in a pack’/],
    ['coffee', { amount: 'five', pace: 'gently' }, /usual amount is a number/],
    ['coffee', { amount: 5, pace: 'fast' }, /gently, steadily or quickly/],
    ['alcohol', { amount: 5, measure: 'pints', pace: 'gently' }, /drinks or units/],
    ['other', { amount: 5, pace: 'gently' }, /fill in the full form/],
  ])('refuses %s %j with a 400 and a sentence', async (id, answers, message) => {
    const refused = await draft(id, answers);
    expect(refused.statusCode, refused.body).toBe(400);
    const body = refused.json<{ message: string; code: string }>();
    expect(body.code).toBeTruthy();
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
    expect(t.errors).toEqual([]);
  });

  it('answers an unknown template with a 404', async () => {
    const missing = await draft('tea', { amount: 5, pace: 'gently' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe('Template not found');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goalForDate } from './goals';
import { serverI18n } from './i18n/serverI18n';
import { planFor, planInputSchema } from './planInput';
import { expandPlan } from './plans';
import { habitCreateSchema } from './schemas';
import { MEASURES, PACES, TEMPLATE_IDS, TEMPLATE_SPECS, templateList } from './templates';
import { templateDraft, unitCost, type TemplateDraft } from './templateDrafts';

const en = serverI18n('en');
const today = '2026-12-03';

function draftOf(result: ReturnType<typeof templateDraft>): TemplateDraft {
  if (!result.ok) throw new Error(result.message);
  return result.draft;
}

describe('templateList', () => {
  it('lists every template, Something else last with no questions', () => {
    const list = templateList(en);
    expect(list.map((template) => template.id)).toEqual([...TEMPLATE_IDS]);
    expect(list.at(-1)).toMatchObject({ name: 'Something else', questions: [] });
  });

  it('asks each template only what it needs', () => {
    const asked = Object.fromEntries(
      templateList(en).map((template) => [template.id, template.questions.map((q) => q.id)]),
    );
    expect(asked).toEqual({
      coffee: ['amount', 'price', 'pace'],
      alcohol: ['amount', 'price', 'measure', 'pace'],
      cigarettes: ['amount', 'packSize', 'price', 'pace'],
      screen_time: ['amount', 'pace'],
      sugar: ['amount', 'price', 'pace'],
      spending: ['amount', 'pace'],
      other: [],
    });
  });

  it('speaks the caller’s language', () => {
    const coffee = templateList(serverI18n('es'))[0];
    expect(coffee?.name).toBe('Café');
    expect(coffee?.questions.at(-1)?.options.map((option) => option.label)).toEqual([
      'Con calma',
      'A buen ritmo',
      'Rápido',
    ]);
  });
});

describe('templateDraft', () => {
  it('turns 5 cups a day at 3.20, gently, into a coffee habit stepping down every two weeks', () => {
    const draft = draftOf(
      templateDraft('coffee', { amount: 5, price: 3.2, pace: 'gently' }, today, en),
    );
    expect(draft.habit).toEqual({
      name: 'Coffee',
      color: '#92400E',
      icon: 'coffee',
      goalType: 'number',
      goalSchedule: 'daily',
      dailyGoal: 5,
      budget: null,
      baseline: 5,
      unit: 'cups',
      costPerUnit: 3.2,
    });
    expect(draft.plan).toEqual({
      startGoal: 5,
      endGoal: 2,
      stepBy: 1,
      everyDays: 14,
      startDate: today,
    });
  });

  it('gives alcohol a week’s budget and cigarettes a cost per cigarette', () => {
    const alcohol = draftOf(templateDraft('alcohol', { amount: 20, pace: 'steadily' }, today, en));
    expect(alcohol.habit).toMatchObject({
      goalSchedule: 'weekly_budget',
      budget: 20,
      dailyGoal: null,
    });
    expect(alcohol.habit.costPerUnit).toBeNull();
    // Counted in drinks unless the user counts in units of alcohol.
    expect(alcohol.habit.unit).toBe('drinks');
    const inUnits = templateDraft(
      'alcohol',
      { amount: 14, measure: 'units', pace: 'gently' },
      today,
      en,
    );
    expect(draftOf(inUnits).habit).toMatchObject({ unit: 'units', baseline: 14, budget: 14 });
    const alcoholQuestion = templateList(en)
      .find((template) => template.id === 'alcohol')
      ?.questions.find((question) => question.id === 'measure');
    expect(alcoholQuestion?.options.map((option) => [option.id, option.label])).toEqual([
      ['drinks', 'Drinks'],
      ['units', 'Units of alcohol'],
    ]);
    // Only alcohol asks: elsewhere a measure changes nothing.
    const coffee = templateDraft(
      'coffee',
      { amount: 3, measure: 'units', pace: 'gently' },
      today,
      en,
    );
    expect(draftOf(coffee).habit.unit).toBe('cups');
    const smokes = templateDraft(
      'cigarettes',
      { amount: 15, packSize: 20, price: 12.5, pace: 'quickly' },
      today,
      en,
    );
    expect(draftOf(smokes).habit).toMatchObject({
      costPerUnit: 0.63,
      baseline: 15,
      unit: 'cigarettes',
    });
    expect(draftOf(smokes).plan).toMatchObject({
      startGoal: 15,
      endGoal: 0,
      stepBy: 5,
      everyDays: 7,
    });
    expect(unitCost(10, 3)).toBe(3.33);
  });

  it('counts spending in money: one unit costs one', () => {
    const draft = draftOf(templateDraft('spending', { amount: 150, pace: 'gently' }, today, en));
    expect(draft.habit).toMatchObject({ unit: null, costPerUnit: 1, budget: 150 });
  });

  it('refuses answers out of range with a sentence naming the question', () => {
    expect(templateDraft('coffee', { amount: 0, pace: 'gently' }, today, en)).toEqual({
      ok: false,
      field: 'amount',
      message: 'Please enter a whole number from 1 to 100 for ‘Cups a day, usually’',
    });
    expect(templateDraft('coffee', { amount: 2.5, pace: 'gently' }, today, en).ok).toBe(false);
    expect(templateDraft('cigarettes', { amount: 10, pace: 'gently' }, today, en)).toMatchObject({
      ok: false,
      field: 'packSize',
    });
    expect(
      templateDraft('coffee', { amount: 3, price: 1.005, pace: 'gently' }, today, en),
    ).toMatchObject({ ok: false, field: 'price' });
    expect(templateDraft('other', { amount: 3, pace: 'gently' }, today, en)).toMatchObject({
      ok: false,
      field: 'templateId',
    });
    const german = templateDraft('coffee', { amount: 0, pace: 'gently' }, today, serverI18n('de'));
    expect(german).toMatchObject({
      ok: false,
      message: 'Bitte eine ganze Zahl von 1 bis 100 für ‘Tassen am Tag, üblicherweise’ eingeben',
    });
  });

  const answers = fc.record({
    id: fc.constantFrom(...TEMPLATE_SPECS.map((spec) => spec.id)),
    amountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    price: fc.option(fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100)),
    packSize: fc.integer({ min: 1, max: 200 }),
    measure: fc.option(fc.constantFrom(...MEASURES)),
    pace: fc.constantFrom(...PACES),
  });

  it('never plans looser than the usual amount, never steps up, keeps what was entered', () => {
    fc.assert(
      fc.property(answers, ({ id, amountShare, price, packSize, measure, pace }) => {
        const spec = TEMPLATE_SPECS.find((candidate) => candidate.id === id);
        if (!spec) return;
        const amount = Math.max(1, Math.round(amountShare * spec.amountMax));
        const draft = draftOf(
          templateDraft(id, { amount, price, packSize, measure, pace }, today, en),
        );
        const steps = expandPlan(habitCreateSchema.parse(draft.habit).goal, draft.plan).map(
          (version) =>
            'budget' in version.goal
              ? version.goal.budget
              : Number(goalForDate(version.goal, today)),
        );
        expect(Math.max(...steps)).toBeLessThanOrEqual(amount);
        steps.forEach((value, index) => {
          if (index > 0) expect(value).toBeLessThanOrEqual(steps[index - 1] ?? Infinity);
        });
        expect(draft.habit.baseline).toBe(amount);
        if (spec.price && price !== null)
          expect(draft.habit.costPerUnit).toBe(unitCost(price, spec.packSize ? packSize : null));
        if (!spec.price && !spec.fixedCost) expect(draft.habit.costPerUnit).toBeNull();
        // Creation takes the draft as it is: the habit and its plan pass the API's own schemas.
        const habit = habitCreateSchema.safeParse(draft.habit);
        expect(habit.success).toBe(true);
        const plan = planInputSchema.parse(draft.plan);
        if (habit.success) expect(planFor(habit.data.goal, plan).ok).toBe(true);
      }),
    );
  });
});

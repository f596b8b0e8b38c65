import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Template, TemplateDraftAnswer } from '@taper/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render';
import { CreateHabitScreen } from '../CreateHabitScreen';

const PACE = {
  id: 'pace',
  label: 'How fast to cut down',
  kind: 'choice',
  required: true,
  min: 0,
  max: 0,
  options: [
    { id: 'gently', label: 'Gently', description: 'A small step every two weeks' },
    { id: 'steadily', label: 'Steadily', description: 'A step every week' },
    { id: 'quickly', label: 'Quickly', description: 'A bigger step every week' },
  ],
} as const;
const TEMPLATES: Template[] = [
  {
    id: 'coffee',
    name: 'Coffee',
    description: 'Cups a day',
    icon: 'coffee',
    color: '#92400E',
    unit: 'cups',
    goalSchedule: 'daily',
    questions: [
      {
        id: 'amount',
        label: 'Cups a day, usually',
        kind: 'count',
        required: true,
        min: 1,
        max: 100,
        options: [],
      },
      {
        id: 'price',
        label: 'Price of a cup',
        kind: 'money',
        required: false,
        min: 0,
        max: 1e6,
        options: [],
      },
      { ...PACE, options: [...PACE.options] },
    ],
  },
  {
    id: 'other',
    name: 'Something else',
    description: 'Your own habit, from the full form',
    icon: null,
    color: null,
    unit: null,
    goalSchedule: null,
    questions: [],
  },
];
const ALCOHOL: Template = {
  id: 'alcohol',
  name: 'Alcohol',
  description: 'Drinks or units a week, as a budget',
  icon: 'beer',
  color: '#B45309',
  unit: 'drinks',
  goalSchedule: 'weekly_budget',
  questions: [
    {
      id: 'amount',
      label: 'Drinks or units a week, usually',
      kind: 'count',
      required: true,
      min: 1,
      max: 700,
      options: [],
    },
    {
      id: 'measure',
      label: 'Count in',
      kind: 'choice',
      required: false,
      min: 0,
      max: 0,
      options: [
        { id: 'drinks', label: 'Drinks', description: 'A glass, a can or a bottle is one' },
        {
          id: 'units',
          label: 'Units of alcohol',
          description: '10 ml of pure alcohol is one unit',
        },
      ],
    },
    { ...PACE, options: [...PACE.options] },
  ],
};
const DRAFT: TemplateDraftAnswer = {
  habit: {
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
  },
  plan: { startGoal: 5, endGoal: 2, stepBy: 1, everyDays: 14, startDate: '2025-03-15' },
  steps: {
    steps: [5, 4, 3, 2].map((value, index) => ({
      date: `2025-0${String(3 + index)}-15`,
      dateLabel: `15 ${['Mar', 'Apr', 'May', 'Jun'][index] ?? ''}`,
      value,
      label: String(value),
      isToday: index === 0,
    })),
    next: 'Next: 4 on 29 Mar',
  },
};

const askDraft = vi.fn();
const save = vi.fn();
let draftData: TemplateDraftAnswer | undefined;
let templatesState: { data?: Template[]; isPending: boolean; isError: boolean } = {
  data: TEMPLATES,
  isPending: false,
  isError: false,
};
vi.mock('../../../hooks/templates', () => ({
  useTemplates: () => ({ ...templatesState, refetch: vi.fn() }),
  useTemplateDraft: () => ({
    mutate: askDraft,
    reset: vi.fn(),
    data: draftData,
    error: null,
    isPending: false,
  }),
  useCreateFromDraft: () => ({ save, pending: false }),
}));
vi.mock('../../../hooks/habits', () => ({
  useCreateHabit: () => ({ mutate: vi.fn(), isPending: false }),
  useSetPlan: () => ({ mutateAsync: vi.fn(), isPending: false }),
  useHabits: () => ({ data: [], isLoading: false }),
  useActiveHabits: () => ({ data: [], isLoading: false }),
}));
vi.mock('../../../hooks/push', () => ({
  usePushDevice: () => ({ state: { kind: 'off' }, subscribe: vi.fn() }),
}));
vi.mock('../../../hooks/icons', () => ({ useIcons: () => ({ data: [], isLoading: false }) }));
vi.mock('../../../hooks/plan-preview', () => ({ usePlanPreview: () => undefined }));
vi.mock('../../../hooks/auth', () => ({ useLogout: () => ({ mutate: vi.fn() }) }));
vi.mock('../../../hooks/groups', () => ({ useGroups: () => ({ data: [] }) }));

describe('Create from a template', () => {
  beforeEach(() => {
    askDraft.mockReset();
    save.mockReset();
    draftData = undefined;
    templatesState = { data: TEMPLATES, isPending: false, isError: false };
  });

  it('offers the templates as cards above the full form', () => {
    renderScreen(<CreateHabitScreen />);
    expect(screen.getByRole('button', { name: /^Coffee/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Something else/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Habit' })).toBeInTheDocument();
  });

  it('takes one Tab stop for all the cards, walked with the arrow keys', async () => {
    renderScreen(<CreateHabitScreen />);
    const toolbar = screen.getByRole('toolbar', { name: /template|start/i });
    const cards = within(toolbar).getAllByRole('button');
    expect(cards.map((card) => card.tabIndex)).toEqual([0, -1]);
    cards[0]?.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(cards[1]).toHaveFocus();
    expect(cards.map((card) => card.tabIndex)).toEqual([-1, 0]);
    await userEvent.keyboard('{ArrowRight}');
    expect(cards[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(cards[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(cards[1]).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks only the template’s questions by keyboard and sends the answers to the server', async () => {
    renderScreen(<CreateHabitScreen />);
    await userEvent.click(screen.getByRole('button', { name: /^Coffee/ }));
    expect(screen.queryByRole('button', { name: 'Create Habit' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Cups a day, usually'), '5');
    await userEvent.type(screen.getByLabelText('Price of a cup (EUR)'), '3,20');
    await userEvent.click(screen.getByRole('radio', { name: /^Gently/ }));
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Show my plan' }));
    expect(askDraft).toHaveBeenLastCalledWith({
      id: 'coffee',
      answers: { amount: 5, price: 3.2, pace: 'gently' },
    });
  });

  it('asks alcohol what it is counted in, drinks unless units are chosen', async () => {
    templatesState = { data: [ALCOHOL, ...TEMPLATES], isPending: false, isError: false };
    renderScreen(<CreateHabitScreen />);
    await userEvent.click(screen.getByRole('button', { name: /^Alcohol/ }));
    expect(screen.getByRole('radio', { name: /^Drinks/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Gently/ })).toBeChecked();
    await userEvent.type(screen.getByLabelText('Drinks or units a week, usually'), '14');
    await userEvent.click(screen.getByRole('button', { name: 'Show my plan' }));
    expect(askDraft).toHaveBeenLastCalledWith({
      id: 'alcohol',
      answers: { amount: 14, measure: 'drinks', pace: 'gently' },
    });
    await userEvent.click(screen.getByRole('radio', { name: /^Units of alcohol/ }));
    await userEvent.click(screen.getByRole('radio', { name: /^Steadily/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Show my plan' }));
    expect(askDraft).toHaveBeenLastCalledWith({
      id: 'alcohol',
      answers: { amount: 14, measure: 'units', pace: 'steadily' },
    });
  });

  it('shows the goal, baseline, cost and steps the server worked out, and creates them', async () => {
    draftData = DRAFT;
    save.mockResolvedValue({ id: 9 });
    renderScreen(<CreateHabitScreen />, { path: '/create-habit?template=coffee' });
    expect(screen.getByText('Goal: at most 5 cups a day')).toBeInTheDocument();
    expect(screen.getByText('I used to have 5 cups a day')).toBeInTheDocument();
    expect(screen.getByText('Cost per unit: €3.20')).toBeInTheDocument();
    expect(screen.getByText('The plan steps down from 5 to 2.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Plan steps' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Create habit' }));
    expect(save).toHaveBeenCalledWith(DRAFT, expect.any(Function));
  });

  it('fills in the full form from the draft', async () => {
    draftData = DRAFT;
    renderScreen(<CreateHabitScreen />, { path: '/create-habit?template=coffee' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit the full form instead' }));
    expect(screen.getByPlaceholderText('e.g. Coffee, Screen Time, Alcohol')).toHaveValue('Coffee');
    expect(screen.getByRole('spinbutton', { name: 'Daily Goal' })).toHaveValue(5);
    expect(screen.getByLabelText('Unit')).toHaveValue('cups');
  });

  it('says when the templates cannot load, with a retry', () => {
    templatesState = { isPending: false, isError: true };
    renderScreen(<CreateHabitScreen />);
    expect(screen.getByRole('alert')).toHaveTextContent('The templates could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

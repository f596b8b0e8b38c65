import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { habit } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { ManageScreen } from './ManageScreen';

const update = vi.fn();
const remove = vi.fn(() => Promise.resolve());
const restore = vi.fn(() => Promise.resolve());
const reorder = vi.fn();
const archive = vi.fn(() => Promise.resolve());
let habits = [
  habit(),
  habit({
    id: 8,
    name: 'Screen Time',
    goal: { goalType: 'level', goalSchedule: 'daily', levelGoal: 'moderate' },
  }),
];
vi.mock('../../hooks/habits', () => ({
  useHabits: () => ({ data: habits, isLoading: false }),
  useActiveHabits: () => ({ data: habits.filter((h) => !h.archived), isLoading: false }),
  useReorderHabits: () => ({ mutate: reorder }),
  useArchiveHabit: () => ({ mutateAsync: archive, pending: false }),
  useUpdateHabit: () => ({ mutate: update, isPending: false, variables: undefined }),
  useDeleteHabit: () => ({ remove, restore }),
}));
vi.mock('../../hooks/icons', () => ({ useIcons: () => ({ data: [], isLoading: false }) }));
vi.mock('../../hooks/auth', () => ({ useLogout: () => ({ mutate: vi.fn() }) }));
const createGroup = vi.fn();
vi.mock('../../hooks/groups', () => ({
  useGroups: () => ({
    data: [
      {
        id: 5,
        name: 'Alcohol',
        color: null,
        position: 1,
        collapsed: false,
        budget: { period: 'week', limit: 14 },
      },
    ],
  }),
  useCreateGroup: () => ({ mutate: createGroup, isPending: false }),
  useUpdateGroup: () => ({ mutate: vi.fn() }),
  useReorderGroups: () => ({ reorder: vi.fn(() => Promise.resolve()) }),
  useGroupDeleteCalls: () => ({ remove: vi.fn(), recreate: vi.fn() }),
}));

describe('Manage Habits', () => {
  beforeEach(() => {
    update.mockReset();
    remove.mockClear();
    restore.mockClear();
    reorder.mockReset();
    archive.mockClear();
    habits = [
      habit(),
      habit({
        id: 8,
        name: 'Screen Time',
        goal: { goalType: 'level', goalSchedule: 'daily', levelGoal: 'moderate' },
      }),
    ];
  });

  it('shows each goal description', () => {
    renderScreen(<ManageScreen />);
    expect(screen.getByText('Goal: 2 daily')).toBeInTheDocument();
    expect(screen.getByText('Goal: moderate level daily')).toBeInTheDocument();
  });

  it('renames on Enter', async () => {
    renderScreen(<ManageScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename Coffee' }));
    const input = screen.getByRole('textbox', { name: 'Rename Coffee' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Espresso{Enter}');
    expect(update).toHaveBeenCalledWith({ id: 7, name: 'Espresso' }, expect.anything());
  });

  it('cancels on Escape and on a blank name', async () => {
    renderScreen(<ManageScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename Coffee' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Rename Coffee' }), 'X{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Rename Coffee' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rename Coffee' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Rename Coffee' }));
    await userEvent.keyboard('{Enter}');
    expect(update).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Rename Coffee' })).toBeInTheDocument();
  });

  it('asks before deleting, with SPEC’s text', async () => {
    renderScreen(<ManageScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Coffee' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete Habit');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete "Coffee"? This will also delete all entries for this habit. This action cannot be undone.',
    );
    // Beside SPEC's sentence, the truth about the toast's Undo.
    expect(dialog).toHaveTextContent(
      'Undo in the message that follows brings the habit back with all its entries.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    // Deleted on the server at once; Undo restores it there.
    expect(await screen.findByText('Habit deleted')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith(7);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Habit restored')).toBeInTheDocument();
    expect(restore).toHaveBeenCalledWith(7);
  });

  it('moves a habit with Move up and Move down, saying where it went', async () => {
    renderScreen(<ManageScreen />);
    expect(screen.getByRole('button', { name: 'Move up Coffee' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down Screen Time' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move down Coffee' }));
    expect(reorder).toHaveBeenCalledWith({ ids: [8, 7] }, expect.anything());
    expect(screen.getByText('Coffee moved to position 2 of 2.')).toHaveAttribute('role', 'status');
    await userEvent.click(screen.getByRole('button', { name: 'Move up Screen Time' }));
    expect(reorder).toHaveBeenLastCalledWith({ ids: [8, 7] }, expect.anything());
    expect(screen.getByRole('button', { name: 'Drag to reorder: Coffee' })).toBeInTheDocument();
  });

  it('archives, and lists archived habits under Archived with Unarchive and no moves', async () => {
    habits = [habit(), habit({ id: 8, name: 'Wine', archived: true })];
    renderScreen(<ManageScreen />);
    const archived = screen.getByRole('region', { name: 'Archived' });
    expect(archived).toHaveTextContent('Wine');
    expect(archived).not.toHaveTextContent('Coffee');
    expect(screen.queryByRole('button', { name: 'Move up Wine' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unarchive Wine' }));
    expect(archive).toHaveBeenCalledWith(8, false);
    expect(await screen.findByText('Habit unarchived')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Archive Coffee' }));
    expect(archive).toHaveBeenLastCalledWith(7, true);
    expect(await screen.findByText('Habit archived')).toBeInTheDocument();
  });

  it('has an empty state', () => {
    habits = [];
    renderScreen(<ManageScreen />);
    expect(
      screen.getByText('No habits yet. Create your first habit to get started!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create First Habit' })).toBeInTheDocument();
  });

  it('adds a group with its budget, and moves a habit into it by keyboard', async () => {
    renderScreen(<ManageScreen />);
    expect(screen.getByText('At most 14 units a week')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Group name' }), 'Sugar');
    await userEvent.click(screen.getByRole('button', { name: 'Add Group' }));
    expect(createGroup).toHaveBeenCalledWith(
      { name: 'Sugar', budget: { period: 'week', limit: 14 } },
      expect.anything(),
    );
    const into = screen.getByRole('combobox', { name: 'Move a habit into Alcohol' });
    const first = habits.find((h) => !h.archived)!;
    await userEvent.selectOptions(into, first.name);
    expect(update).toHaveBeenCalledWith(
      { id: first.id, name: first.name, groupId: 5 },
      expect.anything(),
    );
  });
});

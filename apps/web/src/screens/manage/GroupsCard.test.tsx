import type { Group } from '@taper/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { habit } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { GroupsCard } from './GroupsCard';

const updateGroup = vi.fn();
const updateHabit = vi.fn();
const reorder = vi.fn((_ids: readonly number[]) => Promise.resolve());
const remove = vi.fn((_id: number) => Promise.resolve());
const recreate = vi.fn(() => Promise.resolve(9));

const alcohol: Group = {
  id: 5,
  name: 'Alcohol',
  color: null,
  position: 1,
  collapsed: false,
  budget: { period: 'week', limit: 14 },
};
const sugar: Group = { ...alcohol, id: 6, name: 'Sugar', position: 2, budget: null };

vi.mock('../../hooks/groups', () => ({
  useGroups: () => ({ data: [alcohol, sugar] }),
  useCreateGroup: () => ({ mutate: vi.fn(), isPending: false }),
  useUpdateGroup: () => ({ mutate: updateGroup }),
  useReorderGroups: () => ({ reorder }),
  useGroupDeleteCalls: () => ({ remove, recreate }),
}));
vi.mock('../../hooks/habits', () => ({
  useUpdateHabit: () => ({ mutate: updateHabit }),
}));

const beer = habit({ id: 7, name: 'Beer', groupId: 5, countsAs: 2.3 });
const wine = habit({ id: 8, name: 'Wine', groupId: 5, countsAs: 2.1 });
const sweets = habit({ id: 10, name: 'Sweets' });

/** A field of a group's edit form (the new group form has fields of the same names). */
function editField(group: string, name: string) {
  return within(screen.getByRole('form', { name: `Editing ${group}` })).getByRole('textbox', {
    name,
  });
}

function renderCard() {
  return renderScreen(<GroupsCard habits={[beer, wine, sweets]} />);
}

describe('Manage’s groups card', () => {
  beforeEach(() => {
    for (const mock of [updateGroup, updateHabit, reorder, remove, recreate]) mock.mockClear();
  });

  it('renames a group and changes its budget and colour in place; Enter saves', async () => {
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Alcohol' }));
    const form = screen.getByRole('form', { name: 'Editing Alcohol' });
    const name = within(form).getByRole('textbox', { name: 'Group name' });
    expect(name).toHaveFocus();
    await userEvent.clear(name);
    await userEvent.type(name, 'Drinks');
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Budget' }),
      'Per month',
    );
    const limit = within(form).getByRole('textbox', { name: 'Limit (units)' });
    await userEvent.clear(limit);
    await userEvent.type(limit, '40,5');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Colour' }), 'Red');
    await userEvent.type(limit, '{Enter}');
    expect(updateGroup).toHaveBeenCalledWith(
      { id: 5, name: 'Drinks', budget: { period: 'month', limit: 40.5 }, color: '#EF4444' },
      expect.anything(),
    );
    expect(screen.queryByRole('form', { name: 'Editing Alcohol' })).not.toBeInTheDocument();
    // Focus comes back to the row's Edit button.
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Edit Alcohol' })).toHaveFocus();
    });
  });

  it('says a saved edit in a toast', async () => {
    updateGroup.mockImplementationOnce(
      (_input: unknown, options: { onSuccess: (group: Group) => void }) => {
        options.onSuccess({ ...alcohol, name: 'Drinks' });
      },
    );
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Alcohol' }));
    const name = editField('Alcohol', 'Group name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Drinks{Enter}');
    expect(await screen.findByText('Group Drinks saved')).toBeInTheDocument();
  });

  it('cancels on Escape, saves nothing, and gives focus back to Edit', async () => {
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Sugar' }));
    await userEvent.type(editField('Sugar', 'Group name'), 'XYZ{Escape}');
    expect(screen.queryByRole('form', { name: 'Editing Sugar' })).not.toBeInTheDocument();
    expect(updateGroup).not.toHaveBeenCalled();
    expect(screen.getByText('Sugar', { selector: '[data-group-name]' })).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Edit Sugar' })).toHaveFocus();
    });
  });

  it('keeps the form open, saying why, for a blank name or a limit that is no number', async () => {
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Alcohol' }));
    await userEvent.clear(editField('Alcohol', 'Group name'));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Please enter a group name')).toBeInTheDocument();
    await userEvent.type(editField('Alcohol', 'Group name'), 'Drinks');
    const limit = editField('Alcohol', 'Limit (units)');
    await userEvent.clear(limit);
    await userEvent.type(limit, 'lots{Enter}');
    expect(screen.getByText('The limit is a number, 0 or more')).toBeInTheDocument();
    expect(updateGroup).not.toHaveBeenCalled();
  });

  it('saves nothing when nothing changed', async () => {
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Alcohol' }));
    await userEvent.keyboard('{Enter}');
    expect(updateGroup).not.toHaveBeenCalled();
  });

  it('moves a habit to another group, or out of every group, with its select', async () => {
    renderCard();
    const members = screen.getByRole('list', { name: 'Habits in Alcohol' });
    expect(members).toHaveTextContent('Beer');
    expect(members).toHaveTextContent('Wine');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Group of Beer' }), 'Sugar');
    expect(updateHabit).toHaveBeenCalledWith(
      { id: 7, name: 'Beer', groupId: 6 },
      expect.anything(),
    );
    expect(screen.getByText('Beer moved to Sugar.')).toHaveAttribute('role', 'status');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Group of Wine' }),
      'No group',
    );
    expect(updateHabit).toHaveBeenLastCalledWith(
      { id: 8, name: 'Wine', groupId: null },
      expect.anything(),
    );
    expect(screen.getByText('Wine is in no group now.')).toBeInTheDocument();
  });

  it('orders groups with Move up and Move down, saying where one went', async () => {
    renderCard();
    expect(screen.getByRole('button', { name: 'Move up Alcohol' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move down Alcohol' }));
    expect(reorder).toHaveBeenCalledWith([6, 5]);
    expect(screen.getByText('Alcohol moved to position 2 of 2.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Drag to reorder: Sugar' })).toBeInTheDocument();
  });

  it('orders groups by keyboard drag: Space picks up, ArrowDown moves, Space drops', async () => {
    renderCard();
    const handle = screen.getByRole('button', { name: 'Drag to reorder: Alcohol' });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    // jsdom lays nothing out, so where it lands is the e2e's to check; the drop is reported.
    await waitFor(() => {
      expect(screen.getByText(/Alcohol (moved to position|was dropped)/)).toBeInTheDocument();
    });
  });

  it('deletes a group, and Undo makes it again with its habits', async () => {
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Delete group Alcohol' }));
    expect(remove).toHaveBeenCalledWith(5);
    expect(await screen.findByText('Group Alcohol deleted')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Group Alcohol is back, with its habits')).toBeInTheDocument();
    expect(recreate).toHaveBeenCalledWith(
      { name: 'Alcohol', budget: { period: 'week', limit: 14 }, position: 1 },
      [
        { id: 7, name: 'Beer' },
        { id: 8, name: 'Wine' },
      ],
    );
  });

  it('offers no Undo result when the delete was refused', async () => {
    let refuse: (error: Error) => void = () => undefined;
    remove.mockImplementationOnce(
      () =>
        new Promise((_resolve, reject) => {
          refuse = reject;
        }),
    );
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Delete group Sugar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    refuse(new Error('gone'));
    await waitFor(() => {
      expect(screen.getByText('Failed to save the group')).toBeInTheDocument();
    });
    expect(recreate).not.toHaveBeenCalled();
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNDO_MS } from '../lib/habit-deletes';
import { habit } from '../testing/fixtures';
import { renderScreen } from '../testing/render';
import { DeleteHabitDialog } from './DeleteHabitDialog';

const remove = vi.fn<(id: number) => Promise<void>>();
vi.mock('../hooks/habits', () => ({
  useDeleteHabit: () => remove,
}));

/** Opens the dialog for Coffee. */
function open() {
  const onClose = vi.fn();
  const onDeleted = vi.fn();
  renderScreen(
    <DeleteHabitDialog
      habit={habit()}
      confirmLabel="Delete Permanently"
      onClose={onClose}
      onDeleted={onDeleted}
    />,
  );
  return { onClose, onDeleted };
}

const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

describe('DeleteHabitDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    remove.mockReset();
    remove.mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is closed without a habit', () => {
    renderScreen(<DeleteHabitDialog habit={null} confirmLabel="Delete" onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('confirming closes at once, offers Undo, and deletes only when the time is up', async () => {
    const { onClose, onDeleted } = open();
    expect(await screen.findByRole('dialog')).toHaveTextContent('Delete Habit');
    await user.click(screen.getByRole('button', { name: 'Delete Permanently' }));
    expect(onClose).toHaveBeenCalled();
    expect(onDeleted).toHaveBeenCalled();
    expect(await screen.findByText('Habit deleted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(UNDO_MS);
    });
    expect(remove).toHaveBeenCalledWith(7);
  });

  it('Undo keeps the habit', async () => {
    open();
    await user.click(await screen.findByRole('button', { name: 'Delete Permanently' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Habit restored')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(UNDO_MS * 2);
    });
    expect(remove).not.toHaveBeenCalled();
  });

  it('shows the failure toast when the server refuses', async () => {
    remove.mockRejectedValue(new Error('500: down'));
    open();
    await user.click(await screen.findByRole('button', { name: 'Delete Permanently' }));
    act(() => {
      vi.advanceTimersByTime(UNDO_MS);
    });
    expect(await screen.findByText('Failed to delete habit')).toBeInTheDocument();
  });

  it('closes on Cancel without deleting', async () => {
    const { onClose } = open();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(UNDO_MS);
    });
    expect(remove).not.toHaveBeenCalled();
  });
});

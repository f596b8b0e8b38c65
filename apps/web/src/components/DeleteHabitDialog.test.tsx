import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { habit } from '../testing/fixtures';
import { renderScreen } from '../testing/render';
import { DeleteHabitDialog } from './DeleteHabitDialog';

const remove = vi.fn();
vi.mock('../hooks/habits', () => ({
  useDeleteHabit: () => ({ mutate: remove, isPending: false }),
}));

describe('DeleteHabitDialog', () => {
  beforeEach(() => {
    remove.mockReset();
  });

  it('is closed without a habit', () => {
    renderScreen(<DeleteHabitDialog habit={null} confirmLabel="Delete" onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes on confirm, then closes and says it is done', async () => {
    remove.mockImplementation((_v: unknown, opts: { onSuccess: () => void }) => {
      opts.onSuccess();
    });
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
    expect(await screen.findByRole('dialog')).toHaveTextContent('Delete Habit');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Permanently' }));
    expect(remove).toHaveBeenCalledWith({ id: 7 }, expect.anything());
    expect(onClose).toHaveBeenCalled();
    expect(onDeleted).toHaveBeenCalled();
  });

  it('closes with the failure toast when the server refuses', async () => {
    remove.mockImplementation((_v: unknown, opts: { onError: (e: unknown) => void }) => {
      opts.onError(new Error('x'));
    });
    const onClose = vi.fn();
    const onDeleted = vi.fn();
    renderScreen(
      <DeleteHabitDialog
        habit={habit()}
        confirmLabel="Delete"
        onClose={onClose}
        onDeleted={onDeleted}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onClose).toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(await screen.findByText('Failed to delete habit')).toBeInTheDocument();
  });

  it('closes on Cancel without deleting', async () => {
    const onClose = vi.fn();
    renderScreen(<DeleteHabitDialog habit={habit()} confirmLabel="Delete" onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { habit } from '../testing/fixtures';
import { renderScreen } from '../testing/render';
import { DeleteHabitDialog } from './DeleteHabitDialog';

const remove = vi.fn<(id: number) => Promise<void>>();
const restore = vi.fn<(id: number) => Promise<void>>();
vi.mock('../hooks/habits', () => ({
  useDeleteHabit: () => ({ remove, restore }),
}));

/** Opens the dialog for Coffee; `unmount` takes the screen away, as leaving it does. */
function open() {
  const onClose = vi.fn();
  const onDeleted = vi.fn();
  const { unmount } = renderScreen(
    <DeleteHabitDialog
      habit={habit()}
      confirmLabel="Delete Permanently"
      onClose={onClose}
      onDeleted={onDeleted}
    />,
  );
  return { onClose, onDeleted, unmount };
}

describe('DeleteHabitDialog', () => {
  beforeEach(() => {
    remove.mockReset();
    remove.mockResolvedValue(undefined);
    restore.mockReset();
    restore.mockResolvedValue(undefined);
  });

  it('is closed without a habit', () => {
    renderScreen(<DeleteHabitDialog habit={null} confirmLabel="Delete" onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('confirming deletes on the server at once and offers Undo', async () => {
    const { onClose, onDeleted } = open();
    expect(await screen.findByRole('dialog')).toHaveTextContent('Delete Habit');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Permanently' }));
    expect(remove).toHaveBeenCalledWith(7);
    expect(onClose).toHaveBeenCalled();
    expect(onDeleted).toHaveBeenCalled();
    expect(await screen.findByText('Habit deleted')).toBeInTheDocument();
    expect(screen.getByText('"Coffee" and its entries are deleted.')).toBeInTheDocument();
    expect(restore).not.toHaveBeenCalled();
  });

  it('Undo restores the habit on the server, even once the screen is gone', async () => {
    const { unmount } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Permanently' }));
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
    unmount();
    renderScreen(<p>Another screen</p>);
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Habit restored')).toBeInTheDocument();
    expect(restore).toHaveBeenCalledWith(7);
  });

  it('shows the failure toast when the server refuses the delete, and offers no restore', async () => {
    remove.mockRejectedValue(new Error('500: down'));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Permanently' }));
    expect(await screen.findByText('Failed to delete habit')).toBeInTheDocument();
    expect(restore).not.toHaveBeenCalled();
  });

  it('shows a failure toast when the restore is refused', async () => {
    restore.mockRejectedValue(new Error('404: {"message":"Habit not found"}'));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Permanently' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Failed to restore habit')).toBeInTheDocument();
  });

  it('closes on Cancel without deleting', async () => {
    const { onClose } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });
});

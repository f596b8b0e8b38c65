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

/** Opens the dialog for Coffee; the server answers the delete with `outcome`. */
function openFor(outcome: 'onSuccess' | 'onError' | 'none') {
  remove.mockImplementation((_v: unknown, handlers: Record<string, (e?: unknown) => void>) => {
    if (outcome !== 'none') handlers[outcome]?.(new Error('x'));
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
  return { onClose, onDeleted };
}

describe('DeleteHabitDialog', () => {
  beforeEach(() => {
    remove.mockReset();
  });

  it('is closed without a habit', () => {
    renderScreen(<DeleteHabitDialog habit={null} confirmLabel="Delete" onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes on confirm, then closes and says it is done', async () => {
    const { onClose, onDeleted } = openFor('onSuccess');
    expect(await screen.findByRole('dialog')).toHaveTextContent('Delete Habit');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Permanently' }));
    expect(remove).toHaveBeenCalledWith({ id: 7 }, expect.anything());
    expect(onClose).toHaveBeenCalled();
    expect(onDeleted).toHaveBeenCalled();
  });

  it('closes with the failure toast when the server refuses', async () => {
    const { onClose, onDeleted } = openFor('onError');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Permanently' }));
    expect(onClose).toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(await screen.findByText('Failed to delete habit')).toBeInTheDocument();
  });

  it('closes on Cancel without deleting', async () => {
    const { onClose } = openFor('none');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });
});

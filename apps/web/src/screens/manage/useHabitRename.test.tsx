import { Toaster } from '@taper/ui';
import { act, render, renderHook, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { habit } from '../../testing/fixtures';
import { useHabitRename } from './useHabitRename';

const update = vi.fn();
let pending: { isPending: boolean; variables: { name: string } | undefined } = {
  isPending: false,
  variables: undefined,
};
vi.mock('../../hooks/habits', () => ({
  useUpdateHabit: () => ({ mutate: update, ...pending }),
}));

const coffee = habit();

function renameOf() {
  const { result } = renderHook(() => useHabitRename(coffee));
  act(() => {
    result.current.start();
  });
  return result;
}

describe('useHabitRename', () => {
  beforeEach(() => {
    update.mockReset();
    pending = { isPending: false, variables: undefined };
  });

  it('saves a new name, trimmed, and stops editing', () => {
    const rename = renameOf();
    act(() => {
      rename.current.setName('  Espresso ');
    });
    act(() => {
      rename.current.save();
    });
    expect(update).toHaveBeenCalledWith({ id: 7, name: 'Espresso' }, expect.anything());
    expect(rename.current.editing).toBe(false);
  });

  it.each([['   '], ['Coffee'], [' Coffee ']])(
    'saves nothing for %j and restores the name',
    (typed) => {
      const rename = renameOf();
      act(() => {
        rename.current.setName(typed);
      });
      act(() => {
        rename.current.save();
      });
      expect(update).not.toHaveBeenCalled();
      expect(rename.current).toMatchObject({ editing: false, name: 'Coffee' });
    },
  );

  it('restores the old name and toasts when the server refuses', async () => {
    render(<Toaster />);
    update.mockImplementation((_v: unknown, opts: { onError: (e: unknown) => void }) => {
      opts.onError(new Error('x'));
    });
    const rename = renameOf();
    act(() => {
      rename.current.setName('Espresso');
    });
    act(() => {
      rename.current.save();
    });
    expect(rename.current.name).toBe('Coffee');
    expect(await screen.findByText('Failed to update habit')).toBeInTheDocument();
  });

  it('shows the new name while it is being saved', () => {
    pending = { isPending: true, variables: { name: 'Espresso' } };
    const { result } = renderHook(() => useHabitRename(coffee));
    expect(result.current.shownName).toBe('Espresso');
  });
});

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { entry, habit, LEVEL_GOAL } from '../../testing/fixtures';
import { useLogEntryDraft } from './useLogEntryDraft';

const TODAY = '2025-03-05';

describe('useLogEntryDraft', () => {
  it('starts on today with its logged value and note', () => {
    const entries = [entry(TODAY, { actualValue: 3, note: 'two espressos' })];
    const { result } = renderHook(() => useLogEntryDraft(habit(), entries, TODAY));
    expect(result.current).toMatchObject({ date: TODAY, value: '3', note: 'two espressos' });
  });

  it('starts an amount at 0 and a level with no selection when nothing is logged', () => {
    expect(renderHook(() => useLogEntryDraft(habit(), [], TODAY)).result.current.value).toBe('0');
    const level = habit({ goal: LEVEL_GOAL });
    expect(renderHook(() => useLogEntryDraft(level, [], TODAY)).result.current.value).toBe('');
  });

  it('starts over from what is logged on the date it goes to', () => {
    const entries = [entry('2025-03-03', { actualValue: 1, note: 'decaf' })];
    const { result } = renderHook(() => useLogEntryDraft(habit(), entries, TODAY));
    act(() => {
      result.current.setValue('5');
      result.current.setNote('typed');
    });
    act(() => {
      result.current.goTo('2025-03-03');
    });
    expect(result.current).toMatchObject({ date: '2025-03-03', value: '1', note: 'decaf' });
    act(() => {
      result.current.goTo('2025-03-04');
    });
    expect(result.current).toMatchObject({ date: '2025-03-04', value: '0', note: '' });
  });

  it('refuses a date past today', () => {
    const { result } = renderHook(() => useLogEntryDraft(habit(), [], TODAY));
    act(() => {
      result.current.setValue('2');
      result.current.goTo('2025-03-06');
    });
    expect(result.current).toMatchObject({ date: TODAY, value: '2' });
  });
});

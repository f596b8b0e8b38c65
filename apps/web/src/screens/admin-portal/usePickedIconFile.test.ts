import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { svgFile } from './admin-test-utils';
import { usePickedIconFile } from './usePickedIconFile';

describe('usePickedIconFile', () => {
  let created = 0;
  const revoke = vi.fn();

  beforeEach(() => {
    created = 0;
    revoke.mockReset();
    vi.stubGlobal('URL', {
      createObjectURL: () => `blob:preview-${String(++created)}`,
      revokeObjectURL: revoke,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps a valid file with a preview, and releases the previous preview on a new pick', () => {
    const { result } = renderHook(() => usePickedIconFile());
    const first = svgFile('a.svg');
    act(() => {
      expect(result.current.pick([first])).toBe(true);
    });
    expect(result.current.file).toBe(first);
    expect(result.current.problem).toBeUndefined();
    expect(result.current.preview).toBe('blob:preview-1');

    act(() => {
      result.current.pick([svgFile('b.svg')]);
    });
    expect(revoke).toHaveBeenCalledWith('blob:preview-1');
    expect(result.current.preview).toBe('blob:preview-2');
  });

  it('keeps no file for a pick that breaks the restrictions, only its problem', () => {
    const { result } = renderHook(() => usePickedIconFile());
    act(() => {
      result.current.pick([svgFile('a.png', 100, 'image/png')]);
    });
    expect(result.current.file).toBeNull();
    expect(result.current.preview).toBeNull();
    expect(result.current.problem).toBe('Only .svg files can be uploaded');
  });

  it('changes nothing for an empty pick', () => {
    const { result } = renderHook(() => usePickedIconFile());
    act(() => {
      expect(result.current.pick([])).toBe(false);
    });
    expect(result.current.file).toBeNull();
    expect(result.current.problem).toBeUndefined();
  });

  it('releases the last preview when the form closes', () => {
    const { result, unmount } = renderHook(() => usePickedIconFile());
    act(() => {
      result.current.pick([svgFile('a.svg')]);
    });
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:preview-1');
  });
});

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useColorDraft } from './useColorDraft';

function draftOf(initial: string) {
  const onChange = vi.fn();
  const hook = renderHook(({ value }) => useColorDraft(value, onChange), {
    initialProps: { value: initial },
  });
  return { onChange, hook };
}

describe('useColorDraft', () => {
  it('sends a picked HSV colour as hex and shows it in the hex field', () => {
    const { onChange, hook } = draftOf('#3B82F6');
    act(() => {
      hook.result.current.pickHsv({ h: 0, s: 1, v: 1 });
    });
    expect(onChange).toHaveBeenCalledWith('#FF0000');
    expect(hook.result.current.hexText).toBe('#FF0000');
  });

  it('keeps its own HSV when the value echoes what it sent', () => {
    const { hook } = draftOf('#3B82F6');
    // Brightness 0 is black whatever the hue: the hue must survive the echo.
    act(() => {
      hook.result.current.pickHsv({ h: 120, s: 0.5, v: 0 });
    });
    hook.rerender({ value: '#000000' });
    expect(hook.result.current.hsv).toEqual({ h: 120, s: 0.5, v: 0 });
  });

  it('follows a value changed from outside', () => {
    const { hook } = draftOf('#3B82F6');
    hook.rerender({ value: '#FF0000' });
    expect(hook.result.current.hsv).toEqual({ h: 0, s: 1, v: 1 });
    expect(hook.result.current.hexText).toBe('#FF0000');
  });

  it('applies typed text only once it is a whole colour, and restores it when left half-typed', () => {
    const { onChange, hook } = draftOf('#3B82F6');
    act(() => {
      hook.result.current.typeHex(' #12 ');
    });
    expect(hook.result.current.hexText).toBe('#12');
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      hook.result.current.leaveHex();
    });
    expect(hook.result.current.hexText).toBe('#3B82F6');
    act(() => {
      hook.result.current.typeHex('#10b981');
    });
    expect(onChange).toHaveBeenCalledWith('#10B981');
    expect(hook.result.current.hexText).toBe('#10b981');
  });

  it('takes a confirmed preset whole', () => {
    const { onChange, hook } = draftOf('#3B82F6');
    act(() => {
      hook.result.current.pickPreset('#EF4444');
    });
    expect(onChange).toHaveBeenCalledWith('#EF4444');
    expect(hook.result.current.hexText).toBe('#EF4444');
  });
});

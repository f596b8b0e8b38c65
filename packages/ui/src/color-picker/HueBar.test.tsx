import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HueBar, hueForKey } from './HueBar';

describe('hueForKey', () => {
  it('steps 5° with the arrows and 30° with Shift, within 0–359.999', () => {
    expect(hueForKey({ key: 'ArrowRight', shiftKey: false }, 100)).toBe(105);
    expect(hueForKey({ key: 'ArrowUp', shiftKey: true }, 100)).toBe(130);
    expect(hueForKey({ key: 'ArrowLeft', shiftKey: false }, 2)).toBe(0);
    expect(hueForKey({ key: 'ArrowDown', shiftKey: true }, 100)).toBe(70);
    expect(hueForKey({ key: 'ArrowRight', shiftKey: true }, 350)).toBe(359.999);
  });

  it('goes to 0° with Home and 359° with End, and ignores other keys', () => {
    expect(hueForKey({ key: 'Home', shiftKey: false }, 100)).toBe(0);
    expect(hueForKey({ key: 'End', shiftKey: false }, 100)).toBe(359);
    expect(hueForKey({ key: 'Enter', shiftKey: false }, 100)).toBeUndefined();
  });
});

describe('HueBar', () => {
  it('sets the hue from where the bar is pressed, keeping saturation and brightness', () => {
    const onChange = vi.fn();
    render(<HueBar hsv={{ h: 0, s: 0.3, v: 0.6 }} hueColor="#FF0000" onChange={onChange} />);
    const bar = screen.getByRole('slider', { name: 'Hue' });
    bar.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 100, height: 16 });
    bar.setPointerCapture = () => undefined;
    fireEvent.pointerDown(bar, { clientX: 50, clientY: 8, pointerId: 1 });
    expect(onChange).toHaveBeenCalledWith({ h: 0.5 * 359.999, s: 0.3, v: 0.6 });
  });

  it('ignores a press before it is laid out', () => {
    const onChange = vi.fn();
    render(<HueBar hsv={{ h: 0, s: 0.3, v: 0.6 }} hueColor="#FF0000" onChange={onChange} />);
    const bar = screen.getByRole('slider', { name: 'Hue' });
    bar.setPointerCapture = () => undefined;
    fireEvent.pointerDown(bar, { clientX: 50, clientY: 8, pointerId: 1 });
    expect(onChange).not.toHaveBeenCalled();
  });
});

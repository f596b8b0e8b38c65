import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SaturationArea } from './SaturationArea';

const show = (onChange = vi.fn(), hsv = { h: 200, s: 0.5, v: 0.5 }) => {
  render(<SaturationArea hsv={hsv} hueColor="#00AAFF" onChange={onChange} />);
  return { onChange, area: screen.getByRole('slider', { name: 'Saturation and brightness' }) };
};

/** Lays the area out at 200×100 px from (10, 20) and lets it capture the pointer. */
function layOut(element: HTMLElement) {
  element.getBoundingClientRect = () => DOMRect.fromRect({ x: 10, y: 20, width: 200, height: 100 });
  let captured = false;
  element.setPointerCapture = () => {
    captured = true;
  };
  element.hasPointerCapture = () => captured;
}

describe('SaturationArea', () => {
  it('tells its value in words', () => {
    const { area } = show();
    expect(area).toHaveAttribute('aria-valuenow', '50');
    expect(area).toHaveAttribute('aria-valuetext', 'Saturation 50%, brightness 50%');
  });

  it('moves saturation with left/right and brightness with up/down, Shift in bigger steps', async () => {
    const { onChange, area } = show();
    area.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith({ h: 200, s: 0.52, v: 0.5 });
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(onChange).toHaveBeenLastCalledWith({ h: 200, s: 0.5, v: 0.4 });
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('stays within 0–1 at the edges', async () => {
    const { onChange, area } = show(vi.fn(), { h: 10, s: 1, v: 0 });
    area.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    expect(onChange).toHaveBeenNthCalledWith(1, { h: 10, s: 1, v: 0 });
    expect(onChange).toHaveBeenNthCalledWith(2, { h: 10, s: 1, v: 0 });
  });

  it('follows a press and a captured drag, even past its edges', () => {
    const { onChange, area } = show();
    layOut(area);
    fireEvent.pointerMove(area, { clientX: 60, clientY: 40, pointerId: 1 });
    expect(onChange).not.toHaveBeenCalled(); // no press yet
    fireEvent.pointerDown(area, { clientX: 60, clientY: 45, pointerId: 1 });
    expect(onChange).toHaveBeenLastCalledWith({ h: 200, s: 0.25, v: 0.75 });
    fireEvent.pointerMove(area, { clientX: 400, clientY: 0, pointerId: 1 });
    expect(onChange).toHaveBeenLastCalledWith({ h: 200, s: 1, v: 1 });
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ColorPicker } from './ColorPicker';

function Harness({ onChange }: { onChange: (hex: string) => void }) {
  const [value, setValue] = useState('#3B82F6');
  return (
    <ColorPicker
      value={value}
      onChange={(hex) => {
        setValue(hex);
        onChange(hex);
      }}
    />
  );
}

describe('ColorPicker', () => {
  it('applies the hex input only for #RRGGBB', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Custom colour' }));
    const input = screen.getByLabelText('Hex colour');
    await userEvent.clear(input);
    await userEvent.type(input, '#12');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.type(input, '3ABZ');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '#123abc');
    expect(onChange).toHaveBeenLastCalledWith('#123ABC');
    expect(screen.getByTestId('color-preview')).toHaveStyle({ backgroundColor: '#123ABC' });
  });

  it('keeps the custom picker behind its button for a preset colour, open for another', async () => {
    const { unmount } = render(<Harness onChange={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Custom colour' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('slider', { name: 'Hue' })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('slider', { name: 'Saturation and brightness' })).toBeVisible();
    unmount();
    render(<ColorPicker value="#123ABC" onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Custom colour' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByLabelText('Hex colour')).toHaveValue('#123ABC');
  });

  it("asks 'Confirm Color Choice' for a preset; Cancel keeps the colour", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Red' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Confirm Color Choice');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Green' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use This Color' }));
    expect(onChange).toHaveBeenLastCalledWith('#10B981');
  });

  it('moves the hue with the keyboard', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Custom colour' }));
    screen.getByRole('slider', { name: 'Hue' }).focus();
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenCalled();
    expect(screen.getByRole('slider', { name: 'Hue' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('the preset swatches are one tab stop; arrows, Home and End move without choosing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <button type="button">Before</button>
        <Harness onChange={onChange} />
      </>,
    );
    const swatch = (name: string) => screen.getByRole('button', { name });
    const stops = ['Blue', 'Red', 'Green', 'Yellow', 'Purple', 'Pink'].filter(
      (name) => swatch(name).tabIndex === 0,
    );
    expect(stops).toEqual(['Blue']); // the chosen colour
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(swatch('Blue')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(swatch('Red')).toHaveFocus();
    expect(swatch('Red')).toHaveAttribute('tabindex', '0');
    expect(swatch('Blue')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowDown}');
    expect(swatch('Green')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(swatch('Blue')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(swatch('Pink')).toHaveFocus(); // wraps
    await user.keyboard('{Home}');
    expect(swatch('Blue')).toHaveFocus();
    await user.keyboard('{End}');
    expect(swatch('Pink')).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(swatch('Pink')).not.toHaveFocus();
    expect(
      ['Blue', 'Red', 'Green', 'Yellow', 'Purple'].some(
        (n) => swatch(n) === document.activeElement,
      ),
    ).toBe(false);
  });
});

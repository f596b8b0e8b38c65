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
    screen.getByRole('slider', { name: 'Hue' }).focus();
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenCalled();
    expect(screen.getByRole('slider', { name: 'Hue' })).toHaveAttribute('aria-valuenow', '0');
  });
});

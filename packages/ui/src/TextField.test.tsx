import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField, TextField, type TextFieldProps } from './TextField';

/** A TextField that keeps its own value, reporting each change. */
function Controlled({ onValueChange, ...props }: Omit<TextFieldProps, 'value'>) {
  const [value, setValue] = useState('');
  return (
    <TextField
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

describe('TextField', () => {
  it('labels its input and reports the typed value', async () => {
    const onValueChange = vi.fn();
    render(<Controlled label="Email" type="email" onValueChange={onValueChange} />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'ab');
    expect(onValueChange).toHaveBeenLastCalledWith('ab');
    expect(input).toHaveValue('ab');
  });

  it('shows the hint, or the problem instead, which marks the input invalid', () => {
    const { rerender } = render(
      <TextField label="Name" value="" hint="Lowercase only" onValueChange={vi.fn()} />,
    );
    expect(screen.getByText('Lowercase only')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');

    rerender(
      <TextField
        label="Name"
        value="A"
        hint="Lowercase only"
        problem="Use lowercase"
        onValueChange={vi.fn()}
      />,
    );
    expect(screen.queryByText('Lowercase only')).toBeNull();
    expect(screen.getByText('Use lowercase')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets an explicit aria-invalid stand when no problem is given', () => {
    render(<TextField label="Name" value="" aria-invalid={false} onValueChange={vi.fn()} />);
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('PasswordField', () => {
  it('is a labelled password input with the Show/Hide toggle', async () => {
    const onValueChange = vi.fn();
    render(<PasswordField label="New password" value="" onValueChange={onValueChange} />);
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'x');
    expect(onValueChange).toHaveBeenCalledWith('x');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceSelect, plainChoices, SelectField } from './ChoiceSelect';

const sizes = [
  { value: 'S', label: 'Small' },
  { value: 'L', label: 'Large' },
] as const;

describe('ChoiceSelect', () => {
  it('lists the choices by label and reports the chosen value', async () => {
    const onValueChange = vi.fn();
    render(
      <ChoiceSelect aria-label="Size" choices={sizes} value="S" onValueChange={onValueChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Small', 'Large']);
    await userEvent.selectOptions(select, 'L');
    expect(onValueChange).toHaveBeenCalledWith('L');
  });

  it('shows a placeholder that cannot be chosen while the value is empty', () => {
    render(
      <ChoiceSelect
        aria-label="Size"
        choices={sizes}
        value=""
        placeholder="Choose a size"
        onValueChange={vi.fn()}
      />,
    );
    const placeholder = screen.getByRole('option', { name: 'Choose a size' });
    expect(placeholder).toBeDisabled();
    expect(placeholder).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('');
  });
});

describe('plainChoices', () => {
  it('labels each value with itself', () => {
    expect(plainChoices(['FREE', 'PREMIUM'])).toEqual([
      { value: 'FREE', label: 'FREE' },
      { value: 'PREMIUM', label: 'PREMIUM' },
    ]);
  });
});

describe('SelectField', () => {
  it('labels its select and shows the hint', async () => {
    const onValueChange = vi.fn();
    render(
      <SelectField
        label="Tier"
        hint="Who can pick it"
        choices={plainChoices(['FREE', 'PREMIUM'])}
        value="FREE"
        disabled={false}
        onValueChange={onValueChange}
      />,
    );
    expect(screen.getByText('Who can pick it')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Tier'), 'PREMIUM');
    expect(onValueChange).toHaveBeenCalledWith('PREMIUM');
  });
});

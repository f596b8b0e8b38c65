import { plainChoices } from '@taper/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { savedSetting, SavingSelect, type SettingMutation } from './SavingSelect';

type Size = 'S' | 'L';
type Vars = { id: number; size: Size };

function mutation(overrides: Partial<SettingMutation<Vars>> = {}): SettingMutation<Vars> {
  return { isPending: false, variables: undefined, mutate: vi.fn(), ...overrides };
}

const setting = (m: SettingMutation<Vars>, saved: Size = 'S') =>
  savedSetting(
    m,
    saved,
    (v) => v.size,
    (size) => ({ id: 7, size }),
  );

describe('savedSetting', () => {
  it('shows the saved value, and sends a different one with its variables', () => {
    const m = mutation();
    const size = setting(m);
    expect(size).toMatchObject({ shown: 'S', saving: false });
    size.save('S');
    expect(m.mutate).not.toHaveBeenCalled();
    size.save('L');
    expect(m.mutate).toHaveBeenCalledWith({ id: 7, size: 'L' });
  });

  it('shows the value being saved while the mutation runs', () => {
    const size = setting(mutation({ isPending: true, variables: { id: 7, size: 'L' } }));
    expect(size).toMatchObject({ shown: 'L', saving: true });
  });
});

describe('SavingSelect', () => {
  it('is a labelled select of the setting that saves on Enter or Save, and keeps focus while it saves', async () => {
    const m = mutation();
    const { rerender } = render(
      <SavingSelect
        label="Size for ada"
        className="w-20"
        choices={plainChoices<Size>(['S', 'L'])}
        setting={setting(m)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Size for ada' });
    expect(select).toHaveValue('S');
    await userEvent.selectOptions(select, 'L');
    // A choice alone saves nothing (an arrow key must not save every value on the way).
    expect(m.mutate).not.toHaveBeenCalled();
    expect(select).toHaveValue('L');
    // Escape puts the saved value back.
    select.focus();
    await userEvent.keyboard('{Escape}');
    expect(select).toHaveValue('S');
    expect(screen.queryByRole('button', { name: 'Save Size for ada' })).toBeNull();
    await userEvent.selectOptions(select, 'L');
    await userEvent.click(screen.getByRole('button', { name: 'Save Size for ada' }));
    expect(m.mutate).toHaveBeenCalledWith({ id: 7, size: 'L' });
    expect(select).toHaveFocus();

    rerender(
      <SavingSelect
        label="Size for ada"
        className="w-20"
        choices={plainChoices<Size>(['S', 'L'])}
        setting={setting(mutation({ isPending: true, variables: { id: 7, size: 'L' } }))}
      />,
    );
    expect(select).toHaveValue('L');
    expect(select).toHaveAttribute('aria-disabled', 'true');
    expect(select).toHaveFocus();
  });

  it('saves a choice on Enter', async () => {
    const m = mutation();
    render(
      <SavingSelect
        label="Size for ada"
        className="w-20"
        choices={plainChoices<Size>(['S', 'L'])}
        setting={setting(m)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Size for ada' });
    await userEvent.selectOptions(select, 'L');
    select.focus();
    await userEvent.keyboard('{Enter}');
    expect(m.mutate).toHaveBeenCalledWith({ id: 7, size: 'L' });
  });
});

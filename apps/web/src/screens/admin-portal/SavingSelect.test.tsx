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
  it('is a labelled select of the setting, disabled while it saves', async () => {
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
    expect(m.mutate).toHaveBeenCalledWith({ id: 7, size: 'L' });

    rerender(
      <SavingSelect
        label="Size for ada"
        className="w-20"
        choices={plainChoices<Size>(['S', 'L'])}
        setting={setting(mutation({ isPending: true, variables: { id: 7, size: 'L' } }))}
      />,
    );
    expect(select).toHaveValue('L');
    expect(select).toBeDisabled();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconRadioGroup } from './IconRadioGroup';
import type { PickerIcon } from './prepare-icons';

const icon = (id: string): PickerIcon => ({
  id,
  name: id,
  displayName: id.toUpperCase(),
  category: 'beverage',
  tier: 'FREE',
  filename: `${id}.svg`,
  filePath: `/icons/beverage/${id}.svg`,
});

describe('IconRadioGroup', () => {
  it('checks the chosen icon, fills it with the habit colour and picks another on click', async () => {
    const onChange = vi.fn();
    render(
      <IconRadioGroup
        label="Drinks"
        icons={[icon('tea'), icon('beer')]}
        locked={false}
        selection={{ value: 'tea', onChange, color: '#10B981' }}
        tabStop="tea"
        register={() => () => undefined}
      />,
    );
    const tea = screen.getByRole('radio', { name: 'TEA' });
    expect(screen.getByRole('radiogroup', { name: 'Drinks' })).toContainElement(tea);
    expect(tea).toHaveAttribute('aria-checked', 'true');
    expect(tea).toHaveStyle({ backgroundColor: '#10B981' });
    expect(screen.getByRole('radio', { name: 'BEER' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(screen.getByRole('radio', { name: 'BEER' }));
    expect(onChange).toHaveBeenCalledWith('beer');
  });

  it('names locked icons as such and never picks them', async () => {
    const onChange = vi.fn();
    render(
      <IconRadioGroup
        label="Drinks"
        icons={[icon('wine')]}
        locked
        selection={{ value: 'tea', onChange, color: '#10B981' }}
        tabStop="tea"
        register={() => () => undefined}
      />,
    );
    const wine = screen.getByRole('radio', { name: 'WINE (Premium, locked)' });
    expect(wine).toHaveAttribute('title', 'WINE — Premium');
    await userEvent.click(wine);
    expect(onChange).not.toHaveBeenCalled();
  });
});

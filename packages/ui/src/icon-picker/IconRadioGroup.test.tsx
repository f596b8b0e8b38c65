import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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
      />,
    );
    const wine = screen.getByRole('radio', { name: 'WINE (Premium, locked)' });
    expect(wine).toHaveAttribute('title', 'WINE — Premium');
    await userEvent.click(wine);
    expect(onChange).not.toHaveBeenCalled();
  });

  describe('keyboard: one tab stop, roving focus', () => {
    // Twenty icons: rows of eight, so the last row holds four.
    const names = [
      'apple',
      'beer',
      'cake',
      'donut',
      'egg',
      'fries',
      'grape',
      'ham',
      'ice',
      'juice',
      'kiwi',
      'lemon',
      'mango',
      'nuts',
      'olive',
      'pizza',
      'quiche',
      'ramen',
      'salad',
      'sake',
    ];
    const icons = names.map(icon);

    function Picker({
      onChange,
      locked = false,
    }: {
      onChange?: (id: string) => void;
      locked?: boolean;
    }) {
      const [value, setValue] = useState('cake');
      return (
        <>
          <button type="button">Before</button>
          <IconRadioGroup
            label="Food"
            icons={icons}
            locked={locked}
            selection={{
              value,
              onChange: (id) => {
                setValue(id);
                onChange?.(id);
              },
              color: '#10B981',
            }}
          />
          <button type="button">After</button>
        </>
      );
    }

    /** Longer than the type-ahead's memory, so the next letter starts a new search. */
    const pause = () => new Promise((resolve) => setTimeout(resolve, 800));
    const radio = (name: string) => screen.getByRole('radio', { name: name.toUpperCase() });

    it('is a single tab stop, on the checked icon, and Tab leaves it', async () => {
      const user = userEvent.setup();
      render(<Picker />);
      expect(screen.getAllByRole('radio').filter((r) => r.tabIndex === 0)).toEqual([radio('cake')]);
      await user.tab();
      expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
      await user.tab();
      expect(radio('cake')).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
      await user.tab({ shift: true });
      expect(radio('cake')).toHaveFocus();
    });

    it('moves and chooses with all four arrows, wrapping in grid order', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Picker onChange={onChange} />);
      await user.click(radio('cake'));
      await user.keyboard('{ArrowRight}');
      expect(radio('donut')).toHaveFocus();
      expect(radio('donut')).toHaveAttribute('aria-checked', 'true');
      expect(radio('donut')).toHaveAttribute('tabindex', '0');
      expect(radio('cake')).toHaveAttribute('tabindex', '-1');
      await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
      expect(radio('apple')).toHaveFocus();
      await user.keyboard('{ArrowLeft}');
      expect(radio('sake')).toHaveFocus(); // wraps to the last icon
      await user.keyboard('{ArrowRight}');
      expect(radio('apple')).toHaveFocus(); // and back to the first
      await user.keyboard('{ArrowDown}');
      expect(radio('ice')).toHaveFocus(); // one row down: eight on
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(radio('egg')).toHaveFocus(); // 8 + 16 = 24, wraps to the 5th
      await user.keyboard('{ArrowUp}');
      expect(radio('quiche')).toHaveFocus(); // 4 - 8 wraps to the 17th
      expect(onChange).toHaveBeenLastCalledWith('quiche');
    });

    it('goes to the first and last with Home and End', async () => {
      const user = userEvent.setup();
      render(<Picker />);
      await user.click(radio('kiwi'));
      await user.keyboard('{End}');
      expect(radio('sake')).toHaveFocus();
      expect(radio('sake')).toHaveAttribute('aria-checked', 'true');
      await user.keyboard('{Home}');
      expect(radio('apple')).toHaveFocus();
      expect(radio('apple')).toHaveAttribute('aria-checked', 'true');
    });

    it('jumps to an icon by typing its name', async () => {
      const user = userEvent.setup();
      render(<Picker />);
      await user.click(radio('cake'));
      await user.keyboard('m');
      expect(radio('mango')).toHaveFocus();
      expect(radio('mango')).toHaveAttribute('aria-checked', 'true');
      await pause();
      await user.keyboard('s');
      expect(radio('salad')).toHaveFocus();
      await user.keyboard('s');
      expect(radio('sake')).toHaveFocus(); // the same letter again: the next match
      await pause();
      await user.keyboard('ju');
      expect(radio('juice')).toHaveFocus();
      await user.keyboard('z'); // no match: stays
      expect(radio('juice')).toHaveFocus();
    });

    it('skips a locked group: no tab stop and the keys choose nothing', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Picker onChange={onChange} locked />);
      expect(screen.getAllByRole('radio').every((r) => r.tabIndex === -1)).toBe(true);
      await user.tab();
      await user.tab();
      expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
      await user.click(screen.getByRole('radio', { name: 'APPLE (Premium, locked)' }));
      await user.keyboard('{ArrowRight}{End}m');
      expect(onChange).not.toHaveBeenCalled();
    });
  });
});

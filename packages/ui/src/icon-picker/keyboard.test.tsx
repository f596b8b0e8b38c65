import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IconPicker, type PickerIcon } from '../IconPicker';

const icon = (
  id: string,
  tier: PickerIcon['tier'] = 'FREE',
  category = 'beverage',
): PickerIcon => ({
  id,
  name: id,
  displayName: id.toUpperCase(),
  category,
  tier,
  filename: `${id}.svg`,
  filePath: `/icons/${category}/${id}.svg`,
});

// Twenty free icons (rows of eight: the last row holds four), then two Premium groups.
const FREE = [
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
const ICONS = [
  ...FREE.map((id) => icon(id)),
  icon('wine', 'PREMIUM', 'beverage'),
  icon('whisky', 'PREMIUM', 'beverage'),
  icon('burger', 'PREMIUM', 'food'),
];

function Picker({
  onChange,
  tier = 'PREMIUM',
}: {
  onChange?: (id: string) => void;
  tier?: 'FREE' | 'PREMIUM';
}) {
  const [value, setValue] = useState('cake');
  return (
    <>
      <button type="button">Before</button>
      <IconPicker
        icons={ICONS}
        fallback={[]}
        userTier={tier}
        value={value}
        onChange={(id) => {
          setValue(id);
          onChange?.(id);
        }}
        color="#10B981"
      />
      <button type="button">After</button>
    </>
  );
}

const radio = (name: string) => screen.getByRole('radio', { name: name.toUpperCase() });
/** Longer than the type-ahead's memory, so the next letter starts a new search. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 800));

describe('IconPicker with the keyboard: one tab stop, roving focus', () => {
  it('is a single tab stop for all its groups, on the checked icon, and Tab leaves it', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    expect(screen.getAllByRole('radiogroup')).toHaveLength(3);
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

  it('moves and chooses with Left/Right through every icon in order, wrapping', async () => {
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
    expect(radio('burger')).toHaveFocus(); // wraps to the very last icon
    await user.keyboard('{ArrowRight}');
    expect(radio('apple')).toHaveFocus(); // and back to the first
    await user.click(radio('sake'));
    await user.keyboard('{ArrowRight}');
    expect(radio('wine')).toHaveFocus(); // from the end of one group into the next
    expect(onChange).toHaveBeenLastCalledWith('wine');
  });

  it('moves by rows with Up/Down, into the next group at the same column, wrapping', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(radio('beer'));
    await user.keyboard('{ArrowDown}');
    expect(radio('juice')).toHaveFocus(); // one row down: the same column
    await user.keyboard('{ArrowDown}');
    expect(radio('ramen')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(radio('whisky')).toHaveFocus(); // the next group's first row, column 2
    await user.keyboard('{ArrowDown}');
    expect(radio('burger')).toHaveFocus(); // a one-icon group: its only icon
    await user.keyboard('{ArrowDown}');
    expect(radio('apple')).toHaveFocus(); // wraps to the first group's first row
    await user.keyboard('{ArrowUp}');
    expect(radio('burger')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(radio('wine')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(radio('quiche')).toHaveFocus(); // the previous group's last row, same column
    await user.keyboard('{ArrowUp}');
    expect(radio('ice')).toHaveFocus();
    await user.click(radio('mango'));
    await user.keyboard('{ArrowDown}');
    expect(radio('sake')).toHaveFocus(); // the short last row: its last icon
  });

  it('goes to the first and last with Home and End', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(radio('kiwi'));
    await user.keyboard('{End}');
    expect(radio('burger')).toHaveFocus();
    expect(radio('burger')).toHaveAttribute('aria-checked', 'true');
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
    await user.keyboard('wh');
    expect(radio('whisky')).toHaveFocus(); // a word: WINE does not fit 'wh'
    await pause();
    await user.keyboard('z'); // no match: stays
    expect(radio('whisky')).toHaveFocus();
  });

  it('skips locked Premium icons for a FREE user: not a tab stop, never reached by keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} tier="FREE" />);
    const locked = screen.getByRole('radio', { name: 'WINE (Premium, locked)' });
    expect(locked).toHaveAttribute('tabindex', '-1');
    await user.tab();
    await user.tab();
    expect(radio('cake')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.click(radio('sake'));
    await user.keyboard('{ArrowRight}');
    expect(radio('apple')).toHaveFocus(); // past the locked groups, round to the first
    await user.keyboard('{End}');
    expect(radio('sake')).toHaveFocus();
    await pause();
    await user.keyboard('w');
    expect(radio('sake')).toHaveFocus(); // WINE and WHISKY are locked
    expect(onChange).not.toHaveBeenCalledWith('wine');
    expect(onChange).not.toHaveBeenCalledWith('whisky');
  });
});

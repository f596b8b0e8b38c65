import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconPicker, prepareIcons, type PickerIcon } from './IconPicker';

const icon = (
  id: string,
  tier: PickerIcon['tier'],
  category = 'beverage',
  filename = `${id}.svg`,
): PickerIcon => ({
  id,
  name: id,
  displayName: id[0]!.toUpperCase() + id.slice(1),
  category,
  tier,
  filename,
  filePath: `/icons/${category}/${filename}`,
});

const fallback = [icon('coffee', 'FREE'), icon('beer', 'FREE')];

describe('prepareIcons', () => {
  it('hides DISABLED, de-duplicates by id and by file name, groups premium by category', () => {
    const prepared = prepareIcons(
      [
        icon('coffee', 'FREE'),
        icon('coffee', 'FREE'),
        icon('coffee2', 'FREE', 'beverage', 'coffee.svg'),
        icon('wine', 'PREMIUM'),
        icon('pizza', 'PREMIUM', 'food'),
        icon('hidden', 'DISABLED'),
      ],
      fallback,
    );
    expect(prepared.basic.map((i) => i.id)).toEqual(['coffee']);
    expect(prepared.premium.map((g) => [g.name, g.icons.map((i) => i.id)])).toEqual([
      ['Beverages', ['wine']],
      ['Food & Diet', ['pizza']],
    ]);
  });

  it('falls back to the built-in list when the server has none', () => {
    expect(prepareIcons([], fallback).basic.map((i) => i.id)).toEqual(['coffee', 'beer']);
    expect(prepareIcons(undefined, fallback).basic).toHaveLength(2);
  });
});

describe('IconPicker', () => {
  const icons = [icon('coffee', 'FREE'), icon('wine', 'PREMIUM')];

  it('locks premium icons for FREE users', async () => {
    const onChange = vi.fn();
    render(
      <IconPicker
        icons={icons}
        fallback={fallback}
        userTier="FREE"
        value="coffee"
        onChange={onChange}
        color="#3B82F6"
      />,
    );
    const wine = screen.getByRole('radio', { name: 'Wine (Premium, locked)' });
    expect(wine).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(wine);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText(/Premium icons are available on the Premium plan/)).toBeInTheDocument();
  });

  it('lets PREMIUM users pick premium icons', async () => {
    const onChange = vi.fn();
    render(
      <IconPicker
        icons={icons}
        fallback={fallback}
        userTier="PREMIUM"
        value="coffee"
        onChange={onChange}
        color="#3B82F6"
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Wine' }));
    expect(onChange).toHaveBeenCalledWith('wine');
  });

  it('shows a star when an image fails, and a loading text', () => {
    const { rerender } = render(
      <IconPicker
        icons={icons}
        fallback={fallback}
        userTier="FREE"
        value="coffee"
        onChange={vi.fn()}
        color="#3B82F6"
      />,
    );
    const basic = screen.getByRole('radiogroup', { name: 'Basic Icons' });
    const img = basic.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/api/icons/beverage/coffee.svg');
    fireEvent.error(img);
    expect(within(basic).getByTestId('icon-fallback')).toHaveTextContent('★');
    rerender(
      <IconPicker
        icons={undefined}
        fallback={fallback}
        loading
        userTier="FREE"
        value="coffee"
        onChange={vi.fn()}
        color="#3B82F6"
      />,
    );
    expect(screen.getByText('Loading icons...')).toBeInTheDocument();
  });
});

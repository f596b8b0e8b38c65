import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PickerIcon } from '@taper/ui';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import { IconField } from './IconField';

const serverIcon: PickerIcon = {
  id: 'coffee',
  name: 'coffee',
  displayName: 'Coffee',
  category: 'beverage',
  tier: 'FREE',
  filename: 'coffee-v2.svg',
  filePath: '/icons/beverage/coffee-v2.svg',
};
let icons: { data: PickerIcon[] | undefined; isLoading: boolean } = {
  data: undefined,
  isLoading: true,
};
vi.mock('../../hooks/icons', () => ({ useIcons: () => icons }));

/** The preview tile's image (the one beside 'Preview'). */
function previewImage() {
  return screen.getByText('Preview').parentElement?.querySelector('img');
}

describe('IconField', () => {
  it('previews a built-in icon while the list loads', () => {
    icons = { data: undefined, isLoading: true };
    renderScreen(<IconField icon="beer" color="#3B82F6" onChange={vi.fn()} />);
    expect(previewImage()).toHaveAttribute('src', '/api/icons/beverage/beer.svg');
    expect(screen.getByText('Loading icons...')).toBeInTheDocument();
  });

  it("previews the server's image of the icon, and picks another", async () => {
    icons = { data: [serverIcon], isLoading: false };
    const onChange = vi.fn();
    renderScreen(<IconField icon="coffee" color="#3B82F6" onChange={onChange} />);
    expect(previewImage()).toHaveAttribute('src', '/api/icons/beverage/coffee-v2.svg');
    await userEvent.click(screen.getByRole('radio', { name: 'Coffee' }));
    expect(onChange).toHaveBeenCalledWith('coffee');
  });
});

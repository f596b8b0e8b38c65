import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconImage, IconSourcesContext, IconTile, type IconSources } from './IconImage';

const COFFEE = '/icons/beverage/coffee.svg';

function imagesWith(sources: IconSources | undefined) {
  const { container } = render(
    <IconSourcesContext.Provider value={sources}>
      <IconImage filePath={COFFEE} />
      <IconImage filePath="/icons/beverage/beer.svg" />
    </IconSourcesContext.Provider>,
  );
  return [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
}

describe('IconImage', () => {
  it('loads each image from its own URL without a bundle', () => {
    expect(imagesWith(undefined)).toEqual([`/api${COFFEE}`, '/api/icons/beverage/beer.svg']);
  });

  it('starts no image request while the bundle loads', () => {
    expect(imagesWith('loading')).toEqual([]);
  });

  it("shows the bundle's image, and an icon the bundle lacks from its own URL", () => {
    const bundle = new Map([[COFFEE, 'data:image/svg+xml,coffee']]);
    expect(imagesWith(bundle)).toEqual([
      'data:image/svg+xml,coffee',
      '/api/icons/beverage/beer.svg',
    ]);
  });
});

describe('IconTile', () => {
  it("keeps the habit's colour under forced colours, so its white icon stays seen", () => {
    const { container } = render(<IconTile filePath={COFFEE} color="#0D9488" />);
    const tile = container.firstElementChild;
    expect(tile).toHaveClass('forced-color-adjust-none');
    expect(tile).toHaveStyle({ backgroundColor: '#0D9488' });
    expect(tile?.querySelector('img')).toHaveClass('invert');
  });
});

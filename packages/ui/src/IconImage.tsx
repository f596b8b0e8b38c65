import { createContext, useContext, useState } from 'react';
import { cn } from './cn';

export interface IconImageProps {
  /** The icon's filePath (`/icons/{category}/{name}.svg`); shown from `/api` + filePath. */
  filePath: string | undefined;
  className?: string;
  /** Render the image white (on a coloured tile). */
  inverted?: boolean;
}

/**
 * Every icon's image source by filePath, loaded in one request; `'loading'` until it arrives.
 * Without a provider (or when the bundle failed), each image loads from its own URL.
 */
export type IconSources = ReadonlyMap<string, string> | 'loading';
export const IconSourcesContext = createContext<IconSources | undefined>(undefined);

/** An icon image; a missing or broken image becomes a star glyph. */
export function IconImage({ filePath, className, inverted = false }: IconImageProps) {
  const [failedPath, setFailedPath] = useState<string | null>(null);
  const sources = useContext(IconSourcesContext);
  if (!filePath || failedPath === filePath) {
    return (
      <span
        aria-hidden="true"
        data-testid="icon-fallback"
        className={cn('inline-flex items-center justify-center leading-none', className)}
      >
        ★
      </span>
    );
  }
  if (sources === 'loading') {
    // Waiting for the bundle rather than starting one request per icon.
    return <span aria-hidden="true" className={cn('inline-block', className)} />;
  }
  return (
    <img
      src={sources?.get(filePath) ?? `/api${filePath}`}
      alt=""
      className={cn('object-contain', inverted && 'brightness-0 invert', className)}
      onError={() => {
        setFailedPath(filePath);
      }}
    />
  );
}

export interface IconTileProps {
  filePath: string | undefined;
  color: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * The habit's icon on a tile of the habit's colour. Forced colours (Windows High Contrast) would
 * drop the tile's colour and leave its white icon on a white page, so the tile keeps its own.
 */
export function IconTile({ filePath, color, size = 'md', className }: IconTileProps) {
  const box =
    size === 'sm'
      ? 'h-7 w-7 rounded-md'
      : size === 'lg'
        ? 'h-14 w-14 rounded-xl'
        : 'h-10 w-10 rounded-lg';
  const img =
    size === 'sm' ? 'h-4 w-4 text-sm' : size === 'lg' ? 'h-8 w-8 text-2xl' : 'h-6 w-6 text-lg';
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center text-white forced-color-adjust-none',
        box,
        className,
      )}
      style={{ backgroundColor: color }}
    >
      <IconImage filePath={filePath} className={img} inverted />
    </span>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { IconSources } from '@taper/ui';
import { useMemo } from 'react';
import { trpc } from '../lib/trpc';

/**
 * The icon list, cached for 5 minutes for image paths (header, cards). With `picker`, it is
 * refetched whenever an icon picker opens, so an icon an admin has just added, changed or disabled
 * shows (or disappears) there at once instead of after the cache runs out.
 */
export function useIcons({ picker = false }: { picker?: boolean } = {}) {
  return trpc.icons.list.useQuery(undefined, {
    staleTime: 5 * 60 * 1000,
    refetchOnMount: picker ? 'always' : true,
  });
}

const ICON_IMAGES_KEY = ['icon-images'] as const;

interface IconImageBundle {
  version: string;
  images: Record<string, string>;
}

async function fetchIconImages(): Promise<IconImageBundle> {
  // Public and revalidated by its content hash: the browser answers from its cache on a 304.
  const response = await fetch('/api/icons/images');
  if (!response.ok) throw new Error(`Icon images: ${String(response.status)}`);
  return (await response.json()) as IconImageBundle;
}

/**
 * Every icon's image in one request (GET /api/icons/images), as data: URLs by filePath. While it
 * loads, images wait for it; if it fails, they load one by one.
 */
export function useIconSources(): IconSources | undefined {
  const { data, isPending } = useQuery({
    queryKey: ICON_IMAGES_KEY,
    queryFn: fetchIconImages,
    staleTime: 5 * 60 * 1000,
  });
  return useMemo(() => {
    if (data) {
      return new Map(
        Object.entries(data.images).map(([filePath, svg]) => [
          filePath,
          `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
        ]),
      );
    }
    return isPending ? 'loading' : undefined;
  }, [data, isPending]);
}

/** After an admin changes icons: the bundle is fetched again (a new content hash). */
export function useRefreshIconImages() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ICON_IMAGES_KEY });
}

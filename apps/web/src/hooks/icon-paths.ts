import { useMemo } from 'react';
import { BUILT_IN_FREE_ICONS } from '../lib/builtin-icons';
import { useIcons } from './icons';

/** Maps an icon id to its image path (server list first, then the built-in free list). */
export function useIconPath(): (iconId: string) => string | undefined {
  const { data } = useIcons();
  return useMemo(() => {
    const paths = new Map<string, string>();
    for (const icon of BUILT_IN_FREE_ICONS) paths.set(icon.id, icon.filePath);
    for (const icon of data ?? []) paths.set(icon.id, icon.filePath);
    return (iconId: string) => paths.get(iconId);
  }, [data]);
}

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

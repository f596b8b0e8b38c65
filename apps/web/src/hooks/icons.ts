import { trpc } from '../lib/trpc';

export function useIcons() {
  return trpc.icons.list.useQuery(undefined, { staleTime: 5 * 60 * 1000 });
}

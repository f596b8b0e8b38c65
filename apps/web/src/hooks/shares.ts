/**
 * Share links: the owner's links (Account → Sharing) and a visitor's read-only view of one
 * (`/s/{token}`), which is never saved on the device.
 */
import { trpc } from '../lib/trpc';

export function useShares() {
  return trpc.shares.list.useQuery();
}

/** Whether this server sends the weekly mails (it has a mail server). */
export function useShareOptions() {
  return trpc.shares.options.useQuery(undefined, { staleTime: Infinity });
}

export function useCreateShare() {
  const utils = trpc.useUtils();
  return trpc.shares.create.useMutation({ onSettled: () => utils.shares.list.invalidate() });
}

export function useUpdateShare() {
  const utils = trpc.useUtils();
  return trpc.shares.update.useMutation({ onSettled: () => utils.shares.list.invalidate() });
}

export function useRevokeShare() {
  const utils = trpc.useUtils();
  return trpc.shares.remove.useMutation({ onSettled: () => utils.shares.list.invalidate() });
}

export function useSendShareSummary() {
  const utils = trpc.useUtils();
  return trpc.shares.sendSummary.useMutation({
    onSettled: () => utils.shares.list.invalidate(),
  });
}

/** A visitor's view of a link: asked for once, not retried (a 404 stays a 404), never kept. */
export function useSharedView(token: string) {
  return trpc.shares.view.useQuery(
    { token },
    { retry: false, gcTime: 0, staleTime: 60_000, refetchOnWindowFocus: true },
  );
}

export function useStopShareMails() {
  return trpc.shares.stopMails.useMutation();
}

/** Whether a query key is a visitor's view of a link (not saved with the other answers). */
export function isSharedViewKey(queryKey: readonly unknown[]): boolean {
  const path = queryKey[0];
  return Array.isArray(path) && path[0] === 'shares' && path[1] === 'view';
}

import { useEffect } from 'react';
import { toast } from '@taper/ui';
import { onMutationError, serverMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useRefreshIconImages } from '../../hooks/icons';

/** Admin queries run only for ADMIN (SPEC §6). */
export function useAdminStats(isAdmin: boolean) {
  return trpc.admin.stats.useQuery(undefined, { enabled: isAdmin });
}

/** The overview's last 30 days: sign-ups and active users, day by day. */
export function useAdminDaily(isAdmin: boolean) {
  return trpc.admin.daily.useQuery(undefined, { enabled: isAdmin });
}

/**
 * The users' list. The stat cards count the same users, so each time the list is read afresh (or
 * changed by a tier or role answer) they are read again too, and never disagree with it.
 */
export function useAdminUsers(isAdmin: boolean) {
  const utils = trpc.useUtils();
  const users = trpc.admin.users.useQuery(undefined, { enabled: isAdmin });
  const updatedAt = users.dataUpdatedAt;
  useEffect(() => {
    if (updatedAt > 0) void utils.admin.stats.invalidate();
  }, [updatedAt, utils]);
  return users;
}

export function useAdminIcons(isAdmin: boolean) {
  return trpc.admin.icons.useQuery(undefined, { enabled: isAdmin });
}

/**
 * After any icon change: the admin list and the users' picker list (icons.list) refetch, so a new,
 * edited, disabled or deleted icon shows in this browser's pickers at once; so does the image bundle.
 */
export function useRefreshIcons() {
  const utils = trpc.useUtils();
  const refreshImages = useRefreshIconImages();
  return () =>
    Promise.all([utils.admin.icons.invalidate(), utils.icons.list.invalidate(), refreshImages()]);
}

/** SPEC §8 'Icon tier': the server message, or 'Failed to update icon tier'. */
export function iconTierFailureToast(error: unknown, fallback: string) {
  onMutationError(error, () => {
    toast({
      variant: 'destructive',
      title: 'Error',
      description: serverMessage(error) ?? fallback,
    });
  });
}

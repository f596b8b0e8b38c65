/** Habit groups (issue 51): the user's groups, a group's figures, and the calls that change them. */
import type { Group, GroupCreateInput, YearMonth } from '@taper/domain';
import { useCallback, useSyncExternalStore } from 'react';
import { needsConnection } from '../lib/errors';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { trpc } from '../lib/trpc';

/** The user's groups, in their order. */
export function useGroups() {
  return trpc.groups.list.useQuery(undefined, { refetchOnWindowFocus: true, staleTime: 0 });
}

/** A group's shared budget this period: its header line ('Alcohol: 9.2 of 14 units this week'). */
export function useGroupProgress(id: number) {
  return trpc.groups.progress.useQuery({ id }, { placeholderData: (previous) => previous });
}

/** The group's combined chart by week or month, and its reduction. */
export function useGroupChart(id: number, bucket: 'week' | 'month') {
  return trpc.groups.chart.useQuery(
    { id, bucket },
    { enabled: id > 0, placeholderData: (previous) => previous },
  );
}

/** The days of a month a habit's group went over its budget (none without a group). */
export function useGroupOverDays(groupId: number | null, month: YearMonth, ready = true) {
  const input = {
    id: groupId ?? 0,
    month: `${String(month.year)}-${String(month.month).padStart(2, '0')}`,
  };
  return trpc.groups.overDays.useQuery(input, {
    enabled: groupId !== null && ready,
    placeholderData: (previous) => previous,
  });
}

/** What a change to a group changes on screen: the groups, their figures, the habits in them. */
function useRefreshGroups() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.groups.invalidate(), utils.habits.list.invalidate()]);
}

/**
 * Group changes are not kept on this device to send later (only logged days go through the
 * offline queue): offline, a change fails at once with `OfflineError` rather than waiting unseen.
 */
const ONLINE_ONLY = { networkMode: 'always', onMutate: needsConnection } as const;

export function useCreateGroup() {
  const refresh = useRefreshGroups();
  return trpc.groups.create.useMutation({ ...ONLINE_ONLY, onSuccess: () => refresh() });
}

export function useUpdateGroup() {
  const refresh = useRefreshGroups();
  return trpc.groups.update.useMutation({ ...ONLINE_ONLY, onSuccess: () => refresh() });
}

/**
 * Puts the groups in the order of `ids`: shown at once (the list is rewritten in the cache), each
 * moved group's position sent, and the lists read again afterwards (also after a refusal).
 */
export function useReorderGroups() {
  const utils = trpc.useUtils();
  const refresh = useRefreshGroups();
  return {
    reorder: async (ids: readonly number[]) => {
      needsConnection();
      await utils.groups.list.cancel();
      const before = utils.groups.list.getData() ?? [];
      const moved = orderedGroups(before, ids);
      utils.groups.list.setData(undefined, moved);
      try {
        await Promise.all(
          moved
            .filter(
              (group) => before.find((old) => old.id === group.id)?.position !== group.position,
            )
            .map((group) =>
              utils.client.groups.update.mutate({ id: group.id, position: group.position }),
            ),
        );
      } finally {
        await refresh();
      }
    },
  };
}

/** `groups` in the order of `ids`, each with its place (1, 2, …) as its position. */
export function orderedGroups(groups: readonly Group[], ids: readonly number[]): Group[] {
  const byId = new Map(groups.map((group) => [group.id, group]));
  return ids
    .map((id) => byId.get(id))
    .filter((group): group is Group => group !== undefined)
    .map((group, index) => ({ ...group, position: index + 1 }));
}

/** What deleting a group and its Undo call on the server, as plain calls (Undo outlives screens). */
export interface GroupDeleteCalls {
  remove(id: number): Promise<void>;
  /** Makes the group again at `position`, with `members` back in it; answers its new id. */
  recreate(
    group: GroupCreateInput & { position: number },
    members: readonly { id: number; name: string }[],
  ): Promise<number>;
}

export function useGroupDeleteCalls(): GroupDeleteCalls {
  const utils = trpc.useUtils();
  const refresh = useRefreshGroups();
  return {
    remove: async (id) => {
      needsConnection();
      await utils.client.groups.delete.mutate({ id });
      await refresh();
    },
    recreate: async ({ position, ...group }, members) => {
      needsConnection();
      const made = await utils.client.groups.create.mutate(group);
      await utils.client.groups.update.mutate({ id: made.id, position });
      await Promise.all(
        members.map(({ id, name }) =>
          utils.client.habits.update.mutate({ id, name, groupId: made.id }),
        ),
      );
      await refresh();
      return made.id;
    },
  };
}

// ---------- collapsed sections, kept on this device ----------

const listeners = new Set<() => void>();

function readCollapsed(): string {
  try {
    return localStorage.getItem(STORAGE_KEYS.collapsedGroups) ?? '';
  } catch {
    return '';
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.collapsedGroups) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The groups collapsed on this device, and a toggle (kept in localStorage, per device). */
export function useCollapsedGroups(): [ReadonlySet<number>, (id: number) => void] {
  const stored = useSyncExternalStore(subscribe, readCollapsed, () => '');
  const collapsed = new Set(
    stored
      .split(',')
      .filter((part) => part !== '')
      .map(Number),
  );
  const toggle = useCallback((id: number) => {
    const now = new Set(
      readCollapsed()
        .split(',')
        .filter((part) => part !== '')
        .map(Number),
    );
    if (now.has(id)) now.delete(id);
    else now.add(id);
    try {
      localStorage.setItem(STORAGE_KEYS.collapsedGroups, [...now].sort((a, b) => a - b).join(','));
    } catch {
      // A browser without storage keeps the section as it is for this page only.
    }
    for (const listener of listeners) listener();
  }, []);
  return [collapsed, toggle];
}

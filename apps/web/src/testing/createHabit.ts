/** What the Create New Habit tests share: the hooks the screen calls, stood in for. */
import { vi } from 'vitest';

export const create = vi.fn();
export const setPlan = vi.fn();
export const habitsHooks = {
  useCreateHabit: () => ({ mutate: create, isPending: false }),
  useSetPlan: () => ({ mutateAsync: setPlan, isPending: false }),
  useHabits: () => ({ data: [], isLoading: false }),
  useActiveHabits: () => ({ data: [], isLoading: false }),
};

export const subscribe = vi.fn(() => Promise.resolve(true));
/** This device's push state, as a test sets it: 'off' until subscribed, or 'on'. */
export const pushDevice = { kind: 'off' };
export const pushHooks = {
  usePushDevice: () => ({ state: { kind: pushDevice.kind }, subscribe }),
};

export const templatesHooks = {
  useTemplates: () => ({ data: [], isPending: false, isError: false }),
};
export const iconsHooks = { useIcons: () => ({ data: [], isLoading: false }) };
export const planPreviewHooks = { usePlanPreview: () => undefined };
export const authHooks = { useLogout: () => ({ mutate: vi.fn() }) };
/** One group, Alcohol, with a weekly budget of 14. */
export const groupsHooks = {
  useGroups: () => ({
    data: [
      {
        id: 5,
        name: 'Alcohol',
        color: null,
        position: 1,
        collapsed: false,
        budget: { period: 'week', limit: 14 },
      },
    ],
  }),
};

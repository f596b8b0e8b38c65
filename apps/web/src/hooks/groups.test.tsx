/**
 * What the web keeps of groups: a change to a group, or a habit's group, reads the groups, their
 * figures and the habits again; and offline, where only logged days are kept to send later, a
 * group change fails at once with a sentence instead of waiting unseen.
 */
import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureDescription, OfflineError } from '../lib/errors';
import { OFFLINE_TEXTS } from '../messages';
import { renderWithApi, type Call } from '../testing/api';
import { habit } from '../testing/fixtures';
import {
  useCreateGroup,
  useGroupDeleteCalls,
  useGroupProgress,
  useGroups,
  useReorderGroups,
  useUpdateGroup,
} from './groups';
import { useHabits, useUpdateHabit } from './habits';

const ALCOHOL = {
  id: 3,
  name: 'Alcohol',
  color: null,
  position: 1,
  collapsed: false,
  budget: { period: 'week', limit: 14 },
};
const SUGAR = { ...ALCOHOL, id: 4, name: 'Sugar', position: 2, budget: null };
const progress = {
  groupId: 3,
  budget: ALCOHOL.budget,
  period: { start: '2025-03-10', end: '2025-03-16', total: 0, limit: 14, left: 14, over: false },
  habits: [],
  text: 'Alcohol: 0 of 14 units this week',
};

/** A screen showing the groups, Alcohol's line and the habits, with buttons that change them. */
function Screen({ onError }: { onError: (error: unknown) => void }) {
  const groups = useGroups();
  const line = useGroupProgress(3);
  const habits = useHabits();
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const updateHabit = useUpdateHabit();
  const { reorder } = useReorderGroups();
  const calls = useGroupDeleteCalls();
  const ready = groups.data && line.data && habits.data;
  return ready ? (
    <div>
      <p>{line.data.text}</p>
      <button
        onClick={() => {
          create.mutate({ name: 'Sugar' }, { onError });
        }}
      >
        create
      </button>
      <button
        onClick={() => {
          update.mutate({ id: 3, budget: null }, { onError });
        }}
      >
        update
      </button>
      <button
        onClick={() => {
          updateHabit.mutate({ id: 1, name: 'Beer', groupId: 3 }, { onError });
        }}
      >
        join
      </button>
      <button
        onClick={() => {
          reorder([4, 3]).catch(onError);
        }}
      >
        reorder
      </button>
      <button
        onClick={() => {
          calls.remove(3).catch(onError);
        }}
      >
        delete
      </button>
    </div>
  ) : (
    <p>Reading</p>
  );
}

function renderScreen(errors: unknown[]) {
  return renderWithApi(
    <Screen
      onError={(error) => {
        errors.push(error);
      }}
    />,
    {
      handlers: {
        'groups.list': () => [ALCOHOL, SUGAR],
        'groups.progress': () => progress,
        'habits.list': () => [habit({ id: 1, name: 'Beer' })],
        'groups.create': () => SUGAR,
        'groups.update': () => ALCOHOL,
        'groups.delete': () => ({ success: true }),
        'habits.update': () => ({ ...habit({ id: 1, name: 'Beer' }), groupId: 3 }),
      },
    },
  );
}

const count = (calls: readonly Call[], path: string) =>
  calls.filter((call) => call.path === path).length;
/** The reads a change to a group or a habit's group must give anew. */
const READS = ['groups.list', 'groups.progress', 'habits.list'];

describe('groups on the web', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
  });

  it.each(['create', 'update', 'join', 'reorder', 'delete'])(
    'after %s, reads the groups, their lines and the habits again',
    async (button) => {
      const errors: unknown[] = [];
      const { calls } = renderScreen(errors);
      await screen.findByText('Alcohol: 0 of 14 units this week');
      const before = READS.map((path) => count(calls, path));
      await userEvent.click(screen.getByRole('button', { name: button }));
      await vi.waitFor(() => {
        expect(READS.map((path, at) => count(calls, path) > (before[at] ?? 0))).toEqual([
          true,
          true,
          true,
        ]);
      });
      expect(errors).toEqual([]);
    },
  );

  it.each([
    ['create', 'groups.create'],
    ['update', 'groups.update'],
    ['reorder', 'groups.update'],
    ['delete', 'groups.delete'],
  ])(
    'offline, %s fails at once saying it needs a connection, and sends nothing',
    async (button, path) => {
      const errors: unknown[] = [];
      const { calls } = renderScreen(errors);
      await screen.findByText('Alcohol: 0 of 14 units this week');
      act(() => {
        onlineManager.setOnline(false);
      });
      await userEvent.click(screen.getByRole('button', { name: button }));
      await vi.waitFor(() => {
        expect(errors).toHaveLength(1);
      });
      expect(errors[0]).toBeInstanceOf(OfflineError);
      expect(failureDescription(errors[0], 'The group was not saved')).toBe(
        `The group was not saved. ${OFFLINE_TEXTS.needsConnection}`,
      );
      expect(count(calls, path)).toBe(0);
    },
  );

  it('says a call that got no answer while offline needs a connection, and not when online', () => {
    const unanswered = new TypeError('Failed to fetch');
    expect(failureDescription(unanswered, 'Not saved')).toBe('Not saved');
    onlineManager.setOnline(false);
    expect(failureDescription(unanswered, 'Not saved')).toBe(
      `Not saved. ${OFFLINE_TEXTS.needsConnection}`,
    );
  });
});

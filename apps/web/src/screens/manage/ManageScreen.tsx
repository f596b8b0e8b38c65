import type { Habit } from '@taper/domain';
import { Button, PlusGlyph } from '@taper/ui';
import { useState } from 'react';
import { useNavigate } from '../../lib/router';
import { DeleteHabitDialog } from '../../components/DeleteHabitDialog';
import { EmptyStateCard } from '../../components/EmptyStateCard';
import { Page, PageTitle } from '../../components/Page';
import { useHabits } from '../../hooks/habits';
import { TEXTS } from '../../messages';
import { COMPONENT_TEXTS } from '../../components/messages';
import { usePageTitle } from '../../lib/page-title';
import { MANAGE_TEXTS } from './manage-messages';
import { focusWhenReady } from '../../lib/focus-when-ready';
import { ManageCard, manageControl, manageRow } from './ManageCard';
import { SortableList } from './SortableList';
import { GroupsCard } from './GroupsCard';
import { useHabitOrder } from './useHabitOrder';
import { Loading } from '../../components/Loading';

/**
 * Manage's moves, renames and archiving, what its live region says of the latest, and where focus
 * goes after each.
 */
function useManageActions(active: readonly Habit[], archived: readonly Habit[]) {
  const order = useHabitOrder(active);
  const [renamed, setRenamed] = useState('');
  // The latest of a move and a rename is what the live region says.
  const [lastSaid, setLastSaid] = useState<'order' | 'rename'>('order');
  const onRenamed = (said: string) => {
    setRenamed(said);
    setLastSaid('rename');
  };
  /** Archive or unarchive; focus follows the row's toggle to its new place in the list. */
  const toggleArchived = (habit: Habit) => {
    setLastSaid('order');
    order.setArchived(habit, !habit.archived);
    focusWhenReady(
      manageControl(habit.id, 'archive', !habit.archived),
      manageRow(habit.id, habit.archived),
    );
  };
  /** After a delete, focus goes to the next row (the one before at the end; else Add Habit). */
  const focusAfterDelete = (habit: Habit) => {
    const shown = [...active, ...archived];
    const at = shown.findIndex((h) => h.id === habit.id);
    const next = shown[at + 1] ?? shown[at - 1];
    focusWhenReady(
      next ? manageControl(next.id, 'rename') : '[data-add-habit]',
      manageRow(habit.id),
      // The dialog gives focus back to an older control when its opener (this row) has gone.
      { force: true },
    );
  };

  const moveTo = (habit: Habit, index: number) => {
    setLastSaid('order');
    order.moveTo(habit, index);
  };
  return {
    announcement: lastSaid === 'rename' ? renamed : order.announcement,
    onRenamed,
    toggleArchived,
    focusAfterDelete,
    moveTo,
  };
}

/**
 * `/manage`: every habit with rename, settings, archive and delete; the unarchived ones in the
 * user's order (drag, or Move up and Move down), the archived ones under 'Archived'; Add Habit.
 */
export function ManageScreen() {
  usePageTitle(MANAGE_TEXTS.pageTitle);
  const habits = useHabits();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<Habit | null>(null);
  const list = habits.data ?? [];
  const active = list.filter((habit) => !habit.archived);
  const archived = list.filter((habit) => habit.archived);
  const actions = useManageActions(active, archived);

  return (
    <Page context={{ kind: 'page' }}>
      <PageTitle
        title={MANAGE_TEXTS.manageHabits}
        actions={
          <Button
            data-add-habit=""
            onClick={() => {
              void navigate('/create-habit');
            }}
          >
            <PlusGlyph className="h-4 w-4" /> {MANAGE_TEXTS.addHabit}
          </Button>
        }
      />
      <p role="status" className="sr-only">
        {actions.announcement}
      </p>
      {!habits.isLoading && <GroupsCard habits={active} />}
      {habits.isLoading ? (
        <Loading label={TEXTS.loadingHabits} />
      ) : list.length === 0 ? (
        <EmptyStateCard action="Create First Habit" to="/create-habit">
          <p className="text-slate-700 dark:text-slate-200">{TEXTS.emptyManage}</p>
        </EmptyStateCard>
      ) : (
        <>
          <ActiveHabits habits={active} actions={actions} onDelete={setDeleting} />
          <ArchivedHabits
            habits={archived}
            onDelete={setDeleting}
            onArchive={actions.toggleArchived}
            onRenamed={actions.onRenamed}
          />
        </>
      )}
      <DeleteHabitDialog
        habit={deleting}
        confirmLabel={COMPONENT_TEXTS.delete}
        onClose={() => {
          setDeleting(null);
        }}
        onDeleted={() => {
          if (deleting) actions.focusAfterDelete(deleting);
        }}
      />
    </Page>
  );
}

/** The habits in use, in the user's order: drag, or Move up and Move down on each. */
function ActiveHabits({
  habits,
  actions,
  onDelete,
}: {
  habits: readonly Habit[];
  actions: ReturnType<typeof useManageActions>;
  onDelete: (habit: Habit) => void;
}) {
  return (
    <SortableList
      items={habits}
      itemAttribute="data-habit-id"
      onReorder={(id, index) => {
        const habit = habits.find((h) => h.id === id);
        if (habit) actions.moveTo(habit, index);
      }}
      render={(habit, index, handle) => (
        <ManageCard
          habit={habit}
          onDelete={() => {
            onDelete(habit);
          }}
          onArchive={() => {
            actions.toggleArchived(habit);
          }}
          onRenamed={actions.onRenamed}
          order={{
            index,
            count: habits.length,
            handle,
            onMove: (delta) => {
              actions.moveTo(habit, index + delta);
            },
          }}
        />
      )}
    />
  );
}

/** The archived habits under their heading, each with its actions; nothing when there are none. */
function ArchivedHabits({
  habits,
  onDelete,
  onArchive,
  onRenamed,
}: {
  habits: readonly Habit[];
  onDelete: (habit: Habit) => void;
  onArchive: (habit: Habit) => void;
  onRenamed: (said: string) => void;
}) {
  if (habits.length === 0) return null;
  return (
    <section aria-labelledby="archived-habits" className="mt-8">
      <h2 id="archived-habits" className="text-lg font-semibold">
        {MANAGE_TEXTS.archivedTitle}
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{MANAGE_TEXTS.archivedHint}</p>
      <ul className="grid gap-3">
        {habits.map((habit) => (
          <li key={habit.id} className="min-w-0">
            <ManageCard
              habit={habit}
              onDelete={() => {
                onDelete(habit);
              }}
              onArchive={() => {
                onArchive(habit);
              }}
              onRenamed={onRenamed}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

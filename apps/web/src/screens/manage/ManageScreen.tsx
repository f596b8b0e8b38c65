import type { Habit } from '@taper/domain';
import { Button, PlusGlyph } from '@taper/ui';
import { useState } from 'react';
import { useNavigate } from '../../lib/router';
import { DeleteHabitDialog } from '../../components/DeleteHabitDialog';
import { EmptyStateCard } from '../../components/EmptyStateCard';
import { Page, PageTitle } from '../../components/Page';
import { useHabits } from '../../hooks/habits';
import { TEXTS } from '../../messages';
import { MANAGE_TEXTS } from './manage-messages';
import { ManageCard } from './ManageCard';
import { SortableHabits } from './SortableHabits';
import { useHabitOrder } from './useHabitOrder';
import { Loading } from '../../components/Loading';

/**
 * `/manage`: every habit with rename, settings, archive and delete; the unarchived ones in the
 * user's order (drag, or Move up and Move down), the archived ones under 'Archived'; Add Habit.
 */
export function ManageScreen() {
  const habits = useHabits();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<Habit | null>(null);
  const list = habits.data ?? [];
  const active = list.filter((habit) => !habit.archived);
  const archived = list.filter((habit) => habit.archived);
  const order = useHabitOrder(active);

  return (
    <Page context={{ kind: 'page' }}>
      <PageTitle
        title={MANAGE_TEXTS.manageHabits}
        actions={
          <Button
            onClick={() => {
              void navigate('/create-habit');
            }}
          >
            <PlusGlyph className="h-4 w-4" /> {MANAGE_TEXTS.addHabit}
          </Button>
        }
      />
      <p role="status" className="sr-only">
        {order.announcement}
      </p>
      {habits.isLoading ? (
        <Loading label={TEXTS.loadingHabits} />
      ) : list.length === 0 ? (
        <EmptyStateCard action="Create First Habit" to="/create-habit">
          <p className="text-slate-700 dark:text-slate-200">{TEXTS.emptyManage}</p>
        </EmptyStateCard>
      ) : (
        <>
          <SortableHabits
            habits={active}
            onReorder={(id, index) => {
              const habit = active.find((h) => h.id === id);
              if (habit) order.moveTo(habit, index);
            }}
            render={(habit, index, handle) => (
              <ManageCard
                habit={habit}
                onDelete={() => {
                  setDeleting(habit);
                }}
                onArchive={() => {
                  order.setArchived(habit, true);
                }}
                order={{
                  index,
                  count: active.length,
                  handle,
                  onMove: (delta) => {
                    order.moveTo(habit, index + delta);
                  },
                }}
              />
            )}
          />
          {archived.length > 0 && (
            <section aria-labelledby="archived-habits" className="mt-8">
              <h2 id="archived-habits" className="text-lg font-semibold">
                {MANAGE_TEXTS.archivedTitle}
              </h2>
              <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
                {MANAGE_TEXTS.archivedHint}
              </p>
              <ul className="grid gap-3">
                {archived.map((habit) => (
                  <li key={habit.id} className="min-w-0">
                    <ManageCard
                      habit={habit}
                      onDelete={() => {
                        setDeleting(habit);
                      }}
                      onArchive={() => {
                        order.setArchived(habit, false);
                      }}
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      <DeleteHabitDialog
        habit={deleting}
        confirmLabel="Delete"
        onClose={() => {
          setDeleting(null);
        }}
      />
    </Page>
  );
}

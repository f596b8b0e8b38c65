import type { Habit } from '@taper/domain';
import { Button, LoadingScreen, PlusGlyph } from '@taper/ui';
import { useState } from 'react';
import { useNavigate } from '../../lib/router';
import { DeleteHabitDialog } from '../../components/DeleteHabitDialog';
import { EmptyStateCard } from '../../components/EmptyStateCard';
import { Page, PageTitle } from '../../components/Page';
import { useHabits } from '../../hooks/habits';
import { TEXTS } from '../../messages';
import { ManageCard } from './ManageCard';

/** `/manage`: every habit with rename, settings and delete; Add Habit. */
export function ManageScreen() {
  const habits = useHabits();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<Habit | null>(null);
  const list = habits.data ?? [];

  return (
    <Page context={{ kind: 'page' }}>
      <PageTitle
        title="Manage Habits"
        actions={
          <Button
            onClick={() => {
              void navigate('/create-habit');
            }}
          >
            <PlusGlyph className="h-4 w-4" /> Add Habit
          </Button>
        }
      />
      {habits.isLoading ? (
        <LoadingScreen label={TEXTS.loadingHabits} />
      ) : list.length === 0 ? (
        <EmptyStateCard action="Create First Habit" to="/create-habit">
          <p className="text-slate-700 dark:text-slate-200">{TEXTS.emptyManage}</p>
        </EmptyStateCard>
      ) : (
        <ul className="grid gap-3">
          {list.map((habit) => (
            <li key={habit.id} className="min-w-0">
              <ManageCard
                habit={habit}
                onDelete={() => {
                  setDeleting(habit);
                }}
              />
            </li>
          ))}
        </ul>
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

import { type SharedHabit } from '@taper/domain';
import { fullDateText } from '../../lib/dates';
import { Button, Card, IconTile, MonthGrid, Spinner } from '@taper/ui';
import { useMemo, type ReactNode } from 'react';
import { useSharedView } from '../../hooks/shares';
import { builtInIconPath } from '../../lib/builtin-icons';
import { calendarDayLabel, dateTime } from '../../lib/dates';
import { errorShape } from '../../lib/error-shape';
import { usePageTitle } from '../../lib/page-title';
import { SHARED_TEXTS as T } from './messages';

/**
 * `/s/{token}`: a link's read-only view, with or without sign-in: the owner's first name and each
 * shared habit's goal, streaks, reduction line and month calendar (notes when shared). Nothing to
 * change and no link into anyone's account; an ended link shows the same page as an unknown one.
 */
export function SharedScreen({ token }: { token: string }) {
  const view = useSharedView(token);
  usePageTitle(
    view.data ? T.title(view.data.owner.firstName) : view.isLoading ? null : T.notFoundTitle,
  );
  if (view.isLoading) {
    return (
      <Shell>
        <p role="status" className="flex items-center gap-2 text-slate-700 dark:text-slate-200">
          <Spinner className="h-4 w-4 text-brand dark:text-teal-300" />
          {T.loading}
        </p>
      </Shell>
    );
  }
  if (view.isError || !view.data) {
    const status = errorShape(view.error).data?.httpStatus;
    return (
      <Shell>
        <Card className="p-6">
          <h1 className="text-xl font-bold">{T.notFoundTitle}</h1>
          <p role="alert" className="mt-2 text-slate-700 dark:text-slate-300">
            {status === 404 ? T.notFoundBody : status === 429 ? T.tooMany : T.failed}
          </p>
          {status !== 404 && (
            <Button
              className="mt-4"
              variant="outline"
              onClick={() => {
                void view.refetch();
              }}
            >
              {T.tryAgain}
            </Button>
          )}
        </Card>
      </Shell>
    );
  }
  const { owner, habits, generatedAt } = view.data;
  return (
    <Shell>
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold [overflow-wrap:anywhere]">{T.title(owner.firstName)}</h1>
        <p className="text-slate-700 dark:text-slate-300">{T.intro}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {T.updated(dateTime(generatedAt))}
        </p>
      </header>
      {habits.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{T.none}</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {habits.map((habit, index) => (
            <SharedHabitCard key={`${String(index)}-${habit.name}`} habit={habit} />
          ))}
        </div>
      )}
    </Shell>
  );
}

/** The page without the app's header: the brand, then the content. */
export function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <div className="border-b border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
        <p className="mx-auto max-w-5xl text-lg font-bold text-brand dark:text-teal-300">
          {T.brand}
        </p>
      </div>
      <main id="main" className="mx-auto grid max-w-5xl gap-5 p-4">
        {children}
      </main>
    </div>
  );
}

function SharedHabitCard({ habit }: { habit: SharedHabit }) {
  const cells = useMemo(
    () =>
      habit.month.calendar.map((cell) => ({
        ...cell,
        entry: cell.shortLabel === '' ? null : { shortLabel: cell.shortLabel, note: null },
      })),
    [habit.month.calendar],
  );
  const notes = habit.entries.filter((entry) => entry.note !== undefined).reverse();
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-4">
      <div className="flex min-w-0 items-start gap-3">
        <IconTile filePath={builtInIconPath(habit.icon)} color={habit.color} />
        <div className="min-w-0 flex-1 self-center">
          <h2 className="text-lg font-semibold [overflow-wrap:anywhere]">
            <bdi>{habit.name}</bdi>
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">{habit.goal}</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2">
        <div className="rounded-md bg-slate-100 p-2 dark:bg-slate-800">
          <dt className="text-xs text-slate-600 dark:text-slate-300">{T.currentStreak}</dt>
          <dd className="font-semibold">{habit.streaks.text}</dd>
        </div>
        <div className="rounded-md bg-slate-100 p-2 dark:bg-slate-800">
          <dt className="text-xs text-slate-600 dark:text-slate-300">{T.record}</dt>
          <dd className="font-semibold">{habit.longestStreak}</dd>
        </div>
      </dl>
      {habit.reductionLine !== null && (
        <p className="text-sm text-slate-800 dark:text-slate-200">{habit.reductionLine}</p>
      )}
      <div>
        <h3 className="mb-1 text-sm font-medium">{habit.month.heading}</h3>
        <MonthGrid
          cells={cells}
          color={habit.color}
          variant="compact"
          dayLabel={calendarDayLabel}
          label={T.calendarLabel(habit.name, habit.month.heading)}
        />
      </div>
      {notes.length > 0 && (
        <div>
          <h3 className="mb-1 text-sm font-medium">{T.notes}</h3>
          <ul className="grid gap-1 text-sm">
            {notes.map((entry) => (
              <li key={entry.date} className="[overflow-wrap:anywhere]">
                <span className="text-slate-600 dark:text-slate-400">
                  {fullDateText(entry.date)}
                </span>{' '}
                {entry.note}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

import { cn } from '@taper/ui';
import { useState } from 'react';
import { EmptyStateCard } from '../../components/EmptyStateCard';
import { Loading } from '../../components/Loading';
import { Page, PageTitle } from '../../components/Page';
import { ToggleGroup } from '../../components/ToggleGroup';
import { useGroupChart, useGroupProgress, useGroups } from '../../hooks/groups';
import { useHabits } from '../../hooks/habits';
import { usePageTitle } from '../../lib/page-title';
import { TEXTS } from '../../messages';
import { GROUP_TEXTS as T } from './group-messages';

// A function: its labels are read when drawn, in the language shown then.
const chartOptions = () => [
  { value: 'week' as const, label: T.week },
  { value: 'month' as const, label: T.month },
];

function amount(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** The members' combined totals per week or month as bars, the limit as a line across each. */
function GroupChart({ id, name }: { id: number; name: string }) {
  const [bucket, setBucket] = useState<'week' | 'month'>('week');
  const chart = useGroupChart(id, bucket);
  const data = chart.data;
  const top = data ? Math.max(1, ...data.buckets.map((b) => Math.max(b.total, b.limit ?? 0))) : 1;
  return (
    <section className="rounded-xl bg-white p-4 shadow-sm dark:bg-slate-900">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold">{T.chartTitle}</h2>
        <ToggleGroup
          label={T.chartSwitch}
          options={chartOptions()}
          value={bucket}
          onChange={setBucket}
          className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-600"
          buttonClassName="h-9 border-0 px-3 text-sm"
        />
      </div>
      {!data ? (
        <Loading label={TEXTS.loading} />
      ) : (
        <>
          <ol aria-label={T.chartLabel(name)} className="flex h-48 items-end gap-1 sm:gap-2">
            {data.buckets.map((b) => (
              <li
                key={b.start}
                className="relative flex h-full min-w-0 flex-1 flex-col justify-end"
                aria-label={`${T.bar(b.start, amount(b.total), b.limit === null ? null : amount(b.limit))}${b.over ? `, ${T.over}` : ''}`}
              >
                {b.limit !== null && (
                  <span
                    aria-hidden="true"
                    className="absolute end-0 start-0 border-t-2 border-dashed border-slate-500 dark:border-slate-300"
                    style={{ bottom: `${String((b.limit / top) * 100)}%` }}
                  />
                )}
                <span
                  aria-hidden="true"
                  className={cn(
                    'block w-full rounded-t',
                    b.over ? 'bg-red-600 dark:bg-red-400' : 'bg-teal-700 dark:bg-teal-400',
                  )}
                  style={{ height: `${String((b.total / top) * 100)}%` }}
                />
              </li>
            ))}
          </ol>
          <div aria-hidden="true" className="mt-1 flex gap-1 sm:gap-2">
            {data.buckets.map((b) => (
              <span
                key={b.start}
                className="min-w-0 flex-1 truncate text-center text-[10px] text-slate-600 sm:text-xs dark:text-slate-300"
              >
                {b.start.slice(5)}
              </span>
            ))}
          </div>
          <h3 className="mt-4 text-sm font-semibold">{T.reduction}</h3>
          <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="group-reduction">
            {data.reduction.text}
          </p>
        </>
      )}
    </section>
  );
}

/** `/group/{id}`: a group's shared budget this period, its members' shares, its chart and reduction. */
export function GroupScreen({ groupId }: { groupId: number | undefined }) {
  const groups = useGroups();
  const habits = useHabits();
  const id = groupId ?? 0;
  const group = groups.data?.find((g) => g.id === id);
  usePageTitle(group?.name ?? T.pageTitle);
  const progress = useGroupProgress(id);
  if (groups.data === undefined) {
    return (
      <Page context={{ kind: 'summary' }}>
        <Loading label={TEXTS.loading} />
      </Page>
    );
  }
  if (!group) {
    return (
      <Page context={{ kind: 'summary' }}>
        <EmptyStateCard className="mx-auto max-w-md" action={T.backToHome} to="/">
          <p>{T.notFound}</p>
        </EmptyStateCard>
      </Page>
    );
  }
  const names = new Map((habits.data ?? []).map((habit) => [habit.id, habit.name]));
  const members = progress.data?.habits ?? [];
  return (
    <Page context={{ kind: 'summary' }} wide>
      <PageTitle title={group.name} />
      <div className="grid gap-4">
        <section className="rounded-xl bg-white p-4 shadow-sm dark:bg-slate-900">
          <p
            className={cn(
              'text-lg font-semibold',
              progress.data?.period.over && 'text-red-700 dark:text-red-300',
            )}
            data-testid="group-line"
          >
            {progress.data?.text ?? group.name}
          </p>
          <h2 className="mt-3 text-sm font-semibold">{T.members}</h2>
          {members.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{T.noMembers}</p>
          ) : (
            <ul className="mt-1 grid gap-1 text-sm">
              {members.map((member) => (
                <li key={member.habitId}>
                  {T.memberLine(names.get(member.habitId) ?? '', amount(member.total))}
                </li>
              ))}
            </ul>
          )}
        </section>
        <GroupChart id={group.id} name={group.name} />
      </div>
    </Page>
  );
}

import type { Group, Habit } from '@taper/domain';
import { cn } from '@taper/ui';
import { useId, type ReactNode } from 'react';
import { Link } from '../../lib/router';
import { useCollapsedGroups, useGroupProgress, useGroups } from '../../hooks/groups';
import { GROUP_SECTION_TEXTS } from './messages';

/** A group's header: its shared budget's line from the server, a link to it and the collapse control. */
function GroupHeader({
  group,
  collapsed,
  count,
  bodyId,
  onToggle,
}: {
  group: Group;
  collapsed: boolean;
  count: number;
  bodyId: string;
  onToggle: () => void;
}) {
  const progress = useGroupProgress(group.id);
  const over = progress.data?.period.over === true;
  const line = progress.data?.text ?? group.name;
  return (
    <div
      className={cn(
        'flex min-w-0 items-center gap-2 rounded-lg border-s-4 bg-white px-2 py-2 shadow-sm dark:bg-slate-900',
        over ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600',
      )}
      style={group.color ? { borderLeftColor: group.color } : undefined}
    >
      <h2 className="min-w-0 flex-1 text-base font-semibold">
        <button
          type="button"
          className="flex min-h-11 w-full min-w-0 items-center gap-2 rounded text-start focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          aria-label={
            collapsed ? GROUP_SECTION_TEXTS.expand(line) : GROUP_SECTION_TEXTS.collapse(line)
          }
          onClick={onToggle}
        >
          <span
            aria-hidden="true"
            className={cn(
              'inline-block shrink-0 transition-transform',
              collapsed ? '' : 'rotate-90',
            )}
          >
            ▸
          </span>
          <span className="min-w-0 break-words" data-testid="group-line">
            {line}
          </span>
        </button>
      </h2>
      {over && (
        <span className="shrink-0 rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">
          {GROUP_SECTION_TEXTS.over}
        </span>
      )}
      {collapsed && count > 0 && (
        <span className="hidden shrink-0 text-xs text-slate-600 sm:inline dark:text-slate-300">
          {GROUP_SECTION_TEXTS.hiddenCount(count)}
        </span>
      )}
      <Link
        to={`/group/${String(group.id)}`}
        className="shrink-0 rounded px-2 py-2 text-sm font-medium text-teal-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700 dark:text-teal-300"
        aria-label={GROUP_SECTION_TEXTS.openLabel(group.name)}
      >
        {GROUP_SECTION_TEXTS.open}
      </Link>
    </div>
  );
}

function GroupSection({
  group,
  habits,
  collapsed,
  onToggle,
  render,
}: {
  group: Group;
  habits: readonly Habit[];
  collapsed: boolean;
  onToggle: () => void;
  render: (habits: readonly Habit[]) => ReactNode;
}) {
  const bodyId = useId();
  return (
    <section className="mb-5" aria-label={group.name}>
      <GroupHeader
        group={group}
        collapsed={collapsed}
        count={habits.length}
        bodyId={bodyId}
        onToggle={onToggle}
      />
      <div id={bodyId} hidden={collapsed} className="mt-3">
        {habits.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{GROUP_SECTION_TEXTS.empty}</p>
        ) : (
          render(habits)
        )}
      </div>
    </section>
  );
}

/**
 * The summary's habits in their groups (issue 51): a section per group, in the user's order, with
 * its header line and a collapse control kept on this device; the ungrouped habits after them.
 * Without groups, the habits as before.
 */
export function GroupSections({
  habits,
  render,
}: {
  habits: readonly Habit[];
  render: (habits: readonly Habit[]) => ReactNode;
}) {
  const groups = useGroups();
  const [collapsed, toggle] = useCollapsedGroups();
  const list = groups.data ?? [];
  if (list.length === 0) return <>{render(habits)}</>;
  const ids = new Set(list.map((group) => group.id));
  const ungrouped = habits.filter((habit) => habit.groupId === null || !ids.has(habit.groupId));
  return (
    <>
      {list.map((group) => (
        <GroupSection
          key={group.id}
          group={group}
          habits={habits.filter((habit) => habit.groupId === group.id)}
          collapsed={collapsed.has(group.id)}
          onToggle={() => {
            toggle(group.id);
          }}
          render={render}
        />
      ))}
      {ungrouped.length > 0 && (
        <section aria-label={GROUP_SECTION_TEXTS.ungrouped}>
          <h2 className="mb-3 text-base font-semibold text-slate-700 dark:text-slate-200">
            {GROUP_SECTION_TEXTS.ungrouped}
          </h2>
          {render(ungrouped)}
        </section>
      )}
    </>
  );
}

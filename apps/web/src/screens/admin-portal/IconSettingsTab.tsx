import type { AdminIcon } from '@taper/domain';
import { Card, IconImage } from '@taper/ui';
import { useAdminIcons } from './admin-hooks';
import { ADMIN_TEXTS } from './admin-messages';
import { summarizeBuiltIns, type BuiltInSummary, type CategoryGroup } from './icon-groups';
import { Loaded } from './Loaded';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <p className="text-xs font-medium text-slate-600 dark:text-slate-300">{label}</p>
      <p className="text-xl font-bold tabular-nums">{value}</p>
    </div>
  );
}

function IconList({ groups, label }: { groups: CategoryGroup<AdminIcon>[]; label: string }) {
  if (groups.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">{ADMIN_TEXTS.noneOf(label)}</p>
    );
  }
  return (
    <div className="grid gap-3">
      {groups.map((group) => (
        <section key={group.id} aria-label={`${label}: ${group.name}`}>
          <h4 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
            {group.name} <span className="font-normal">({group.icons.length})</span>
          </h4>
          <ul className="flex flex-wrap gap-1.5">
            {group.icons.map((icon) => (
              <li
                key={icon.id}
                className="inline-flex items-center gap-1.5 rounded-md border border-slate-200 px-2 py-1 text-xs dark:border-slate-700"
              >
                <IconImage filePath={icon.filePath} className="h-4 w-4 dark:invert" />
                {icon.displayName}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function BuiltInSummaryCards({ summary }: { summary: BuiltInSummary }) {
  return (
    <div className="grid gap-4">
      <Card className="p-4">
        <h2 className="text-lg font-semibold">{ADMIN_TEXTS.tabIconSettings}</h2>
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
          {ADMIN_TEXTS.iconSettingsHint}
        </p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          <Count label={ADMIN_TEXTS.totalIcons} value={summary.total} />
          <Count label={ADMIN_TEXTS.freeIcons} value={summary.free} />
          <Count label={ADMIN_TEXTS.premiumIcons} value={summary.premium} />
          <Count label={ADMIN_TEXTS.disabled} value={summary.disabled} />
          <Count label={ADMIN_TEXTS.categories} value={summary.categories} />
        </div>
      </Card>
      <Card className="p-4">
        <h3 className="mb-3 font-semibold">{ADMIN_TEXTS.freeIconsCount(summary.free)}</h3>
        <IconList groups={summary.freeByCategory} label={ADMIN_TEXTS.freeIcons} />
      </Card>
      <Card className="p-4">
        <h3 className="mb-3 font-semibold">{ADMIN_TEXTS.premiumIconsCount(summary.premium)}</h3>
        <IconList groups={summary.premiumByCategory} label={ADMIN_TEXTS.premiumIcons} />
      </Card>
    </div>
  );
}

/** SPEC §2 'Icon Settings': a read-only overview of the built-in icon lists. */
export function IconSettingsTab({ isAdmin }: { isAdmin: boolean }) {
  const icons = useAdminIcons(isAdmin);
  return (
    <Loaded
      query={icons}
      what="icons"
      render={(list = []) => <BuiltInSummaryCards summary={summarizeBuiltIns(list)} />}
    />
  );
}

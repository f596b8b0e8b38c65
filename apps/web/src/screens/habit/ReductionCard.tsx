import type { Habit, Reduction } from '@taper/domain';
import {
  baselineSourceText,
  longestWithoutOverText,
  milestoneText,
  periodText,
  reductionLine,
  shareOnGoalText,
} from '@taper/domain';
import { Card } from '@taper/ui';
import { userLocale } from '../../lib/locale';
import { Link } from '../../lib/router';
import { useSessionUser } from '../../lib/session';
import { REDUCTION_TEXTS } from './messages';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3 py-0.5">
      <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}

/** Without a baseline, a number habit's card invites the user to set one in Settings. */
function BaselineInvitation({ habit }: { habit: Habit }) {
  return (
    <div className="mt-1 space-y-2">
      <p className="text-sm">{REDUCTION_TEXTS.invitation}</p>
      <Link
        to={`/habit/${String(habit.id)}/settings`}
        className="inline-block text-sm font-semibold text-teal-700 underline underline-offset-2 dark:text-teal-300"
        aria-label={REDUCTION_TEXTS.setBaselineLabel(habit.name)}
      >
        {REDUCTION_TEXTS.invitationAction}
      </Link>
    </div>
  );
}

/** The periods a number habit's card compares with its baseline, in order. */
const PERIODS = ['thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'] as const;

/** A number habit's figures: the baseline and where it comes from, the weeks and the months. */
function NumberRows({
  habit,
  figures,
  locale,
}: {
  habit: Habit;
  figures: Reduction;
  locale: string | undefined;
}) {
  return (
    <>
      <Row
        label={REDUCTION_TEXTS.baseline}
        value={baselineSourceText(figures, locale, habit.unit)}
      />
      {PERIODS.map((period) => (
        <Row
          key={period}
          label={REDUCTION_TEXTS[period]}
          value={periodText(figures[period], figures.per, locale)}
        />
      ))}
    </>
  );
}

/** Any other habit's figures: the share of days on goal this month and in the first month. */
function ShareRows({ figures }: { figures: Reduction }) {
  return (
    <>
      <Row
        label={REDUCTION_TEXTS.thisMonth}
        value={shareOnGoalText(figures.shareOnGoalThisMonth) ?? '–'}
      />
      <Row
        label={REDUCTION_TEXTS.firstMonth}
        value={shareOnGoalText(figures.shareOnGoalFirstMonth) ?? '–'}
      />
    </>
  );
}

/** The milestones reached so far, when there are any. */
function Milestones({
  figures,
  currency,
  locale,
}: {
  figures: Reduction;
  currency: ReturnType<typeof useSessionUser>['currency'];
  locale: string | undefined;
}) {
  if (figures.milestones.length === 0) return null;
  return (
    <div className="mt-2 text-sm">
      <h3 className="font-medium">{REDUCTION_TEXTS.milestones}</h3>
      <ul className="list-inside list-disc">
        {figures.milestones.map((milestone) => (
          <li key={milestone.id}>
            {milestoneText(milestone, { currency, locale, per: figures.per })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * How much less than when the user started: the line, the baseline and where it comes
 * from, this and last week and month, the longest run without an over day and the milestones.
 * Without a baseline, an invitation to set one. Every figure is the server's (`stats.reduction`).
 */
export function ReductionCard({
  habit,
  figures,
}: {
  habit: Habit;
  figures: Reduction | undefined;
}) {
  const { currency } = useSessionUser();
  const locale = userLocale();
  if (figures === undefined) return null;
  const isNumber = habit.goalType === 'number';
  const line = reductionLine(figures, { unit: habit.unit, currency, locale });
  return (
    <Card className="p-4" role="region" aria-labelledby="reduction-heading">
      <h2 id="reduction-heading" className="text-sm font-medium text-slate-600 dark:text-slate-300">
        {REDUCTION_TEXTS.title}
      </h2>
      {isNumber && figures.baseline === null ? (
        <BaselineInvitation habit={habit} />
      ) : (
        <>
          {line !== null && (
            <p className="mt-1 text-base font-semibold" data-testid="reduction-line">
              {line}
            </p>
          )}
          <dl className="mt-2 text-sm">
            {isNumber ? (
              <NumberRows habit={habit} figures={figures} locale={locale} />
            ) : (
              <ShareRows figures={figures} />
            )}
          </dl>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            {longestWithoutOverText(figures.longestWithoutOver)}
          </p>
        </>
      )}
      <Milestones figures={figures} currency={currency} locale={locale} />
    </Card>
  );
}

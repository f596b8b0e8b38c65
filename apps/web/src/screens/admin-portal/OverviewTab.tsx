import { type AdminDay } from '@taper/domain';
import { shortDate } from '../../lib/dates';
import { Card } from '@taper/ui';
import { scaleBand, scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { axisWidth, FocusReadout, ScaledChart, YAxis } from '../../components/charts/ChartParts';
import { ChartTable } from '../../components/charts/ChartTable';
import { EndLabels } from '../../components/charts/EndLabels';
import { useRovingFocus } from '../../components/charts/useRovingFocus';
import { useAdminDaily } from './admin-hooks';
import { ADMIN_TEXTS } from './admin-messages';
import { Loaded } from './Loaded';

const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 24 };
/** The active-users line's colour, apart from the sign-up bars' brand colour. */
const LINE_CLASS = 'stroke-amber-600 dark:stroke-amber-400';
const BAR_CLASS = 'fill-brand dark:fill-teal-400';

/** The chart at `width`: the axis, a bar a day, the active users' line, a focus stop a day. */
function DailyPlot({
  days,
  width,
  left,
  ticks,
  y,
  texts,
  roving,
}: {
  days: readonly AdminDay[];
  width: number;
  left: number;
  ticks: number[];
  y: ReturnType<typeof scaleLinear<number>>;
  texts: string[];
  roving: ReturnType<typeof useRovingFocus>;
}) {
  const bottom = HEIGHT - PAD.bottom;
  const right = width - PAD.right;
  const x = scaleBand({
    domain: days.map((day) => day.date),
    range: [left, right],
    padding: 0.25,
  });
  const middle = (day: AdminDay) => (x(day.date) ?? 0) + x.bandwidth() / 2;
  return (
    <>
      <YAxis ticks={ticks} y={y} left={left} right={right} label={String} />
      <line
        x1={left}
        x2={right}
        y1={bottom}
        y2={bottom}
        className="stroke-slate-400 dark:stroke-slate-500"
      />
      {days.map((day) => (
        <rect
          key={day.date}
          x={x(day.date)}
          y={y(day.signUps)}
          width={x.bandwidth()}
          height={Math.max(day.signUps > 0 ? 2 : 0, bottom - y(day.signUps))}
          rx={1.5}
          className={BAR_CLASS}
          aria-hidden="true"
          data-testid="signup-bar"
        />
      ))}
      <ActiveUsersLine days={days} x={middle} y={y} active={roving.active} />
      {/* Each day's column, the whole height, is what the arrow keys move between. */}
      {days.map((day, index) => (
        <rect
          key={day.date}
          x={(x(day.date) ?? 0) - (x.step() - x.bandwidth()) / 2}
          y={PAD.top}
          width={x.step()}
          height={bottom - PAD.top}
          fill="transparent"
          role="img"
          aria-label={texts[index]}
          className="outline-offset-0"
          {...roving.itemProps(index)}
        />
      ))}
      <EndLabels
        first={days[0] && shortDate(days[0].date)}
        last={days.at(-1) && shortDate(days.at(-1)?.date ?? '')}
        left={left}
        right={right}
        y={HEIGHT - 6}
      />
    </>
  );
}

/** The active users' line with a dot a day, the focused day's larger. */
function ActiveUsersLine({
  days,
  x,
  y,
  active,
}: {
  days: readonly AdminDay[];
  /** A day's column's middle. */
  x: (day: AdminDay) => number;
  y: ReturnType<typeof scaleLinear<number>>;
  active: number;
}) {
  return (
    <>
      <LinePath
        data={[...days]}
        x={x}
        y={(day) => y(day.activeUsers)}
        strokeWidth={2.5}
        className={LINE_CLASS}
        fill="none"
        aria-hidden="true"
        data-testid="active-line"
      />
      {days.map((day, index) => (
        <circle
          key={day.date}
          cx={x(day)}
          cy={y(day.activeUsers)}
          r={index === active ? 4.5 : 2.5}
          className="fill-amber-600 dark:fill-amber-400"
          aria-hidden="true"
        />
      ))}
    </>
  );
}

/** What the bars and the line are. */
function DailyKey() {
  return (
    <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-200">
      <li className="flex items-center gap-1.5">
        <svg width="12" height="12" aria-hidden="true">
          <rect width="12" height="12" rx="2" className={BAR_CLASS} />
        </svg>
        {ADMIN_TEXTS.signUpsKey}
      </li>
      <li className="flex items-center gap-1.5">
        <svg width="16" height="12" aria-hidden="true">
          <line x1="0" x2="16" y1="6" y2="6" strokeWidth="2.5" className={LINE_CLASS} />
        </svg>
        {ADMIN_TEXTS.activeUsersKey}
      </li>
    </ul>
  );
}

/** Sign-ups as bars and active users as a line, one column a day, today on the right. */
export function DailyChart({ days }: { days: readonly AdminDay[] }) {
  const roving = useRovingFocus(days.length);
  const texts = days.map((day) =>
    ADMIN_TEXTS.dailyDay(shortDate(day.date), day.signUps, day.activeUsers),
  );
  const top = Math.max(2, ...days.map((day) => Math.max(day.signUps, day.activeUsers)));
  const ticks = scaleLinear({ domain: [0, top] })
    .ticks(4)
    .filter((tick) => Number.isInteger(tick));
  const left = axisWidth(ticks.map(String));
  const y = scaleLinear({
    domain: [0, Math.max(top, ticks.at(-1) ?? top)],
    range: [HEIGHT - PAD.bottom, PAD.top],
  });

  return (
    <div>
      <DailyKey />
      <ScaledChart height={HEIGHT} label={ADMIN_TEXTS.dailyChartLabel} onKeyDown={roving.onKeyDown}>
        {(width: number) => (
          <DailyPlot
            days={days}
            width={width}
            left={left}
            ticks={ticks}
            y={y}
            texts={texts}
            roving={roving}
          />
        )}
      </ScaledChart>
      <FocusReadout text={texts[roving.active]} />
      <ChartTable
        caption={ADMIN_TEXTS.dailyTableCaption}
        columns={ADMIN_TEXTS.dailyColumns}
        rows={days.map((day) => [shortDate(day.date), day.signUps, day.activeUsers])}
      />
    </div>
  );
}

/** The Overview tab: SPEC's overview text, then the last 30 days' sign-ups and active users. */
export function OverviewTab({ isAdmin }: { isAdmin: boolean }) {
  const daily = useAdminDaily(isAdmin);
  const today = daily.data?.at(-1);
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-lg font-semibold">{ADMIN_TEXTS.tabOverview}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{ADMIN_TEXTS.overviewBody}</p>
      <h3 className="mt-4 font-semibold">{ADMIN_TEXTS.last30Days}</h3>
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">
        {ADMIN_TEXTS.activeUsersHint}
      </p>
      <Loaded
        query={daily}
        what={ADMIN_TEXTS.daily}
        render={(days = []) => (
          <>
            {today && (
              <p className="mb-2 text-sm font-medium">
                {ADMIN_TEXTS.dailyToday(today.signUps, today.activeUsers)}
              </p>
            )}
            <DailyChart days={days} />
          </>
        )}
      />
    </Card>
  );
}

/**
 * A group's words: its header's line ('Alcohol: 9.2 of 14 units this week') and its chart's
 * reduction ('30 units this week, 25% below the members' baselines (40)'), in the language of
 * `texts` (SPEC's English without one).
 */
import type { IsoDate } from './dates';
import { shortDate } from './dateTexts';
import { formatAmount } from './goalTexts';
import type { GroupPeriod } from './groupSchemas';
import { countIn, isEnglish, say, type Texts } from './texts';

const GROUP_TEXTS = {
  current: /*i18n*/ {
    id: 'group.period.current',
    message: '{period, select, day {today} week {this week} other {this month}}',
  },
  past: /*i18n*/ {
    id: 'group.period.past',
    message:
      '{period, select, day {on {date}} week {in the week of {date}} other {in the month of {date}}}',
  },
  line: /*i18n*/ { id: 'group.line', message: '{name}: {total} units {phrase}' },
  lineLimit: /*i18n*/ {
    id: 'group.line.limit',
    message: '{name}: {total} of {limit} units {phrase}',
  },
  noBaseline: /*i18n*/ {
    id: 'group.chart.noBaseline',
    message: '{total} units {phrase}; no baseline yet',
  },
  below: /*i18n*/ {
    id: 'group.chart.below',
    message: "{total} units {phrase}, {percent}% below the members' baselines ({baseline})",
  },
  above: /*i18n*/ {
    id: 'group.chart.above',
    message: "{total} units {phrase}, {percent}% above the members' baselines ({baseline})",
  },
};

const PERIOD_WORD: Record<GroupPeriod, string> = { day: 'day', week: 'week', month: 'month' };

/** 'this week', 'today', 'this month' for the current period; 'the week of 2025-03-10' else. */
export function groupPeriodPhrase(
  period: GroupPeriod,
  start: IsoDate,
  end: IsoDate,
  today: IsoDate,
  texts?: Texts,
): string {
  const current = start <= today && today <= end;
  if (texts)
    return current
      ? say(texts, GROUP_TEXTS.current, { period })
      : say(texts, GROUP_TEXTS.past, {
          period,
          date: isEnglish(texts) ? start : shortDate(start, texts),
        });
  if (period === 'day') return current ? 'today' : `on ${start}`;
  return current ? `this ${PERIOD_WORD[period]}` : `in the ${PERIOD_WORD[period]} of ${start}`;
}

/** The header's line: 'Alcohol: 9.2 of 14 units this week' (without a budget, 'Alcohol: 9.2 units this week'). */
export function groupLineText(
  name: string,
  total: number,
  limit: number | null,
  phrase: string,
  texts?: Texts,
): string {
  if (texts)
    return limit === null
      ? say(texts, GROUP_TEXTS.line, { name, total: formatAmount(total, texts), phrase })
      : say(texts, GROUP_TEXTS.lineLimit, {
          name,
          total: formatAmount(total, texts),
          limit: formatAmount(limit, texts),
          phrase,
        });
  const amount =
    limit === null
      ? `${formatAmount(total)} units`
      : `${formatAmount(total)} of ${formatAmount(limit)} units`;
  return `${name}: ${amount} ${phrase}`;
}

/** The chart's reduction in words: the latest bucket's total against the members' baselines. */
export function groupChartText(
  figures: { total: number; baseline: number | null; percent: number | null },
  bucket: 'week' | 'month',
  texts?: Texts,
): string {
  const { total, baseline, percent } = figures;
  if (texts) {
    const phrase = say(texts, GROUP_TEXTS.current, { period: bucket });
    const amount = formatAmount(total, texts);
    if (baseline === null || percent === null)
      return say(texts, GROUP_TEXTS.noBaseline, { total: amount, phrase });
    return say(texts, percent >= 0 ? GROUP_TEXTS.below : GROUP_TEXTS.above, {
      total: amount,
      phrase,
      percent: countIn(texts, Math.abs(percent)),
      baseline: formatAmount(baseline, texts),
    });
  }
  const word = bucket === 'week' ? 'this week' : 'this month';
  return baseline === null || percent === null
    ? `${formatAmount(total)} units ${word}; no baseline yet`
    : percent >= 0
      ? `${formatAmount(total)} units ${word}, ${String(percent)}% below the members' baselines (${formatAmount(baseline)})`
      : `${formatAmount(total)} units ${word}, ${String(-percent)}% above the members' baselines (${formatAmount(baseline)})`;
}

/** The reduction's words as message descriptors, one per sentence the texts make (reductionTexts.ts). */
export const REDUCTION_TEXTS = {
  atBaseline: /*i18n*/ { id: 'reduction.change.at', message: 'At your baseline' },
  below: /*i18n*/ { id: 'reduction.change.below', message: '{percent}% below your baseline' },
  above: /*i18n*/ { id: 'reduction.change.above', message: '{percent}% above your baseline' },
  soFar: /*i18n*/ {
    id: 'reduction.soFar',
    message: '{per, select, month {so far this month} other {so far this week}}',
  },
  per: /*i18n*/ {
    id: 'reduction.per',
    message: '{per, select, day {a day} week {a week} other {a month}}',
  },
  amount: /*i18n*/ { id: 'reduction.baselineAmount', message: '{amount} {per}' },
  amountUnit: /*i18n*/ { id: 'reduction.baselineAmount.unit', message: '{amount} {unit} {per}' },
  units: /*i18n*/ { id: 'reduction.units', message: '{count, plural, one {unit} other {units}}' },
  fewer: /*i18n*/ { id: 'reduction.fewer', message: '{amount} fewer {unit}' },
  more: /*i18n*/ { id: 'reduction.more', message: '{amount} more {unit} than before' },
  saved: /*i18n*/ { id: 'reduction.saved', message: '{amount} saved' },
  moreSpent: /*i18n*/ { id: 'reduction.moreSpent', message: '{amount} more spent' },
  sinceOver: /*i18n*/ {
    id: 'reduction.daysSinceOver',
    message: '{days} since your last over day',
  },
  nothingSoFar: /*i18n*/ { id: 'reduction.nothingSoFar', message: 'Nothing logged {soFar}' },
  cardBaseline: /*i18n*/ {
    id: 'reduction.card.baseline',
    message:
      '{per, select, day {Baseline {amount}/day} week {Baseline {amount}/week} other {Baseline {amount}/month}}',
  },
  cardPerDay: /*i18n*/ { id: 'reduction.card.perDay', message: '{mean}/day, was {baseline}' },
  cardTotal: /*i18n*/ { id: 'reduction.card.total', message: '{total} {soFar}' },
  cardTotalBaseline: /*i18n*/ {
    id: 'reduction.card.totalVsBaseline',
    message: '{total} {soFar}, baseline {baseline} by now',
  },
  measured: /*i18n*/ {
    id: 'reduction.measured',
    message:
      '{per, select, day {the mean of your first {days} logged days} week {your first {days} days, taken to a week} other {your first {days} days, taken to a month}}',
  },
  sourceMeasured: /*i18n*/ {
    id: 'reduction.source.measured',
    message: '{amount}, measured: {how}',
  },
  sourceEntered: /*i18n*/ {
    id: 'reduction.source.entered',
    message: '{amount}, as you entered it',
  },
  milestone: /*i18n*/ {
    id: 'reduction.milestone',
    message:
      '{per, select, month {A whole month {threshold}% below your baseline} other {A whole week {threshold}% below your baseline}}',
  },
  altogether: /*i18n*/ { id: 'reduction.altogether', message: 'Altogether {text}' },
  nothing: /*i18n*/ { id: 'reduction.nothingLogged', message: 'Nothing logged' },
  periodTotal: /*i18n*/ { id: 'reduction.period.total', message: '{total} in all, {days} logged' },
  periodMean: /*i18n*/ { id: 'reduction.period.mean', message: '{mean}/day over {days}' },
  shareOnGoal: /*i18n*/ {
    id: 'reduction.shareOnGoal',
    message: '{percent}% of logged days on goal',
  },
  longest: /*i18n*/ {
    id: 'reduction.longestWithoutOver',
    message: 'Longest run without an over day: {days}',
  },
};

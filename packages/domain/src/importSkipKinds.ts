import { importPreviewMessages as texts } from './i18n/importPreviewMessages';
import { GOAL_CHOICE_REASONS } from './importGoalChoices';
import { HABITBULL_YES_NO_REASON } from './habitBull';
import { LOOP_SKIP_REASONS } from './loop';
import { LOOP_MISSING_FOLDER_REASON } from './loopCsvLayouts';

/** Each reason an import leaves a habit out for, as the kind of habit it makes (plural). */
const KIND_OF_REASON: ReadonlyMap<string, string> = new Map([
  [LOOP_SKIP_REASONS.yesNo, texts.kindYesNo.message],
  [HABITBULL_YES_NO_REASON, texts.kindYesNo.message],
  [LOOP_SKIP_REASONS.atLeast, texts.kindAtLeast.message],
  [LOOP_SKIP_REASONS.badTarget, texts.kindBadTarget.message],
  [LOOP_SKIP_REASONS.hugeTarget, texts.kindBadTarget.message],
  [LOOP_MISSING_FOLDER_REASON, texts.kindMissing.message],
  [GOAL_CHOICE_REASONS.loopChoose, texts.kindChoose.message],
  [GOAL_CHOICE_REASONS.habitBullChoose, texts.kindChoose.message],
  [GOAL_CHOICE_REASONS.leftOut, texts.kindLeftOut.message],
]);

/**
 * What the habits an import leaves out are, for the preview's summary line ('3 skipped: yes/no
 * habits'): each kind once, most frequent first. Empty when a reason has no kind, so the line
 * never names only some of them (each habit's own reason is listed under it anyway).
 */
export function importSkipKinds(skipped: readonly { reason: string }[]): string[] {
  const counts = new Map<string, number>();
  for (const { reason } of skipped) {
    const kind = KIND_OF_REASON.get(reason);
    if (kind === undefined) return [];
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([kind]) => kind);
}

import { importPreviewMessages as previewTexts } from './i18n/importPreviewMessages';
import { GOAL_CHOICE_REASONS } from './importGoalChoices';
import { HABITBULL_YES_NO_REASON } from './habitBull';
import { LOOP_SKIP_REASONS } from './loop';
import { LOOP_MISSING_FOLDER_REASON } from './loopCsvLayouts';

/** Each reason an import leaves a habit out for, as the kind of habit it makes (plural). */
const KIND_OF_REASON: ReadonlyMap<string, string> = new Map([
  [LOOP_SKIP_REASONS.yesNo, previewTexts.kindYesNo.message],
  [HABITBULL_YES_NO_REASON, previewTexts.kindYesNo.message],
  [LOOP_SKIP_REASONS.atLeast, previewTexts.kindAtLeast.message],
  [LOOP_SKIP_REASONS.badTarget, previewTexts.kindBadTarget.message],
  [LOOP_SKIP_REASONS.hugeTarget, previewTexts.kindBadTarget.message],
  [LOOP_MISSING_FOLDER_REASON, previewTexts.kindMissing.message],
  [GOAL_CHOICE_REASONS.loopChoose, previewTexts.kindChoose.message],
  [GOAL_CHOICE_REASONS.habitBullChoose, previewTexts.kindChoose.message],
  [GOAL_CHOICE_REASONS.leftOut, previewTexts.kindLeftOut.message],
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

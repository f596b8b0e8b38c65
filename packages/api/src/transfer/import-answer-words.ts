/**
 * An import's preview or result in the caller's language: why each habit is left out, what kinds
 * of habits those are (the summary line's words), the advice on a goal to choose and the file's
 * kind. The domain writes them in English; each fixed text is found in the catalogs by it. A
 * line naming a habit or a number (a warning) stays as the reader wrote it.
 */
import {
  importSkipKinds,
  type ImportPreview,
  type ImportResult,
  type LocaleCode,
} from '@taper/domain';
import { localizeMessage } from '@taper/domain/i18n';

function previewIn(preview: ImportPreview, locale: LocaleCode): ImportPreview {
  return {
    ...preview,
    sourceName: localizeMessage(preview.sourceName, locale),
    skipped: preview.skipped.map((skip) => ({
      ...skip,
      reason: localizeMessage(skip.reason, locale),
    })),
    skipKinds: importSkipKinds(preview.skipped).map((kind) => localizeMessage(kind, locale)),
    ...(preview.goalChoices
      ? {
          goalChoices: preview.goalChoices.map((choice) => ({
            ...choice,
            hint: choice.hint === null ? null : localizeMessage(choice.hint, locale),
          })),
        }
      : {}),
  };
}

/** The answer with its fixed texts in `locale` (English: as it is, with the preview's kinds). */
export function importAnswerIn(
  answer: ImportPreview | ImportResult,
  locale: LocaleCode,
): ImportPreview | ImportResult {
  if ('dryRun' in answer) return previewIn(answer, locale);
  return {
    ...answer,
    skipped: answer.skipped.map((skip) => ({
      ...skip,
      reason: localizeMessage(skip.reason, locale),
    })),
  };
}

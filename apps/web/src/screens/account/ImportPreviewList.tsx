import type { ImportPreview } from '@taper/domain';
import type { ReactNode } from 'react';
import { fileDay } from '../../lib/dates';
import { TRANSFER_TEXTS as T } from './account-messages';

/** A titled list of short lines under the preview (what is left out, warnings); none: nothing. */
function NoteList({ title, items }: { title: string; items: readonly ReactNode[] }) {
  if (items.length === 0) return null;
  return (
    <div className="grid gap-1">
      <h4 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{title}</h4>
      <ul className="grid gap-1 text-sm text-slate-700 dark:text-slate-300">
        {items.map((item, index) => (
          // The lines never change order while shown.
          <li key={index} className="break-words">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The habits a file holds (the goal each gets, entries, dates, the name they get) and what is left
 * out, and why.
 */
export function ImportPreviewList({ preview, file }: { preview: ImportPreview; file: string }) {
  return (
    <section aria-label={T.previewTitle(file)} className="grid gap-3">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {T.previewTitle(file)}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {T.previewSummary(
          preview.sourceName,
          preview.habits.length,
          preview.skipped.length,
          // The server names the kinds, in the user's language.
          preview.skipKinds ?? [],
        )}
      </p>
      {preview.habits.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{T.previewNone}</p>
      ) : (
        <ul className="grid gap-2">
          {preview.habits.map((habit) => (
            <li
              key={`${habit.name}|${habit.importedAs}`}
              className="rounded-md border border-slate-200 px-3 py-2 text-sm dark:border-slate-700"
            >
              <p className="font-medium break-words text-slate-900 dark:text-slate-100">
                <bdi>{habit.name}</bdi>
              </p>
              <p className="text-slate-700 dark:text-slate-300">
                {habit.goal} ·{' '}
                {habit.alreadyHere
                  ? T.previewNewDays(habit.entries)
                  : T.previewHabit(habit.entries)}
                {habit.from !== null && habit.to !== null && (
                  <> · {T.previewRange(fileDay(habit.from), fileDay(habit.to))}</>
                )}
                {habit.importedAs !== habit.name && <> · {T.previewRenamed(habit.importedAs)}</>}
              </p>
            </li>
          ))}
        </ul>
      )}
      <NoteList
        title={T.skippedTitle}
        items={preview.skipped.map((skip) => (
          <>
            <span className="font-medium">{skip.name}</span>: {skip.reason}
          </>
        ))}
      />
      <NoteList
        title={T.groupsTitle}
        items={(preview.groups ?? []).map((group) => T.previewGroup(group.name, group.habits))}
      />
      <NoteList title={T.alreadyHereTitle} items={preview.alreadyHere ?? []} />
      <NoteList title={T.warningsTitle} items={preview.warnings} />
    </section>
  );
}

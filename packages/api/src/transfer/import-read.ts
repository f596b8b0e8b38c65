/**
 * What every import reader gives: the habits a file holds in one normalized shape (and those it
 * cannot import, with the reason). One reader per kind of file (`read-taper.ts`, `read-loop.ts`);
 * the domain's `checkImportSteps` then checks them all with the same rules, and one writer
 * (import-run.ts) stores them. A reader refuses a file by throwing `ImportRefused`.
 */
import type {
  ImportGoalChoice,
  ImportGroup,
  ImportHabitInput,
  ImportPreview,
  ImportSettings,
  ImportSkip,
} from '@taper/domain';

export interface ImportRead {
  source: ImportPreview['source'];
  habits: ImportHabitInput[];
  skipped: ImportSkip[];
  /** What the import changes to keep the file (a note cut), a line each: the preview shows them. */
  warnings?: string[];
  /** The preview's name of the file when it says more than its kind ('Loop backup (schema 24)'). */
  sourceName?: string;
  /** A Taper export's week start, day end and theme, which an import may bring back. */
  settings?: ImportSettings;
  /** A Taper export's habit groups, which its habits' `groupKey` name; absent when none. */
  groups?: ImportGroup[];
  /** Habits whose goal is chosen in the preview (a file without targets), as they were chosen. */
  goalChoices?: ImportGoalChoice[];
}

import type { ImportGoalChoices, ImportPreview } from '@taper/domain';
import { Button, SectionCard, toast } from '@taper/ui';
import { useEffect, useRef, useState } from 'react';
import { useRefreshCurrentUser } from '../../hooks/auth';
import { useRefreshHabitData } from '../../hooks/habits';
import { TRANSFER_TEXTS as T } from './account-messages';
import { DropZone } from './DropZone';
import { ImportGoalChoicesForm } from './ImportGoalChoices';
import { ImportPreviewList } from './ImportPreviewList';
import { ImportFailed, previewImport, runImport } from './transfer';

/** `goals`: those chosen in the preview (a file without targets), sent again with the import. */
type Step =
  | { kind: 'choose' }
  | { kind: 'reading'; file: File; percent: number }
  | { kind: 'preview'; file: File; preview: ImportPreview; goals: ImportGoalChoices }
  | {
      kind: 'importing';
      file: File;
      preview: ImportPreview;
      goals: ImportGoalChoices;
      percent: number;
    };

const message = (error: unknown) =>
  error instanceof ImportFailed ? error.message : T.importFailed;

/** The import's steps: a file read into its preview (a dry run), then imported. */
function useImportSteps() {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [problem, setProblem] = useState<string | null>(null);
  /** Whether a Taper export's week start, day end and theme come back with its habits. */
  const [restoreSettings, setRestoreSettings] = useState(false);
  const refresh = useRefreshHabitData();
  const refreshUser = useRefreshCurrentUser();

  const read = (file: File, goals: ImportGoalChoices = {}) => {
    setProblem(null);
    if (Object.keys(goals).length === 0) setRestoreSettings(false);
    setStep({ kind: 'reading', file, percent: 0 });
    previewImport(
      file,
      (percent) => {
        setStep({ kind: 'reading', file, percent });
      },
      goals,
    )
      .then((preview) => {
        setStep({ kind: 'preview', file, preview, goals });
      })
      .catch((error: unknown) => {
        setProblem(message(error));
        setStep({ kind: 'choose' });
      });
  };

  const confirm = (file: File, preview: ImportPreview, goals: ImportGoalChoices) => {
    setStep({ kind: 'importing', file, preview, goals, percent: 0 });
    runImport(
      file,
      (percent) => {
        setStep({ kind: 'importing', file, preview, goals, percent });
      },
      goals,
      restoreSettings && preview.settings !== undefined,
    )
      .then(async (result) => {
        setStep({ kind: 'choose' });
        toast(T.imported(result.habitsImported, result.entriesImported));
        await Promise.all([
          refresh(),
          result.settingsRestored === undefined ? undefined : refreshUser(),
        ]);
      })
      .catch((error: unknown) => {
        setProblem(message(error));
        setStep({ kind: 'preview', file, preview, goals });
      });
  };

  const reset = () => {
    setProblem(null);
    setStep({ kind: 'choose' });
  };
  return { step, problem, read, confirm, reset, restoreSettings, setRestoreSettings };
}

/** Marks each step's control that takes focus when the step before took the focused one away. */
const STEP_FOCUS = 'data-step-focus';
const stepFocus = { [STEP_FOCUS]: '' };

/**
 * Each step replaces the last one's controls (the file input goes once a file is chosen, Import
 * once it is pressed): when that leaves focus on nothing, the new step's control takes it, so
 * the next Tab goes on from the import instead of from the top of the page.
 */
function useStepFocus(kind: Step['kind']) {
  const box = useRef<HTMLDivElement>(null);
  // The first step is where the page starts: a page takes no focus on load.
  const shown = useRef(kind);
  useEffect(() => {
    if (shown.current === kind) return;
    shown.current = kind;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    box.current?.querySelector<HTMLElement>(`[${STEP_FOCUS}]:not(:disabled)`)?.focus();
  }, [kind]);
  return box;
}

/** How far reading or importing the file has come. */
function ImportProgress({
  text,
  percent,
  fileName,
}: {
  text: string;
  percent: number | undefined;
  fileName: string;
}) {
  return (
    <div className="grid gap-2" role="status" tabIndex={-1} {...stepFocus}>
      <p className="text-sm text-slate-700 dark:text-slate-300">{text}</p>
      <progress
        className="h-2 w-full accent-teal-700"
        max={100}
        value={percent}
        aria-label={fileName}
      />
    </div>
  );
}

/** Whether the file's saved settings replace the account's. */
function RestoreSettingsChoice({
  settings,
  checked,
  disabled,
  onChange,
}: {
  settings: Parameters<typeof T.restoreSettings>[0];
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
      <input
        type="checkbox"
        className="mt-0.5 h-4 w-4 shrink-0 accent-teal-700"
        checked={checked}
        disabled={disabled}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      <span>{T.restoreSettings(settings)}</span>
    </label>
  );
}

/** Account → Import data: choose or drop a file, see what it holds, then import it. */
export function ImportCard() {
  const { step, problem, read, confirm, reset, restoreSettings, setRestoreSettings } =
    useImportSteps();
  const box = useStepFocus(step.kind);
  return (
    <SectionCard title={T.importTitle} description={T.importBody}>
      <div ref={box} className="grid gap-4">
        {step.kind === 'choose' && (
          <DropZone
            inputProps={stepFocus}
            onFile={(file) => {
              read(file);
            }}
          />
        )}
        {(step.kind === 'reading' || step.kind === 'importing') && (
          <ImportProgress
            text={step.kind === 'reading' ? T.uploading(step.percent) : T.importing}
            percent={step.percent}
            fileName={step.file.name}
          />
        )}
        {(step.kind === 'preview' || step.kind === 'importing') && (
          <>
            <ImportPreviewList preview={step.preview} file={step.file.name} />
            {step.preview.goalChoices !== undefined && (
              <ImportGoalChoicesForm
                key={JSON.stringify(step.goals)}
                choices={step.preview.goalChoices}
                busy={step.kind === 'importing'}
                onApply={(goals) => {
                  read(step.file, goals);
                }}
              />
            )}
            {step.preview.settings !== undefined && (
              <RestoreSettingsChoice
                settings={step.preview.settings}
                checked={restoreSettings}
                disabled={step.kind === 'importing'}
                onChange={setRestoreSettings}
              />
            )}
          </>
        )}
        {step.kind === 'preview' && (
          <div className="flex flex-wrap gap-3">
            <Button
              {...stepFocus}
              disabled={step.preview.habits.length === 0}
              onClick={() => {
                confirm(step.file, step.preview, step.goals);
              }}
            >
              {T.importButton(step.preview.habits.length)}
            </Button>
            <Button {...stepFocus} variant="outline" onClick={reset}>
              {T.cancel}
            </Button>
          </div>
        )}
        {problem && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {problem}
          </p>
        )}
      </div>
    </SectionCard>
  );
}

import type { ImportGoalChoices, ImportPreview } from '@taper/domain';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  toast,
} from '@taper/ui';
import { useState } from 'react';
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
  const refresh = useRefreshHabitData();

  const read = (file: File, goals: ImportGoalChoices = {}) => {
    setProblem(null);
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
    )
      .then(async (result) => {
        setStep({ kind: 'choose' });
        toast(T.imported(result.habitsImported, result.entriesImported));
        await refresh();
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
  return { step, problem, read, confirm, reset };
}

/** Account → Import data: choose or drop a file, see what it holds, then import it. */
export function ImportCard() {
  const { step, problem, read, confirm, reset } = useImportSteps();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{T.importTitle}</CardTitle>
        <CardDescription>{T.importBody}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {step.kind === 'choose' && (
          <DropZone
            onFile={(file) => {
              read(file);
            }}
          />
        )}
        {(step.kind === 'reading' || step.kind === 'importing') && (
          <div className="grid gap-2" role="status">
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {step.kind === 'reading' ? T.uploading(step.percent) : T.importing}
            </p>
            <progress
              className="h-2 w-full accent-teal-700"
              max={100}
              value={step.percent}
              aria-label={step.file.name}
            />
          </div>
        )}
        {(step.kind === 'preview' || step.kind === 'importing') && (
          <ImportPreviewList preview={step.preview} file={step.file.name} />
        )}
        {(step.kind === 'preview' || step.kind === 'importing') &&
          step.preview.goalChoices !== undefined && (
            <ImportGoalChoicesForm
              key={JSON.stringify(step.goals)}
              choices={step.preview.goalChoices}
              busy={step.kind === 'importing'}
              onApply={(goals) => {
                read(step.file, goals);
              }}
            />
          )}
        {step.kind === 'preview' && (
          <div className="flex flex-wrap gap-3">
            <Button
              disabled={step.preview.habits.length === 0}
              onClick={() => {
                confirm(step.file, step.preview, step.goals);
              }}
            >
              {T.importButton(step.preview.habits.length)}
            </Button>
            <Button variant="outline" onClick={reset}>
              {T.cancel}
            </Button>
          </div>
        )}
        {problem && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {problem}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

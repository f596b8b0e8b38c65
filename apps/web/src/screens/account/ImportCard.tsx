import type { ImportPreview } from '@taper/domain';
import {
  Button,
  buttonBase,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  toast,
} from '@taper/ui';
import { useId, useState, type DragEvent } from 'react';
import { useRefreshHabitData } from '../../hooks/habits';
import { TRANSFER_TEXTS as T } from '../../messages';
import { ImportPreviewList } from './ImportPreviewList';
import { ImportFailed, previewImport, runImport } from './transfer';

type Step =
  | { kind: 'choose' }
  | { kind: 'reading'; file: File; percent: number }
  | { kind: 'preview'; file: File; preview: ImportPreview }
  | { kind: 'importing'; file: File; preview: ImportPreview; percent: number };

const message = (error: unknown) =>
  error instanceof ImportFailed ? error.message : T.importFailed;

/** Account → Import data: choose or drop a file, see what it holds, then import it. */
export function ImportCard() {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const refresh = useRefreshHabitData();

  const read = (file: File) => {
    setProblem(null);
    setStep({ kind: 'reading', file, percent: 0 });
    previewImport(file, (percent) => {
      setStep({ kind: 'reading', file, percent });
    })
      .then((preview) => {
        setStep({ kind: 'preview', file, preview });
      })
      .catch((error: unknown) => {
        setProblem(message(error));
        setStep({ kind: 'choose' });
      });
  };

  const confirm = (file: File, preview: ImportPreview) => {
    setStep({ kind: 'importing', file, preview, percent: 0 });
    runImport(file, (percent) => {
      setStep({ kind: 'importing', file, preview, percent });
    })
      .then(async (result) => {
        setStep({ kind: 'choose' });
        toast(T.imported(result.habitsImported, result.entriesImported));
        await refresh();
      })
      .catch((error: unknown) => {
        setProblem(message(error));
        setStep({ kind: 'preview', file, preview });
      });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && step.kind === 'choose') read(file);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{T.importTitle}</CardTitle>
        <CardDescription>{T.importBody}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {step.kind === 'choose' && (
          <div
            data-testid="import-drop-zone"
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => {
              setDragging(false);
            }}
            onDrop={onDrop}
            className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center text-sm text-slate-700 sm:flex-row sm:justify-center dark:text-slate-300 ${
              dragging
                ? 'border-teal-600 bg-teal-50 dark:bg-teal-950'
                : 'border-slate-300 dark:border-slate-600'
            }`}
          >
            <span>{T.dropHere}</span>
            <label
              htmlFor={inputId}
              className={`${buttonBase} h-8 border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-within:ring-2 focus-within:ring-brand focus-within:ring-offset-2 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:focus-within:ring-teal-300 dark:hover:bg-slate-800`}
            >
              {T.chooseFile}
              <input
                id={inputId}
                type="file"
                accept=".json,.zip,application/json,application/zip"
                className="sr-only"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) read(file);
                }}
              />
            </label>
          </div>
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
        {step.kind === 'preview' && (
          <div className="flex flex-wrap gap-3">
            <Button
              disabled={step.preview.habits.length === 0}
              onClick={() => {
                confirm(step.file, step.preview);
              }}
            >
              {T.importButton(step.preview.habits.length)}
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setProblem(null);
                setStep({ kind: 'choose' });
              }}
            >
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

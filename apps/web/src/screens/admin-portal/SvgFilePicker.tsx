import { cn } from '@taper/ui';
import { useId, useState, type DragEvent } from 'react';
import { ICON_FILE_ACCEPT } from './uploader';
import { ADMIN_TEXTS } from './admin-messages';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

export interface SvgFilePickerProps {
  file: File | null;
  /** An object URL of the picked file, or null. */
  preview: string | null;
  problem: string | undefined;
  disabled: boolean;
  /** The files chosen or dropped; an empty list when the file dialog was cancelled. */
  onFiles: (files: File[]) => void;
}

/** SPEC §5: choose an SVG or drop it on the zone; the picked file shows with a preview. */
export function SvgFilePicker({ file, preview, problem, disabled, onFiles }: SvgFilePickerProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
        {ADMIN_TEXTS.svgFile}
      </p>
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => {
          setDragging(false);
        }}
        onDrop={onDrop}
        className={cn(
          'focus-within-ring flex cursor-pointer items-center gap-3 rounded-lg border-2 border-dashed p-4 text-sm transition-colors',
          dragging
            ? 'border-brand bg-teal-50 dark:border-teal-300 dark:bg-teal-950/40'
            : 'border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800/60',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        <FilePreview preview={preview} />
        <FileDescription file={file} />
        <input
          id={inputId}
          type="file"
          accept={ICON_FILE_ACCEPT}
          aria-label={ADMIN_TEXTS.svgFile}
          className="sr-only"
          disabled={disabled}
          onChange={(event) => {
            onFiles(event.target.files ? Array.from(event.target.files) : []);
            // Cleared so that picking the same file again still reports it.
            event.target.value = '';
          }}
        />
      </label>
      {problem && (
        <p role="alert" className="mt-1.5 text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
    </div>
  );
}

function FilePreview({ preview }: { preview: string | null }) {
  return (
    <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-md border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      {preview ? (
        <img src={preview} alt="" className="h-8 w-8 object-contain dark:invert" />
      ) : (
        <span aria-hidden="true" className="text-lg text-slate-500 dark:text-slate-400">
          {ADMIN_TEXTS.svgPlaceholder}
        </span>
      )}
    </span>
  );
}

function FileDescription({ file }: { file: File | null }) {
  return (
    <span className="min-w-0">
      <span className={cn('block font-medium', file && '[overflow-wrap:anywhere]')}>
        {file ? file.name : ADMIN_TEXTS.chooseSvg}
      </span>
      <span className="text-slate-600 dark:text-slate-300">
        {file ? ADMIN_TEXTS.chosenSvg(formatBytes(file.size)) : ADMIN_TEXTS.svgRules}
      </span>
    </span>
  );
}

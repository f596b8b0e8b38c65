import { buttonBase } from '@taper/ui';
import { useId, useState, type DragEvent } from 'react';
import { TRANSFER_TEXTS as T } from './account-messages';
import { IMPORT_FILE_ACCEPT } from './transfer';

/** A file by drag and drop, or by the picker (a focusable file input behind its label). */
export function DropZone({
  onFile,
  inputProps,
}: {
  onFile: (file: File) => void;
  /** More attributes of the file input (a data attribute that marks it). */
  inputProps?: Record<`data-${string}`, string>;
}) {
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
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
        className={`${buttonBase} focus-within-ring h-8 border border-slate-300 bg-white px-3 text-sm text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`}
      >
        {T.chooseFile}
        <input
          {...inputProps}
          id={inputId}
          type="file"
          accept={IMPORT_FILE_ACCEPT}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </label>
    </div>
  );
}

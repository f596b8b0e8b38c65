import {
  CATEGORIES,
  ICON_MIME_TYPE,
  iconDisplayNameSchema,
  iconNameSchema,
  TIERS,
  type AdminIcon,
  type CategoryId,
  type Tier,
} from '@taper/domain';
import { Button, cn, Field, Input, Modal, Select, toast } from '@taper/ui';
import { useCallback, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { onMutationError, serverMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useRefreshIcons } from './admin-hooks';
import { ADMIN_TEXTS, ADMIN_TOASTS } from './admin-messages';
import { checkIconFiles, ICON_FILE_ACCEPT, type UploadState } from './uploader';
import { useIconUpload, type UploadTuning } from './useIconUpload';

export interface AddIconDialogProps {
  open: boolean;
  onClose: () => void;
  /** The current library, to catch a taken name before uploading. */
  icons: readonly AdminIcon[];
  /** Test seam for retry delays, timeout and the XHR. */
  uploadTuning?: UploadTuning;
}

/** 'custom_icon' → 'Custom Icon'. */
function displayNameFor(name: string): string {
  return name
    .trim()
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

/** SPEC §2 'Add New Icon' and §4 'Icon upload flow'. */
export function AddIconDialog({ open, onClose, icons, uploadTuning }: AddIconDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={ADMIN_TEXTS.addIconTitle}
      description="Upload an SVG (at most 1 MB) and describe it. The icon is created once the file has uploaded."
      className="sm:max-w-lg"
    >
      {open && <AddIconForm onClose={onClose} icons={icons} uploadTuning={uploadTuning} />}
    </Modal>
  );
}

function AddIconForm({
  onClose,
  icons,
  uploadTuning,
}: {
  onClose: () => void;
  icons: readonly AdminIcon[];
  uploadTuning: UploadTuning | undefined;
}) {
  const utils = trpc.useUtils();
  const refresh = useRefreshIcons();
  const createIcon = trpc.admin.createIcon.useMutation();
  const upload = useIconUpload(uploadTuning);
  const fileInputId = useId();

  const [name, setName] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [displayNameTouched, setDisplayNameTouched] = useState(false);
  const [category, setCategory] = useState<CategoryId | ''>('');
  const [tier, setTier] = useState<Tier>('FREE');
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | undefined>();
  const [createProblem, setCreateProblem] = useState<string | undefined>();
  const [dragging, setDragging] = useState(false);
  const [preview, showPreview] = useObjectUrl();

  const trimmedName = name.trim();
  const nameProblem =
    trimmedName === ''
      ? undefined
      : (iconNameSchema.safeParse(trimmedName).error?.issues[0]?.message ??
        (icons.some(
          (icon) =>
            icon.id === trimmedName || (icon.name === trimmedName && icon.category === category),
        )
          ? 'An icon with this name already exists'
          : undefined));
  const shownDisplayName = displayNameTouched ? displayName : displayNameFor(name);

  const { state } = upload;
  const busy =
    state.status === 'preparing' ||
    state.status === 'uploading' ||
    state.status === 'retrying' ||
    state.status === 'success' ||
    createIcon.isPending;
  const ready =
    trimmedName !== '' &&
    !nameProblem &&
    iconDisplayNameSchema.safeParse(shownDisplayName).success &&
    category !== '' &&
    file !== null &&
    !fileProblem;

  const pickFiles = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length === 0) return;
    const problem = checkIconFiles(files);
    setFileProblem(problem);
    const picked = problem ? null : (files[0] ?? null);
    setFile(picked);
    showPreview(picked);
    setCreateProblem(undefined);
    upload.reset();
  };

  const startUpload = async () => {
    if (!ready) return;
    setCreateProblem(undefined);
    const body = {
      name: trimmedName,
      displayName: shownDisplayName.trim(),
      category,
      tier,
      filePath: `/icons/${category}/${trimmedName}.svg`,
      isBuiltIn: 'false' as const,
    };
    const outcome = await upload.start(file, async (_file, signal) => {
      const { uploadURL } = await utils.client.admin.uploadUrl.mutate(
        { category, fileName: `${trimmedName}.svg` },
        { signal },
      );
      return { method: 'PUT', url: uploadURL, headers: { 'content-type': ICON_MIME_TYPE } };
    });
    if (outcome.status !== 'success') return;
    try {
      await createIcon.mutateAsync(body);
      toast(ADMIN_TOASTS.iconCreated);
      void refresh();
      onClose();
    } catch (error) {
      setCreateProblem(serverMessage(error));
      onMutationError(error, () => {
        toast({ variant: 'destructive', ...ADMIN_TOASTS.iconCreateFailed });
      });
      upload.reset();
    }
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) pickFiles(event.dataTransfer.files);
  };

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void startUpload();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Icon name"
          hint={nameProblem ?? 'Lowercase a-z, 0-9 and _; the file is {name}.svg'}
        >
          {(id) => (
            <Input
              id={id}
              value={name}
              placeholder={ADMIN_TEXTS.iconNameExample}
              autoComplete="off"
              spellCheck={false}
              disabled={busy}
              aria-invalid={nameProblem ? true : undefined}
              onChange={(event) => {
                setName(event.target.value);
              }}
            />
          )}
        </Field>
        <Field label="Display name">
          {(id) => (
            <Input
              id={id}
              value={shownDisplayName}
              placeholder="Custom Icon"
              disabled={busy}
              onChange={(event) => {
                setDisplayNameTouched(true);
                setDisplayName(event.target.value);
              }}
            />
          )}
        </Field>
        <Field label="Category">
          {(id) => (
            <Select
              id={id}
              value={category}
              disabled={busy}
              onChange={(event) => {
                setCategory(event.target.value as CategoryId | '');
              }}
            >
              <option value="" disabled>
                Choose a category
              </option>
              {CATEGORIES.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Tier">
          {(id) => (
            <Select
              id={id}
              value={tier}
              disabled={busy}
              onChange={(event) => {
                setTier(event.target.value as Tier);
              }}
            >
              {TIERS.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>

      <div>
        <p className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">SVG file</p>
        <label
          htmlFor={fileInputId}
          onDragOver={(event) => {
            event.preventDefault();
            if (!busy) setDragging(true);
          }}
          onDragLeave={() => {
            setDragging(false);
          }}
          onDrop={onDrop}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-lg border-2 border-dashed p-4 text-sm transition-colors focus-within:ring-2 focus-within:ring-brand',
            dragging
              ? 'border-brand bg-teal-50 dark:border-teal-300 dark:bg-teal-950/40'
              : 'border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800/60',
            busy && 'pointer-events-none opacity-60',
          )}
        >
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-md border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
            {preview ? (
              <img src={preview} alt="" className="h-8 w-8 object-contain dark:invert" />
            ) : (
              <span aria-hidden="true" className="text-lg text-slate-500 dark:text-slate-400">
                SVG
              </span>
            )}
          </span>
          <span className="min-w-0">
            {file ? (
              <>
                <span className="block truncate font-medium">{file.name}</span>
                <span className="text-slate-600 dark:text-slate-300">
                  {formatBytes(file.size)} · click to choose another
                </span>
              </>
            ) : (
              <>
                <span className="block font-medium">Choose an SVG file or drop it here</span>
                <span className="text-slate-600 dark:text-slate-300">
                  .svg (image/svg+xml), one file, at most 1 MB
                </span>
              </>
            )}
          </span>
          <input
            id={fileInputId}
            type="file"
            accept={ICON_FILE_ACCEPT}
            aria-label="SVG file"
            className="sr-only"
            disabled={busy}
            onChange={(event) => {
              pickFiles(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
        {fileProblem && (
          <p role="alert" className="mt-1.5 text-sm text-red-700 dark:text-red-300">
            {fileProblem}
          </p>
        )}
      </div>

      <UploadStatus state={state} creating={createIcon.isPending} onCancel={upload.cancel} />
      {createProblem && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {createProblem}
        </p>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {busy ? 'Close' : 'Cancel'}
        </Button>
        {!busy && (
          <Button type="submit" disabled={!ready}>
            {state.status === 'error' ? 'Retry upload' : 'Upload'}
          </Button>
        )}
      </div>
    </form>
  );
}

function UploadStatus({
  state,
  creating,
  onCancel,
}: {
  state: UploadState;
  creating: boolean;
  onCancel: () => void;
}) {
  if (state.status === 'idle') return null;
  if (state.status === 'cancelled') {
    return (
      <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
        Upload cancelled.
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div
        role="alert"
        className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100"
      >
        <p className="font-semibold">{state.message}</p>
        {state.detail && <p className="mt-0.5">{state.detail}</p>}
      </div>
    );
  }
  const percent =
    state.status === 'uploading' && state.total > 0
      ? Math.min(100, Math.round((state.loaded / state.total) * 100))
      : state.status === 'success'
        ? 100
        : 0;
  const label =
    state.status === 'preparing'
      ? 'Preparing upload...'
      : state.status === 'uploading'
        ? `Uploading... ${percent}%`
        : state.status === 'retrying'
          ? `${state.error}. Retrying ${state.delayMs > 0 ? `in ${state.delayMs / 1000} s` : 'now'} (attempt ${state.attempt})...`
          : creating
            ? 'Uploaded. Creating the icon...'
            : 'Uploaded.';
  const active = state.status !== 'success';
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span role="status">{label}</span>
        {active && (
          <Button variant="outline" size="sm" onClick={onCancel}>
            Cancel upload
          </Button>
        )}
      </div>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-150',
            state.status === 'retrying' ? 'bg-amber-500' : 'bg-brand dark:bg-teal-400',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/**
 * An object URL for the picked file's preview (shown through <img>, so scripts never run); the
 * previous URL is released when another file is picked and the last one when the form closes.
 */
function useObjectUrl() {
  const [url, setUrl] = useState<string | null>(null);
  const latest = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (latest.current) URL.revokeObjectURL(latest.current);
      latest.current = null;
    },
    [],
  );
  const show = useCallback((file: File | null) => {
    if (latest.current) URL.revokeObjectURL(latest.current);
    const next =
      file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    latest.current = next;
    setUrl(next);
  }, []);
  return [url, show] as const;
}

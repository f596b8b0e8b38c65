import { Button, cn } from '@taper/ui';
import type { UploadState } from './uploader';
import { ADMIN_TEXTS } from './admin-messages';

type ActiveUploadState = Exclude<UploadState, { status: 'idle' | 'cancelled' | 'error' }>;

/** How far an upload in progress (or done) is, and what the status line says about it. */
export function uploadProgress(
  state: ActiveUploadState,
  creating: boolean,
): { percent: number; label: string } {
  switch (state.status) {
    case 'preparing':
      return { percent: 0, label: ADMIN_TEXTS.uploadPreparing };
    case 'uploading': {
      const percent =
        state.total > 0 ? Math.min(100, Math.round((state.loaded / state.total) * 100)) : 0;
      return { percent, label: ADMIN_TEXTS.uploading(percent) };
    }
    case 'retrying': {
      return {
        percent: 0,
        label: ADMIN_TEXTS.uploadRetrying(
          state.error,
          state.delayMs > 0 ? ADMIN_TEXTS.retryIn(state.delayMs / 1000) : ADMIN_TEXTS.retryNow,
          state.attempt,
        ),
      };
    }
    case 'success':
      return {
        percent: 100,
        label: creating ? ADMIN_TEXTS.uploadedCreating : ADMIN_TEXTS.uploaded,
      };
  }
}

/** SPEC §4: the upload's status line, its progress bar and Cancel upload while it runs. */
export function UploadStatus({
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
        {ADMIN_TEXTS.uploadCancelled}
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
  const { percent, label } = uploadProgress(state, creating);
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span role="status">{label}</span>
        {state.status !== 'success' && (
          <Button variant="outline" size="sm" onClick={onCancel}>
            {ADMIN_TEXTS.cancelUpload}
          </Button>
        )}
      </div>
      <div
        role="progressbar"
        aria-label={ADMIN_TEXTS.uploadProgress}
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

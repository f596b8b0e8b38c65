import type { AdminIcon } from '@taper/domain';
import { Button, Modal, TextField } from '@taper/ui';
import { ADMIN_TEXTS } from './admin-messages';
import { CategoryField, TierField } from './icon-fields';
import { SvgFilePicker } from './SvgFilePicker';
import { UploadStatus } from './UploadStatus';
import { useIconCreation, useNewIconDraft, type NewIconDraft } from './useAddIcon';
import type { UploadTuning } from './useIconUpload';
import { usePickedIconFile } from './usePickedIconFile';

export interface AddIconDialogProps {
  open: boolean;
  onClose: () => void;
  /** The current library, to catch a taken name before uploading. */
  icons: readonly AdminIcon[];
  /** Test seam for retry delays, timeout and the XHR. */
  uploadTuning?: UploadTuning;
}

/** SPEC §2 'Add New Icon' and §4 'Icon upload flow'. */
export function AddIconDialog({ open, onClose, icons, uploadTuning }: AddIconDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={ADMIN_TEXTS.addIconTitle}
      description={ADMIN_TEXTS.addIconDescription}
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
  const draft = useNewIconDraft(icons);
  const picked = usePickedIconFile();
  const creation = useIconCreation(uploadTuning, onClose);
  const { busy } = creation;
  const { details } = draft;
  const { file } = picked;
  const ready = details !== undefined && file !== null && !picked.problem;

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) void creation.create(details, file);
      }}
    >
      <NewIconFields draft={draft} disabled={busy} />
      <SvgFilePicker
        file={file}
        preview={picked.preview}
        problem={picked.problem}
        disabled={busy}
        onFiles={(files) => {
          if (picked.pick(files)) creation.reset();
        }}
      />
      <UploadStatus
        state={creation.state}
        creating={creation.creating}
        onCancel={creation.cancel}
      />
      {creation.problem && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {creation.problem}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {busy ? ADMIN_TEXTS.close : ADMIN_TEXTS.cancel}
        </Button>
        {!busy && (
          <Button type="submit" disabled={!ready}>
            {creation.state.status === 'error' ? ADMIN_TEXTS.retryUpload : ADMIN_TEXTS.upload}
          </Button>
        )}
      </div>
    </form>
  );
}

function NewIconFields({ draft, disabled }: { draft: NewIconDraft; disabled: boolean }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={ADMIN_TEXTS.iconName}
        hint={ADMIN_TEXTS.iconNameHint}
        problem={draft.nameProblem}
        value={draft.name}
        placeholder={ADMIN_TEXTS.iconNameExample}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        onValueChange={draft.setName}
      />
      <TextField
        label={ADMIN_TEXTS.displayName}
        value={draft.displayName}
        placeholder={ADMIN_TEXTS.customIcon}
        disabled={disabled}
        onValueChange={draft.setDisplayName}
      />
      <CategoryField
        value={draft.category}
        placeholder={ADMIN_TEXTS.chooseACategory}
        disabled={disabled}
        onValueChange={draft.setCategory}
      />
      <TierField value={draft.tier} disabled={disabled} onValueChange={draft.setTier} />
    </div>
  );
}

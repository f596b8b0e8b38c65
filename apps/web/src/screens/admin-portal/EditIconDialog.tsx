import type { AdminIcon } from '@taper/domain';
import { Button, IconImage, Modal, TextField, TrashGlyph } from '@taper/ui';
import { useState } from 'react';
import { focusWhenReady } from '../../lib/focus-when-ready';
import { ADMIN_TEXTS } from './admin-messages';
import { CategoryField, TierField, VisibilityField } from './icon-fields';
import { useIconChanges, useIconEditor, type IconChanges } from './useIconEditor';

export interface EditIconDialogProps {
  /** The icon being edited; null closes the dialog. */
  icon: AdminIcon | null;
  onClose: () => void;
}

/**
 * SPEC §5 'Edit icon dialog': built-in icons change only tier, category and visibility
 * (admin.setIconTier); uploaded icons also name and display name (admin.updateIcon), and only
 * they can be deleted.
 */
export function EditIconDialog({ icon, onClose }: EditIconDialogProps) {
  return icon && <EditIconForm key={icon.id} icon={icon} onClose={onClose} />;
}

function EditIconForm({ icon, onClose }: { icon: AdminIcon; onClose: () => void }) {
  const changes = useIconChanges(icon);
  const { pending, save, remove } = useIconEditor(icon, () => {
    onClose();
    // A saved tier or visibility moves the icon's tile to another section: focus follows it.
    const tile = `[data-icon-id="${icon.id}"]`;
    focusWhenReady(tile, `section[aria-labelledby="tier-${icon.tier}"] ${tile}`);
  });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { builtIn } = changes;
  const invalid = Boolean(changes.nameProblem ?? changes.displayNameProblem);
  const canSave = !pending && !invalid;
  const askToDelete = (asking: boolean) => () => {
    setConfirmDelete(asking);
  };

  return (
    <Modal
      open
      busy={pending}
      onClose={onClose}
      title={ADMIN_TEXTS.editIconTitle}
      description={builtIn ? ADMIN_TEXTS.builtInIconNote : ADMIN_TEXTS.uploadedIconNote}
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (canSave) save(changes);
        }}
      >
        <IconSummary icon={icon} />
        <IconChangeFields changes={changes} pending={pending} />
        {!builtIn && confirmDelete && (
          <DeleteIconConfirm
            icon={icon}
            pending={pending}
            onDelete={remove}
            onKeep={askToDelete(false)}
          />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
          {!builtIn && !confirmDelete && (
            <button
              type="button"
              disabled={pending}
              onClick={askToDelete(true)}
              className="inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-md border border-red-300 px-4 text-sm font-medium text-red-700 hover:bg-red-50 disabled:pointer-events-none disabled:opacity-50 sm:me-auto dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/50"
            >
              <TrashGlyph className="h-4 w-4" /> {ADMIN_TEXTS.deleteIcon}
            </button>
          )}
          <div className="flex flex-col-reverse gap-2 sm:ms-auto sm:flex-row">
            <Button variant="outline" onClick={onClose}>
              {ADMIN_TEXTS.cancel}
            </Button>
            <Button type="submit" disabled={!pending && invalid} pending={pending}>
              {pending ? ADMIN_TEXTS.saving : ADMIN_TEXTS.saveChanges}
            </Button>
          </div>
        </div>
      </form>
    </Modal>
  );
}

function IconSummary({ icon }: { icon: AdminIcon }) {
  return (
    <div className="flex items-center gap-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
      <span className="flex h-12 w-12 items-center justify-center rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
        <IconImage filePath={icon.filePath} className="h-8 w-8 dark:invert" />
      </span>
      <div className="min-w-0 text-sm">
        <p className="font-semibold [overflow-wrap:anywhere]">{icon.displayName}</p>
        <p className="[overflow-wrap:anywhere] text-slate-600 dark:text-slate-300">
          {icon.filePath}
        </p>
      </div>
    </div>
  );
}

/** Name and display name (fixed for a built-in icon), then category, tier and visibility. */
function IconChangeFields({ changes, pending }: { changes: IconChanges; pending: boolean }) {
  const namesFixed = changes.builtIn || pending;
  return (
    <>
      <TextField
        label={ADMIN_TEXTS.iconName}
        hint={changes.builtIn ? ADMIN_TEXTS.builtInKeepsName : undefined}
        problem={changes.nameProblem}
        value={changes.name}
        disabled={namesFixed}
        onValueChange={changes.setName}
      />
      <TextField
        label={ADMIN_TEXTS.displayName}
        problem={changes.displayNameProblem}
        value={changes.displayName}
        disabled={namesFixed}
        onValueChange={changes.setDisplayName}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <CategoryField
          value={changes.category}
          disabled={pending}
          onValueChange={changes.setCategory}
        />
        <TierField value={changes.tier} disabled={pending} onValueChange={changes.setTier} />
        <VisibilityField
          value={changes.visibility}
          disabled={pending}
          onValueChange={changes.setVisibility}
        />
      </div>
    </>
  );
}

function DeleteIconConfirm({
  icon,
  pending,
  onDelete,
  onKeep,
}: {
  icon: AdminIcon;
  pending: boolean;
  onDelete: () => void;
  onKeep: () => void;
}) {
  return (
    <div
      role="alertdialog"
      aria-label={ADMIN_TEXTS.deleteIconLabel}
      className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100"
    >
      <p>{ADMIN_TEXTS.confirmDeleteIcon(icon.displayName)}</p>
      <div className="mt-2 flex gap-2">
        <Button variant="destructive" size="sm" pending={pending} onClick={onDelete}>
          {ADMIN_TEXTS.deletePermanently}
        </Button>
        <Button variant="outline" size="sm" onClick={onKeep}>
          {ADMIN_TEXTS.keepIt}
        </Button>
      </div>
    </div>
  );
}

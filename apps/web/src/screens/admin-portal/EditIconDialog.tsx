import {
  CATEGORIES,
  ICON_VISIBILITIES,
  iconDisplayNameSchema,
  iconNameSchema,
  TIERS,
  type AdminIcon,
  type CategoryId,
  type IconVisibility,
  type Tier,
} from '@taper/domain';
import { Button, Field, IconImage, Input, Modal, Select, toast, TrashGlyph } from '@taper/ui';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { failureToast, iconTierFailureToast, useRefreshIcons } from './admin-hooks';
import { ADMIN_TEXTS, ADMIN_TOASTS } from './admin-messages';
import { enabledTier } from './icon-groups';

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
  return (
    <Modal
      open={icon !== null}
      onClose={onClose}
      title={ADMIN_TEXTS.editIconTitle}
      description={
        icon?.isBuiltIn === 'true'
          ? 'Built-in icon: only its tier, category and visibility can change.'
          : 'Uploaded icon: every field can change, and it can be deleted.'
      }
    >
      {icon && <EditIconForm key={icon.id} icon={icon} onClose={onClose} />}
    </Modal>
  );
}

function EditIconForm({ icon, onClose }: { icon: AdminIcon; onClose: () => void }) {
  const builtIn = icon.isBuiltIn === 'true';
  const refresh = useRefreshIcons();
  const [name, setName] = useState(icon.name);
  const [displayName, setDisplayName] = useState(icon.displayName);
  const [category, setCategory] = useState<CategoryId>(icon.category);
  const [tier, setTier] = useState<Tier>(enabledTier(icon));
  const [visibility, setVisibility] = useState<IconVisibility>(icon.visibility);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const setIconTier = trpc.admin.setIconTier.useMutation();
  const updateIcon = trpc.admin.updateIcon.useMutation();
  const deleteIcon = trpc.admin.deleteIcon.useMutation();
  const pending = setIconTier.isPending || updateIcon.isPending || deleteIcon.isPending;

  const nameProblem = builtIn
    ? undefined
    : iconNameSchema.safeParse(name).error?.issues[0]?.message;
  const displayNameProblem = builtIn
    ? undefined
    : iconDisplayNameSchema.safeParse(displayName).success
      ? undefined
      : 'Enter a display name';

  const saveBuiltIn = () => {
    setIconTier.mutate(
      { id: icon.id, tier, category, visibility },
      {
        onSuccess: () => {
          toast(ADMIN_TOASTS.iconTierUpdated);
          void refresh();
          onClose();
        },
        onError: (error) => {
          iconTierFailureToast(error, ADMIN_TOASTS.iconTierFailed);
        },
      },
    );
  };

  const saveUploaded = async () => {
    try {
      await updateIcon.mutateAsync({
        id: icon.id,
        name: name.trim(),
        displayName: displayName.trim(),
        category,
        tier,
      });
      if (visibility !== icon.visibility) {
        await setIconTier.mutateAsync({ id: icon.id, tier, category, visibility });
      }
      toast(ADMIN_TOASTS.iconUpdated);
      onClose();
    } catch (error) {
      failureToast(error, ADMIN_TOASTS.iconUpdateFailed);
    } finally {
      void refresh();
    }
  };

  const remove = () => {
    deleteIcon.mutate(
      { id: icon.id },
      {
        onSuccess: () => {
          toast(ADMIN_TOASTS.iconDeleted);
          void refresh();
          onClose();
        },
        onError: (error) => {
          failureToast(error, ADMIN_TOASTS.iconDeleteFailed);
        },
      },
    );
  };

  const canSave = !pending && !nameProblem && !displayNameProblem;

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!canSave) return;
        if (builtIn) saveBuiltIn();
        else void saveUploaded();
      }}
    >
      <div className="flex items-center gap-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
        <span className="flex h-12 w-12 items-center justify-center rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
          <IconImage filePath={icon.filePath} className="h-8 w-8 dark:invert" />
        </span>
        <div className="min-w-0 text-sm">
          <p className="truncate font-semibold">{icon.displayName}</p>
          <p className="truncate text-slate-600 dark:text-slate-300">{icon.filePath}</p>
        </div>
      </div>
      <Field label="Icon name" hint={builtIn ? 'Built-in icons keep their name.' : nameProblem}>
        {(id) => (
          <Input
            id={id}
            value={name}
            disabled={builtIn || pending}
            aria-invalid={nameProblem ? true : undefined}
            onChange={(event) => {
              setName(event.target.value);
            }}
          />
        )}
      </Field>
      <Field label="Display name" hint={displayNameProblem}>
        {(id) => (
          <Input
            id={id}
            value={displayName}
            disabled={builtIn || pending}
            aria-invalid={displayNameProblem ? true : undefined}
            onChange={(event) => {
              setDisplayName(event.target.value);
            }}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Category">
          {(id) => (
            <Select
              id={id}
              value={category}
              disabled={pending}
              onChange={(event) => {
                setCategory(event.target.value as CategoryId);
              }}
            >
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
              disabled={pending}
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
        <Field label="Visibility">
          {(id) => (
            <Select
              id={id}
              value={visibility}
              disabled={pending}
              onChange={(event) => {
                setVisibility(event.target.value as IconVisibility);
              }}
            >
              {ICON_VISIBILITIES.map((v) => (
                <option key={v} value={v}>
                  {v === 'enabled' ? 'Enabled' : 'Disabled (hidden from users)'}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>

      {!builtIn && confirmDelete && (
        <div
          role="alertdialog"
          aria-label="Delete icon"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100"
        >
          <p>
            Delete “{icon.displayName}”? Habits using it show a star instead. This cannot be undone.
          </p>
          <div className="mt-2 flex gap-2">
            <Button variant="destructive" size="sm" disabled={pending} onClick={remove}>
              Delete Permanently
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setConfirmDelete(false);
              }}
            >
              Keep it
            </Button>
          </div>
        </div>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
        {!builtIn && !confirmDelete && (
          <button
            type="button"
            disabled={pending}
            onClick={() => {
              setConfirmDelete(true);
            }}
            className="inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-md border border-red-300 px-4 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-red-600 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50 sm:mr-auto dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/50"
          >
            <TrashGlyph className="h-4 w-4" /> Delete
          </button>
        )}
        <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSave}>
            {pending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </div>
    </form>
  );
}

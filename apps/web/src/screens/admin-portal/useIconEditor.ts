import {
  iconDisplayNameSchema,
  iconNameSchema,
  type AdminIcon,
  type CategoryId,
  type IconVisibility,
  type Tier,
} from '@taper/domain';
import { toast } from '@taper/ui';
import { useState } from 'react';
import { failureToast } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { iconTierFailureToast, useRefreshIcons } from './admin-hooks';
import { ADMIN_TOASTS } from './admin-messages';
import { enabledTier } from './icon-groups';
import { schemaProblem } from '../../i18n/form-sentences';

/** The Edit Icon fields, starting from the icon; a built-in icon's names are never wrong. */
export function useIconChanges(icon: AdminIcon) {
  const builtIn = icon.isBuiltIn === 'true';
  const [name, setName] = useState(icon.name);
  const [displayName, setDisplayName] = useState(icon.displayName);
  const [category, setCategory] = useState<CategoryId>(icon.category);
  const [tier, setTier] = useState<Tier>(enabledTier(icon));
  const [visibility, setVisibility] = useState<IconVisibility>(icon.visibility);
  const nameProblem = builtIn ? undefined : schemaProblem(iconNameSchema, name);
  const displayNameProblem =
    builtIn || iconDisplayNameSchema.safeParse(displayName).success
      ? undefined
      : 'Enter a display name';
  return {
    builtIn,
    name,
    setName,
    nameProblem,
    displayName,
    setDisplayName,
    displayNameProblem,
    category,
    setCategory,
    tier,
    setTier,
    visibility,
    setVisibility,
  };
}

export type IconChanges = ReturnType<typeof useIconChanges>;

/**
 * SPEC §5 'Edit icon dialog': a built-in icon saves through admin.setIconTier only; an uploaded one
 * through admin.updateIcon, then setIconTier when its visibility changed. Only uploaded icons can
 * be deleted. Each success toasts, refreshes the icon lists and calls `onDone`.
 */
export function useIconEditor(icon: AdminIcon, onDone: () => void) {
  const refresh = useRefreshIcons();
  const setIconTier = trpc.admin.setIconTier.useMutation();
  const updateIcon = trpc.admin.updateIcon.useMutation();
  const deleteIcon = trpc.admin.deleteIcon.useMutation();
  const pending = setIconTier.isPending || updateIcon.isPending || deleteIcon.isPending;

  const succeeded = (message: { title: string; description: string }) => () => {
    toast(message);
    void refresh();
    onDone();
  };

  const saveBuiltIn = ({ category, tier, visibility }: IconChanges) => {
    setIconTier.mutate(
      { id: icon.id, tier, category, visibility },
      {
        onSuccess: succeeded(ADMIN_TOASTS.iconTierUpdated),
        onError: (error) => {
          iconTierFailureToast(error, ADMIN_TOASTS.iconTierFailed);
        },
      },
    );
  };

  const saveUploaded = async ({ name, displayName, category, tier, visibility }: IconChanges) => {
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
      onDone();
    } catch (error) {
      failureToast(error, ADMIN_TOASTS.iconUpdateFailed);
    } finally {
      void refresh();
    }
  };

  const save = (changes: IconChanges) => {
    if (changes.builtIn) saveBuiltIn(changes);
    else void saveUploaded(changes);
  };

  const remove = () => {
    deleteIcon.mutate(
      { id: icon.id },
      {
        onSuccess: succeeded(ADMIN_TOASTS.iconDeleted),
        onError: (error) => {
          failureToast(error, ADMIN_TOASTS.iconDeleteFailed);
        },
      },
    );
  };

  return { pending, save, remove };
}

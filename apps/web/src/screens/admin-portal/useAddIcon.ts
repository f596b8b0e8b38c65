import {
  ICON_MIME_TYPE,
  iconDisplayNameSchema,
  iconNameSchema,
  type AdminIcon,
  type CategoryId,
  type Tier,
  iconFilePath,
} from '@taper/domain';
import { toast } from '@taper/ui';
import { useState } from 'react';
import { failureToast, serverMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useRefreshIcons } from './admin-hooks';
import { ADMIN_TOASTS } from './admin-messages';
import { useIconUpload, type UploadTuning } from './useIconUpload';
import { schemaProblem } from '../../i18n/form-sentences';

/** What the Add New Icon form describes, once every field is valid. */
export interface NewIconDetails {
  name: string;
  displayName: string;
  category: CategoryId;
  tier: Tier;
}

/** 'custom_icon' → 'Custom Icon'. */
export function displayNameFor(name: string): string {
  return name
    .trim()
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** What is wrong with a new icon's (trimmed) name: its form, or a clash with the library. */
export function newIconNameProblem(
  name: string,
  category: CategoryId | '',
  icons: readonly AdminIcon[],
): string | undefined {
  if (name === '') return undefined;
  const formProblem = schemaProblem(iconNameSchema, name);
  if (formProblem) return formProblem;
  const taken = icons.some(
    (icon) => icon.id === name || (icon.name === name && icon.category === category),
  );
  return taken ? 'An icon with this name already exists' : undefined;
}

/**
 * The Add New Icon fields. The display name follows the name ('zen_mode' → 'Zen Mode') until the
 * admin types one; `details` is set only while every field is valid.
 */
export function useNewIconDraft(icons: readonly AdminIcon[]) {
  const [name, setName] = useState('');
  const [typedDisplayName, setTypedDisplayName] = useState<string | null>(null);
  const [category, setCategory] = useState<CategoryId | ''>('');
  const [tier, setTier] = useState<Tier>('FREE');

  const trimmedName = name.trim();
  const nameProblem = newIconNameProblem(trimmedName, category, icons);
  const displayName = typedDisplayName ?? displayNameFor(name);
  const valid =
    trimmedName !== '' &&
    !nameProblem &&
    iconDisplayNameSchema.safeParse(displayName).success &&
    category !== '';
  const details: NewIconDetails | undefined = valid
    ? { name: trimmedName, displayName: displayName.trim(), category, tier }
    : undefined;

  return {
    name,
    setName,
    nameProblem,
    displayName,
    setDisplayName: setTypedDisplayName,
    category,
    setCategory,
    tier,
    setTier,
    details,
  };
}

export type NewIconDraft = ReturnType<typeof useNewIconDraft>;

/**
 * SPEC §4 'Icon upload flow': upload the SVG (with retries) to a fresh upload URL, then create the
 * icon; a refused create shows the server's reason and lets the admin try again.
 */
export function useIconCreation(uploadTuning: UploadTuning | undefined, onCreated: () => void) {
  const utils = trpc.useUtils();
  const refresh = useRefreshIcons();
  const createIcon = trpc.admin.createIcon.useMutation();
  const upload = useIconUpload(uploadTuning);
  const [problem, setProblem] = useState<string | undefined>();
  const { state } = upload;
  const busy =
    state.status === 'preparing' ||
    state.status === 'uploading' ||
    state.status === 'retrying' ||
    state.status === 'success' ||
    createIcon.isPending;

  const create = async (details: NewIconDetails, file: File) => {
    setProblem(undefined);
    const fileName = `${details.name}.svg`;
    const outcome = await upload.start(file, async (_file, signal) => {
      const { uploadURL } = await utils.client.admin.uploadUrl.mutate(
        { category: details.category, fileName },
        { signal },
      );
      return { method: 'PUT', url: uploadURL, headers: { 'content-type': ICON_MIME_TYPE } };
    });
    if (outcome.status !== 'success') return;
    try {
      await createIcon.mutateAsync({
        ...details,
        filePath: iconFilePath(details),
        isBuiltIn: 'false',
      });
      toast(ADMIN_TOASTS.iconCreated);
      void refresh();
      onCreated();
    } catch (error) {
      setProblem(serverMessage(error));
      failureToast(error, ADMIN_TOASTS.iconCreateFailed);
      upload.reset();
    }
  };

  /** Forgets the last attempt (a new file was picked). */
  const reset = () => {
    setProblem(undefined);
    upload.reset();
  };

  return {
    state,
    busy,
    creating: createIcon.isPending,
    problem,
    create,
    cancel: upload.cancel,
    reset,
  };
}

import type { AdminIcon } from '@taper/domain';
import { Button, Card, cn, IconImage, PlusGlyph, toast } from '@taper/ui';
import { useState } from 'react';
import { focusWhenReady } from '../../lib/focus-when-ready';
import { trpc } from '../../lib/trpc';
import { iconTierFailureToast, useAdminIcons, useRefreshIcons } from './admin-hooks';
import { ADMIN_TEXTS, ADMIN_TOASTS } from './admin-messages';
import { AddIconDialog } from './AddIconDialog';
import { EditIconDialog } from './EditIconDialog';
import { enabledTier, groupLibrary, type LibrarySection, type LibraryTier } from './icon-groups';
import { Loaded } from './Loaded';
import type { UploadTuning } from './useIconUpload';

const TIER_LABEL: Record<LibraryTier, string> = {
  FREE: 'FREE',
  PREMIUM: 'PREMIUM',
  DISABLED: 'DISABLED',
};
// A function: its texts are read when drawn, in the language shown then.
const TIER_NOTE = (): Record<LibraryTier, string> => ({
  FREE: ADMIN_TEXTS.tierNoteFree,
  PREMIUM: ADMIN_TEXTS.tierNotePremium,
  DISABLED: ADMIN_TEXTS.tierNoteDisabled,
});

function IconTileButton({
  icon,
  onClick,
  pending,
}: {
  icon: AdminIcon;
  onClick: () => void;
  pending: boolean;
}) {
  const disabled = icon.tier === 'DISABLED';
  return (
    <button
      type="button"
      data-icon-id={icon.id}
      // Focusable while it is being enabled (`aria-disabled`, not `disabled`): focus stays on it.
      aria-disabled={pending || undefined}
      onClick={() => {
        if (!pending) onClick();
      }}
      aria-label={
        disabled ? ADMIN_TEXTS.enableIcon(icon.displayName) : ADMIN_TEXTS.editIcon(icon.displayName)
      }
      title={
        disabled
          ? ADMIN_TEXTS.clickToEnable(icon.displayName)
          : ADMIN_TEXTS.editIcon(icon.displayName)
      }
      className={cn(
        'relative flex min-w-0 cursor-pointer flex-col items-center gap-1 rounded-lg border border-slate-200 p-2 text-center text-xs transition hover:border-brand hover:bg-slate-50 dark:border-slate-700 dark:hover:border-teal-300 dark:hover:bg-slate-800',
        disabled && 'opacity-40 hover:opacity-80',
        pending && 'animate-pulse',
      )}
    >
      <IconImage filePath={icon.filePath} className="h-7 w-7 dark:invert" />
      <span className="w-full [overflow-wrap:anywhere]">{icon.displayName}</span>
      {icon.isBuiltIn === 'false' && (
        <span className="absolute top-1 end-1 rounded bg-teal-100 px-1 text-[10px] font-semibold text-teal-900 dark:bg-teal-900/50 dark:text-teal-100">
          {ADMIN_TEXTS.newIcon}
        </span>
      )}
    </button>
  );
}

/** One tier of the library, its icons by category. */
function TierSection({
  section,
  isPending,
  onIcon,
}: {
  section: LibrarySection;
  /** Whether this icon is being enabled right now. */
  isPending: (icon: AdminIcon) => boolean;
  onIcon: (icon: AdminIcon) => void;
}) {
  return (
    <Card className="p-4">
      <section aria-labelledby={`tier-${section.tier}`}>
        <h3 id={`tier-${section.tier}`} className="flex items-center gap-2 font-semibold">
          {TIER_LABEL[section.tier]}
          <span className="rounded-full bg-slate-100 px-2 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {section.count}
          </span>
        </h3>
        <p className="mb-3 text-xs text-slate-600 dark:text-slate-300">
          {TIER_NOTE()[section.tier]}
        </p>
        {section.count === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{ADMIN_TEXTS.noIcons}</p>
        ) : (
          <div className="grid gap-3">
            {section.categories.map((group) => (
              <div key={group.id} role="group" aria-label={`${section.tier} ${group.name}`}>
                <h4 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
                  {group.name}
                </h4>
                <div className="grid grid-cols-3 gap-1.5 sm:grid-cols-6 lg:grid-cols-8">
                  {group.icons.map((icon) => (
                    <IconTileButton
                      key={icon.id}
                      icon={icon}
                      pending={isPending(icon)}
                      onClick={() => {
                        onIcon(icon);
                      }}
                    />
                  ))}
                </div>
              </div>
            ))}
          </div>
        )}
      </section>
    </Card>
  );
}

/** A click on a disabled icon enables it again, with its former tier; on any other, edits it. */
function useIconClick(onEdit: (icon: AdminIcon) => void) {
  const refresh = useRefreshIcons();
  const enable = trpc.admin.setIconTier.useMutation({
    onSuccess: () => {
      toast(ADMIN_TOASTS.iconTierUpdated);
    },
    onError: (error) => {
      iconTierFailureToast(error, ADMIN_TOASTS.iconTierFailed);
    },
    onSettled: (_data, _error, variables) => {
      // An enabled icon moves to its tier's section: focus follows it there.
      void refresh().then(() => {
        const tile = `[data-icon-id="${variables.id}"]`;
        focusWhenReady(tile, `section[aria-labelledby="tier-DISABLED"] ${tile}`);
      });
    },
  });
  const onIcon = (icon: AdminIcon) => {
    if (icon.tier !== 'DISABLED') {
      onEdit(icon);
      return;
    }
    enable.mutate({
      id: icon.id,
      tier: enabledTier(icon),
      category: icon.category,
      visibility: 'enabled',
    });
  };
  const isEnabling = (icon: AdminIcon) => enable.isPending && enable.variables.id === icon.id;
  return { onIcon, isEnabling };
}

export function IconManagementTab({
  isAdmin,
  uploadTuning,
}: {
  isAdmin: boolean;
  uploadTuning?: UploadTuning;
}) {
  const icons = useAdminIcons(isAdmin);
  const [editing, setEditing] = useState<AdminIcon | null>(null);
  const [adding, setAdding] = useState(false);
  const { onIcon, isEnabling } = useIconClick(setEditing);
  const list = icons.data ?? [];
  const showAddDialog = (shown: boolean) => () => {
    setAdding(shown);
  };
  const closeEditDialog = () => {
    setEditing(null);
  };

  return (
    <div className="grid gap-4">
      <Card className="flex flex-wrap items-center gap-3 p-4">
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold">{ADMIN_TEXTS.iconLibrary}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {icons.data ? ADMIN_TEXTS.iconCount(list.length) : ''}
            {ADMIN_TEXTS.iconLibraryHint}
          </p>
        </div>
        <Button onClick={showAddDialog(true)}>
          <PlusGlyph className="h-4 w-4" /> {ADMIN_TEXTS.addIconTitle}
        </Button>
      </Card>
      <Loaded
        query={icons}
        what="icons"
        render={() =>
          groupLibrary(list).map((section) => (
            <TierSection
              key={section.tier}
              section={section}
              isPending={isEnabling}
              onIcon={onIcon}
            />
          ))
        }
      />
      <EditIconDialog icon={editing} onClose={closeEditDialog} />
      <AddIconDialog
        open={adding}
        icons={list}
        uploadTuning={uploadTuning}
        onClose={showAddDialog(false)}
      />
    </div>
  );
}

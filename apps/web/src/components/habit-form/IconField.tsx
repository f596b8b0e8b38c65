import { IconPicker, IconTile } from '@taper/ui';
import { useIcons } from '../../hooks/icons';
import { BUILT_IN_FREE_ICONS } from '../../lib/builtin-icons';
import { useSessionUser } from '../../lib/session';
import { FORM_TEXTS } from './messages';

/** The chosen icon's preview in the habit colour, above the picker of the user's icons. */
export function IconField({
  icon,
  color,
  onChange,
}: {
  icon: string;
  color: string;
  onChange: (icon: string) => void;
}) {
  const user = useSessionUser();
  const icons = useIcons({ picker: true });
  // The server's list first; the built-in one while it loads or when it lacks the icon.
  const iconPath =
    icons.data?.find((i) => i.id === icon)?.filePath ??
    BUILT_IN_FREE_ICONS.find((i) => i.id === icon)?.filePath;
  return (
    <>
      <div className="mb-3 flex items-center gap-3">
        <IconTile filePath={iconPath} color={color} size="lg" />
        <span className="text-sm text-slate-600 dark:text-slate-300">{FORM_TEXTS.iconPreview}</span>
      </div>
      <IconPicker
        icons={icons.data}
        fallback={BUILT_IN_FREE_ICONS}
        loading={icons.isLoading}
        userTier={user.tier}
        value={icon}
        onChange={onChange}
        color={color}
      />
    </>
  );
}

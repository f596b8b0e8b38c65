import { CATEGORIES } from '@taper/domain';
import { cn } from './cn';
import { LockGlyph } from './glyphs';
import { IconImage } from './IconImage';

export interface PickerIcon {
  id: string;
  name: string;
  displayName: string;
  category: string;
  tier: 'FREE' | 'PREMIUM' | 'DISABLED';
  filename: string;
  filePath: string;
}

export interface PreparedIcons {
  basic: PickerIcon[];
  premium: { category: string; name: string; icons: PickerIcon[] }[];
}

/**
 * Hides DISABLED icons, de-duplicates by id and by image file name (first wins), falls back to
 * the built-in free list when the server list is empty, and groups premium icons by category.
 */
export function prepareIcons(
  icons: readonly PickerIcon[] | undefined,
  fallback: readonly PickerIcon[],
): PreparedIcons {
  const source = icons && icons.length > 0 ? icons : fallback;
  const ids = new Set<string>();
  const files = new Set<string>();
  const visible: PickerIcon[] = [];
  for (const icon of source) {
    if (icon.tier === 'DISABLED') continue;
    const file = icon.filename.toLowerCase();
    if (ids.has(icon.id) || (file && files.has(file))) continue;
    ids.add(icon.id);
    if (file) files.add(file);
    visible.push(icon);
  }
  const premiumIcons = visible.filter((i) => i.tier === 'PREMIUM');
  const known = new Set<string>(CATEGORIES.map((c) => c.id));
  const groups: PreparedIcons['premium'] = CATEGORIES.map((c) => ({
    category: c.id,
    name: c.name,
    icons: premiumIcons.filter((i) => i.category === c.id),
  }));
  const other = premiumIcons.filter((i) => !known.has(i.category));
  if (other.length > 0) groups.push({ category: 'other', name: 'Other', icons: other });
  return {
    basic: visible.filter((i) => i.tier === 'FREE'),
    premium: groups.filter((g) => g.icons.length > 0),
  };
}

export interface IconPickerProps {
  icons: readonly PickerIcon[] | undefined;
  /** The built-in free list, used when the server returns nothing. */
  fallback: readonly PickerIcon[];
  loading?: boolean;
  userTier: 'FREE' | 'PREMIUM';
  value: string;
  onChange: (iconId: string) => void;
  color: string;
}

export function IconPicker({
  icons,
  fallback,
  loading = false,
  userTier,
  value,
  onChange,
  color,
}: IconPickerProps) {
  if (loading) {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        Loading icons...
      </p>
    );
  }
  const { basic, premium } = prepareIcons(icons, fallback);
  const locked = userTier !== 'PREMIUM';

  const tile = (icon: PickerIcon, isLocked: boolean) => {
    const selected = icon.id === value;
    return (
      <button
        key={icon.id}
        type="button"
        role="radio"
        aria-checked={selected}
        aria-disabled={isLocked || undefined}
        aria-label={isLocked ? `${icon.displayName} (Premium, locked)` : icon.displayName}
        title={isLocked ? `${icon.displayName} — Premium` : icon.displayName}
        onClick={() => {
          if (!isLocked) onChange(icon.id);
        }}
        className={cn(
          'relative flex aspect-square items-center justify-center rounded-md border text-lg transition-colors focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none dark:focus-visible:ring-teal-300',
          selected
            ? 'border-transparent text-white'
            : 'border-slate-200 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800',
          isLocked ? 'cursor-not-allowed opacity-50' : 'cursor-pointer',
        )}
        style={selected ? { backgroundColor: color } : undefined}
      >
        <IconImage
          filePath={icon.filePath}
          className={cn('h-6 w-6', !selected && 'dark:invert')}
          inverted={selected}
        />
        {isLocked && (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 flex h-4 w-4 items-center justify-center rounded-full bg-amber-400 text-amber-950"
          >
            <LockGlyph className="h-2.5 w-2.5" />
          </span>
        )}
      </button>
    );
  };

  return (
    <div className="grid gap-4">
      <section aria-labelledby="basic-icons-heading">
        <h3 id="basic-icons-heading" className="mb-2 text-sm font-semibold">
          Basic Icons
        </h3>
        {basic.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">No basic icons available.</p>
        ) : (
          <div role="radiogroup" aria-label="Basic Icons" className="grid grid-cols-8 gap-1.5">
            {basic.map((icon) => tile(icon, false))}
          </div>
        )}
      </section>
      <section aria-labelledby="premium-icons-heading">
        <h3
          id="premium-icons-heading"
          className="mb-1 flex items-center gap-2 text-sm font-semibold"
        >
          Premium Icons
          {locked && (
            <span className="inline-flex items-center gap-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
              <LockGlyph className="h-3 w-3" /> Premium
            </span>
          )}
        </h3>
        {locked && (
          <p className="mb-2 text-xs text-slate-600 dark:text-slate-300">
            Premium icons are available on the Premium plan. Ask an administrator to upgrade your
            account.
          </p>
        )}
        {premium.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">No premium icons available.</p>
        ) : (
          <div
            className="max-h-64 overflow-y-auto rounded-md border border-slate-200 p-2 dark:border-slate-700"
            tabIndex={-1}
          >
            {premium.map((group) => (
              <div key={group.category} className="mb-3 last:mb-0">
                <h4 className="mb-1 text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-300">
                  {group.name}
                </h4>
                <div role="radiogroup" aria-label={group.name} className="grid grid-cols-8 gap-1.5">
                  {group.icons.map((icon) => tile(icon, locked))}
                </div>
              </div>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}

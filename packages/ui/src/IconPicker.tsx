import { LockGlyph } from './glyphs';
import { IconRadioGroup, type IconSelection } from './icon-picker/IconRadioGroup';
import { useIconRoving } from './icon-picker/roving';
import { prepareIcons, type PickerIcon, type PreparedIcons } from './icon-picker/prepare-icons';
import { UI_TEXTS } from './messages';

export { prepareIcons, type PickerIcon, type PreparedIcons };

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

function NoIcons({ kind }: { kind: 'basic' | 'premium' }) {
  return <p className="text-sm text-slate-600 dark:text-slate-300">{UI_TEXTS.noIcons(kind)}</p>;
}

/** What each group needs of the picker's one tab stop. */
interface Roving {
  tabStop: string | undefined;
  register: (id: string) => (element: HTMLButtonElement | null) => void;
}

function BasicIcons({
  icons,
  selection,
  roving,
}: {
  icons: PickerIcon[];
  selection: IconSelection;
  roving: Roving;
}) {
  return (
    <section aria-labelledby="basic-icons-heading">
      <h3 id="basic-icons-heading" className="mb-2 text-sm font-semibold">
        {UI_TEXTS.basicIcons}
      </h3>
      {icons.length === 0 ? (
        <NoIcons kind="basic" />
      ) : (
        <IconRadioGroup
          label={UI_TEXTS.basicIcons}
          icons={icons}
          locked={false}
          selection={selection}
          {...roving}
        />
      )}
    </section>
  );
}

/** The premium icons by category, in a scrolling box; locked, with a note, below Premium. */
function PremiumIcons({
  groups,
  locked,
  selection,
  roving,
}: {
  groups: PreparedIcons['premium'];
  locked: boolean;
  selection: IconSelection;
  roving: Roving;
}) {
  return (
    <section aria-labelledby="premium-icons-heading">
      <h3 id="premium-icons-heading" className="mb-1 flex items-center gap-2 text-sm font-semibold">
        {UI_TEXTS.premiumIcons}
        {locked && (
          <span className="inline-flex items-center gap-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
            <LockGlyph className="h-3 w-3" /> {UI_TEXTS.premiumBadge}
          </span>
        )}
      </h3>
      {locked && (
        <p className="mb-2 text-xs text-slate-600 dark:text-slate-300">{UI_TEXTS.premiumLocked}</p>
      )}
      {groups.length === 0 ? (
        <NoIcons kind="premium" />
      ) : (
        <div
          className="max-h-64 overflow-y-auto rounded-md border border-slate-200 p-[min(0.5rem,8px)] dark:border-slate-700"
          tabIndex={-1}
        >
          {groups.map((group) => (
            <div key={group.category} className="mb-3 last:mb-0">
              <h4 className="mb-1 text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-300">
                {group.name}
              </h4>
              <IconRadioGroup
                label={group.name}
                icons={group.icons}
                locked={locked}
                selection={selection}
                {...roving}
              />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

/** The habit form's icon choice: the free icons, then the premium ones (locked below Premium). */
export function IconPicker({
  icons,
  fallback,
  loading = false,
  userTier,
  value,
  onChange,
  color,
}: IconPickerProps) {
  const { basic, premium } = prepareIcons(icons, fallback);
  const locked = userTier !== 'PREMIUM';
  const keyboardGroups = [basic, ...(locked ? [] : premium.map((group) => group.icons))];
  const { onKeyDown, ...roving } = useIconRoving(keyboardGroups, value, onChange);
  if (loading) {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {UI_TEXTS.loadingIcons}
      </p>
    );
  }
  const selection: IconSelection = { value, onChange, color };
  return (
    // The keys of every group: one tab stop for the whole picker (roving tabindex).
    <div className="grid gap-4" onKeyDown={onKeyDown}>
      <BasicIcons icons={basic} selection={selection} roving={roving} />
      <PremiumIcons groups={premium} locked={locked} selection={selection} roving={roving} />
    </div>
  );
}

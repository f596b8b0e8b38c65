import { Button, ChoiceSelect, type Choice } from '@taper/ui';
import { useRef, useState } from 'react';
import { ADMIN_TEXTS } from './admin-messages';

/** A setting that saves as soon as it is chosen. */
export interface SavedSetting<T extends string> {
  /** The saved value, or the one being saved. */
  shown: T;
  saving: boolean;
  save: (value: T) => void;
}

/** The part of a TanStack mutation result that savedSetting reads. */
export interface SettingMutation<V> {
  isPending: boolean;
  variables: V | undefined;
  mutate: (variables: V) => void;
}

/**
 * A setting saved through `mutation`: while it runs, the value being saved shows; choosing the
 * saved value again sends nothing.
 */
export function savedSetting<T extends string, V>(
  mutation: SettingMutation<V>,
  saved: T,
  valueOf: (variables: V) => T,
  variablesFor: (value: T) => V,
): SavedSetting<T> {
  return {
    shown: mutation.isPending && mutation.variables ? valueOf(mutation.variables) : saved,
    saving: mutation.isPending,
    save: (value) => {
      if (value !== saved) mutation.mutate(variablesFor(value));
    },
  };
}

/**
 * A select for a saved setting that waits for intent: choosing (with arrows, or the list) only
 * picks; Enter or the Save beside it saves, Escape puts the saved value back. Focus stays on the
 * select throughout; while the setting saves, the select is disabled for assistive technology
 * (`aria-disabled`) but keeps focus, and takes no other choice.
 */
export function SavingSelect<T extends string>({
  label,
  className,
  choices,
  setting,
}: {
  label: string;
  className: string;
  choices: readonly Choice<T>[];
  setting: SavedSetting<T>;
}) {
  const [draft, setDraft] = useState<T | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const changed = draft !== null && draft !== setting.shown;
  const save = () => {
    if (!changed || setting.saving) return;
    setting.save(draft);
    setDraft(null);
    box.current?.querySelector('select')?.focus();
  };
  return (
    <div ref={box} className="grid gap-1">
      <ChoiceSelect
        aria-label={label}
        aria-disabled={setting.saving || undefined}
        className={className}
        choices={choices}
        value={changed ? draft : setting.shown}
        onValueChange={(value) => {
          if (!setting.saving) setDraft(value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && changed) {
            event.preventDefault();
            save();
          } else if (event.key === 'Escape' && changed) {
            event.preventDefault();
            event.stopPropagation();
            setDraft(null);
          }
        }}
      />
      {changed && (
        <Button size="sm" aria-label={ADMIN_TEXTS.saveChoice(label)} onClick={save}>
          {ADMIN_TEXTS.save}
        </Button>
      )}
    </div>
  );
}

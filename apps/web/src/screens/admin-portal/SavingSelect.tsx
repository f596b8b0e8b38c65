import { ChoiceSelect, type Choice } from '@taper/ui';

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

/** A select for a saved setting, disabled while it saves. */
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
  return (
    <ChoiceSelect
      aria-label={label}
      className={className}
      choices={choices}
      value={setting.shown}
      disabled={setting.saving}
      onValueChange={setting.save}
    />
  );
}

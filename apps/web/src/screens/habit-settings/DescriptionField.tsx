import { HABIT_DESCRIPTION_MAX } from '@taper/domain';
import { Field } from '@taper/ui';
import { SETTINGS_TEXTS } from './settings-messages';

/** What the habit is about (Loop's question and description come across into it), kept as typed. */
export function DescriptionField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={SETTINGS_TEXTS.description} hint={SETTINGS_TEXTS.descriptionHint}>
      {(id) => (
        <textarea
          id={id}
          value={value}
          maxLength={HABIT_DESCRIPTION_MAX}
          rows={3}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      )}
    </Field>
  );
}

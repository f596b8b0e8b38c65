import { LIMITS } from '@taper/domain';
import { Field, Input } from '@taper/ui';
import { TEXTS } from '../messages';

/** The optional note of both Log dialogs; the server trims it and drops it when empty. */
export function NoteField({ note, onChange }: { note: string; onChange: (note: string) => void }) {
  return (
    <Field label="Note (optional)">
      {(id) => (
        <Input
          id={id}
          placeholder={TEXTS.notePlaceholder}
          value={note}
          maxLength={LIMITS.noteMax}
          onChange={(e) => {
            onChange(e.target.value);
          }}
        />
      )}
    </Field>
  );
}

import { noteProblem } from '../forms/logDialog';
import { Field, Input } from '@taper/ui';
import { TEXTS } from '../messages';
import { COMPONENT_TEXTS } from './messages';

/**
 * The optional note of both Log dialogs; the server trims it and drops it when empty. A note over
 * the limit stays as typed, with the limit said at the field (the server refuses it too).
 */
export function NoteField({ note, onChange }: { note: string; onChange: (note: string) => void }) {
  const problem = noteProblem(note);
  return (
    <Field label={COMPONENT_TEXTS.noteOptional} {...(problem ? { error: problem } : {})}>
      {(id) => (
        <Input
          id={id}
          placeholder={TEXTS.notePlaceholder}
          value={note}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => {
            onChange(e.target.value);
          }}
        />
      )}
    </Field>
  );
}
